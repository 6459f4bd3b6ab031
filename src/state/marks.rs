//! The reader's read marks: which parts are read and when, changed and
//! saved as they change (merged with what other tabs saved). Files
//! (`progress_files.rs`) and links (`address_links.rs`) change them here.
//!
//! Progress is one document, but a change tells only those who read what
//! it touched: marking a part re-runs that part's checkbox and its
//! series' figures (and the few over the whole catalog), not every part of
//! the series, however long.

use std::collections::HashMap;

use leptos::prelude::*;

use crate::browser;
use crate::catalog::emphasis::plain;
use crate::catalog::{Catalog, PartAt, PartRef, Series};
use crate::kept::progress::Progress;
use crate::state::{Message, Messages, Saver};

#[derive(Clone, Copy)]
pub struct Marks {
    progress: StoredValue<Progress>,
    /// Notified when any mark changes.
    any_mark: Trigger,
    /// Per series id, what to notify when its marks change.
    series: StoredValue<HashMap<String, Listeners>>,
    saver: Saver,
    messages: Messages,
    asked_to_keep: StoredValue<bool>,
}

/// Those who read one series' marks: its figures, and each part whose
/// checkbox has read its own mark (created then, so a long list that is
/// never opened costs nothing).
#[derive(Clone)]
struct Listeners {
    series: Trigger,
    parts: HashMap<String, ArcTrigger>,
}

/// What a change touched.
enum Touched<'a> {
    Part(&'a str, &'a str),
    Series(&'a str),
    Everything,
}

impl Marks {
    /// Nothing read yet.
    pub fn new(catalog: &Catalog, saver: Saver, messages: Messages) -> Marks {
        let series = catalog
            .series
            .iter()
            .map(|s| {
                let listeners = Listeners {
                    series: Trigger::new(),
                    parts: HashMap::new(),
                };
                (s.id.clone(), listeners)
            })
            .collect();
        Marks {
            progress: StoredValue::new(Progress::default()),
            any_mark: Trigger::new(),
            series: StoredValue::new(series),
            saver,
            messages,
            asked_to_keep: StoredValue::new(false),
        }
    }

    /// Takes up the progress this browser kept.
    #[cfg(browser)]
    pub fn keep_in_browser(self, now: &str) {
        if let Some(progress) = self.saver.load::<Progress>(now) {
            self.progress.set_value(progress);
            self.notify(Touched::Everything);
        }
    }

    /// Another tab wrote `key`: this copy's progress takes it in
    /// ([`Saver::take_stored`]).
    #[cfg(browser)]
    pub fn take_stored(&self, key: &str, now: &str) {
        if self.saver.take_stored(key, self.progress, now) {
            self.notify(Touched::Everything);
        }
    }

    /// Whether the part is read: the caller re-runs when its mark
    /// changes.
    pub fn is_read(&self, at: &PartAt) -> bool {
        let (series, part) = (&at.series.id, &at.id);
        let trigger = self
            .series
            .try_update_value(|all| {
                let listeners = all.get_mut(series)?;
                let trigger = listeners.parts.entry(part.to_string()).or_default();
                Some(trigger.clone())
            })
            .flatten();
        if let Some(trigger) = trigger {
            trigger.track();
        }
        self.progress.with_value(|p| p.is_read(series, part))
    }

    /// Reads progress for one series: the caller re-runs when a mark of
    /// that series changes.
    pub fn with_series<R>(&self, series: &str, read: impl FnOnce(&Progress) -> R) -> R {
        if let Some(trigger) = self
            .series
            .with_value(|all| all.get(series).map(|l| l.series))
        {
            trigger.track();
        }
        self.progress.with_value(read)
    }

    /// Reads progress over the whole catalog: the caller re-runs on any
    /// change of a mark.
    pub fn with_all<R>(&self, read: impl FnOnce(&Progress) -> R) -> R {
        self.any_mark.track();
        self.progress.with_value(read)
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
        self.progress.with_value(|progress| {
            let unread = |part: &&PartRef| !progress.is_read(&part.series, &part.part);
            parts.iter().filter(unread).count()
        })
    }

    /// Reads progress as it is, for an action rather than a view: the
    /// caller is not told of changes.
    pub fn read_now<R>(&self, read: impl FnOnce(&Progress) -> R) -> R {
        self.progress.with_value(read)
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
        self.series.with_value(|all| {
            let notify_series = |listeners: &Listeners, part: Option<&str>| {
                listeners.series.notify();
                match part {
                    Some(part) => listeners
                        .parts
                        .get(part)
                        .into_iter()
                        .for_each(ArcTrigger::notify),
                    None => listeners.parts.values().for_each(ArcTrigger::notify),
                }
            };
            match touched {
                Touched::Part(series, part) => all
                    .get(series)
                    .into_iter()
                    .for_each(|l| notify_series(l, Some(part))),
                Touched::Series(series) => all
                    .get(series)
                    .into_iter()
                    .for_each(|l| notify_series(l, None)),
                Touched::Everything => all.values().for_each(|l| notify_series(l, None)),
            }
        });
        self.any_mark.notify();
    }

    /// Changes progress and saves it, merged with what other tabs saved
    /// meanwhile; tells those it touched (everyone, if the merge brought
    /// changes in), and takes the mark off the part the reader was taken
    /// to. On the first change of a visit, asks the browser to keep the
    /// data. None once the page is gone.
    fn change<R>(
        &self,
        touched: Touched,
        edit: impl FnOnce(&mut Progress, &str) -> R,
    ) -> Option<R> {
        let now = browser::now();
        let (result, merged) = self.progress.try_update_value(|progress| {
            let result = edit(progress, &now);
            (result, self.saver.save(progress, &now))
        })?;
        self.notify(if merged { Touched::Everything } else { touched });
        browser::clear_arrived();
        if !self.asked_to_keep.get_value() {
            self.asked_to_keep.set_value(true);
            browser::ask_to_keep_storage();
        }
        Some(result)
    }
}
