use leptos::prelude::*;

use crate::catalog::emphasis::plain;
use crate::catalog::{SeriesAt, on_page};
use crate::components::{list_summary, provided, title_link};
use crate::ids;
use crate::state::Finder;

/// A series whose reading list a large catalog's page leaves to the
/// series' own page (`series/<id>/`), as the page shows it: its title, as
/// the whole card's, and its reading list's disclosure, which opens at
/// first paint on a link to that page: a link away before and without
/// the app. The link takes the list's id, so the app sees the list opened
/// before it took over. The app takes the card over whole (`SeriesCard`),
/// at the height this one has until it is laid out near the screen
/// (`browser::card_sizes`). Only the prerender renders it: the page stops
/// growing by a whole card (its summary, topics, Follow, standing and
/// list) with each later series, and the app's wasm never carries it.
#[component]
pub fn BriefCard(series: SeriesAt) -> impl IntoView {
    let title_id = ids::series_title(&series.id);
    let labelled_by = title_id.clone();
    // Named after its series too, as the list's summary is: every such
    // link has a name of its own.
    let said = say!(own_page_list, parts = count!(parts, series.parts.len()));
    let name = say!(list_of_series, title = plain(&series.title)) + &said;
    view! {
        <article class="series" aria-labelledby=labelled_by tabindex="-1">
            <div class="series-head">
                <h3 id=title_id>{title_link(&series, provided::<Finder>())}</h3>
            </div>
            <div class="reading">
                <details class="reading-list">
                    {list_summary(&series)}
                    <p id=ids::part_list(&series.id) class="own-page">
                        <a href=on_page::page_of(&series.id) aria-label=name>
                            {said}
                        </a>
                    </p>
                </details>
            </div>
        </article>
    }
}
