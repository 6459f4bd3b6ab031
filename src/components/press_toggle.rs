use leptos::prelude::*;

use crate::components::provided;
use crate::state::{OwnMark, OwnMarks};

/// The toggle button (`aria-pressed`) of one of the reader's own marks,
/// named `name`: a star on a part, drawn by the stylesheet (a glyph of
/// the button's own would be part of its row's text), or Follow on a
/// series, which says its word (the stylesheet draws the tick when
/// pressed). Live from the first paint, like a part's checkbox: before
/// the app takes over, the page's own script presses it (page.js), and
/// the app keeps what is pressed (app.rs).
#[component]
pub fn PressToggle(mark: OwnMark, name: String) -> impl IntoView {
    let own = provided::<OwnMarks>();
    let (class, word) = match mark {
        OwnMark::Star(_) => (class!(star), None),
        OwnMark::Follow(_) => (class!(follow), Some(say!(follow))),
    };
    let pressed = {
        let mark = mark.clone();
        move || own.is_on(&mark)
    };
    let click = {
        let pressed = pressed.clone();
        move |_| own.set(&mark, !untrack(&pressed))
    };
    view! {
        <button
            type="button"
            class=class
            aria-label=name
            aria-pressed=move || pressed().to_string()
            on:click=click
        >
            {word}
        </button>
    }
}
