use leptos::prelude::*;

use crate::components::{Facet, provided};
use crate::finding::query::StatusChoice;
use crate::state::Finder;

/// All, Unread, In progress, Completed or New, each with its number of
/// series, as radio buttons: the arrow keys move across them.
#[component]
pub fn StatusFilter() -> impl IntoView {
    let finder = provided::<Finder>();
    let facets = std::iter::once(None)
        .chain(StatusChoice::ALL.map(Some))
        .map(|choice| {
            let label = choice.map_or(say!(all), StatusChoice::label).to_string();
            let count =
                Signal::derive(move || finder.filtered().with(|f| f.status_counts.of(choice)));
            let chosen = Signal::derive(move || finder.query().with(|q| q.status == choice));
            let choose = move || finder.choose_status(choice);
            view! { <Facet label count chosen group="status" radio=true choose /> }
        })
        .collect_view();
    view! {
        <div class="facets" role="radiogroup" aria-labelledby="status-label">
            <span id="status-label" class=class!(filter_label)>{say!(status)}</span>
            {facets}
        </div>
    }
}
