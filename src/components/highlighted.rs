use leptos::prelude::*;

use crate::state::Finder;
use crate::words::styled;

/// A catalog text with its emphasis (`*word*`) and, while `marked`, the
/// words of the search marked. The runs are a memo that reads the words
/// only while marked: a keystroke that does not change what is marked in
/// this text leaves its DOM alone, and a text that cannot match (its card
/// hidden, or none of the words in it) does not even re-run.
#[component]
pub fn Highlighted(text: String, marked: Signal<bool>) -> impl IntoView {
    let words = expect_context::<Finder>().words();
    let runs = Memo::new(move |_| match marked.get() {
        true => words.with(|words| styled(&text, words)),
        false => styled(&text, &[]),
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
