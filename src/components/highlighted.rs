use leptos::prelude::*;

use crate::state::Found;
use crate::words::styled;

/// A catalog text with its emphasis (`*word*`) and, while `found` says
/// the search found something where it stands, the search's words marked.
/// The runs are a memo: a keystroke that does not change what is marked
/// in this text leaves its DOM alone.
#[component]
pub fn Highlighted(text: String, found: Signal<Found>) -> impl IntoView {
    let runs = Memo::new(move |_| {
        found.with(|found| styled(&text, found.as_ref().map_or(&[], |f| f.words.as_slice())))
    });
    move || {
        runs.get()
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
