//! Progress from another device: a link whose fragment (`#progress=...`)
//! carries read parts, stars and followed series. What it brings is
//! offered before anything changes; accepted, its parts are marked read,
//! its stars and follows added; declined, nothing changes. Either way the
//! link leaves the address.

use crate::browser;
use crate::kept::progress_link::FromLink;
use crate::state::{Marks, Message, Messages, OwnMarks};

#[derive(Clone, Copy)]
pub struct DeviceLinks {
    marks: Marks,
    own: OwnMarks,
    messages: Messages,
}

impl DeviceLinks {
    pub fn new(marks: Marks, own: OwnMarks, messages: Messages) -> DeviceLinks {
        DeviceLinks {
            marks,
            own,
            messages,
        }
    }

    /// Offers what a progress link in the address brings: the one the
    /// page was opened with, and one pasted into the address of the open
    /// page (a new fragment does not reload it).
    #[cfg(browser)]
    pub fn follow_address(self, catalog: std::sync::Arc<crate::catalog::Catalog>) {
        self.offer(&catalog, &browser::fragment());
        let handle = leptos::prelude::window_event_listener_untyped("hashchange", move |_| {
            self.offer(&catalog, &browser::fragment());
        });
        leptos::prelude::on_cleanup(move || handle.remove());
    }

    /// Offers what a progress link brings, before anything is changed, or
    /// says why it cannot be taken. The fragment stays in the address
    /// until the reader answers, unless there is nothing to answer.
    #[cfg(browser)]
    fn offer(&self, catalog: &crate::catalog::Catalog, fragment: &str) {
        let message = match crate::kept::progress_link::decode(fragment, catalog) {
            None => return,
            Some(Ok(link)) => Message::FromLink {
                new_here: self.marks.unread_among(&link.parts),
                new_marks: self.own.unset_among(&link.starred, &link.followed),
                link,
            },
            Some(Err(why)) => Message::LinkRefused(why),
        };
        if !message.is_offer() {
            browser::clear_fragment();
        }
        self.messages.tell(message);
    }

    /// Adds what the link brought, and says how many parts it marked.
    pub fn accept(&self, link: &FromLink) {
        browser::clear_fragment();
        let added = self.marks.unread_among(&link.parts);
        self.marks.mark_parts_read(&link.parts);
        self.own.add(&link.starred, &link.followed);
        self.messages.tell(Message::AddedFromLink(added));
    }

    /// Not now: the link leaves the address, nothing changes.
    pub fn decline(&self) {
        browser::clear_fragment();
    }
}
