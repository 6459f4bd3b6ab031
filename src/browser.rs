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

/// Moves focus to the element with `id` once it is rendered: a part deep
/// in a long list is built a few frames after its list opens, so this
/// looks again each frame, for up to about ten seconds.
pub fn focus_after_render(id: String) {
    focus_when_there(id, 600);
}

fn focus_when_there(id: String, frames: u32) {
    leptos::prelude::request_animation_frame(move || {
        let found = leptos::prelude::document()
            .get_element_by_id(&id)
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        match found {
            Some(element) => {
                let _ = element.focus();
            }
            None if frames > 0 => focus_when_there(id, frames - 1),
            None => {}
        }
    });
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
        let _ = match new_entry {
            true => history.push_state_with_url(&JsValue::NULL, "", Some(&url)),
            false => history.replace_state_with_url(&JsValue::NULL, "", Some(&url)),
        };
    }
}

/// Whether a key press aimed at this target is typing (so `/` is a slash,
/// not a shortcut).
pub fn is_typing_target(target: Option<web_sys::EventTarget>) -> bool {
    let Some(element) = target.and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) else {
        return false;
    };
    match element.dyn_ref::<web_sys::HtmlInputElement>() {
        Some(input) => !matches!(
            input.type_().as_str(),
            "checkbox" | "radio" | "button" | "submit" | "reset" | "file" | "range" | "color"
        ),
        None => {
            element.is_content_editable()
                || matches!(element.tag_name().as_str(), "TEXTAREA" | "SELECT")
        }
    }
}

/// Where the theme the reader chose is kept; index.html reads it before
/// the first paint.
const THEME_KEY: &str = "learning-series/theme";

/// The theme the reader chose, `light` or `dark`, as index.html applied it
/// to the page; `system` when they chose none.
#[cfg(target_arch = "wasm32")]
pub fn chosen_theme() -> String {
    leptos::prelude::document()
        .document_element()
        .and_then(|root| root.get_attribute("data-theme"))
        .unwrap_or_else(|| "system".into())
}

/// At build time the page follows the system's theme.
#[cfg(not(target_arch = "wasm32"))]
pub fn chosen_theme() -> String {
    "system".into()
}

/// Applies a theme (`light`, `dark`, or `system` to follow the system) and
/// keeps it for the next visits; without storage, for this page only.
pub fn choose_theme(theme: &str) {
    let chosen = matches!(theme, "light" | "dark");
    if let Some(root) = leptos::prelude::document().document_element() {
        let _ = match chosen {
            true => root.set_attribute("data-theme", theme),
            false => root.remove_attribute("data-theme"),
        };
    }
    if let Ok(Some(storage)) = leptos::prelude::window().local_storage() {
        let _ = match chosen {
            true => storage.set_item(THEME_KEY, theme),
            false => storage.remove_item(THEME_KEY),
        };
    }
}

/// The series card that holds the focus, if any.
fn focused_card() -> Option<web_sys::Element> {
    leptos::prelude::document()
        .active_element()?
        .closest("article.series")
        .ok()
        .flatten()
}

/// Moves focus to the next series card shown (`forward`) or the one
/// before; from outside every card, to the first or the last.
pub fn focus_next_card(forward: bool) {
    let Ok(cards) = leptos::prelude::document().query_selector_all("article.series:not([hidden])")
    else {
        return;
    };
    let cards: Vec<web_sys::HtmlElement> = (0..cards.length())
        .filter_map(|i| cards.item(i)?.dyn_into().ok())
        .collect();
    let at = focused_card().and_then(|card| cards.iter().position(|c| **c == card));
    let next = match (at, forward) {
        (Some(at), true) => cards.get(at + 1),
        (Some(at), false) => at.checked_sub(1).and_then(|at| cards.get(at)),
        (None, true) => cards.first(),
        (None, false) => cards.last(),
    };
    if let Some(card) = next {
        let _ = card.focus();
    }
}

/// Opens or closes the reading list of the series card that has the focus
/// (with `only_the_card`, only when the card itself has it, not a control
/// in it), as its disclosure would. Whether there was such a card.
pub fn toggle_focused_list(only_the_card: bool) -> bool {
    let Some(card) = focused_card() else {
        return false;
    };
    let active = leptos::prelude::document().active_element();
    if only_the_card && active.as_ref() != Some(&card) {
        return false;
    }
    click(card.query_selector("summary.disclosure").ok().flatten())
}

/// Marks or unmarks the part that has the focus (its checkbox or its
/// link), as its checkbox would. Whether there was such a part.
pub fn toggle_focused_part() -> bool {
    let part = leptos::prelude::document()
        .active_element()
        .and_then(|active| active.closest("li.part").ok().flatten());
    click(part.and_then(|part| part.query_selector("input[type=checkbox]").ok().flatten()))
}

fn click(element: Option<web_sys::Element>) -> bool {
    match element.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        Some(element) => {
            element.click();
            true
        }
        None => false,
    }
}
