use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::Highlighted;
use crate::state::Finder;

/// How many matching parts are named under a card.
const NAMED: usize = 5;

/// Why a search shows a series whose list is closed: the titles of its
/// parts that hold the search's words, highlighted, so a reader sees the
/// match without opening the list.
#[component]
pub fn MatchingParts(series: usize, open: Signal<bool>) -> impl IntoView {
    let matching = expect_context::<Finder>().matching_parts(series);
    let catalog = StoredValue::new(expect_context::<Arc<Catalog>>());
    let named = move || {
        matching.with(|parts| {
            parts
                .iter()
                .take(NAMED)
                .map(|&part| {
                    let text = catalog.with_value(|c| c.series[series].parts[part].title.clone());
                    view! {
                        <li>
                            <Highlighted text marked=Signal::from(true) />
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let more = move || match matching.with(Vec::len) {
        n if n > NAMED => Some(view! { <li class="more">{format!("and {} more", n - NAMED)}</li> }),
        _ => None,
    };
    view! {
        <Show when=move || !open.get() && matching.with(|parts| !parts.is_empty())>
            <div class="matching-parts">
                <p class="matching-label">"Matching parts"</p>
                <ul>{named} {more}</ul>
            </div>
        </Show>
    }
    .into_any()
}
