use leptos::prelude::*;

use crate::query::highlight;
use crate::state::Finder;

/// A title with the words of the search marked, while `marked`. The pieces
/// are a memo that reads the words only while marked: a keystroke that
/// does not change what is marked in this title leaves its DOM alone, and
/// a title that cannot match (its card hidden, or none of the words in
/// it) does not even re-run.
#[component]
pub fn Highlighted(text: String, marked: Signal<bool>) -> impl IntoView {
    let words = expect_context::<Finder>().words();
    let pieces = Memo::new(move |_| match marked.get() {
        true => words.with(|words| highlight(&text, words)),
        false => highlight(&text, &[]),
    });
    move || {
        pieces
            .get()
            .into_iter()
            .map(|(piece, marked)| match marked {
                true => view! { <mark>{piece}</mark> }.into_any(),
                false => piece.into_any(),
            })
            .collect_view()
    }
}
