//! Which reading lists are open. Opening a list sees its parts.

use std::collections::HashMap;
use std::sync::Arc;

use leptos::prelude::*;

use crate::browser;
use crate::catalog::{Catalog, Series};
use crate::ids;
use crate::state::SeenParts;

#[derive(Clone, Copy)]
pub struct ReadingLists {
    catalog: StoredValue<Arc<Catalog>>,
    /// Per series id; every list starts closed.
    open: StoredValue<HashMap<String, RwSignal<bool>>>,
    /// Whether the page is being printed (or was): every list is then
    /// built, so that it prints open.
    printing: RwSignal<bool>,
    seen: SeenParts,
}

impl ReadingLists {
    pub fn new(catalog: Arc<Catalog>, seen: SeenParts) -> ReadingLists {
        let open = catalog
            .series
            .iter()
            .map(|s| (s.id.clone(), RwSignal::new(false)))
            .collect();
        ReadingLists {
            catalog: StoredValue::new(catalog),
            open: StoredValue::new(open),
            printing: RwSignal::new(false),
            seen,
        }
    }

    /// Opens the reading list the address points to (`#series--<id>`, as
    /// the feed links to a series).
    #[cfg(target_arch = "wasm32")]
    pub fn open_from_address(&self) {
        let hash = leptos::prelude::window()
            .location()
            .hash()
            .unwrap_or_default();
        if let Some(series) = ids::series_of_fragment(&hash) {
            self.open(series);
        }
    }

    /// Builds every list before the page prints, so the print stylesheet
    /// can show them all, closed ones included (`::details-content`). The
    /// lists build in the microtasks that follow the `beforeprint` event,
    /// before the browser lays the page out for printing. Which lists are
    /// open is the reader's alone: opening them for print raced with a
    /// reader's own toggle, whose event comes a task later.
    #[cfg(target_arch = "wasm32")]
    pub fn follow_printing(&self) {
        let printing = self.printing;
        let handle = window_event_listener_untyped("beforeprint", move |_| printing.set(true));
        on_cleanup(move || handle.remove());
    }

    pub fn printing(&self) -> Signal<bool> {
        self.printing.into()
    }

    /// Whether a series' reading list is open.
    pub fn is_open(&self, series: &str) -> Signal<bool> {
        self.signal(series)
            .map_or_else(|| Signal::from(false), |open| open.read_only().into())
    }

    /// The reader opened or closed a series' list (its disclosure).
    pub fn set_open(&self, series: &Series, open: bool) {
        if let Some(signal) = self.signal(&series.id) {
            signal.set(open);
            if open {
                self.seen.see(series);
            }
        }
    }

    /// Opens the part's reading list and takes the reader to the part.
    pub fn go_to(&self, series: &str, part: &str) {
        self.open(series);
        browser::show_part(ids::part_checkbox(series, part));
    }

    /// Opens a series' list (an id the catalog may not have: then nothing).
    pub fn open(&self, series: &str) {
        if let Some(open) = self.signal(series) {
            open.set(true);
        }
        self.catalog.with_value(|catalog| {
            if let Some(found) = catalog.series.iter().find(|s| s.id == series) {
                self.seen.see(found);
            }
        });
    }

    fn signal(&self, series: &str) -> Option<RwSignal<bool>> {
        self.open.with_value(|all| all.get(series).copied())
    }
}
