//! The parts a reader has seen, so that parts added or published since
//! their last visit can be marked "New".

use std::collections::HashSet;
use std::sync::Arc;

use leptos::prelude::*;

use crate::browser;
use crate::catalog::{Catalog, Part, SeriesAt};
use crate::kept::seen::Seen;
use crate::state::Saver;

#[derive(Clone, Copy)]
pub struct SeenParts {
    /// What had been seen before this visit (None on a first visit, or
    /// without storage): parts not in it are "New" all through the visit.
    /// A signal, as the browser's copy is attached after the state is
    /// built: what is derived from it (the New filter) follows.
    before: RwSignal<Option<Seen>>,
    seen: StoredValue<Seen>,
    /// When this visit began.
    now: RwSignal<String>,
    /// Per series, in catalog order, how many of its parts are new:
    /// counted once, when what was seen before is known.
    new_counts: Memo<Vec<usize>>,
    /// The series whose reading list was opened this visit.
    opened: RwSignal<HashSet<String>>,
    saver: Saver,
}

impl SeenParts {
    /// A first visit has seen everything: nothing is "New".
    pub fn first_visit(catalog: Arc<Catalog>, saver: Saver) -> SeenParts {
        let before = RwSignal::new(None::<Seen>);
        let now = RwSignal::new(String::new());
        let seen = StoredValue::new(Seen::everything_in(&catalog));
        let new_counts = Memo::new(move |_| {
            before.with(|before| {
                now.with(|now| {
                    catalog
                        .series
                        .iter()
                        .map(|series| match before {
                            Some(before) => series
                                .parts
                                .iter()
                                .filter(|part| before.is_new(&series.id, part, now))
                                .count(),
                            None => 0,
                        })
                        .collect()
                })
            })
        });
        SeenParts {
            before,
            seen,
            now,
            new_counts,
            opened: RwSignal::new(HashSet::new()),
            saver,
        }
    }

    /// Takes up what this browser kept from earlier visits; on a first
    /// visit, keeps that everything has been seen.
    #[cfg(browser)]
    pub fn keep_in_browser(&self, now: &str) {
        self.now.set(now.to_string());
        if let Some(before) = self.saver.load::<Seen>(now) {
            self.seen.set_value(before.clone());
            self.before.set(Some(before));
        }
        self.seen.update_value(|seen| seen.visit(now));
        self.save(now);
    }

    /// Whether this browser had seen the catalog before this visit.
    pub fn returning(&self) -> bool {
        self.before.with(Option::is_some)
    }

    /// Whether a part arrived, or was published, since the last visit.
    pub fn is_new(&self, series: &str, part: &Part) -> bool {
        self.before.with(|seen| {
            self.now
                .with(|now| seen.as_ref().is_some_and(|s| s.is_new(series, part, now)))
        })
    }

    /// How many parts of each series are new, in catalog order.
    pub fn new_per_series(&self) -> Memo<Vec<usize>> {
        self.new_counts
    }

    /// How many parts of a series are new.
    pub fn new_in(&self, series: &SeriesAt) -> usize {
        self.new_counts
            .with(|counts| counts.get(series.index).copied().unwrap_or(0))
    }

    /// Whether the reading list of a series was opened this visit.
    pub fn opened(&self, series: &str) -> bool {
        self.opened.with(|opened| opened.contains(series))
    }

    /// The parts of an open reading list are seen: next visit they are not
    /// "New" any more (this visit they keep the mark).
    pub fn see(&self, series: &SeriesAt) {
        if !self
            .opened
            .with_untracked(|opened| opened.contains(&series.id))
        {
            self.opened.update(|opened| {
                opened.insert(series.id.clone());
            });
        }
        // A series with no part new here has every part seen already:
        // looking each up was a quarter of opening a list of 50,000.
        let new_here = self
            .new_counts
            .with_untracked(|counts| counts.get(series.index).copied());
        if new_here.unwrap_or(0) > 0
            && self.seen.try_update_value(|seen| seen.see_series(series)) == Some(true)
        {
            self.save(&browser::now());
        }
    }

    fn save(&self, now: &str) {
        self.seen.update_value(|seen| {
            self.saver.save(seen, now);
        });
    }
}
