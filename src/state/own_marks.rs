//! The reader's own marks: the parts they starred, their notes, the
//! series they follow; changed and saved as they change (merged with what
//! other tabs saved), beside the read marks and by the same rules.
//!
//! A change tells every reader of them (each part's star and note, each
//! card's Follow, the filters and the search in notes): each reads a
//! flag or a note, and a view is written again only where its value
//! changed. A trigger per series, as the read marks have, cost the wasm
//! 0.45 KB of brotli more.

use leptos::prelude::*;

use crate::browser;
use crate::catalog::PartRef;
use crate::kept::annotations::{Added, Annotations};
use crate::state::Saver;

/// One toggle of the reader's own: a part's star, or a series' Follow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OwnMark {
    Star(PartRef),
    /// The series' id.
    Follow(String),
}

#[derive(Clone, Copy)]
pub struct OwnMarks {
    annotations: StoredValue<Annotations>,
    /// Notified on any change.
    changed: Trigger,
    saver: Saver,
}

impl OwnMarks {
    /// Nothing starred, noted or followed.
    pub fn new(saver: Saver) -> OwnMarks {
        OwnMarks {
            annotations: StoredValue::new(Annotations::default()),
            changed: Trigger::new(),
            saver,
        }
    }

    /// Takes up what this browser kept.
    #[cfg(browser)]
    pub fn keep_in_browser(self, now: &str) {
        if let Some(kept) = self.saver.load::<Annotations>(now) {
            self.annotations.set_value(kept);
            self.changed.notify();
        }
    }

    /// Another tab wrote `key`: this copy's own marks take it in
    /// ([`Saver::take_stored`]).
    #[cfg(browser)]
    pub fn take_stored(&self, key: &str, now: &str) {
        if self.saver.take_stored(key, self.annotations, now) {
            self.changed.notify();
        }
    }

    /// Reads them: the caller re-runs when they change.
    pub fn with_all<R>(&self, read: impl FnOnce(&Annotations) -> R) -> R {
        self.changed.track();
        self.annotations.with_value(read)
    }

    /// Whether a star or a Follow is on; the caller re-runs when they
    /// change.
    pub fn is_on(&self, mark: &OwnMark) -> bool {
        self.with_all(|own| match mark {
            OwnMark::Star(part) => own.is_starred(&part.series, &part.part),
            OwnMark::Follow(series) => own.is_followed(series),
        })
    }

    /// Turns a star or a Follow on or off.
    pub fn set(&self, mark: &OwnMark, on: bool) {
        match mark {
            OwnMark::Star(part) => {
                self.change(|own, now| own.set_star(&part.series, &part.part, on, now))
            }
            OwnMark::Follow(series) => self.change(|own, now| own.set_follow(series, on, now)),
        };
    }

    /// Saves what the reader typed in a note's field that opened on (or
    /// last saved) `last`: the note as kept, and whether what they typed
    /// was cut ([`Annotations::type_note`]).
    pub fn type_note(&self, part: &PartRef, typed: &str, last: &str) -> (String, bool) {
        self.change(|own, now| own.type_note(&part.series, &part.part, typed, last, now))
            .unwrap_or_default()
    }

    /// Stars parts and follows series, taking none off: what the reader
    /// pressed before the app took the page over, or what a link brings.
    pub fn add(&self, starred: &[PartRef], followed: &[String]) {
        if starred.is_empty() && followed.is_empty() {
            return;
        }
        self.change(|own, now| {
            for part in starred {
                own.set_star(&part.series, &part.part, true, now);
            }
            for series in followed {
                own.set_follow(series, true, now);
            }
        });
    }

    /// How many of these stars, and of these follows, are not set here.
    pub fn unset_among(&self, starred: &[PartRef], followed: &[String]) -> (usize, usize) {
        self.annotations.with_value(|own| {
            let stars = starred
                .iter()
                .filter(|p| !own.is_starred(&p.series, &p.part));
            (
                stars.count(),
                followed.iter().filter(|s| !own.is_followed(s)).count(),
            )
        })
    }

    /// Adds the stars, follows and notes of an export file, and says what
    /// was added, with what it wrote ([`Annotations::import`]).
    pub fn import(&self, file: &Annotations) -> (Added, Annotations) {
        self.change(|own, now| own.import(file, now))
            .unwrap_or_default()
    }

    /// Takes back what an import wrote ([`Annotations::take_back`]).
    pub fn take_back(&self, written: &Annotations) {
        self.change(|own, now| own.take_back(written, now));
    }

    /// Reads them as they are, for an action rather than a view.
    pub fn read_now<R>(&self, read: impl FnOnce(&Annotations) -> R) -> R {
        self.annotations.with_value(read)
    }

    /// Changes them and saves them, merged with what other tabs saved
    /// meanwhile, and tells their readers. None once the page is gone.
    fn change<R>(&self, edit: impl FnOnce(&mut Annotations, &str) -> R) -> Option<R> {
        let now = browser::now();
        let result = self.annotations.try_update_value(|own| {
            let result = edit(own, &now);
            self.saver.save(own, &now);
            result
        })?;
        self.changed.notify();
        Some(result)
    }
}
