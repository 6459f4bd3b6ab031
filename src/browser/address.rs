//! The page's address and its history entry.

use wasm_bindgen::JsValue;

/// The part whose article the reader opened from this page and has just
/// come back from (Back, or the page shown again from the back-forward
/// cache), and whether they opened it from the top of the page: the
/// page's start-up script keeps both in the history entry and names them
/// on the root (`data-back-from`, a checkbox id; `data-back-to="top"`).
pub fn back_from() -> Option<(String, bool)> {
    let root = leptos::prelude::document().document_element()?;
    let id = root
        .get_attribute("data-back-from")
        .filter(|id| !id.is_empty())?;
    Some((
        id,
        root.get_attribute("data-back-to").as_deref() == Some("top"),
    ))
}

/// The page's address without its query and fragment: where a link to
/// this catalog points, wherever it is deployed.
pub fn page_address() -> String {
    let location = leptos::prelude::window().location();
    let origin = location.origin().unwrap_or_default();
    format!("{origin}{}", location.pathname().unwrap_or_default())
}

/// The address's fragment (`#...`), or empty.
pub fn fragment() -> String {
    leptos::prelude::window()
        .location()
        .hash()
        .unwrap_or_default()
}

/// Takes the fragment out of the address, in place of the current history
/// entry, so that a reload, a bookmark or a shared address does not bring
/// it back.
pub fn clear_fragment() {
    set_address(&current_search(), "", false);
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
    set_address(search, &fragment(), new_entry);
}

/// Puts this page's path with `search` and `fragment` in the address bar,
/// as a new history entry or in place of the current one. The entry's
/// state is the page's start-up script's (the open reading lists): it
/// goes on with the address.
fn set_address(search: &str, fragment: &str, new_entry: bool) {
    let window = leptos::prelude::window();
    let path = window.location().pathname().unwrap_or_default();
    let url = format!("{path}{search}{fragment}");
    let Ok(history) = window.history() else {
        return;
    };
    let state = history.state().unwrap_or(JsValue::NULL);
    let _ = match new_entry {
        true => history.push_state_with_url(&state, "", Some(&url)),
        false => history.replace_state_with_url(&state, "", Some(&url)),
    };
}
