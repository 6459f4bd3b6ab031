//! The Learning Series reader: a pure core (catalog, progress, query,
//! storage rules) tested natively, and a thin browser shell compiled to
//! WebAssembly. The components and the reader's state also compile
//! natively (feature `prerender`), to write the page's HTML at build time.

// A series card's view type is deep: a fresh (not incremental) native
// build of its `to_html` passed the default query depth of 128.
#![recursion_limit = "256"]

#[macro_use]
mod classes;

pub mod blocks;
pub mod days;
pub mod folders;
pub mod html;
pub mod ids;
pub mod json;
#[macro_use]
pub mod interface;
pub mod markup;
pub mod phrase;
pub mod strings_set;
pub mod word_chars;

pub mod catalog;
pub mod finding;
pub mod kept;

/// Written at build time (the kit): never in the browser.
#[cfg(not(browser))]
pub mod series_box;

#[cfg(any(browser, feature = "prerender"))]
pub mod browser;
#[cfg(any(browser, feature = "prerender"))]
pub mod components;
#[cfg(any(browser, feature = "prerender"))]
pub mod state;

#[cfg(browser)]
pub mod app;
#[cfg(feature = "prerender")]
pub mod prerender;
#[cfg(feature = "prerender")]
pub mod series_page;
