use leptos::prelude::*;

use crate::query::highlight;
use crate::state::Finder;

/// A title with the words of the search marked, while `shown`. The pieces
/// are a memo, so a keystroke that does not change what is marked in this
/// title leaves its DOM alone, and a hidden title does not follow the
/// search at all until it shows again.
#[component]
pub fn Highlighted(text: String, shown: Signal<bool>) -> impl IntoView {
    let words = expect_context::<Finder>().words();
    let pieces = Memo::new(move |_| match shown.get() {
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
