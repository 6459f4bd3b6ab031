//! Small browser calls the components and the reader's state share, by
//! concern: the time and dates, files, places on the page and where a long list's blocks are, the address,
//! sharing a link.

mod address;
mod files;
mod list_layout;
mod place;
mod sharing;
mod time;

pub use address::{back_from, clear_fragment, current_search, fragment, page_address, show_search};
pub use files::{ask_to_keep_storage, download_json, read_file};
pub use list_layout::{blocks_to_build, part_in};
pub use place::{
    clear_arrived, focus_next, holder_of, show_arrived, show_chosen_status, show_part,
};
pub use sharing::{copy_text, share_sheet, share_url};
pub use time::{format_date, now};
