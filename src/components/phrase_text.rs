use leptos::prelude::*;

use crate::phrase::{Phrase, Piece};

/// A sentence of the app's own words with text from elsewhere in it, each
/// such piece in a `bdi` of its own, so bidi controls in it end with it:
/// in the page's direction, or, for a title in a language of its own
/// (its `lang` on it), the way its first letters read.
#[component]
pub fn PhraseText(phrase: Phrase) -> impl IntoView {
    phrase
        .pieces()
        .iter()
        .map(|piece| match piece {
            Piece::Own(words) => words.clone().into_any(),
            // In the page's direction, which the stylesheet has it inherit
            // (`bdi:not([lang])`): an attribute of its own would be set
            // again each time the sentence is said again (Next, Continue,
            // at each mark).
            Piece::Foreign(text) => view! { <bdi>{text.clone()}</bdi> }.into_any(),
            Piece::OwnLanguage(text, lang) => {
                view! { <bdi lang=lang.clone()>{text.clone()}</bdi> }.into_any()
            }
        })
        .collect_view()
}
