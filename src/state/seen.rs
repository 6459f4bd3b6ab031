//! The parts a reader has seen, so that parts added since their last
//! visit can be marked "New".

use leptos::prelude::*;

use crate::browser;
use crate::catalog::{Catalog, Series};
use crate::progress::Seen;
use crate::state::Saver;

#[derive(Clone, Copy)]
pub struct SeenParts {
    /// What had been seen before this visit (None on a first visit, or
    /// without storage): parts not in it are "New" all through the visit.
    before: StoredValue<Option<Seen>>,
    seen: StoredValue<Seen>,
    saver: Saver,
}

impl SeenParts {
    /// A first visit has seen everything: nothing is "New".
    pub fn first_visit(catalog: &Catalog, saver: Saver) -> SeenParts {
        SeenParts {
            before: StoredValue::new(None),
            seen: StoredValue::new(Seen::everything_in(catalog)),
            saver,
        }
    }

    /// Takes up what this browser kept from earlier visits; on a first
    /// visit, keeps that everything has been seen.
    #[cfg(target_arch = "wasm32")]
    pub fn keep_in_browser(&self, now: &str) {
        match self.saver.load::<Seen>(now) {
            Some(before) => {
                self.seen.set_value(before.clone());
                self.before.set_value(Some(before));
            }
            None => self.save(now),
        }
    }

    pub fn is_new(&self, series: &str, part: &str) -> bool {
        self.before
            .with_value(|seen| seen.as_ref().is_some_and(|s| !s.contains(series, part)))
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
