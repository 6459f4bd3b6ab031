//! The Atom 1.0 feeds of new parts, written at build time by the
//! prerender binary: the site's (`feed.xml`, beside `index.html`), and one
//! for each series (`feeds/<series id>.xml`), which the page, or the
//! series' own page, names in its head ([`links`]) for feed readers to
//! find. Each has one entry per part
//! (of the catalog, or of its series) that has a `published` date up to
//! the day of the build (a part dated ahead joins with the first build on
//! or after its day), newest first, with its series, title, link and
//! date, its place in its series said in the catalog's language (the
//! series boxes' `box_part_of`). Links are relative to the feed, so one
//! build works under any path; a part without its own `url` links to the
//! page with its series' reading list open (`#series--<id>`). Ids are
//! made from the catalog's `site` (the address it is published at), so
//! two sites built with this app never share one; without it, from the
//! catalog's title. A part's entry has the same id in the site's feed and
//! its series', so a reader who follows both sees it once.

use std::sync::Arc;

use crate::catalog::emphasis::plain;
use crate::catalog::{Catalog, Part, Series, on_page};
use crate::days;
use crate::folders;
use crate::html::escaped;
use crate::ids;
use crate::interface::number;

/// The site's feed's file name, beside `index.html`.
pub const FILE: &str = "feed.xml";

/// The site's feed of `catalog` as of `today` (`YYYY-MM-DD`).
pub fn atom_feed(catalog: &Catalog, today: &str) -> String {
    let feed = Feed {
        title: &catalog.title,
        subtitle: &catalog.subtitle,
        id: site_feed_id(catalog),
        lang: catalog.lang.as_deref(),
        page: "./",
        home: "./".to_string(),
        own: FILE.to_string(),
    };
    feed.write(catalog, &catalog.series, today)
}

/// The feed of one of `catalog`'s series as of `today`, in its folder
/// ([`folders::series_feed`]).
pub fn series_feed(catalog: &Catalog, series: &Arc<Series>, today: &str) -> String {
    let feed = Feed {
        title: &series.title,
        subtitle: &series.summary,
        id: match &catalog.site {
            Some(site) => format!("{site}{}", folders::series_feed(&series.id)),
            None => format!(
                "urn:learning-series:{}:{}",
                slug_of(&catalog.title),
                series.id
            ),
        },
        lang: series.lang.as_deref().or(catalog.lang.as_deref()),
        page: "../",
        home: format!("../#{}", ids::series_title(&series.id)),
        own: format!("{}.xml", series.id),
    };
    feed.write(catalog, std::slice::from_ref(series), today)
}

/// The page's links to the series' feeds, in its head, each named by its
/// series' title: one for each series whose reading list the page writes
/// out. A series whose list is on its own page is linked from that page's
/// head (`series_page.rs`), so the catalog's head stops growing with its
/// series, as its body does (`on_page`).
pub fn links(catalog: &Catalog) -> String {
    let elsewhere = on_page::lists_elsewhere(catalog);
    (catalog.series.iter().zip(elsewhere))
        .filter(|(_, elsewhere)| !elsewhere)
        .map(|(series, _)| {
            format!(
                "<link rel=\"alternate\" type=\"application/atom+xml\" href=\"{}\" title=\"{}\" />",
                folders::series_feed(&series.id),
                escaped(&plain(&series.title))
            )
        })
        .collect()
}

/// What a feed says of itself: its title, subtitle (none if empty), id
/// and language; the page from its folder (`./` or `../`), what it is the
/// feed of there (the page, or a series' reading list on it), and its own
/// file.
struct Feed<'a> {
    title: &'a str,
    subtitle: &'a str,
    id: String,
    lang: Option<&'a str>,
    page: &'a str,
    home: String,
    own: String,
}

