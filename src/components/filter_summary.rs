use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::query::Query;
use crate::state::Finder;

/// When a filter is on: how many series show and how many it hides, or
/// that none match, with a button that clears every filter.
#[component]
pub fn FilterSummary() -> impl IntoView {
    let finder = expect_context::<Finder>();
    let total = expect_context::<Arc<Catalog>>().series.len();
    let active = move || !finder.query().with(Query::is_empty);
    let text = move || {
        let shown = finder.filtered().with(|f| f.shown);
        match shown {
            0 => "No series match these filters.".to_string(),
            _ => format!(
                "Showing {shown} of {total} series; {} hidden by the filters.",
                total - shown
            ),
        }
    };
    view! {
        <div class="filter-summary" aria-live="polite">
            <Show when=active>
                <p>
                    {text}
                    <button class="link-button" on:click=move |_| finder.choose(|q| *q = Query::default())>
                        "Clear all filters"
                    </button>
                </p>
            </Show>
        </div>
    }
    .into_any()
}
