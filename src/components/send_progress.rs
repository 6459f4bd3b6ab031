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

/// "Send to another device": a dialog with a link to this page that
/// carries the reader's read parts, stars and followed series (not their
/// notes: the export file carries those), its QR code, Copy link, and Share
/// where the browser has a share sheet. The dialog's markup is static;
/// opening it makes the link and the code and puts them in, which costs
/// the wasm far fewer bytes than a view that re-renders.
#[component]
pub fn SendProgress(disabled: bool) -> impl IntoView {
    let marks = provided::<Marks>();
    let own = provided::<OwnMarks>();
    let catalog = provided::<Arc<Catalog>>();
    let dialog = || {
        document()
            .get_element_by_id("send-dialog")
            .and_then(|d| d.dyn_into::<HtmlDialogElement>().ok())
    };
    let link = StoredValue::new(String::new());
    let share_sheet = StoredValue::new_local(None);
    let say = move |text: &str| {
        if let Some(status) = dialog().and_then(|d| browser::find(&d, "[role=status]")) {
            status.set_text_content(Some(text));
        }
    };
    let open = move |_| {
        let Some(dialog) = dialog() else {
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
        share_sheet.set_value(browser::share_sheet());
        show(&dialog, ".qr", code.is_some());
        show(&dialog, ".qr-too-large", code.is_none());
        show(&dialog, ".share", share_sheet.with_value(Option::is_some));
        link.set_value(url);
        say("");
        let _ = dialog.show_modal();
    };
    let copy = move |_| {
        leptos::task::spawn_local(async move {
            say(match browser::copy_text(&link.get_value()).await {
                Ok(()) => "Link copied.",
                Err(_) => "The browser did not allow copying: select the link and copy it.",
            });
        });
    };
    let share = move |_| {
        let Some(sheet) = share_sheet.get_value() else {
            return;
        };
        leptos::task::spawn_local(async move {
            if browser::share_url(&sheet, &link.get_value()).await.is_err() {
                say("The link could not be shared: copy it instead.");
            }
        });
    };

    view! {
        // The first visit's note links here (`#send`): the page's start-up
        // script opens the dialog from it.
        <button id="send" disabled=disabled on:click=open>
            "Send to another device"
        </button>
        // Not in the prerendered page: it opens only from the app.
        {(!disabled)
            .then(|| {
                view! {
        <dialog id="send-dialog" class="send" aria-labelledby="send-title">
            <h2 id="send-title">"Send your progress to another device"</h2>
            <p>
                "Open this link on the other device, or scan the code with its camera: the parts you have read here are added to what is read there."
            </p>
            <div class="qr" role="img" aria-label="QR code of the link"></div>
            <p class="qr-too-large">
                "Your progress is too large for a QR code: copy the link, or use Export progress and import the file on the other device."
            </p>
            <label class="send-link">
                "Link" <input readonly />
            </label>
            <p class="send-note">
                "The link holds which parts are read (not when), your stars and the series you follow; not your notes: Export progress carries them. The part after # stays in the browser: no server sees it."
            </p>
            <div class="send-actions">
                <button on:click=copy>"Copy link"</button>
                <button class="share" on:click=share>
                    "Share"
                </button>
                <form method="dialog">
                    <button>"Close"</button>
                </form>
            </div>
            <p role="status"></p>
        </dialog>
                }
            })}
    }
}

fn show(dialog: &Element, selector: &str, shown: bool) {
    if let Some(element) = browser::find(dialog, selector) {
        let _ = element.toggle_attribute_with_force("hidden", !shown);
    }
}
