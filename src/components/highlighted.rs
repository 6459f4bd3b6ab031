use leptos::prelude::*;

use crate::finding::search::Marked;
use crate::finding::words::styled;

/// A catalog text with its emphasis (`*word*`) and the search's words
/// marked where `marked` says the search marks something in it. It
/// re-renders only when what is marked in it changes, and then changes
/// only the text nodes that differ (an `inner_html` would parse the text
/// again: 9 ms more for a keystroke at 1,000 series).
#[component]
pub fn Highlighted(text: String, marked: Signal<Marked>) -> impl IntoView {
    move || {
        marked
            .get()
            .unwrap_or_else(|| styled(&text, &[]))
            .into_iter()
            .map(|run| match (run.marked, run.emphasis) {
                (false, false) => run.text.into_any(),
                (true, false) => view! { <mark>{run.text}</mark> }.into_any(),
                (false, true) => view! { <em>{run.text}</em> }.into_any(),
                (true, true) => view! { <mark><em>{run.text}</em></mark> }.into_any(),
            })
            .collect_view()
    }
}
