use leptos::prelude::*;

#[cfg(not(browser))]
use crate::catalog::{Catalog, SeriesAt, on_page};

/// Present (as a context) while the components render the page's HTML at
/// build time: controls are disabled until the app has taken the page
/// over, and the reading lists are written out, for readers without
/// WebAssembly, printing and search engines (but those a large catalog's
/// page leaves to the series' own pages: [`ListsElsewhere`]).
#[derive(Clone, Copy, Debug)]
pub struct Prerendering;

/// Whether the components render the prerendered page.
pub fn prerendering() -> bool {
    use_context::<Prerendering>().is_some()
}

/// Present (as a context) while the prerender renders a large catalog's
/// page: per series, in catalog order, whether the page leaves its
/// reading list to the series' own page (`catalog::on_page`). Never in
/// the browser, where the app builds every list.
#[cfg(not(browser))]
#[derive(Clone, Debug)]
pub struct ListsElsewhere(std::sync::Arc<[bool]>);

#[cfg(not(browser))]
impl ListsElsewhere {
    pub fn of(catalog: &Catalog) -> ListsElsewhere {
        ListsElsewhere(on_page::lists_elsewhere(catalog).into())
    }

    /// Whether the page leaves this series' list to its own page.
    pub fn has(&self, series: &SeriesAt) -> bool {
        self.0.get(series.index) == Some(&true)
    }
}

/// Whether the prerendered page leaves this series' reading list to the
/// series' own page, and shows the series brief (`BriefCard`).
#[cfg(not(browser))]
pub fn list_elsewhere(series: &SeriesAt) -> bool {
    use_context::<ListsElsewhere>().is_some_and(|lists| lists.has(series))
}
