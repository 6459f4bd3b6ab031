//! The catalog: the series a reader can follow, as an author writes them in
//! `public/catalog.json`, and the checks that turn an author's mistake into
//! a message naming its place; its text's emphasis, its feed, and loading
//! it over HTTP.
//!
//! Parsing and validation are separate steps: [`parse`] runs both and hands
//! back either a [`Catalog`] that every later step can trust, or a
//! [`CatalogError`] that lists what is wrong and where.

#[cfg(not(browser))]
pub mod check;
pub mod emphasis;
#[cfg(not(browser))]
pub mod feed;
pub mod fetch;
#[cfg(not(browser))]
pub mod on_page;
mod parse;
#[cfg(not(browser))]
pub mod positions;
mod problem;
mod rules;
mod shape;
#[cfg(not(browser))]
mod spelling;
mod types;
#[cfg(not(browser))]
pub mod words;

pub use parse::parse;
pub use problem::{CatalogError, Place, Problem};
#[cfg(not(browser))]
pub use rules::is_site;
pub use rules::{check_link, day_exists, is_slug, validate};
pub use types::*;
