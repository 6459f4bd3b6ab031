//! One component per file; each renders from the reader's state and its
//! props, and touches the browser only in event handlers.

mod catalog_view;
mod go_to_part;
mod load_error_alert;
mod notices;
mod part_item;
mod progress_overview;
mod series_card;

pub use catalog_view::CatalogView;
pub use go_to_part::GoToPart;
pub use load_error_alert::LoadErrorAlert;
pub use notices::Notices;
pub use part_item::{PartItem, part_checkbox_id};
pub use progress_overview::ProgressOverview;
pub use series_card::SeriesCard;
