//! Keeping documents in the browser's localStorage without ever losing what
//! is there:
//!
//! - every save is a merge: the stored document is read first and merged
//!   with this page's (another tab may have written since), and a document
//!   another tab writes is merged in, and written back if this page knows
//!   more, so no change is lost whatever the timing;
//! - a document that is only partly readable keeps every entry that can be
//!   read; the original is first copied to a backup key;
//! - a document that cannot be read at all is moved to a backup key;
//! - a document written by a newer version of the app is left as it is,
//!   and this page stops saving it;
//! - when storage is missing, forbidden or full, the app goes on in memory;
//! - each copy of the app keeps its own documents: a key names the copy's
//!   address (its directory), so two copies on one origin (two sites of a
//!   GitHub user, staging beside production) never read or write each
//!   other's; the document of a build before keys named their copy moves,
//!   once, to the first copy that finds none of its own.
//!
//! Each time, a [`Notice`] says what happened. The rules live in [`Store`],
//! over any [`KeyValue`] backend, so they are tested natively; the
//! browser's localStorage is one (`browser/local_storage.rs`).

use std::collections::HashSet;
use std::fmt;

use crate::interface::{Key, said};
use crate::kept::document::{Document, DocumentError, LeftOut};

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
    /// Some entries could not be read: the rest were kept, and the saved
    /// text as it was is under `backup_key`.
    Salvaged {
        what: Key,
        kept: usize,
        problems: Vec<LeftOut>,
        backup_key: String,
        original: String,
    },
    /// Nothing could be read: the saved text was moved to `backup_key`.
    SetAside {
        what: Key,
        backup_key: String,
        reason: String,
        original: String,
    },
    /// Unreadable data could not be copied aside, so it is left untouched
    /// and its key is not written this visit.
    LeftUntouched { what: Key, reason: String },
    /// Written by a newer version of the app: left as it is, and not
    /// written by this page.
    Newer { what: Key },
}

impl Notice {
    /// The saved text that was set aside, and its backup key, for a
    /// reader who wants it as a file.
    pub fn set_aside_copy(&self) -> Option<(&str, &str)> {
        match self {
            Notice::Salvaged {
                backup_key,
                original,
                ..
            }
            | Notice::SetAside {
                backup_key,
                original,
                ..
            } => Some((backup_key, original)),
            _ => None,
        }
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = match self {
            Notice::NotKept => say!(storage_not_kept).to_string(),
            Notice::Full => say!(storage_full).to_string(),
            Notice::Salvaged {
                what,
                kept,
                problems,
                backup_key,
                ..
            } => count!(
                storage_salvaged,
                problems.len(),
                what = said(*what),
                first = problems[0].to_string(),
                kept = count!(entries, *kept),
                key = backup_key,
            ),
            Notice::SetAside {
                what,
                backup_key,
                reason,
                ..
            } => say!(
                storage_set_aside,
                what = said(*what),
                reason = reason,
                key = backup_key
            ),
            Notice::LeftUntouched { what, reason } => {
                say!(storage_left_untouched, what = said(*what), reason = reason)
            }
            Notice::Newer { what } => say!(storage_newer, what = said(*what)),
        };
        f.write_str(&said)
    }
}

/// The key a document that could not be read is kept under.
pub fn backup_key(key: &str, at: &str) -> String {
    [key, "/backup/", at].concat()
}

/// A key (a document's `D::KEY`, or one of its backups) for the copy of
/// the app at `scope`, the directory of its page (`/`, `/learning/`):
/// `learning-series/progress/v1@/learning/`.
pub fn scoped_key(key: &str, scope: &str) -> String {
    [key, "@", scope].concat()
}

/// A key without the copy it belongs to: what [`scoped_key`] was given.
pub fn unscoped(key: &str) -> &str {
    key.split_once('@').map_or(key, |(name, _)| name)
}

/// The keys the copy of the app at `scope` finds a document kept under
/// `key` by, in the order it looks ([`Store::load`]), space-separated:
/// its own, then the one a build before per-copy keys used. For what
/// reads them without the app: the page's start-up script (`scope`
/// empty: it adds the page's directory) and the series box's script.
#[cfg(not(browser))]
pub fn lookup_keys(key: &str, scope: &str) -> String {
    [&scoped_key(key, scope), " ", key].concat()
}

