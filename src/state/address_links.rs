//! Links whose address brings marks. Progress from another device: a
//! link whose fragment (`#progress=...`) carries read parts, stars and
//! followed series; what it brings is offered before anything changes,
//! then added or not. And a part read on its article page: the series
//! box's "Mark as read and go back to the series" (`#read=<series>/<part>`,
//! `series_box.rs`) marks it at once, with Undo, and opens its list at
//! it. Either way the link leaves the address; one this catalog cannot
//! take changes nothing and says why.

use crate::browser;
#[cfg(browser)]
use crate::catalog::{Catalog, PartAt, emphasis::plain};
use crate::kept::progress_link::FromLink;
#[cfg(browser)]
use crate::state::ReadingLists;
use crate::state::{Brought, Marks, Message, Messages, OwnMarks};
#[cfg(browser)]
use crate::{ids, kept::progress_link::LinkError};

#[derive(Clone, Copy)]
pub struct AddressLinks {
    marks: Marks,
    own: OwnMarks,
    messages: Messages,
}

impl AddressLinks {
    pub fn new(marks: Marks, own: OwnMarks, messages: Messages) -> AddressLinks {
        AddressLinks {
            marks,
            own,
            messages,
        }
    }

    /// Takes up a link in the address: the one the page was opened with,
    /// and one pasted into the address of the open page (a new fragment
    /// does not reload it).
    #[cfg(browser)]
    pub fn follow_address(self, catalog: std::sync::Arc<Catalog>, lists: ReadingLists) {
        self.take(&catalog, lists, &browser::fragment());
        let handle = leptos::prelude::window_event_listener_untyped("hashchange", move |_| {
            self.take(&catalog, lists, &browser::fragment());
        });
        leptos::prelude::on_cleanup(move || handle.remove());
    }

    /// A part read on its article page is marked; what a progress link
    /// brings is offered before anything is changed; either says why it
    /// cannot be taken. The fragment stays in the address until the reader
    /// answers an offer, and goes at once otherwise.
    #[cfg(browser)]
    fn take(&self, catalog: &Catalog, lists: ReadingLists, fragment: &str) {
        let message = match ids::part_of_read_fragment(fragment) {
            Some((series, part)) => self.mark_read(catalog, lists, series, part),
            None => match crate::kept::progress_link::decode(fragment, catalog) {
                None => return,
                Some(Ok(link)) => Message::FromLink {
                    new: self.new_among(&link),
                    link,
                },
                Some(Err(why)) => Message::LinkRefused(why),
            },
        };
        if !message.is_offer() {
            browser::clear_fragment();
        }
        self.messages.tell(message);
    }

    /// Marks a part read from its article's series box, unless it is read
    /// already, and opens its series' list at it.
    #[cfg(browser)]
    fn mark_read(
        &self,
        catalog: &Catalog,
        lists: ReadingLists,
        series: &str,
        part: &str,
    ) -> Message {
        let found = catalog
            .find(series)
            .and_then(|series| PartAt::find(series, part));
        let Some(part) = found else {
            return Message::LinkRefused(LinkError::NoSuchPart);
        };
        let series = &part.series.id;
        let changed = !self
            .marks
            .read_now(|progress| progress.is_read(series, &part.id));
        if changed {
            self.marks.set_read(&part, true);
        }
        lists.go_to(&part);
        // Its Undo, under the list, on screen with the part.
        browser::show_arrived(
            ids::part_checkbox(series, &part.id),
            ".list-actions .notice",
        );
        Message::PartMarked {
            series: series.clone(),
            part: part.id.clone(),
            title: plain(&part.title).into_owned(),
            changed,
        }
    }

    /// What the link brings that is not here.
    fn new_among(&self, link: &FromLink) -> Brought {
        let (stars, follows) = self.own.unset_among(&link.starred, &link.followed);
        let parts = self.marks.unread_among(&link.parts);
        Brought {
            parts,
            stars,
            follows,
        }
    }

    /// Adds what the link brought, and says what it added.
    pub fn accept(&self, link: &FromLink) {
        browser::clear_fragment();
        let added = self.new_among(link);
        self.marks.mark_parts_read(&link.parts);
        self.own.add(&link.starred, &link.followed);
        self.messages.tell(Message::AddedFromLink(added));
    }

    /// Not now: the link leaves the address, nothing changes.
    pub fn decline(&self) {
        browser::clear_fragment();
    }
}
