//! Files: a download offered to the reader, a file they picked, and
//! asking the browser to keep this page's storage.

use std::sync::atomic::{AtomicBool, Ordering};

use wasm_bindgen::{JsCast, JsValue};

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

/// Whether this visit has asked already ([`ask_to_keep_storage`]).
static ASKED_TO_KEEP: AtomicBool = AtomicBool::new(false);

/// Asks the browser not to evict this page's storage under pressure,
/// once a visit: at the reader's first change of what they write (read
/// marks, stars, notes, follows), whichever it is. Browsers that support
/// it decide without asking the reader (Chromium) or ask once; where it
/// is missing, nothing happens.
pub fn ask_to_keep_storage() {
    if ASKED_TO_KEEP.swap(true, Ordering::Relaxed) {
        return;
    }
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
