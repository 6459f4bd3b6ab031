//! Finding series: the filter a reader sets, matching it against the
//! catalog, and the words of a search as it reads them.

pub mod lowercase;
pub mod query;
pub mod search;
pub mod words;
