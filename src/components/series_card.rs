use leptos::prelude::*;

use crate::catalog::Series;

/// A series: its title and summary, and its reading list behind a
/// disclosure button (collapsed at first, so the page is an overview).
#[component]
pub fn SeriesCard(series: Series) -> impl IntoView {
    let (expanded, set_expanded) = signal(false);
    let title_id = format!("series-{}", series.id);
    let labelled_by = title_id.clone();
    let list_id = format!("parts-{}", series.id);
    let controls = list_id.clone();
    let count = match series.parts.len() {
        1 => "1 part".to_string(),
        n => format!("{n} parts"),
    };
    let parts = series
        .parts
        .into_iter()
        .map(|part| match part.url {
            Some(url) => {
                view! { <li><a href=url rel="noopener noreferrer">{part.title}</a></li> }.into_any()
            }
            None => view! { <li>{part.title}</li> }.into_any(),
        })
        .collect_view();
    view! {
        <article class="series" aria-labelledby=labelled_by>
            <h3 id=title_id>{series.title.clone()}</h3>
            <p class="summary">{series.summary}</p>
            <button
                class="disclosure"
                aria-expanded=move || expanded.get().to_string()
                aria-controls=controls
                on:click=move |_| set_expanded.update(|open| *open = !*open)
            >
                <span class="visually-hidden">{series.title} ": "</span>
                "Reading list · "
                {count}
            </button>
            <ol id=list_id class="parts" hidden=move || !expanded.get()>
                {parts}
            </ol>
        </article>
    }
}
