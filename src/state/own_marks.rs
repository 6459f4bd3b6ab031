//! The reader's own marks: the parts they starred, their notes, the
//! series they follow; changed and saved as they change (merged with what
//! other tabs saved), beside the read marks and by the same rules.
//!
//! A change tells only those who read what it touched ([`MarkReaders`],
//! as for the read marks): a star or a note its part's star and note, a
//! Follow its series' readers; a star or a Follow also the filters, New
//! and Starred that count them, a note the search in notes, which reads
//! them only while the search has words. A key typed in a note re-runs
//! nothing else.

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::catalog::PartRef;
use crate::kept::annotations::{Added, Annotations};
use crate::state::{Kept, MarkReaders, Saver, Touched};

/// One toggle of the reader's own: a part's star, or a series' Follow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OwnMark {
    Star(PartRef),
    /// The series' id.
    Follow(String),
}

impl OwnMark {
    /// What a change of it touches: its part, or its series.
    fn touched(&self) -> Touched<'_> {
        match self {
            OwnMark::Star(part) => Touched::Part(&part.series, &part.part),
            OwnMark::Follow(series) => Touched::Series(series),
        }
    }
}

#[derive(Clone, Copy)]
pub struct OwnMarks {
    annotations: Kept<Annotations>,
    /// Notified when a star or a Follow changes.
    flags: Trigger,
    /// Notified when a note changes.
    notes: Trigger,
    /// Those who read one part's star and note, or one series' Follow.
    readers: MarkReaders,
}

impl OwnMarks {
    /// Nothing starred, noted or followed.
    pub fn new(catalog: &Catalog, saver: Saver) -> OwnMarks {
        OwnMarks {
            annotations: Kept::new(saver),
            flags: Trigger::new(),
            notes: Trigger::new(),
            readers: MarkReaders::new(catalog),
        }
    }

    /// Takes up what this browser kept.
    #[cfg(browser)]
    pub fn keep_in_browser(self, now: &str) {
        if self.annotations.load(now) {
            self.notify(Touched::Everything, true);
        }
    }

    /// Another tab wrote `key`: this copy's own marks take it in
    /// ([`Kept::take_stored`]).
    #[cfg(browser)]
    pub fn take_stored(&self, key: &str, now: &str) {
        if self.annotations.take_stored(key, now) {
            self.notify(Touched::Everything, true);
        }
    }

    /// Reads the stars and follows: the caller re-runs when one changes.
    pub fn with_flags<R>(&self, read: impl FnOnce(&Annotations) -> R) -> R {
        self.flags.track();
        self.annotations.read(read)
    }

    /// Reads the notes: the caller re-runs when one changes.
    pub fn with_notes<R>(&self, read: impl FnOnce(&Annotations) -> R) -> R {
        self.notes.track();
        self.annotations.read(read)
    }

    /// Whether a star or a Follow is on; the caller re-runs when it
    /// changes.
    pub fn is_on(&self, mark: &OwnMark) -> bool {
        self.readers.track(mark.touched());
        self.annotations.read(|own| match mark {
            OwnMark::Star(part) => own.is_starred(&part.series, &part.part),
            OwnMark::Follow(series) => own.is_followed(series),
        })
    }

    /// The reader's note on a part; the caller re-runs when it changes.
    pub fn note(&self, part: &PartRef) -> Option<String> {
        self.readers.track(Touched::Part(&part.series, &part.part));
        self.annotations
            .read(|own| own.note(&part.series, &part.part).map(str::to_string))
    }

    /// Turns a star or a Follow on or off.
    pub fn set(&self, mark: &OwnMark, on: bool) {
        self.change(mark.touched(), true, |own, now| match mark {
            OwnMark::Star(part) => own.set_star(&part.series, &part.part, on, now),
            OwnMark::Follow(series) => own.set_follow(series, on, now),
        });
    }

    /// Saves what the reader typed in a note's field that opened on (or
    /// last saved) `last`: the note as kept, and whether what they typed
    /// was cut ([`Annotations::type_note`]).
    pub fn type_note(&self, part: &PartRef, typed: &str, last: &str) -> (String, bool) {
        let touched = Touched::Part(&part.series, &part.part);
        self.change(touched, false, |own, now| {
            own.type_note(&part.series, &part.part, typed, last, now)
        })
        .unwrap_or_default()
    }

    /// Stars parts and follows series, taking none off: what the reader
    /// pressed before the app took the page over, or what a link brings.
    pub fn add(&self, starred: &[PartRef], followed: &[String]) {
        if starred.is_empty() && followed.is_empty() {
            return;
        }
        self.change(Touched::Everything, true, |own, now| {
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
        self.annotations.read(|own| {
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
        self.change(Touched::Everything, true, |own, now| own.import(file, now))
            .unwrap_or_default()
    }

    /// Takes back what an import wrote ([`Annotations::take_back`]).
    pub fn take_back(&self, written: &Annotations) {
        self.change(Touched::Everything, true, |own, now| {
            own.take_back(written, now)
        });
    }

    /// Reads them as they are, for an action rather than a view.
    pub fn read_now<R>(&self, read: impl FnOnce(&Annotations) -> R) -> R {
        self.annotations.read(read)
    }

    /// Tells those who read what a change touched that it changed: of
    /// the stars and follows, or (`flags` false) of the notes; everyone's
    /// where it touched everything.
    fn notify(&self, touched: Touched, flags: bool) {
        let everything = matches!(touched, Touched::Everything);
        self.readers.notify(touched);
        if flags {
            self.flags.notify();
        }
        if everything || !flags {
            self.notes.notify();
        }
    }

    /// Changes them and saves them ([`Kept::change`]), and tells those it
    /// touched (everyone, if the merge brought changes in). None once the
    /// page is gone.
    fn change<R>(
        &self,
        touched: Touched,
        flags: bool,
        edit: impl FnOnce(&mut Annotations, &str) -> R,
    ) -> Option<R> {
        let (result, merged) = self.annotations.change(edit)?;
        match merged {
            true => self.notify(Touched::Everything, true),
            false => self.notify(touched, flags),
        }
        Some(result)
    }
}
