use leptos::prelude::*;

use crate::components::{Notices, ProgressOverview, SeriesCard};
use crate::state::Reader;

/// The catalog's heading, the reader's progress, then each section that
/// has series, in order.
#[component]
pub fn CatalogView() -> impl IntoView {
    let catalog = expect_context::<Reader>().catalog();
    let sections = catalog
        .sections
        .iter()
        .filter(|section| catalog.series_in(section).next().is_some())
        .map(|section| {
            let heading_id = format!("section-{}", section.id);
            let labelled_by = heading_id.clone();
            let cards = catalog
                .series_in(section)
                .map(|series| view! { <SeriesCard series=series.clone() /> })
                .collect_view();
            view! {
                <section class="section" aria-labelledby=labelled_by>
                    <h2 id=heading_id>{section.title.clone()}</h2>
                    {cards}
                </section>
            }
        })
        .collect_view();
    view! {
        <header class="masthead">
            <h1>{catalog.title.clone()}</h1>
            <p class="subtitle">{catalog.subtitle.clone()}</p>
        </header>
        <Notices />
        <ProgressOverview />
        {sections}
    }
}
