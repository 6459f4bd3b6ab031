//! Which reading lists are open, and which blocks of parts the long ones
//! have built. Opening a list sees its parts.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

use leptos::prelude::*;

use crate::blocks;
use crate::browser;
use crate::catalog::{Catalog, Series};
use crate::ids;
use crate::state::SeenParts;

#[derive(Clone, Copy)]
pub struct ReadingLists {
    catalog: StoredValue<Arc<Catalog>>,
    /// Per series id; every list starts closed.
    lists: StoredValue<HashMap<String, List>>,
    /// Whether the page is being printed (or was): every list is then
    /// built, so that it prints open.
    printing: RwSignal<bool>,
    seen: SeenParts,
}

/// A reading list: whether it is open, and the blocks of parts it builds
/// if it is long (those near the screen, or around the part the reader is
/// taken to).
#[derive(Clone, Copy)]
struct List {
    open: RwSignal<bool>,
    built: RwSignal<Range<usize>>,
}

impl ReadingLists {
    pub fn new(catalog: Arc<Catalog>, seen: SeenParts) -> ReadingLists {
        let lists = catalog
            .series
            .iter()
            .map(|s| {
                let built = blocks::first(blocks::count(s.parts.len()));
                let list = List {
                    open: RwSignal::new(false),
                    built: RwSignal::new(built),
                };
                (s.id.clone(), list)
            })
            .collect();
        ReadingLists {
            catalog: StoredValue::new(catalog),
            lists: StoredValue::new(lists),
            printing: RwSignal::new(false),
            seen,
        }
    }

    /// Opens the reading list the address points to (`#series--<id>`, as
    /// the feed links to a series).
    #[cfg(browser)]
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
    /// can show them all, closed ones included (`::details-content`); a
    /// long list writes the parts it has not built as plain text. The
    /// lists build in the microtasks that follow the `beforeprint` event,
    /// before the browser lays the page out for printing; after printing,
    /// the plain text goes. Which lists are open is the reader's alone:
    /// opening them for print raced with a reader's own toggle, whose
    /// event comes a task later.
    #[cfg(browser)]
    pub fn follow_printing(&self) {
        let printing = self.printing;
        let before = window_event_listener_untyped("beforeprint", move |_| printing.set(true));
        let after = window_event_listener_untyped("afterprint", move |_| printing.set(false));
        on_cleanup(move || {
            before.remove();
            after.remove();
        });
    }

    pub fn printing(&self) -> ReadSignal<bool> {
        self.printing.read_only()
    }

    /// Whether a series' reading list is open.
    pub fn is_open(&self, series: &str) -> Signal<bool> {
        self.list(series)
            .map_or_else(|| Signal::from(false), |list| list.open.read_only().into())
    }

    /// The blocks a series' long list builds (`src/blocks.rs`).
    pub fn built(&self, series: &str) -> Option<RwSignal<Range<usize>>> {
        self.list(series).map(|list| list.built)
    }

    /// The reader opened or closed a series' list (its disclosure).
    pub fn set_open(&self, series: &Series, open: bool) {
        match (open, self.list(&series.id)) {
            (true, _) => self.open(&series.id),
            (false, Some(list)) => list.open.set(false),
            (false, None) => {}
        }
    }

    /// Opens the part's reading list, its blocks around the part built if
    /// it is long, and takes the reader to the part.
    pub fn go_to(&self, series: &str, part: &str) {
        self.open_at(series, Some(part));
        browser::show_part(ids::part_checkbox(series, part));
    }

    /// Opens a series' list (an id the catalog may not have: then nothing).
    pub fn open(&self, series: &str) {
        self.open_at(series, None);
    }

    fn open_at(&self, series: &str, part: Option<&str>) {
        let Some(list) = self.list(series) else {
            return;
        };
        list.open.set(true);
        self.catalog.with_value(|catalog| {
            let Some((index, found)) = catalog
                .series
                .iter()
                .enumerate()
                .find(|(_, s)| s.id == series)
            else {
                return;
            };
            self.seen.see(index, found);
            if let Some(at) = part.and_then(|part| found.parts.iter().position(|p| p.id == part)) {
                list.built
                    .set(blocks::around(at, blocks::count(found.parts.len())));
            }
        });
    }

    fn list(&self, series: &str) -> Option<List> {
        self.lists.with_value(|all| all.get(series).copied())
    }
}