impl Feed<'_> {
    /// The feed, with an entry for each part of `series` dated up to
    /// `today`.
    fn write(&self, catalog: &Catalog, series: &[Arc<Series>], today: &str) -> String {
        let mut dated: Vec<(&Arc<Series>, &Part, &str)> = series
            .iter()
            .flat_map(|series| {
                series
                    .parts
                    .iter()
                    .filter_map(move |part| Some((series, part, part.published.as_deref()?)))
            })
            .filter(|(_, _, date)| *date <= today)
            .collect();
        // Newest first; on one day, in catalog order.
        dated.sort_by(|a, b| b.2.cmp(a.2));
        // Without a date, the feed is as old as it gets, so it stays the
        // same from build to build.
        let updated = dated.first().map_or("1970-01-01", |(_, _, date)| date);
        let subtitle = match plain(self.subtitle) {
            text if text.is_empty() => String::new(),
            text => format!("  <subtitle>{}</subtitle>\n", escape(&text)),
        };
        let mut feed = format!(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
             <feed xmlns=\"http://www.w3.org/2005/Atom\"{lang}>\n\
             \x20 <title>{title}</title>\n\
             {subtitle}\
             \x20 <id>{id}</id>\n\
             \x20 <updated>{updated}T00:00:00Z</updated>\n\
             \x20 <author><name>{author}</name></author>\n\
             \x20 <link rel=\"alternate\" type=\"text/html\" href=\"{home}\"/>\n\
             \x20 <link rel=\"self\" type=\"application/atom+xml\" href=\"{own}\"/>\n",
            title = escape(&plain(self.title)),
            id = escape(&self.id),
            author = escape(&plain(&catalog.title)),
            lang = xml_lang(self.lang),
            home = escape(&self.home),
            own = escape(&self.own),
        );
        let entry_ids = site_feed_id(catalog);
        for (series, part, date) in dated {
            let link = match &part.url {
                Some(url) => from_folder(self.page, url),
                None => format!("{}#{}", self.page, ids::series_title(&series.id)),
            };
            feed.push_str(&format!(
                "  <entry>\n\
                 \x20   <title{lang}>{title}</title>\n\
                 \x20   <id>{id}#{series_id}/{part_id}</id>\n\
                 \x20   <published>{date}T00:00:00Z</published>\n\
                 \x20   <updated>{date}T00:00:00Z</updated>\n\
                 \x20   <link rel=\"alternate\" href=\"{link}\"/>\n\
                 \x20   <category term=\"{series_id}\" label=\"{series_title}\"/>\n\
                 \x20   <summary>{series_title}: {place}</summary>\n\
                 \x20 </entry>\n",
                title = escape(&plain(&part.title)),
                lang = xml_lang(series.lang_of(part)),
                id = escape(&entry_ids),
                series_id = series.id,
                part_id = part.id,
                link = escape(&link),
                series_title = escape(&plain(&series.title)),
                place = escape(&count!(
                    box_part_of,
                    series.parts.len(),
                    part = number(
                        series
                            .parts
                            .iter()
                            .position(|p| p.id == part.id)
                            .unwrap_or(0)
                            + 1
                    )
                )),
            ));
        }
        feed.push_str("</feed>\n");
        feed
    }
}

/// The site's feed's id, which its entries' ids begin with in every feed.
fn site_feed_id(catalog: &Catalog) -> String {
    match &catalog.site {
        Some(site) => format!("{site}{FILE}"),
        None => format!("urn:learning-series:{}", slug_of(&catalog.title)),
    }
}

/// A part's `url` as a feed in the folder of `page` (`./` or `../`) links
/// to it: an address with a scheme, or from the root, as it is; a link
/// relative to the page, from the page.
fn from_folder(page: &str, url: &str) -> String {
    let whole = url.starts_with('/') || url.starts_with("http://") || url.starts_with("https://");
    match (whole, page) {
        (true, _) | (false, "./") => url.to_string(),
        (false, _) => format!("{page}{url}"),
    }
}

/// The `xml:lang` attribute of a text in `lang`, if it has a language.
fn xml_lang(lang: Option<&str>) -> String {
    match lang {
        Some(lang) => format!(" xml:lang=\"{}\"", escape(lang)),
        None => String::new(),
    }
}

/// `tom-jerry-s-series` of "Tom & Jerry's Series": a name for ids.
fn slug_of(title: &str) -> String {
    let words: Vec<String> = title
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect();
    words.join("-")
}

/// The day of a moment given in seconds since 1970-01-01 (UTC),
/// `YYYY-MM-DD`: the build's "today" for the feed.
pub fn day_of(unix_seconds: i64) -> String {
    days::day_text(unix_seconds.div_euclid(86_400))
}

/// Text safe in XML content and in a double-quoted attribute. Characters
/// XML 1.0 does not allow at all (most control characters) become U+FFFD.
fn escape(text: &str) -> String {
    let allowed = |c: char| {
        matches!(c, '\t' | '\n' | '\r') || (c >= ' ' && c != '\u{fffe}' && c != '\u{ffff}')
    };
    let text: String = text
        .chars()
        .map(|c| if allowed(c) { c } else { '\u{fffd}' })
        .collect();
    escaped(&text)
}
