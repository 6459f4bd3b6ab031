//! Finding elements on the page: the selector helpers every browser call
//! shares.

use wasm_bindgen::JsCast;
use web_sys::Element;

/// The first element under `host` that `selector` finds.
pub fn find(host: &Element, selector: &str) -> Option<Element> {
    host.query_selector(selector).ok().flatten()
}

/// The elements under `host` that `selector` finds, in document order.
pub fn find_all(host: &Element, selector: &str) -> Vec<Element> {
    let Ok(found) = host.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|i| found.item(i)?.dyn_into::<Element>().ok())
        .collect()
}

/// The closest element holding `element` (or `element` itself) that
/// `selector` finds.
pub fn closest(element: &Element, selector: &str) -> Option<Element> {
    element.closest(selector).ok().flatten()
}

/// The element that holds the one an event came from (`target`), the
/// closest that `selector` finds.
pub fn holder_of(target: Option<web_sys::EventTarget>, selector: &str) -> Option<Element> {
    closest(&target?.dyn_into().ok()?, selector)
}

/// The page's root element, `html`.
pub fn root() -> Option<Element> {
    leptos::prelude::document().document_element()
}
