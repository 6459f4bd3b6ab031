//! Keeping the reader's place across the takeover: what is on screen and
//! what has focus, read from the prerendered catalog and restored on the
//! app's.

use leptos::prelude::{document, window};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};

use super::dom::find_all;

/// Where the reader is on the page, to keep it across the takeover: the
/// first heading still on screen, what has focus, and where the caret is
/// in the search box they are typing in.
pub struct ScrollAndFocus {
    /// The first heading still on screen, by id, and its distance from the
    /// top of the viewport.
    heading: Option<(String, f64)>,
    focused: Option<Focused>,
    /// The selection in the focused text field.
    caret: Option<(u32, u32)>,
}

/// The focused element: by its id, or by its place among the focusable
/// elements.
enum Focused {
    Id(String),
    Nth(usize),
}

const HEADINGS: &str = "h2[id], h3[id]";
const FOCUSABLE: &str = "a[href], button, input, summary";

impl ScrollAndFocus {
    pub fn in_page(host: &Element) -> ScrollAndFocus {
        // At the top of the page the reader stays at the top, banner in
        // view, whatever the filter in the address hides below it.
        let scrolled = window().scroll_y().unwrap_or(0.0) > 0.0;
        let heading = scrolled
            .then(|| {
                find_all(host, HEADINGS).into_iter().find_map(|heading| {
                    let rect = heading.get_bounding_client_rect();
                    (rect.bottom() > 0.0).then(|| (heading.id(), rect.top()))
                })
            })
            .flatten();
        let active = document()
            .active_element()
            .filter(|active| host.contains(Some(active)));
        let focused = active.as_ref().and_then(|active| match active.id() {
            id if !id.is_empty() => Some(Focused::Id(id)),
            _ => find_all(host, FOCUSABLE)
                .iter()
                .position(|e| e == active)
                .map(Focused::Nth),
        });
        let caret = active
            .and_then(|active| active.dyn_into::<HtmlInputElement>().ok())
            .and_then(|input| {
                let start = input.selection_start().ok()??;
                Some((start, input.selection_end().ok()??))
            });
        ScrollAndFocus {
            heading,
            focused,
            caret,
        }
    }

    /// Scrolls so the heading is where it was, and focuses the
    /// same element, before the next frame is painted.
    pub fn restore(self, host: &Element) {
        if let Some((id, top)) = self.heading
            && let Some(heading) = document().get_element_by_id(&id)
        {
            let moved = heading.get_bounding_client_rect().top() - top;
            if moved != 0.0 {
                window().scroll_by_with_x_and_y(0.0, moved);
            }
        }
        let target = match self.focused {
            Some(Focused::Id(id)) => document().get_element_by_id(&id),
            Some(Focused::Nth(n)) => find_all(host, FOCUSABLE).into_iter().nth(n),
            None => None,
        };
        if let Some(target) = target.and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = target.focus_with_options(&options);
            if let (Some((start, end)), Some(input)) =
                (self.caret, target.dyn_ref::<HtmlInputElement>())
            {
                let _ = input.set_selection_range(start, end);
            }
        }
    }
}
