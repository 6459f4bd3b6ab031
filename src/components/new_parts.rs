use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::query::StatusChoice;
use crate::state::{Finder, SeenParts};

/// "3 new parts since your last visit", with a button that shows the
/// series they are in (the New status filter). A series' new parts stop
/// counting once its reading list has been opened.
#[component]
pub fn NewParts() -> impl IntoView {
    let seen = expect_context::<SeenParts>();
    let finder = expect_context::<Finder>();
    let catalog = expect_context::<Arc<Catalog>>();
    let count = Memo::new(move |_| {
        catalog
            .series
            .iter()
            .enumerate()
            .filter(|(_, series)| !seen.opened(&series.id))
            .map(|(index, _)| seen.new_in(index))
            .sum::<usize>()
    });
    let showing_new = move || finder.query().with(|q| q.status == Some(StatusChoice::New));
    let text = move || match count.get() {
        1 => "1 new part since your last visit.".to_string(),
        n => format!("{n} new parts since your last visit."),
    };
    view! {
        <Show when=move || { count.get() > 0 }>
            <p class="new-parts">
                {text}
                <Show when=move || !showing_new()>
                    <button
                        class="link-button"
                        on:click=move |_| finder.choose_status(Some(StatusChoice::New))
                    >
                        "Show them"
                    </button>
                </Show>
            </p>
        </Show>
    }
    .into_any()
}
