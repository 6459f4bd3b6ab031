use leptos::prelude::*;

use crate::phrase::{Phrase, Piece};

/// A sentence of the app's own words with text from elsewhere in it, each
/// such piece in a `bdi` of its own, so bidi controls in it end with it.
#[component]
pub fn PhraseText(phrase: Phrase) -> impl IntoView {
    phrase
        .pieces()
        .iter()
        .map(|piece| match piece {
            Piece::Own(words) => words.clone().into_any(),
            Piece::Foreign(text) => view! { <bdi>{text.clone()}</bdi> }.into_any(),
        })
        .collect_view()
}
