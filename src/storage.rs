//! Keeping documents in the browser's localStorage without ever losing what
//! is there: data that cannot be read is set aside under a backup key
//! before anything is written over it, and when storage is missing,
//! forbidden or full the app goes on in memory and says so.
//!
//! The rules live in [`Store`], over any [`KeyValue`] backend, so they are
//! tested natively; [`BrowserStorage`] is the thin localStorage backend.

use std::collections::HashSet;
use std::fmt;

use crate::progress::DocumentError;

/// What a backend can fail with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failure {
    /// Storage is missing, disabled or forbidden (SecurityError).
    Unavailable,
    /// A write exceeded the quota (QuotaExceededError).
    Full,
}

/// A string key-value store such as localStorage.
pub trait KeyValue {
    fn get(&self, key: &str) -> Result<Option<String>, Failure>;
    fn set(&self, key: &str, value: &str) -> Result<(), Failure>;
    fn remove(&self, key: &str) -> Result<(), Failure>;
}

/// Something the reader should know about their saved data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// No usable storage at all.
    NotKept,
    /// Storage became full; nothing more is saved this visit.
    Full,
    /// Unreadable data was set aside under `backup_key`.
    SetAside {
        what: &'static str,
        backup_key: String,
        reason: String,
    },
    /// Unreadable data could not be set aside, so it is left untouched and
    /// its key is not written this visit.
    LeftUntouched { what: &'static str, reason: String },
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::NotKept => write!(
                f,
                "This browser does not let the page keep data, so your reading progress \
                 will last only until you close this tab. Export it to keep it."
            ),
            Notice::Full => write!(
                f,
                "The browser's storage for this page is full, so your latest reading progress \
                 will last only until you close this tab. Export it to keep it."
            ),
            Notice::SetAside {
                what,
                backup_key,
                reason,
            } => write!(
                f,
                "Your saved {what} could not be read: {reason}. It was kept aside in this \
                 browser's storage under \u{201c}{backup_key}\u{201d}, and your {what} is \
                 saved afresh from now on."
            ),
            Notice::LeftUntouched { what, reason } => write!(
                f,
                "Your saved {what} could not be read: {reason}. It could not be kept aside, so \
                 it is left untouched, and your {what} will not be saved during this visit."
            ),
        }
    }
}

/// The key a document that could not be read is kept under.
pub fn backup_key(key: &str, at: &str) -> String {
    format!("{key}/backup/{at}")
}

/// Documents in a [`KeyValue`] backend, kept by the rules above.
pub struct Store<B> {
    /// None once storage has failed: from then on the app lives in memory.
    backend: Option<B>,
    /// Keys holding data that could not be set aside: never written.
    untouchable: HashSet<String>,
}

impl<B: KeyValue> Store<B> {
    /// A store over `backend`, or in memory only when there is none.
    pub fn new(backend: Option<B>) -> (Self, Option<Notice>) {
        let notice = backend.is_none().then_some(Notice::NotKept);
        let store = Store {
            backend,
            untouchable: HashSet::new(),
        };
        (store, notice)
    }

    /// Reads the document under `key`. None when there is none, when
    /// storage is unavailable, or when it could not be read; in the last
    /// case it is moved aside (to a key named by the time `now`) and a
    /// notice says where, so the next visit does not find it again.
    pub fn load<T>(
        &mut self,
        key: &str,
        what: &'static str,
        parse: impl FnOnce(&str) -> Result<T, DocumentError>,
        now: &str,
    ) -> (Option<T>, Option<Notice>) {
        let Some(backend) = &self.backend else {
            return (None, None);
        };
        let text = match backend.get(key) {
            Ok(Some(text)) => text,
            Ok(None) => return (None, None),
            Err(_) => {
                self.backend = None;
                return (None, Some(Notice::NotKept));
            }
        };
        let reason = match parse(&text) {
            Ok(value) => return (Some(value), None),
            Err(error) => error.to_string(),
        };
        let backup_key = backup_key(key, now);
        let moved = backend
            .set(&backup_key, &text)
            .and_then(|()| backend.remove(key));
        let notice = match moved {
            Ok(()) => Notice::SetAside {
                what,
                backup_key,
                reason,
            },
            Err(_) => {
                self.untouchable.insert(key.to_string());
                Notice::LeftUntouched { what, reason }
            }
        };
        (None, Some(notice))
    }

    /// Writes `value` under `key`, unless storage has failed or the key
    /// holds data that must not be overwritten. A failure switches the
    /// store to memory and returns the notice to show, once.
    pub fn save(&mut self, key: &str, value: &str) -> Option<Notice> {
        if self.untouchable.contains(key) {
            return None;
        }
        let failure = self.backend.as_ref()?.set(key, value).err()?;
        self.backend = None;
        Some(match failure {
            Failure::Full => Notice::Full,
            Failure::Unavailable => Notice::NotKept,
        })
    }
}

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
        use wasm_bindgen::JsCast;

        self.0.set_item(key, value).map_err(|error| {
            match error.dyn_ref::<web_sys::DomException>().map(|e| e.name()) {
                Some(name) if name == "QuotaExceededError" => Failure::Full,
                _ => Failure::Unavailable,
            }
        })
    }
}
