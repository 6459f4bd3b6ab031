use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::query::StatusChoice;
use crate::state::{Finder, SeenParts};

/// "3 new parts since your last visit", with a button that shows the
/// series they are in (the New status filter). A series' new parts stop
/// counting once its reading list has been opened. A line of the page's
/// top slot (ContinueReading), which keeps its room.
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
    move || {
        (count.get() > 0).then(|| {
            view! {
                <p class="new-parts">
                    {text}
                    {move || {
                        (!showing_new())
                            .then(|| {
                                view! {
                                    <button
                                        class="link-button"
                                        on:click=move |_| finder.choose_status(Some(StatusChoice::New))
                                    >
                                        "Show them"
                                    </button>
                                }
                            })
                    }}
                </p>
            }
        })
    }
}