/// A stored text being read, and where a copy of it goes if it cannot
/// be read whole.
struct Kept<'a> {
    key: &'a str,
    text: &'a str,
    /// What it is, for the reader: "reading progress".
    what: Key,
    backup_key: String,
}

/// Documents in a [`KeyValue`] backend, kept by the rules above.
pub struct Store<B> {
    /// None once storage has failed: from then on the app lives in memory.
    backend: Option<B>,
    /// The directory of the page: the copy of the app whose documents these are.
    scope: String,
    /// Keys holding data that must not be written over.
    untouchable: HashSet<String>,
}

impl<B: KeyValue> Store<B> {
    /// A store over `backend` for the copy of the app at `scope`, or in
    /// memory only when there is no backend.
    pub fn new(backend: Option<B>, scope: &str) -> (Self, Option<Notice>) {
        let notice = backend.is_none().then_some(Notice::NotKept);
        let store = Store {
            backend,
            scope: scope.to_string(),
            untouchable: HashSet::new(),
        };
        (store, notice)
    }

    /// The key this copy keeps a `D` under.
    pub fn key<D: Document>(&self) -> String {
        scoped_key(D::KEY, &self.scope)
    }

    /// The stored document, as far as it can be read. None when there is
    /// none, when storage is unavailable, or when nothing can be read.
    pub fn load<D: Document>(&mut self, now: &str) -> (Option<D>, Vec<Notice>) {
        let mut notices = Vec::new();
        let key = self.key::<D>();
        let text = match self.get(&key, &mut notices) {
            None => self.move_unscoped(D::KEY, &key),
            text => text,
        };
        let value = text.and_then(|text| self.read(&key, &text, now, &mut notices));
        (value, notices)
    }

    /// The entries of the document this copy finds under its key that can
    /// be read, for a document another page writes and this app only
    /// reads: nothing is set aside, moved or written, and nothing said.
    /// None when there is none, or nothing can be read.
    pub fn peek<D: Document>(&self) -> Option<D> {
        let text = self.backend.as_ref()?.get(&self.key::<D>()).ok()??;
        D::from_stored(&text).ok().map(|read| read.value)
    }

    /// The document a build before keys named their copy kept under
    /// `unscoped`, moved under `key`: written there before the old key
    /// goes, so no other copy takes it again; a copy stays
    /// under `<unscoped>/moved@<scope>` where it fits. Where the document
    /// does not fit twice (a large one in a nearly full storage), the old
    /// key is freed first, the document being in memory here, and written
    /// back if the new key still does not take it: it is then read where
    /// it is, and the reader's next mark says that storage is full. Either
    /// way the document is read.
    fn move_unscoped(&mut self, unscoped: &str, key: &str) -> Option<String> {
        let backend = self.backend.as_ref()?;
        let text = backend.get(unscoped).ok()??;
        if backend.set(key, &text).is_ok() {
            let kept = scoped_key(&[unscoped, "/moved"].concat(), &self.scope);
            let _ = backend.set(&kept, &text);
            let _ = backend.remove(unscoped);
        } else if backend.remove(unscoped).is_ok() && backend.set(key, &text).is_err() {
            let _ = backend.set(unscoped, &text);
        }
        Some(text)
    }

    /// Saves `doc`, merged first with what is stored now (another tab may
    /// have written since); `doc` takes in what the stored copy had, and
    /// is written only if it knows more. Also what a page does when it
    /// hears that another tab wrote: the event's text may be older than
    /// what is stored by then, so only what is stored now is taken in, and
    /// a late event never writes an older state over a newer one. True if
    /// the stored copy changed `doc`.
    pub fn save<D: Document>(&mut self, doc: &mut D, now: &str) -> (bool, Vec<Notice>) {
        let mut notices = Vec::new();
        let key = self.key::<D>();
        if self.untouchable.contains(&key) {
            return (false, notices);
        }
        let stored = self.get(&key, &mut notices);
        let changed = match stored
            .as_deref()
            .and_then(|text| self.read::<D>(&key, text, now, &mut notices))
        {
            Some(other) => doc.merge(&other),
            None => false,
        };
        let merged = doc.to_stored();
        if stored.as_deref() != Some(merged.as_str()) && !self.untouchable.contains(&key) {
            self.write(&key, &merged, &mut notices);
        }
        (changed, notices)
    }

