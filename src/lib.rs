//! The Learning Series reader: a pure core (catalog, progress, query,
//! storage rules) tested natively, and a thin browser shell compiled to
//! WebAssembly. The components and the reader's state also compile
//! natively (feature `prerender`), to write the page's HTML at build time.

// A series card's view type is deep: a fresh (not incremental) native
// build of its `to_html` passed the default query depth of 128.
#![recursion_limit = "256"]

pub mod blocks;
pub mod catalog;
#[cfg(not(browser))]
pub mod check;
pub mod document;
pub mod emphasis;
pub mod feed;
pub mod fetch;
pub mod html;
pub mod ids;
pub mod lowercase;
pub mod phrase;
#[cfg(not(browser))]
pub mod positions;
pub mod progress;
pub mod progress_link;
pub mod qr;
pub mod query;
pub mod search;
pub mod seen;
pub mod storage;
pub mod strings_set;
pub mod words;

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
