//! Taking the reader to a place on the page: a part, a row of controls.

use wasm_bindgen::JsCast;

/// Takes the reader to a part once it is rendered (a part deep in a long
/// list is built a few frames after its list opens, so this looks again
/// each frame, for up to about ten seconds): marks its row as the one they
/// were taken to, in place of any other (`arrived`: visible whether they
/// came by keyboard, pointer or touch), scrolls it into view below its
/// series' title (or alone, when both do not fit on the screen) unless
/// both are in view already, and moves focus to its checkbox (`id`).
pub fn show_part(id: String) {
    when_rendered(id, 600, |checkbox| {
        mark_arrived(&checkbox);
        let (Some(row), Some(card)) = (
            closest(&checkbox, "li.part"),
            closest(&checkbox, "article.series"),
        ) else {
            return;
        };
        let screen = leptos::prelude::window()
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0);
        let (top, bottom) = (
            card.get_bounding_client_rect().top(),
            row.get_bounding_client_rect().bottom(),
        );
        if top < 0.0 || bottom > screen {
            match bottom - top < screen * 0.9 {
                true => card.scroll_into_view_with_bool(true),
                false => row.scroll_into_view_with_bool(false),
            }
        }
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = checkbox.focus_with_options(&options);
    });
}

/// Marks the row of the part whose checkbox has `id` as the one the reader
/// was taken to or came back from, once it is rendered.
pub fn show_arrived(id: String) {
    when_rendered(id, 600, |checkbox| mark_arrived(&checkbox));
}

fn mark_arrived(checkbox: &web_sys::HtmlElement) {
    if let Some(before) = leptos::prelude::document()
        .query_selector("li.arrived")
        .ok()
        .flatten()
    {
        let _ = before.class_list().remove_1("arrived");
    }
    if let Some(row) = closest(checkbox, "li.part") {
        let _ = row.class_list().add_1("arrived");
    }
}

fn closest(element: &web_sys::Element, selector: &str) -> Option<web_sys::Element> {
    element.closest(selector).ok().flatten()
}

fn when_rendered(id: String, frames: u32, then: impl FnOnce(web_sys::HtmlElement) + 'static) {
    leptos::prelude::request_animation_frame(move || {
        let found = leptos::prelude::document()
            .get_element_by_id(&id)
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        match found {
            Some(element) => then(element),
            None if frames > 0 => when_rendered(id, frames - 1, then),
            None => {}
        }
    });
}

/// Once the page has changed, focuses the last enabled button in the row
/// of controls that holds the notices of `target` (a notice's own button,
/// about to go with its notice), so the focus stays where the reader is.
pub fn focus_control_in_row(target: Option<web_sys::EventTarget>) {
    let row = target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|button| closest(&button, ".notices"))
        .and_then(|notices| notices.parent_element());
    let Some(row) = row else {
        return;
    };
    leptos::prelude::request_animation_frame(move || {
        let buttons = row.query_selector_all(":scope > button:enabled");
        let last = buttons
            .ok()
            .and_then(|found| found.item(found.length().checked_sub(1)?))
            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(button) = last {
            let _ = button.focus();
        }
    });
}
