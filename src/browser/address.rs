//! The page's address and its history entry.

use wasm_bindgen::JsValue;

/// The part whose article the reader opened from this page and has just
/// come back from (Back, or the page shown again from the back-forward
/// cache): the page's start-up script keeps it in the history entry and
/// names it on the root (`data-back-from`, a checkbox id).
pub fn back_from() -> Option<String> {
    leptos::prelude::document()
        .document_element()?
        .get_attribute("data-back-from")
        .filter(|id| !id.is_empty())
}

/// The page's query string (`?topic=gpu`), or empty.
pub fn current_search() -> String {
    leptos::prelude::window()
        .location()
        .search()
        .unwrap_or_default()
}

/// Puts `search` in the address bar, keeping the path (so a sub-path
/// deploy keeps working) and any fragment: as a new history entry, so Back
/// returns to the previous view, or in place of the current one.
pub fn show_search(search: &str, new_entry: bool) {
    let window = leptos::prelude::window();
    let location = window.location();
    let url = format!(
        "{}{search}{}",
        location.pathname().unwrap_or_default(),
        location.hash().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        // The entry's state is the page's start-up script's (the open
        // reading lists): it goes on with the address.
        let state = history.state().unwrap_or(JsValue::NULL);
        let _ = match new_entry {
            true => history.push_state_with_url(&state, "", Some(&url)),
            false => history.replace_state_with_url(&state, "", Some(&url)),
        };
    }
}
