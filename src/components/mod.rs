//! One component per file; each renders from the reader's state and its
//! props, and touches the browser only in event handlers and effects.

mod all_lists;
mod back_from_part;
#[cfg(not(browser))]
mod brief_card;
mod card_pieces;
mod catalog_loading;
mod catalog_view;
mod continue_reading;
mod facet;
mod filter_summary;
mod go_to_part;
mod highlighted;
mod list_actions;
mod list_content;
mod load_error_alert;
mod masthead;
mod matching_parts;
mod new_parts;
mod notices;
mod part_gap;
mod part_item;
mod part_list;
mod part_note;
mod phrase_text;
mod prerendering;
mod press_toggle;
mod print_note;
mod progress_overview;
mod provided;
mod search_box;
mod send_progress;
mod series_card;
mod series_meter;
mod status_filter;
mod topic_filter;
mod topic_labels;

pub use all_lists::{AllLists, OPEN_ALL};
pub use back_from_part::BackFromPart;
#[cfg(not(browser))]
pub use brief_card::BriefCard;
pub use card_pieces::{list_summary, title_link};
pub use catalog_loading::CatalogLoading;
pub use catalog_view::CatalogView;
pub use continue_reading::ContinueReading;
pub use facet::Facet;
pub use filter_summary::FilterSummary;
pub use go_to_part::GoToPart;
pub use highlighted::Highlighted;
pub use list_actions::ListActions;
pub use list_content::ListContent;
pub use load_error_alert::LoadErrorAlert;
pub use masthead::Masthead;
pub use matching_parts::MatchingParts;
pub use new_parts::NewParts;
pub use notices::{FIRST_SERIES, NEWEST, Notices};
pub use part_gap::PartGap;
pub use part_item::{PartItem, part_meta};
pub use part_list::PartList;
pub use part_note::PartNote;
pub use phrase_text::PhraseText;
#[cfg(not(browser))]
pub use prerendering::{ListsElsewhere, list_elsewhere};
pub use prerendering::{Prerendering, prerendering};
pub use press_toggle::PressToggle;
pub use print_note::PrintNote;
pub use progress_overview::ProgressOverview;
pub use provided::provided;
pub use search_box::SearchBox;
pub use send_progress::SendProgress;
pub use series_card::SeriesCard;
pub use series_meter::SeriesMeter;
pub use status_filter::StatusFilter;
pub use topic_filter::TopicFilter;
pub use topic_labels::TopicLabels;
