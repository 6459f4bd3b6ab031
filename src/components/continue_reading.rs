use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::{GoToPart, PhraseText};
use crate::phrase::Phrase;
use crate::state::Marks;

/// Once the reader has started a series: where to continue, and in which
/// series. Nothing on a first visit.
#[component]
pub fn ContinueReading() -> impl IntoView {
    let marks = expect_context::<Marks>();
    let catalog = expect_context::<Arc<Catalog>>();
    let next = Memo::new(move |_| {
        marks.with_all(|p| {
            p.continue_reading(&catalog)
                .map(|(series, part)| (series.id.clone(), series.title.clone(), part.clone()))
        })
    });
    let target = Memo::new(move |_| next.get().map(|(series, _, part)| (series, part)));
    let from = move || {
        next.with(|n| {
            let title = n.as_ref().map(|(_, title, _)| title.as_str());
            let phrase = Phrase::new().own(" in ").foreign(title.unwrap_or_default());
            view! { <PhraseText phrase /> }
        })
    };
    view! {
        <Show when=move || next.with(Option::is_some)>
            <p class="continue">
                <GoToPart target prefix="Continue reading: " />
                <span class="from">{from}</span>
            </p>
        </Show>
    }
    .into_any()
}
