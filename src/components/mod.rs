//! One component per file; each renders from the reader's state and its
//! props, and touches the browser only in event handlers.

mod catalog_view;
mod filter_summary;
mod go_to_part;
mod highlighted;
mod load_error_alert;
mod notices;
mod part_item;
mod part_list;
mod progress_overview;
mod search_box;
mod series_card;
mod status_filter;
mod topic_filter;

pub use catalog_view::CatalogView;
pub use filter_summary::FilterSummary;
pub use go_to_part::GoToPart;
pub use highlighted::Highlighted;
pub use load_error_alert::LoadErrorAlert;
pub use notices::Notices;
pub use part_item::{PartItem, part_checkbox_id};
pub use part_list::PartList;
pub use progress_overview::ProgressOverview;
pub use search_box::SearchBox;
pub use series_card::SeriesCard;
pub use status_filter::StatusFilter;
pub use topic_filter::TopicFilter;
