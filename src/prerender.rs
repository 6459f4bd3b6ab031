//! The page's HTML at build time: the catalog as the app's own components
//! render it for a first visit (nothing read, no filter), rendered
//! natively with Leptos's `ssr`, so a reader sees the catalog before, and
//! without, WebAssembly. Controls are disabled until the app takes over
//! (`app.rs`); the reading lists are written out, collapsed: every one on
//! a small catalog's page, those of the series shown first on a large
//! one's, whose other series are shown brief (`BriefCard`) and have pages
//! of their own (`catalog::on_page`, `series_page.rs`).

use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::emphasis::plain;
use crate::catalog::{Catalog, feed};
use crate::components::{CatalogView, ListsElsewhere, Masthead, Prerendering, SeriesCard};
use crate::html::escaped;
use crate::kept::progress::PROGRESS_KEY;
use crate::kept::seen::SEEN_KEY;
use crate::kept::storage::lookup_keys;
use crate::state::{Reader, ReadingLists};

/// Where the catalog's markup goes in `index.html`, inside `#catalog`.
pub const START: &str = "<!-- catalog:start -->";
pub const END: &str = "<!-- catalog:end -->";
/// Where the links to the series' feeds go, in the page's head: the
/// catalog's, as its markup is.
pub const FEEDS_START: &str = "<!-- feeds:start -->";
pub const FEEDS_END: &str = "<!-- feeds:end -->";
/// Where the banner's markup goes, inside `header#masthead`.
pub const MASTHEAD_START: &str = "<!-- masthead:start -->";
pub const MASTHEAD_END: &str = "<!-- masthead:end -->";

/// The catalog's markup, as the components render it for a first visit:
/// a large catalog's later series brief, each with a link to its own page
/// in its reading list (`BriefCard`).
pub fn render_catalog(catalog: Arc<Catalog>) -> String {
    let elsewhere = ListsElsewhere::of(&catalog);
    render(catalog, Some(elsewhere), |_| {
        without_comments(&view! { <CatalogView /> }.to_html())
    })
}

/// The banner's markup: the catalog's title and subtitle.
pub fn render_masthead(catalog: Arc<Catalog>) -> String {
    render(catalog, None, |_| {
        without_comments(&view! { <Masthead /> }.to_html())
    })
}

/// The cards of the series at `places` (in the catalog), each as on the
/// series' own page: its reading list written out and open.
pub fn render_open_cards(catalog: Arc<Catalog>, places: &[usize]) -> Vec<String> {
    let cards = catalog.clone();
    render(catalog, None, move |lists| {
        let cards = places.iter().filter_map(|&at| cards.at(at)).map(|series| {
            lists.open(&series);
            without_comments(&view! { <SeriesCard series /> }.to_html())
        });
        cards.collect()
    })
}

/// What `view` renders for a first visit, with the lists the page leaves
/// out (none, if `None`); it is handed the reading lists, to open those
/// it writes open.
fn render<T>(
    catalog: Arc<Catalog>,
    elsewhere: Option<ListsElsewhere>,
    view: impl FnOnce(ReadingLists) -> T,
) -> T {
    let owner = Owner::new();
    owner.with(|| {
        provide_context(Prerendering);
        if let Some(elsewhere) = elsewhere {
            provide_context(elsewhere);
        }
        let reader = Reader::first_visit(catalog.clone());
        let lists = reader.lists;
        reader.provide(catalog);
        view(lists)
    })
}

/// The markup without the comments Leptos leaves for hydration (`<!>`,
/// `<!--<() />-->`): this page is taken over, not hydrated. Catalog text
/// is escaped, so every `<!` in the markup starts a comment.
fn without_comments(markup: &str) -> String {
    let mut out = String::with_capacity(markup.len());
    let mut rest = markup;
    while let Some(at) = rest.find("<!") {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = match rest.starts_with("<!--") {
            true => rest.find("-->").map(|i| i + 3),
            false => rest.find('>').map(|i| i + 1),
        };
        rest = &rest[end.unwrap_or(rest.len())..];
    }
    out.push_str(rest);
    out
}

/// Why a page could not take the catalog.
#[derive(Debug, PartialEq, Eq)]
pub struct NoPlace(pub &'static str);

/// Where the page's start-up script learns the keys of stored progress and
/// of the parts seen, to tell a returning reader's page from a first visit
/// before the app runs.
const PROGRESS_KEYS_ATTRIBUTE: &str = "data-progress-keys=\"";
const SEEN_KEYS_ATTRIBUTE: &str = "data-seen-keys=\"";
/// Where the feed reader and calendar dialog's module (`follow.js`) learns
/// the address the catalog says it is published at (its `site`), to make
/// the addresses its files hold.
const SITE_ATTRIBUTE: &str = "data-site=\"";

/// The keys a document kept under `key` may be found under, as the
/// start-up script reads them ([`lookup_keys`], without the scope: the
/// script adds the page's directory).
pub fn start_up_keys(key: &str) -> String {
    lookup_keys(key, "")
}

/// The page with the banner's and the catalog's markup, and the links to
/// its series' feeds, between their markers (replacing what an earlier
/// run put there), the catalog's title
/// and subtitle as the page's title and description, the keys of
/// stored progress and seen parts for its start-up script, and the
/// catalog's address for the follow dialog.
pub fn fill_page(
    page: &str,
    catalog: &Catalog,
    masthead: &str,
    markup: &str,
) -> Result<String, NoPlace> {
    let page = between(page, MASTHEAD_START, MASTHEAD_END, masthead).ok_or(NoPlace(
        "the page has no <!-- masthead:start --><!-- masthead:end --> markers",
    ))?;
    let page = between(&page, START, END, markup).ok_or(NoPlace(
        "the page has no <!-- catalog:start --><!-- catalog:end --> markers",
    ))?;
    let page = between(&page, FEEDS_START, FEEDS_END, &feed::links(catalog)).ok_or(NoPlace(
        "the page has no <!-- feeds:start --><!-- feeds:end --> markers",
    ))?;
    let page = between(
        &page,
        "<title>",
        "</title>",
        &escaped(&plain(&catalog.title)),
    )
    .ok_or(NoPlace("the page has no <title>"))?;
    let page = between(
        &page,
        PROGRESS_KEYS_ATTRIBUTE,
        "\"",
        &start_up_keys(PROGRESS_KEY),
    )
    .ok_or(NoPlace(
        "the page's start-up script has no data-progress-keys attribute",
    ))?;
    let page = between(&page, SEEN_KEYS_ATTRIBUTE, "\"", &start_up_keys(SEEN_KEY)).ok_or(
        NoPlace("the page's start-up script has no data-seen-keys attribute"),
    )?;
    let site = escaped(catalog.site.as_deref().unwrap_or_default());
    let page = between(&page, SITE_ATTRIBUTE, "\"", &site).ok_or(NoPlace(
        "the page's follow dialog has no data-site attribute",
    ))?;
    between(
        &page,
        "<meta name=\"description\" content=\"",
        "\"",
        &escaped(&plain(&catalog.subtitle)),
    )
    .ok_or(NoPlace("the page has no <meta name=\"description\">"))
}

/// `text` with what lies between the first `start` and the next `end`
/// replaced by `inside`.
fn between(text: &str, start: &str, end: &str, inside: &str) -> Option<String> {
    let from = text.find(start)? + start.len();
    let to = from + text[from..].find(end)?;
    Some([&text[..from], inside, &text[to..]].concat())
}
