//! Where the reader's documents are kept: in the browser's localStorage, or
//! in memory only. Whatever storage has to say goes to the page's messages.

use leptos::prelude::*;

use crate::browser::BrowserStorage;
use crate::kept::document::Document;
use crate::kept::storage::{Notice, Store};
use crate::state::{Message, Messages};

#[derive(Clone, Copy)]
pub struct Saver {
    store: StoredValue<Store<BrowserStorage>, LocalStorage>,
    messages: Messages,
}

impl Saver {
    /// Keeps nothing past the page, and says nothing about it: the state of
    /// a first visit, as the prerender renders it.
    pub fn in_memory(messages: Messages) -> Saver {
        let (store, _) = Store::new(None, "/");
        Saver {
            store: StoredValue::new_local(store),
            messages,
        }
    }

    /// Keeps documents in this browser's localStorage, under keys of the
    /// copy of the app at `scope` (the page's directory), or says that it
    /// cannot.
    #[cfg(browser)]
    pub fn in_local_storage(messages: Messages, scope: &str) -> Saver {
        let (store, notice) = Store::new(BrowserStorage::open(), scope);
        let saver = Saver {
            store: StoredValue::new_local(store),
            messages,
        };
        saver.tell(Vec::from_iter(notice));
        saver
    }

    /// The key a `D` is kept under ([`Store::key`]).
    pub fn key<D: Document>(&self) -> String {
        self.store.with_value(Store::key::<D>)
    }

    /// The stored document, as far as it can be read ([`Store::load`]).
    pub fn load<D: Document>(&self, now: &str) -> Option<D> {
        let (value, notices) = self.store.try_update_value(|store| store.load(now))?;
        self.tell(notices);
        value
    }

    /// The stored document another page writes, as far as it can be read
    /// ([`Store::peek`]).
    #[cfg(browser)]
    pub fn peek<D: Document>(&self) -> Option<D> {
        self.store.with_value(Store::peek::<D>)
    }

    /// Saves `doc`, merged with what is stored ([`Store::save`]); true if
    /// the stored copy changed `doc`.
    pub fn save<D: Document>(&self, doc: &mut D, now: &str) -> bool {
        let (changed, notices) = self
            .store
            .try_update_value(|store| store.save(doc, now))
            .unwrap_or_default();
        self.tell(notices);
        changed
    }

    fn tell(&self, notices: Vec<Notice>) {
        for notice in notices {
            self.messages.tell(Message::Storage(notice));
        }
    }
}
