//! The parts a reader has seen, so that parts added or published since
//! their last visit can be marked "New".

use leptos::prelude::*;

use crate::browser;
use crate::catalog::{Catalog, Part, Series};
use crate::progress::Seen;
use crate::state::Saver;

#[derive(Clone, Copy)]
pub struct SeenParts {
    /// What had been seen before this visit (None on a first visit, or
    /// without storage): parts not in it are "New" all through the visit.
    before: StoredValue<Option<Seen>>,
    seen: StoredValue<Seen>,
    /// When this visit began.
    now: StoredValue<String>,
    saver: Saver,
}

impl SeenParts {
    /// A first visit has seen everything: nothing is "New".
    pub fn first_visit(catalog: &Catalog, saver: Saver) -> SeenParts {
        SeenParts {
            before: StoredValue::new(None),
            seen: StoredValue::new(Seen::everything_in(catalog)),
            now: StoredValue::new(String::new()),
            saver,
        }
    }

    /// Takes up what this browser kept from earlier visits; on a first
    /// visit, keeps that everything has been seen.
    #[cfg(target_arch = "wasm32")]
    pub fn keep_in_browser(&self, now: &str) {
        self.now.set_value(now.to_string());
        if let Some(before) = self.saver.load::<Seen>(now) {
            self.seen.set_value(before.clone());
            self.before.set_value(Some(before));
        }
        self.seen.update_value(|seen| seen.visit(now));
        self.save(now);
    }

    /// Whether a part arrived, or was published, since the last visit.
    pub fn is_new(&self, series: &str, part: &Part) -> bool {
        self.before.with_value(|seen| {
            self.now
                .with_value(|now| seen.as_ref().is_some_and(|s| s.is_new(series, part, now)))
        })
    }

    /// The parts of an open reading list are seen: next visit they are not
    /// "New" any more (this visit they keep the mark).
    pub fn see(&self, series: &Series) {
        if self.seen.try_update_value(|seen| seen.see_series(series)) == Some(true) {
            self.save(&browser::now());
        }
    }

    fn save(&self, now: &str) {
        self.seen.update_value(|seen| {
            self.saver.save(seen, now);
        });
    }
}
