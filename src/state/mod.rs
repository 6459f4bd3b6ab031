//! The reader's state, one type per concern, handed out in one context:
//! read marks, the reader's own marks (stars, notes, follows), progress
//! files and device links (which change both), seen parts, open reading
//! lists, the part the reader came back from, the finder, messages.
//!
//! [`Reader`] builds them from the catalog alone: the state of a first
//! visit, which the prerender renders natively. In the browser it then
//! attaches what the browser keeps (stored progress and seen parts, the
//! filter in the address) and follows other tabs and history.

mod address_links;
mod back_from;
mod finder;
mod kept;
mod lists;
mod mark_readers;
mod marks;
mod messages;
mod own_marks;
mod per_key;
mod progress_files;
mod saver;
mod seen;

use std::sync::Arc;

use leptos::prelude::*;

pub use address_links::AddressLinks;
pub use back_from::BackFrom;
pub use finder::Finder;
pub use kept::Kept;
pub use lists::ReadingLists;
pub use mark_readers::{MarkReaders, Touched};
pub use marks::Marks;
pub use messages::{Beside, Brought, Message, Messages, Written};
pub use own_marks::{OwnMark, OwnMarks};
pub use per_key::PerKey;
pub use progress_files::ProgressFiles;
pub use saver::Saver;
pub use seen::SeenParts;

use crate::catalog::Catalog;

/// Every part of the reader's state, for building and handing out.
#[derive(Clone, Copy)]
pub struct Reader {
    pub marks: Marks,
    pub own: OwnMarks,
    pub seen: SeenParts,
    pub lists: ReadingLists,
    pub back_from: BackFrom,
    pub finder: Finder,
    pub messages: Messages,
}

impl Reader {
    /// A first visit: nothing read, nothing new, every list closed, no
    /// filter, nothing kept past the page.
    pub fn first_visit(catalog: Arc<Catalog>) -> Reader {
        let messages = Messages::new();
        Reader::build(catalog, messages, Saver::in_memory(messages))
    }

    /// This browser's reader for the copy of the app at `scope`: what it
    /// kept of their progress and of the parts they have seen, the filter
    /// in the address and the list it points to; then follows other tabs,
    /// Back and Forward, scrolling and printing. (The part the reader came
    /// back from, and a link in the address that brings marks, are taken
    /// up once the catalog is on the page: `BackFrom::follow_in_browser`,
    /// [`AddressLinks::follow_address`].) Each listener it adds to the
    /// window goes with the reader's owner, as every Leptos listener does.
    #[cfg(browser)]
    pub fn in_browser(catalog: Arc<Catalog>, scope: &str) -> Reader {
        let messages = Messages::new();
        let saver = Saver::in_local_storage(messages, scope);
        let reader = Reader::build(catalog.clone(), messages, saver);
        let now = crate::browser::now();
        reader.marks.keep_in_browser(&now);
        reader.own.keep_in_browser(&now);
        follow_other_tabs(reader.marks, reader.own);
        reader.seen.keep_in_browser(&now);
        reader.finder.follow_address();
        reader.finder.follow_scrolling();
        reader.lists.open_from_address(&catalog);
        reader.lists.follow_printing();
        reader
    }

    fn build(catalog: Arc<Catalog>, messages: Messages, saver: Saver) -> Reader {
        let marks = Marks::new(&catalog, saver, messages);
        let own = OwnMarks::new(&catalog, saver);
        let seen = SeenParts::first_visit(catalog.clone(), saver);
        Reader {
            marks,
            own,
            seen,
            lists: ReadingLists::new(&catalog, seen),
            back_from: BackFrom::nowhere(),
            finder: Finder::new(catalog, marks, own, seen),
            messages,
        }
    }

    /// Makes the catalog and the state the context of the components
    /// rendered under the current owner ([`Provided`]).
    pub fn provide(self, catalog: Arc<Catalog>) {
        provide_context(Provided {
            catalog,
            reader: self,
        });
    }
}

/// The catalog and the reader's state, as the components under the app
/// get them: one context, so the wasm holds one lookup rather than one
/// per type (each part of it is taken from there, `components::provided`).
#[derive(Clone)]
pub struct Provided {
    pub catalog: Arc<Catalog>,
    pub reader: Reader,
}

/// What other tabs write to this copy's progress and own marks, merged in
/// (a written key's new text; a removal changes nothing here).
#[cfg(browser)]
fn follow_other_tabs(marks: Marks, own: OwnMarks) {
    let handle = window_event_listener_untyped("storage", move |event| {
        let event: web_sys::StorageEvent = wasm_bindgen::JsCast::unchecked_into(event);
        if let (Some(key), Some(_)) = (event.key(), event.new_value()) {
            let now = crate::browser::now();
            marks.take_stored(&key, &now);
            own.take_stored(&key, &now);
        }
    });
    on_cleanup(move || handle.remove());
}
