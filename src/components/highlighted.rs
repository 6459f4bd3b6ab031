use leptos::prelude::*;

use crate::query::highlight;
use crate::state::Reader;

/// A title with the words of the search marked.
#[component]
pub fn Highlighted(text: String) -> impl IntoView {
    let reader = expect_context::<Reader>();
    move || {
        reader.words.with(|words| {
            highlight(&text, words)
                .into_iter()
                .map(|(piece, marked)| match marked {
                    true => view! { <mark>{piece}</mark> }.into_any(),
                    false => piece.into_any(),
                })
                .collect_view()
        })
    }
}
