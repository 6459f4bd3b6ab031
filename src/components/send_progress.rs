use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement, HtmlInputElement};

use crate::browser;
use crate::catalog::Catalog;
use crate::components::provided;
use crate::kept::progress_link;
use crate::kept::qr::QrCode;
use crate::state::{Marks, OwnMarks};

/// "Send to another device": opens the page's dialog (`index.html`) with a
/// link to this page that carries the reader's read parts, stars and
/// followed series (not their notes: the export file carries those) and
/// its QR code. The dialog's markup and words are the page's, and
/// `page.js` copies and shares the link: the app only makes it.
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
        let url = format!("{}{fragment}", browser::page_address());
        let code = QrCode::encode(url.as_bytes());
        if let Some(input) =
            browser::find(&dialog, "input").and_then(|i| i.dyn_into::<HtmlInputElement>().ok())
        {
            input.set_value(&url);
        }
        if let Some(picture) = browser::find(&dialog, ".qr") {
            picture.set_inner_html(&code.as_ref().map(QrCode::svg).unwrap_or_default());
        }
        show(&dialog, ".qr", code.is_some());
        show(&dialog, ".qr-too-large", code.is_none());
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

fn show(dialog: &Element, selector: &str, shown: bool) {
    if let Some(element) = browser::find(dialog, selector) {
        let _ = element.toggle_attribute_with_force("hidden", !shown);
    }
}
