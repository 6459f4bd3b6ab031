//! The reader's read marks: which parts are read and when, saved as they
//! change, reset and undone, exported and imported.
//!
//! Progress is one document, but a change tells only the series it touched
//! (and the few figures over the whole catalog): marking one part re-runs
//! that series' derived values, not every card's, however large the
//! catalog.

use std::collections::HashMap;
use std::fmt;

use leptos::prelude::*;

use crate::browser;
use crate::catalog::{Catalog, Series};
use crate::progress::{PROGRESS_KEY, Progress};
use crate::state::{Message, Messages, Saver};

#[derive(Clone, Copy)]
pub struct Marks {
    progress: StoredValue<Progress>,
    /// Notified when any mark changes.
    any_mark: Trigger,
    /// Per series id, notified when a mark of that series changes.
    series: StoredValue<HashMap<String, Trigger>>,
    saver: Saver,
    messages: Messages,
    asked_to_keep: StoredValue<bool>,
}

impl Marks {
    /// Nothing read yet.
    pub fn new(catalog: &Catalog, saver: Saver, messages: Messages) -> Marks {
        let series = catalog
            .series
            .iter()
            .map(|s| (s.id.clone(), Trigger::new()))
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

    /// Takes up the progress this browser kept, and follows the changes
    /// other tabs make to it.
    #[cfg(target_arch = "wasm32")]
    pub fn keep_in_browser(self, now: &str) {
        let stored = self
            .saver
            .load(PROGRESS_KEY, "reading progress", Progress::from_stored, now);
        if let Some(progress) = stored {
            self.progress.set_value(progress);
            self.notify(None);
        }
        let handle = window_event_listener(leptos::ev::storage, move |event| {
            if event.key().as_deref() != Some(PROGRESS_KEY) {
                return;
            }
            if let Some(Ok(progress)) = event.new_value().map(|text| Progress::from_stored(&text)) {
                self.progress.set_value(progress);
                self.notify(None);
            }
        });
        on_cleanup(move || handle.remove());
    }

    /// Reads progress for one series: the caller re-runs when a mark of
    /// that series changes.
    pub fn with_series<R>(&self, series: &str, read: impl FnOnce(&Progress) -> R) -> R {
        if let Some(trigger) = self.trigger(series) {
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

    pub fn set_read(&self, series: &str, part: &str, read: bool) {
        let now = browser::now();
        self.change(Some(series), |progress| match read {
            true => progress.mark_read(series, part, &now),
            false => progress.unmark(series, part),
        });
    }

    pub fn mark_all_read(&self, series: &Series) {
        let now = browser::now();
        self.change(Some(&series.id), |progress| {
            progress.mark_all_read(series, &now)
        });
    }

    /// Unmarks a series, with a message that can undo it.
    pub fn reset(&self, series: &Series) {
        let marks = self
            .change(Some(&series.id), |progress| progress.reset(series))
            .unwrap_or_default();
        if !marks.is_empty() {
            self.messages.tell(Message::Reset {
                series: series.id.clone(),
                title: series.title.clone(),
                marks,
            });
        }
    }

    /// Takes back a reset, and its message.
    pub fn undo_reset(&self, message: u32) {
        let Some(Message::Reset { series, marks, .. }) = self.messages.dismiss(message) else {
            return;
        };
        self.change(Some(&series), |progress| progress.restore(&series, &marks));
    }

    /// The export file, and the name to save it under.
    pub fn export(&self) -> (String, String) {
        let now = browser::now();
        let name = format!("learning-series-progress-{}.json", &now[..10]);
        (name, self.progress.with_value(|p| p.to_export(&now)))
    }

    /// Merges an export file into the reader's progress and says what it did.
    pub fn import(&self, file: String, text: &str) {
        match Progress::from_export(text) {
            Ok(imported) => {
                if let Some(report) = self.change(None, |progress| progress.merge(imported)) {
                    self.messages.tell(Message::Imported { file, report });
                }
            }
            Err(error) => self.import_failed(file, &error),
        }
    }

    pub fn import_failed(&self, file: String, why: &dyn fmt::Display) {
        self.messages.tell(Message::NotImported {
            file,
            why: why.to_string(),
        });
    }

    fn trigger(&self, series: &str) -> Option<Trigger> {
        self.series.with_value(|all| all.get(series).copied())
    }

    /// Tells those who read the marks of `series` (every series for None)
    /// and of the whole catalog that they changed.
    fn notify(&self, series: Option<&str>) {
        match series.and_then(|id| self.trigger(id)) {
            Some(trigger) => trigger.notify(),
            None => self
                .series
                .with_value(|all| all.values().for_each(Trigger::notify)),
        }
        self.any_mark.notify();
    }

    /// Changes progress (of one series, or of any for None), saves it, and
    /// on the first change of a visit asks the browser to keep the data.
    /// None once the page is gone.
    fn change<R>(&self, series: Option<&str>, edit: impl FnOnce(&mut Progress) -> R) -> Option<R> {
        let result = self.progress.try_update_value(edit)?;
        self.notify(series);
        let text = self.progress.with_value(Progress::to_stored);
        self.saver.save(PROGRESS_KEY, &text);
        if !self.asked_to_keep.get_value() {
            self.asked_to_keep.set_value(true);
            browser::ask_to_keep_storage();
        }
        Some(result)
    }
}
