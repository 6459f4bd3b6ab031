use leptos::prelude::*;

use crate::components::provided;
use crate::state::{OwnMark, OwnMarks};

/// The toggle button (`aria-pressed`) of one of the reader's own marks,
/// named `name`: a star on a part, or Follow on a series, each drawn by
/// the stylesheet (a text of the button's own would be part of its row's
/// or card's text, and an empty one a space in the prerendered page). Live from the first paint, like a part's checkbox:
/// before the app takes over, the page's own script presses it
/// (page.js), and the app keeps what is pressed (app.rs).
#[component]
pub fn PressToggle(mark: OwnMark, name: String) -> impl IntoView {
    let own = provided::<OwnMarks>();
    let class = match mark {
        OwnMark::Star(_) => class!(star),
        OwnMark::Follow(_) => class!(follow),
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
        ></button>
    }
}
