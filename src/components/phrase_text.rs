use leptos::prelude::*;

use crate::interface::page_direction;
use crate::phrase::{Phrase, Piece};

/// A sentence of the app's own words with text from elsewhere in it, each
/// such piece in a `bdi` of its own, so bidi controls in it end with it:
/// in the page's direction, or, for a title in a language of its own,
/// the way its first letters read.
#[component]
pub fn PhraseText(phrase: Phrase) -> impl IntoView {
    phrase
        .pieces()
        .iter()
        .map(|piece| match piece {
            Piece::Own(words) => words.clone().into_any(),
            Piece::Foreign(text) => {
                view! { <bdi dir=page_direction()>{text.clone()}</bdi> }.into_any()
            }
            Piece::OwnLanguage(text) => view! { <bdi>{text.clone()}</bdi> }.into_any(),
        })
        .collect_view()
}
