//! What a series' card and its brief card (a large catalog's page's)
//! show alike: the title, linking to the series' page, and the reading
//! list's summary.

use leptos::prelude::*;

use crate::catalog::SeriesAt;
use crate::catalog::emphasis::plain;
use crate::components::Highlighted;
use crate::finding::search::Text;
use crate::state::Finder;

/// The series' title, linking to its page. An `a` without `href` when the
/// series has no page: one element type either way. Without a url the `a`
/// is plain text: `role="none"` says so to crawlers, which would otherwise
/// count a link they cannot follow.
pub fn title_link(series: &SeriesAt, finder: Finder) -> impl IntoView + use<> {
    view! {
        <a
            href=series.url.clone()
            rel=series.url.is_some().then_some("noopener noreferrer")
            role=series.url.is_none().then_some("none")
            lang=series.lang.clone()
        >
            <Highlighted text=series.title.clone() marked=finder.marked(Text::Title(series.index)) />
        </a>
    }
}

/// The reading list's disclosure: its parts' count, named after its series.
pub fn list_summary(series: &SeriesAt) -> impl IntoView + use<> {
    view! {
        <summary class="disclosure">
            <span class="visually-hidden">
                {say!(list_of_series, title = plain(&series.title))}
            </span>
            {say!(reading_list, parts = count!(parts, series.parts.len()))}
        </summary>
    }
}
