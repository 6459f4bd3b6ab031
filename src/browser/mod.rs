//! Small browser calls the components, the reader's state and the app
//! share, by concern: the catalog's request, localStorage, finding
//! elements, the time, files, bringing things into view, where a
//! long list's blocks are, the address, and what the
//! takeover reads from the page and the cards' sizes across it.

mod address;
mod card_sizes;
mod cards_on_screen;
#[cfg(browser)]
mod catalog_request;
mod dom;
mod done_on_page;
mod files;
mod into_view;
mod list_layout;
mod local_storage;
mod scroll_and_focus;
mod time;

pub use address::{back_from, clear_fragment, current_search, fragment, page_address, show_search};
pub use card_sizes::{card_heights, give_heights};
pub use cards_on_screen::cards_near_screen;
#[cfg(browser)]
pub use catalog_request::{CatalogRequest, LoaderRequest, load_catalog};
pub use dom::{find, find_all, holder_of};
pub use done_on_page::DoneOnPage;
pub use files::{ask_to_keep_storage, download_json, read_file};
pub use into_view::{
    clear_arrived, focus_next, press_next, show_arrived, show_chosen_status, show_part,
};
pub use list_layout::{blocks_to_build, part_in};
pub use local_storage::BrowserStorage;
pub use scroll_and_focus::ScrollAndFocus;
pub use time::{clock_offset, now};
