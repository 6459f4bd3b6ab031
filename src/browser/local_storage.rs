//! The page's localStorage as a backend of the storage rules
//! (`kept/storage.rs`): its failures told apart, a full storage from a
//! forbidden one.

use wasm_bindgen::JsCast;

use crate::kept::storage::{Failure, KeyValue};

/// The page's localStorage, if the browser lets the page have it.
pub struct BrowserStorage(web_sys::Storage);

impl BrowserStorage {
    /// None when `window.localStorage` is missing, null, or throws.
    pub fn open() -> Option<Self> {
        web_sys::window()?.local_storage().ok().flatten().map(Self)
    }
}

impl KeyValue for BrowserStorage {
    fn get(&self, key: &str) -> Result<Option<String>, Failure> {
        self.0.get_item(key).map_err(|_| Failure::Unavailable)
    }

    fn remove(&self, key: &str) -> Result<(), Failure> {
        self.0.remove_item(key).map_err(|_| Failure::Unavailable)
    }

    fn set(&self, key: &str, value: &str) -> Result<(), Failure> {
        self.0.set_item(key, value).map_err(|error| {
            match error.dyn_ref::<web_sys::DomException>().map(|e| e.name()) {
                Some(name) if name == "QuotaExceededError" => Failure::Full,
                _ => Failure::Unavailable,
            }
        })
    }
}
