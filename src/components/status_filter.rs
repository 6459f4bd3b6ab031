use leptos::prelude::*;

use crate::progress::SeriesStatus;
use crate::state::{Finder, prerendering};

/// All, Unread, In progress or Completed, each with its number of series.
#[component]
pub fn StatusFilter() -> impl IntoView {
    let finder = expect_context::<Finder>();
    let inert = prerendering();
    let choices = [
        None,
        Some(SeriesStatus::Unread),
        Some(SeriesStatus::InProgress),
        Some(SeriesStatus::Completed),
    ];
    let radios = choices
        .into_iter()
        .map(|status| {
            let label = status.map_or("All", SeriesStatus::label);
            let id = format!("status-{}", status.map_or("all", SeriesStatus::id));
            let count = move || finder.filtered().with(|f| f.status_counts.of(status));
            let chosen = move || finder.query().with(|q| q.status == status);
            view! {
                <label class="status-choice">
                    // `checked` for the page's HTML; `prop:checked` follows the query.
                    <input
                        type="radio"
                        name="status"
                        aria-describedby=format!("{id}-count")
                        disabled=inert
                        checked=untrack(chosen)
                        prop:checked=chosen
                        on:change=move |_| finder.choose(|q| q.status = status)
                    />
                    {label}
                    <span class="facet-count" id=format!("{id}-count")>
                        {count}
                        <span class="visually-hidden">" series"</span>
                    </span>
                </label>
            }
        })
        .collect_view();
    view! {
        <div class="statuses" role="radiogroup" aria-labelledby="status-label">
            <span id="status-label" class="filter-label">"Status"</span>
            {radios}
        </div>
    }
    .into_any()
}
