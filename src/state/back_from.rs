//! The part whose article the reader opened from this page, once they are
//! back from it: the page shows it with a one-tap "Mark as read" and the
//! part after it. Nothing is marked without the reader's tap.

use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::{Catalog, PartAt, PartRef, SeriesAt};

#[derive(Clone, Copy)]
pub struct BackFrom {
    /// The part, and whether the reader opened its article from the top
    /// of the page (Continue reading) rather than from its list.
    part: RwSignal<Option<(PartRef, bool)>>,
}

impl BackFrom {
    /// Not back from anywhere: a first visit, and the prerendered page.
    pub fn nowhere() -> BackFrom {
        BackFrom {
            part: RwSignal::new(None),
        }
    }

    /// Takes up the part the reader came back from (`data-back-from` on
    /// the root, which the page's start-up script sets from the history
    /// entry, and `data-back-to`, where on the page they opened it), now
    /// and whenever the page is shown again from the back-forward cache.
    #[cfg(browser)]
    pub fn follow_in_browser(self) {
        self.take_up();
        let handle = window_event_listener_untyped("pageshow", move |_| self.take_up());
        on_cleanup(move || handle.remove());
    }

    #[cfg(browser)]
    fn take_up(self) {
        let Some((id, top)) = crate::browser::back_from() else {
            return;
        };
        if let Some((series, part)) = crate::ids::part_of_checkbox(&id) {
            let (series, part) = (series.to_string(), part.to_string());
            self.part.set(Some((PartRef { series, part }, top)));
            crate::browser::show_arrived(id, ".back-from");
        }
    }

    /// The part of `series` the reader came back from, if any (and if the
    /// catalog still has it: the history entry may be older), when they
    /// opened it from its list: the list offers it.
    pub fn in_series(&self, series: SeriesAt) -> Memo<Option<PartAt>> {
        let part = self.part;
        Memo::new(move |_| {
            part.with(|p| match p {
                Some((part, false)) if part.series == series.id => {
                    PartAt::find(series.clone(), &part.part)
                }
                _ => None,
            })
        })
    }

    /// The part the reader came back from, if the catalog still has it,
    /// when they opened it from the top of the page (Continue reading):
    /// the top offers it, in Continue's place.
    pub fn at_top(&self, catalog: Arc<Catalog>) -> Memo<Option<PartAt>> {
        let part = self.part;
        Memo::new(move |_| {
            part.with(|p| match p {
                Some((part, true)) => PartAt::find(catalog.find(&part.series)?, &part.part),
                _ => None,
            })
        })
    }
}
