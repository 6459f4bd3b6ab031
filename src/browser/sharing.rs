//! Handing a link on: to the clipboard, or to the system's share sheet
//! where the browser has one (the Web Share API).

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Puts `text` on the clipboard; an error if the browser refused.
pub async fn copy_text(text: &str) -> Result<(), JsValue> {
    let clipboard = leptos::prelude::window().navigator().clipboard();
    JsFuture::from(clipboard.write_text(text)).await.map(drop)
}

/// `navigator.share`, where the browser has it.
pub fn share_sheet() -> Option<Function> {
    let navigator = leptos::prelude::window().navigator();
    Reflect::get(&navigator, &"share".into())
        .ok()?
        .dyn_into::<Function>()
        .ok()
        .map(|share| share.bind0(&navigator))
}

/// Offers `url` to the system's share sheet; Ok also when the reader
/// closed the sheet without sharing.
pub async fn share_url(share: &Function, url: &str) -> Result<(), JsValue> {
    let data = Object::new();
    Reflect::set(&data, &"url".into(), &url.into())?;
    let shared: Promise = share.call1(&JsValue::NULL, &data)?.dyn_into()?;
    match JsFuture::from(shared).await {
        Err(error) if Reflect::get(&error, &"name".into()).ok() == Some("AbortError".into()) => {
            Ok(())
        }
        other => other.map(drop),
    }
}