    fn get(&mut self, key: &str, notices: &mut Vec<Notice>) -> Option<String> {
        match self.backend.as_ref()?.get(key) {
            Ok(text) => text,
            Err(_) => {
                self.backend = None;
                notices.push(Notice::NotKept);
                None
            }
        }
    }

    /// Reads the text stored under `key`. What cannot be read is kept: a
    /// partly readable text is copied to a backup key, an unreadable one
    /// moved there, a newer one left alone (and its key not written again).
    fn read<D: Document>(
        &mut self,
        key: &str,
        text: &str,
        now: &str,
        notices: &mut Vec<Notice>,
    ) -> Option<D> {
        let kept = Kept {
            key,
            text,
            what: D::WHAT,
            backup_key: scoped_key(&backup_key(D::KEY, now), &self.scope),
        };
        match D::from_stored(text) {
            Ok(salvaged) => {
                if !salvaged.problems.is_empty() {
                    let readable = salvaged.value.to_stored();
                    self.salvaged(kept, &readable, salvaged.kept, salvaged.problems, notices);
                }
                Some(salvaged.value)
            }
            Err(error) => {
                self.unreadable(kept, error, notices);
                None
            }
        }
    }

    /// A stored text read in part: copied to its backup key, and the key
    /// given what was read (so it is not salvaged again); or, where the
    /// copy cannot be made, left as it is.
    fn salvaged(
        &mut self,
        kept: Kept,
        readable: &str,
        read: usize,
        problems: Vec<LeftOut>,
        notices: &mut Vec<Notice>,
    ) {
        let Some(backend) = self.backend.as_ref() else {
            return;
        };
        match backend.set(&kept.backup_key, kept.text) {
            Ok(()) => {
                self.write(kept.key, readable, notices);
                notices.push(Notice::Salvaged {
                    what: kept.what,
                    kept: read,
                    problems,
                    backup_key: kept.backup_key,
                    original: kept.text.to_string(),
                });
            }
            Err(_) => {
                self.untouchable.insert(kept.key.to_string());
                notices.push(Notice::LeftUntouched {
                    what: kept.what,
                    reason: problems[0].to_string(),
                });
            }
        }
    }

    /// A stored text that cannot be read at all: a newer version's left
    /// alone; any other moved to its backup key, or left as it is where it
    /// cannot be moved.
    fn unreadable(&mut self, kept: Kept, error: DocumentError, notices: &mut Vec<Notice>) {
        if let DocumentError::FutureVersion(_) = error {
            self.untouchable.insert(kept.key.to_string());
            notices.push(Notice::Newer { what: kept.what });
            return;
        }
        let reason = error.to_string();
        let Some(backend) = self.backend.as_ref() else {
            return;
        };
        let moved = backend
            .set(&kept.backup_key, kept.text)
            .and_then(|()| backend.remove(kept.key));
        notices.push(match moved {
            Ok(()) => Notice::SetAside {
                what: kept.what,
                backup_key: kept.backup_key,
                reason,
                original: kept.text.to_string(),
            },
            Err(_) => {
                self.untouchable.insert(kept.key.to_string());
                Notice::LeftUntouched {
                    what: kept.what,
                    reason,
                }
            }
        });
    }

    /// Writes `value` under `key`. A failure switches the store to memory,
    /// with a notice.
    fn write(&mut self, key: &str, value: &str, notices: &mut Vec<Notice>) {
        let Some(failure) = self.backend.as_ref().and_then(|b| b.set(key, value).err()) else {
            return;
        };
        self.backend = None;
        notices.push(match failure {
            Failure::Full => Notice::Full,
            Failure::Unavailable => Notice::NotKept,
        });
    }
}
