//! One component per file; each renders from the values it is given.

mod catalog_view;
mod load_error_alert;
mod series_card;

pub use catalog_view::CatalogView;
pub use load_error_alert::LoadErrorAlert;
pub use series_card::SeriesCard;
