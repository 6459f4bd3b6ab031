//! Which reading lists are open, and which blocks of parts the long ones
//! have built. Opening a list sees its parts.

use std::ops::Range;

use leptos::prelude::*;

use crate::blocks;
use crate::browser;
use crate::catalog::{Catalog, PartAt, SeriesAt};
use crate::ids;
use crate::state::SeenParts;

#[derive(Clone, Copy)]
pub struct ReadingLists {
    /// Per series, in catalog order; every list starts closed.
    lists: StoredValue<Vec<List>>,
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
    pub fn new(catalog: &Catalog, seen: SeenParts) -> ReadingLists {
        let lists = catalog
            .series
            .iter()
            .map(|s| List {
                open: RwSignal::new(false),
                built: RwSignal::new(blocks::first(blocks::count(s.parts.len()))),
            })
            .collect();
        ReadingLists {
            lists: StoredValue::new(lists),
            printing: RwSignal::new(false),
            seen,
        }
    }

    /// Opens the reading list the address points to (`#series--<id>`, as
    /// the feed links to a series), if `catalog` has that series.
    #[cfg(browser)]
    pub fn open_from_address(&self, catalog: &Catalog) {
        let hash = leptos::prelude::window()
            .location()
            .hash()
            .unwrap_or_default();
        let found = ids::series_of_fragment(&hash).and_then(|id| catalog.find(id));
        if let Some(series) = found {
            self.open(&series);
        }
    }

    /// Builds every list before the page prints, so the print stylesheet
    /// can show them all, closed ones included (`::details-content`); a
    /// long list writes the parts it has not built as plain text. Told by
    /// page.js, which owns printing (`printing`, `printed`), the lists
    /// build in the microtasks that follow, before the browser lays the
    /// page out; after printing, the plain text goes. Which lists are open
    /// is the reader's alone: opening them for print raced with a reader's
    /// own toggle, whose event comes a task later.
    #[cfg(browser)]
    pub fn follow_printing(&self) {
        let printing = self.printing;
        let before = window_event_listener_untyped("printing", move |_| printing.set(true));
        let after = window_event_listener_untyped("printed", move |_| printing.set(false));
        on_cleanup(move || {
            before.remove();
            after.remove();
        });
    }

    pub fn printing(&self) -> ReadSignal<bool> {
        self.printing.read_only()
    }

    /// Whether a series' reading list is open.
    pub fn is_open(&self, series: &SeriesAt) -> Signal<bool> {
        self.list(series)
            .map_or_else(|| Signal::from(false), |list| list.open.read_only().into())
    }

    /// The blocks a series' long list builds (`src/blocks.rs`).
    pub fn built(&self, series: &SeriesAt) -> Option<RwSignal<Range<usize>>> {
        self.list(series).map(|list| list.built)
    }

    /// The reader opened or closed a series' list (its disclosure).
    pub fn set_open(&self, series: &SeriesAt, open: bool) {
        match (open, self.list(series)) {
            (true, _) => self.open(series),
            (false, Some(list)) => list.open.set(false),
            (false, None) => {}
        }
    }

    /// Opens the reading list of a part, its blocks around the part
    /// built if it is long, and takes the reader to the part.
    pub fn go_to(&self, part: &PartAt) {
        let series = &part.series;
        self.open(series);
        if let Some(list) = self.list(series) {
            let blocks = blocks::count(series.parts.len());
            list.built.set(blocks::around(part.index, blocks));
        }
        browser::show_part(ids::part_checkbox(&series.id, &part.id));
    }

    /// Opens a series' list; its parts are seen.
    pub fn open(&self, series: &SeriesAt) {
        if let Some(list) = self.list(series) {
            list.open.set(true);
            self.seen.see(series);
        }
    }

    fn list(&self, series: &SeriesAt) -> Option<List> {
        self.lists.with_value(|all| all.get(series.index).copied())
    }
}
