//! Where the reader's documents are kept: in the browser's localStorage, or
//! in memory only. Whatever storage has to say goes to the page's messages.

use leptos::prelude::*;

use crate::progress::DocumentError;
use crate::state::{Message, Messages};
use crate::storage::{BrowserStorage, Store};

#[derive(Clone, Copy)]
pub struct Saver {
    store: StoredValue<Store<BrowserStorage>, LocalStorage>,
    messages: Messages,
}

impl Saver {
    /// Keeps nothing past the page, and says nothing about it: the state of
    /// a first visit, as the prerender renders it.
    pub fn in_memory(messages: Messages) -> Saver {
        let (store, _) = Store::new(None);
        Saver {
            store: StoredValue::new_local(store),
            messages,
        }
    }

    /// Keeps documents in this browser's localStorage, or says that it
    /// cannot.
    #[cfg(target_arch = "wasm32")]
    pub fn in_local_storage(messages: Messages) -> Saver {
        let (store, notice) = Store::new(BrowserStorage::open());
        let saver = Saver {
            store: StoredValue::new_local(store),
            messages,
        };
        saver.tell(notice);
        saver
    }

    /// The document under `key`, if there is one that can be read; see
    /// [`Store::load`].
    pub fn load<T>(
        &self,
        key: &str,
        what: &'static str,
        parse: impl FnOnce(&str) -> Result<T, DocumentError>,
        now: &str,
    ) -> Option<T> {
        let (value, notice) = self
            .store
            .try_update_value(|store| store.load(key, what, parse, now))?;
        self.tell(notice);
        value
    }

    pub fn save(&self, key: &str, text: &str) {
        let notice = self
            .store
            .try_update_value(|store| store.save(key, text))
            .flatten();
        self.tell(notice);
    }

    fn tell(&self, notice: Option<crate::storage::Notice>) {
        if let Some(notice) = notice {
            self.messages.tell(Message::Storage(notice));
        }
    }
}
