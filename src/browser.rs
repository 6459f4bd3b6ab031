//! Small browser calls the components and the reader state share.

use wasm_bindgen::{JsCast, JsValue};

/// The time now, as `Date.toISOString` writes it (`std::time` panics here).
pub fn now() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

/// A `YYYY-MM-DD` date as the reader's locale writes it (`Nov 30, 2026`
/// in American English), or as it is if the browser cannot read it.
#[cfg(target_arch = "wasm32")]
pub fn format_date(date: &str) -> String {
    let parsed = js_sys::Date::new(&JsValue::from_str(&format!("{date}T00:00:00Z")));
    if parsed.get_time().is_nan() {
        return date.to_string();
    }
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&options, &"timeZone".into(), &"UTC".into());
    let locale = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_else(|| "en-US".into());
    parsed.to_locale_date_string(&locale, &options).into()
}

/// At build time there is no reader's locale: American English, which the
/// app then writes again in the reader's own.
#[cfg(not(target_arch = "wasm32"))]
pub fn format_date(date: &str) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let month = date.get(5..7).and_then(|m| m.parse::<usize>().ok());
    let day = date.get(8..10).and_then(|d| d.parse::<u32>().ok());
    match (month.and_then(|m| MONTHS.get(m.wrapping_sub(1))), day) {
        (Some(month), Some(day)) => format!("{month} {day}, {}", &date[..4]),
        _ => date.to_string(),
    }
}

/// Offers `text` to the reader as a downloaded JSON file named `name`.
pub fn download_json(name: &str, text: &str) -> Result<(), JsValue> {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = leptos::prelude::document()
        .create_element("a")?
        .unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The download has started from the click; the URL can go once it has.
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(10),
    );
    Ok(())
}

/// The text of a file the reader picked.
pub async fn read_file(file: web_sys::File) -> Result<String, JsValue> {
    let text = wasm_bindgen_futures::JsFuture::from(file.text()).await?;
    text.as_string()
        .ok_or_else(|| JsValue::from_str("not text"))
}

/// Asks the browser not to evict this page's storage under pressure.
/// Browsers that support it decide without asking the reader (Chromium) or
/// ask once; where it is missing, nothing happens.
pub fn ask_to_keep_storage() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let storage = window.navigator().storage();
    if storage.is_undefined() {
        return;
    }
    if let Ok(promise) = storage.persist() {
        leptos::task::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
}

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
