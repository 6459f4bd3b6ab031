//! The reader's read marks: which parts are read and when, changed and
//! saved as they change (merged with what other tabs saved). Files
//! (`progress_files.rs`) and links (`address_links.rs`) change them here.
//!
//! Progress is one document, but a change tells only those who read what
//! it touched: marking a part re-runs that part's checkbox and its
//! series' figures (and the few over the whole catalog), not every part of
//! the series, however long.

use leptos::prelude::*;

use crate::browser;
use crate::catalog::emphasis::plain;
use crate::catalog::{Catalog, PartAt, PartRef, Series};
#[cfg(browser)]
use crate::kept::progress::OwnPageMarks;
use crate::kept::progress::Progress;
use crate::state::{Kept, MarkReaders, Message, Messages, Saver, Touched};

#[derive(Clone, Copy)]
pub struct Marks {
    progress: Kept<Progress>,
    /// Notified when any mark changes.
    any_mark: Trigger,
    /// Those who read one series' marks, or one part's.
    readers: MarkReaders,
    messages: Messages,
}

impl Marks {
    /// Nothing read yet.
    pub fn new(catalog: &Catalog, saver: Saver, messages: Messages) -> Marks {
        Marks {
            progress: Kept::new(saver),
            any_mark: Trigger::new(),
            readers: MarkReaders::new(catalog),
            messages,
        }
    }

    /// Takes up the progress this browser kept, and the marks a series'
    /// own page left for it.
    #[cfg(browser)]
    pub fn keep_in_browser(self, now: &str) {
        if self.progress.load(now) | self.take_own_page_marks(None) {
            self.notify(Touched::Everything);
        }
    }

    /// Another tab wrote `key`: this copy's progress takes it in
    /// ([`Kept::take_stored`]), or the marks a series' own page left.
    #[cfg(browser)]
    pub fn take_stored(&self, key: &str, now: &str) {
        if self.progress.take_stored(key, now) || self.take_own_page_marks(Some(key)) {
            self.notify(Touched::Everything);
        }
    }

    /// Merges in the read marks a series' own page left for the app
    /// ([`OwnPageMarks`], which only that page writes): of a part's two
    /// marks, the later one stands, as between tabs. True if they brought
    /// anything.
    #[cfg(browser)]
    fn take_own_page_marks(&self, key: Option<&str>) -> bool {
        self.progress.take_left(key, |left: OwnPageMarks| left.0)
    }

    /// Whether the part is read: the caller re-runs when its mark
    /// changes.
    pub fn is_read(&self, at: &PartAt) -> bool {
        let (series, part) = (&at.series.id, &at.id);
        self.readers.track(Touched::Part(series, part));
        self.progress.read(|p| p.is_read(series, part))
    }

    /// Reads progress for one series: the caller re-runs when a mark of
    /// that series changes.
    pub fn with_series<R>(&self, series: &str, read: impl FnOnce(&Progress) -> R) -> R {
        self.readers.track(Touched::Series(series));
        self.progress.read(read)
    }

    /// Reads progress over the whole catalog: the caller re-runs on any
    /// change of a mark.
    pub fn with_all<R>(&self, read: impl FnOnce(&Progress) -> R) -> R {
        self.any_mark.track();
        self.progress.read(read)
    }

    pub fn set_read(&self, at: &PartAt, read: bool) {
        let (series, part) = (at.series.id.as_str(), at.id.as_str());
        self.change(Touched::Part(series, part), |progress, now| match read {
            true => progress.mark_read(series, part, now),
            false => progress.unmark(series, part, now),
        });
    }

    /// Marks read, in one change, parts read elsewhere (series and part
    /// ids): ticked before the app took the page over, or brought by a
    /// link. Marks nothing unread; a part read here keeps its time.
    pub fn mark_parts_read(&self, parts: &[PartRef]) {
        if parts.is_empty() {
            return;
        }
        self.change_any(|progress, now| {
            for part in parts {
                progress.mark_read(&part.series, &part.part, now);
            }
        });
    }

    /// Sets the marks of some parts of a series, read or not: what undoes
    /// a Mark all read or a Reset.
    pub fn set_parts(&self, series: &str, parts: &[String], read: bool) {
        self.change(Touched::Series(series), |progress, now| {
            progress.set_parts(series, parts, read, now)
        });
    }

    /// How many of `parts` (series and part ids) are not read here.
    pub fn unread_among(&self, parts: &[PartRef]) -> usize {
        self.progress.read(|progress| {
            let unread = |part: &&PartRef| !progress.is_read(&part.series, &part.part);
            parts.iter().filter(unread).count()
        })
    }

    /// Reads progress as it is, for an action rather than a view: the
    /// caller is not told of changes.
    pub fn read_now<R>(&self, read: impl FnOnce(&Progress) -> R) -> R {
        self.progress.read(read)
    }

    /// A change that may touch any series (an import): saved, and everyone
    /// told. None once the page is gone.
    pub fn change_any<R>(&self, edit: impl FnOnce(&mut Progress, &str) -> R) -> Option<R> {
        self.change(Touched::Everything, edit)
    }

    /// Marks a whole series read, with a message that can undo it.
    pub fn mark_all_read(&self, series: &Series) {
        self.mark_series(series, true);
    }

    /// Unmarks a series, with a message that can undo it.
    pub fn reset(&self, series: &Series) {
        self.mark_series(series, false);
    }

    fn mark_series(&self, series: &Series, read: bool) {
        let parts = self
            .change(Touched::Series(&series.id), |progress, now| match read {
                true => progress.mark_all_read(series, now),
                false => progress.reset(series, now),
            })
            .unwrap_or_default();
        if !parts.is_empty() {
            self.messages.tell(Message::SeriesMarked {
                series: series.id.clone(),
                title: plain(&series.title).into_owned(),
                parts,
                read,
            });
        }
    }

    /// Tells those who read what a change touched that it changed.
    fn notify(&self, touched: Touched) {
        self.readers.notify(touched);
        self.any_mark.notify();
    }

    /// Changes progress and saves it ([`Kept::change`]); tells those it
    /// touched (everyone, if the merge brought changes in), and takes the
    /// mark off the part the reader was taken to. None once the page is
    /// gone.
    fn change<R>(
        &self,
        touched: Touched,
        edit: impl FnOnce(&mut Progress, &str) -> R,
    ) -> Option<R> {
        let (result, merged) = self.progress.change(edit)?;
        self.notify(if merged { Touched::Everything } else { touched });
        browser::clear_arrived();
        Some(result)
    }
}
