//! One document the reader writes (their read marks, their own marks):
//! its value, saved as it changes and merged with what other tabs saved.
//! [`Marks`](crate::state::Marks) and [`OwnMarks`](crate::state::OwnMarks)
//! each wrap one, and say who to tell of a change.

use leptos::prelude::*;

use crate::browser;
use crate::kept::document::Document;
use crate::state::Saver;

pub struct Kept<D: Send + Sync + 'static> {
    doc: StoredValue<D>,
    saver: Saver,
}

impl<D: Send + Sync + 'static> Clone for Kept<D> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<D: Send + Sync + 'static> Copy for Kept<D> {}

impl<D: Document + Default + Send + Sync + 'static> Kept<D> {
    /// An empty document, not yet saved.
    pub fn new(saver: Saver) -> Kept<D> {
        Kept {
            doc: StoredValue::new(D::default()),
            saver,
        }
    }

    /// Takes up what this browser kept; true if there was something.
    #[cfg(browser)]
    pub fn load(&self, now: &str) -> bool {
        let Some(kept) = self.saver.load::<D>(now) else {
            return false;
        };
        self.doc.set_value(kept);
        true
    }

    /// Another tab wrote `key`: where it is this document's, what is stored
    /// now (perhaps newer than the event) is merged in, and written back if
    /// this copy knew more. True if the stored copy changed this one.
    #[cfg(browser)]
    pub fn take_stored(&self, key: &str, now: &str) -> bool {
        key == self.saver.key::<D>()
            && self.doc.try_update_value(|doc| self.saver.save(doc, now)) == Some(true)
    }

    /// Takes in the document another page leaves for this one (an `O`,
    /// read here and never written, made this one's kind by `into`), as
    /// it is stored now: merged and saved where it brings anything new.
    /// Where `key` is given (another tab wrote it), only if it is the
    /// key of that document. True if it brought anything.
    #[cfg(browser)]
    pub fn take_left<O: Document>(&self, key: Option<&str>, into: impl FnOnce(O) -> D) -> bool
    where
        D: Clone,
    {
        if key.is_some_and(|key| key != self.saver.key::<O>()) {
            return false;
        }
        let Some(left) = self.saver.peek::<O>().map(into) else {
            return false;
        };
        let brings = self.read(|doc| doc.clone().merge(&left));
        brings && self.change(|doc, _| doc.merge(&left)).is_some()
    }

    /// Reads it as it is: the caller says who tracks what.
    pub fn read<R>(&self, read: impl FnOnce(&D) -> R) -> R {
        self.doc.with_value(read)
    }

    /// Changes it and saves it, merged with what other tabs saved
    /// meanwhile: the edit's result, and whether the merge brought changes
    /// in. The first change asks the browser to keep the reader's data.
    /// None once the page is gone.
    pub fn change<R>(&self, edit: impl FnOnce(&mut D, &str) -> R) -> Option<(R, bool)> {
        let now = browser::now();
        let changed = self.doc.try_update_value(|doc| {
            let result = edit(doc, &now);
            (result, self.saver.save(doc, &now))
        })?;
        browser::ask_to_keep_storage();
        Some(changed)
    }
}
