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
            .map(|run| {
                // Each wrapped around what is inside it: a view type for
                // each element, rather than one for each of the four.
                let text = run.text.into_any();
                let text = match run.emphasis {
                    true => view! { <em>{text}</em> }.into_any(),
                    false => text,
                };
                match run.marked {
                    true => view! { <mark>{text}</mark> }.into_any(),
                    false => text,
                }
            })
            .collect_view()
    }
}
