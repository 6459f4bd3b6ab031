//! Bringing what the reader is taken to into view: a part, the one they
//! came back from, the chosen status; and focus to what comes next.

use wasm_bindgen::JsCast;

use super::dom::{closest, find, root};

/// Takes the reader to a part once it is rendered (a part deep in a long
/// list is built a few frames after its list opens, so this looks again
/// each frame, for up to about ten seconds): marks its row as the one they
/// were taken to, in place of any other (`arrived`: visible whether they
/// came by keyboard, pointer or touch), scrolls it into the upper half of
/// the screen (under its series' title where both fit there) unless it is
/// there already, and moves focus to its checkbox (`id`).
pub fn show_part(id: String) {
    when_rendered(id, 600, |checkbox| {
        mark_arrived(&checkbox);
        let (Some(row), Some(card)) = (
            closest(&checkbox, "li.part"),
            closest(&checkbox, "article.series"),
        ) else {
            return;
        };
        let window = leptos::prelude::window();
        let screen = window
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0);
        let (title, row) = (
            card.get_bounding_client_rect(),
            row.get_bounding_client_rect(),
        );
        // The card's own margin above its title, as `scroll-margin-top`.
        let margin = 16.0;
        let upper = screen / 2.0;
        let with_title = row.bottom() - title.top() + margin <= upper;
        if row.top() < 0.0 || row.bottom() > upper || (title.top() < 0.0 && with_title) {
            let by = match with_title {
                true => title.top() - margin,
                false => row.top() - screen / 4.0,
            };
            window.scroll_by_with_x_and_y(0.0, by);
        }
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = checkbox.focus_with_options(&options);
    });
}

/// Marks the row of the part whose checkbox has `id` as the one the reader
/// came back from, once it is rendered, and scrolls the least that brings
/// what its list offers under it (`offer`: Mark as read and the part
/// after it, or the Undo of a mark made on its article) on screen with
/// the row; where both do not fit, until the row is at the top, with as
/// much of the list under it as fits: a long list's offer is far below
/// its first parts.
pub fn show_arrived(id: String, offer: &'static str) {
    when_rendered(id, 600, move |checkbox| {
        mark_arrived(&checkbox);
        let offer = closest(&checkbox, "article.series").and_then(|card| find(&card, offer));
        let (Some(offer), Some(row)) = (offer, closest(&checkbox, "li.part")) else {
            return;
        };
        let window = leptos::prelude::window();
        let screen = window.inner_height().ok().and_then(|h| h.as_f64());
        let below = offer.get_bounding_client_rect().bottom() - screen.unwrap_or(0.0);
        let row_top = row.get_bounding_client_rect().top();
        if below > 0.0 && row_top > 0.0 {
            window.scroll_by_with_x_and_y(0.0, below.min(row_top));
        }
    });
}

fn mark_arrived(checkbox: &web_sys::HtmlElement) {
    clear_arrived();
    if let Some(row) = closest(checkbox, "li.part") {
        let _ = row.class_list().add_1(class!(arrived));
    }
}

/// Takes the mark off the row the reader was taken to or came back from:
/// once they mark a part (or a series), it has done its work. (It also
/// fades after a few seconds: style/main.css.)
pub fn clear_arrived() {
    if let Some(before) = root().and_then(|page| find(&page, "li.arrived")) {
        let _ = before.class_list().remove_1(class!(arrived));
    }
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

/// Once the page has changed (a frame from now), focuses the first element
/// that one of `selectors` finds under `scope` (the page, if none), tried
/// in turn: where the focus goes on after a control that goes, or that
/// has nothing more to do, so it never falls to the page.
pub fn focus_next(scope: Option<web_sys::Element>, selectors: &'static [&'static str]) {
    leptos::prelude::request_animation_frame(move || {
        let Some(scope) = scope.or_else(root) else {
            return;
        };
        let next = selectors
            .iter()
            .find_map(|selector| find(&scope, selector))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(next) = next {
            let _ = next.focus();
        }
    });
}

/// Once the page has changed (a frame from now), scrolls the row of
/// status choices, which scrolls sideways on a phone, so that the chosen
/// one is in view, unless it is already: a choice made elsewhere (Show
/// them, the address) is seen where it is.
pub fn show_chosen_status() {
    leptos::prelude::request_animation_frame(|| {
        let chosen =
            root().and_then(|page| find(&page, ".facets:has(#status-label) .facet:has(:checked)"));
        let Some(chip) = chosen.and_then(|c| c.dyn_into::<web_sys::HtmlElement>().ok()) else {
            return;
        };
        let Some(row) = chip
            .parent_element()
            .and_then(|r| r.dyn_into::<web_sys::HtmlElement>().ok())
        else {
            return;
        };
        let (left, seen) = (chip.offset_left() - row.offset_left(), row.scroll_left());
        if left < seen || left + chip.offset_width() > seen + row.client_width() {
            row.set_scroll_left(left - row.client_width() / 3);
        }
    });
}

/// Once the page has changed (a frame from now), presses the button that
/// `selector` finds: a control that does what another does, once the page
/// shows what it chose.
pub fn press_next(selector: &'static str) {
    leptos::prelude::request_animation_frame(move || {
        let button = root().and_then(|page| find(&page, selector));
        if let Some(button) = button.and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
            button.click();
        }
    });
}
