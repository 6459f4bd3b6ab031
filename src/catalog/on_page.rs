//! Which reading lists the prerendered page writes out, and where the
//! others are. A catalog of up to [`PARTS_ON_PAGE`] parts has every list
//! on its page, as a single file; past that, the page writes out the
//! lists of the series it shows first, as many whole as fit, and leaves
//! every later series' list to the series' own page
//! ([`page_of`]), so the page stops growing with the parts. The app
//! builds every list itself once it has taken the page over.

use crate::catalog::Catalog;
use crate::folders;

/// The most parts the prerendered page writes out.
pub const PARTS_ON_PAGE: usize = 500;

/// Per series, in catalog order: whether the page leaves its reading
/// list to the series' own page. The page's order (section by section)
/// decides which come first.
pub fn lists_elsewhere(catalog: &Catalog) -> Vec<bool> {
    let mut elsewhere = vec![false; catalog.series.len()];
    let mut written = 0;
    for at in catalog.page_order() {
        written += catalog.series[at].parts.len();
        elsewhere[at] = written > PARTS_ON_PAGE;
    }
    elsewhere
}

/// A series' own page, relative to the catalog's page (its folder, which
/// a static host answers with its `index.html`).
pub fn page_of(series: &str) -> String {
    format!("{}/{series}/", folders::SERIES_PAGES)
}
