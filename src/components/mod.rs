//! One component per file; each renders from the reader's state and its
//! props, and touches the browser only in event handlers.

mod catalog_loading;
mod catalog_view;
mod continue_reading;
mod facet;
mod filter_summary;
mod go_to_part;
mod highlighted;
mod load_error_alert;
mod masthead;
mod matching_parts;
mod new_parts;
mod notices;
mod part_item;
mod part_list;
mod phrase_text;
mod progress_overview;
mod search_box;
mod series_card;
mod shortcuts;
mod status_filter;
mod theme_choice;
mod topic_filter;

pub use catalog_loading::CatalogLoading;
pub use catalog_view::CatalogView;
pub use continue_reading::ContinueReading;
pub use facet::Facet;
pub use filter_summary::FilterSummary;
pub use go_to_part::GoToPart;
pub use highlighted::Highlighted;
pub use load_error_alert::LoadErrorAlert;
pub use masthead::Masthead;
pub use matching_parts::MatchingParts;
pub use new_parts::NewParts;
pub use notices::Notices;
pub use part_item::PartItem;
pub use part_list::PartList;
pub use phrase_text::PhraseText;
pub use progress_overview::ProgressOverview;
pub use search_box::SearchBox;
pub use series_card::SeriesCard;
pub use shortcuts::Shortcuts;
pub use status_filter::StatusFilter;
pub use theme_choice::ThemeChoice;
pub use topic_filter::TopicFilter;
