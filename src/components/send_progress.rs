use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlDialogElement, HtmlInputElement};

use crate::browser;
use crate::catalog::Catalog;
use crate::components::provided;
use crate::kept::progress_link;
use crate::state::{Marks, OwnMarks};

/// "Send to another device": opens the page's dialog (`index.html`) with a
/// link to this page that carries the reader's read parts, stars and
/// followed series (not their notes: the export file carries those). The
/// dialog's markup and words are the page's, and `page.js` draws the
/// link's QR code (`send.js`), copies and shares it: the app only makes it.
#[component]
pub fn SendProgress(disabled: bool) -> impl IntoView {
    let marks = provided::<Marks>();
    let own = provided::<OwnMarks>();
    let catalog = provided::<Arc<Catalog>>();
    let open = move |_| {
        let Some(dialog) = document()
            .get_element_by_id("send-dialog")
            .and_then(|d| d.dyn_into::<HtmlDialogElement>().ok())
        else {
            return;
        };
        let fragment = marks.read_now(|progress| {
            own.read_now(|own| progress_link::encode(progress, own, &catalog))
        });
        if let Some(input) =
            browser::find(&dialog, "input").and_then(|i| i.dyn_into::<HtmlInputElement>().ok())
        {
            input.set_value(&format!("{}{fragment}", browser::page_address()));
        }
        let _ = dialog.show_modal();
    };

    view! {
        // The first visit's note links here (`#send`): the page's start-up
        // script opens the dialog from it.
        <button id="send" disabled=disabled on:click=open>
            {say!(send_to_device)}
        </button>
    }
}
