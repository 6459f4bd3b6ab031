//! The Atom 1.0 feed of new parts (`feed.xml`), written at build time
//! beside `index.html` (by the prerender binary): one entry per part that
//! has a `published` date up to the day of the build (a part dated ahead
//! joins the feed with the first build on or after its day), newest first,
//! with its series, title, link and date, its place in its series said
//! in the catalog's language (the series boxes' `box_part_of`). Links are relative to the feed,
//! so one build works under any path; a part without its own `url` links
//! to the page with its series' reading list open (`#series--<id>`). Ids
//! are made from the catalog's `site` (the address it is published at),
//! so two sites built with this app never share one; without it, from
//! the catalog's title.

use std::sync::Arc;

use crate::catalog::emphasis::plain;
use crate::catalog::{Catalog, Part, Series};
use crate::html::escaped;
use crate::ids;
use crate::interface::number;

/// The feed's file name, beside `index.html`.
pub const FILE: &str = "feed.xml";

/// The feed of `catalog` as of `today` (`YYYY-MM-DD`).
pub fn atom_feed(catalog: &Catalog, today: &str) -> String {
    let mut dated: Vec<(&Arc<Series>, &Part, &str)> = catalog
        .series
        .iter()
        .flat_map(|series| {
            series
                .parts
                .iter()
                .filter_map(move |part| Some((series, part, part.published.as_deref()?)))
        })
        .filter(|(_, _, date)| *date <= today)
        .collect();
    let id = match &catalog.site {
        Some(site) => format!("{site}{FILE}"),
        None => format!("urn:learning-series:{}", slug_of(&catalog.title)),
    };
    // Newest first; on one day, in catalog order.
    dated.sort_by(|a, b| b.2.cmp(a.2));
    // Without a date, the feed is as old as it gets, so it stays the same
    // from build to build.
    let updated = dated.first().map_or("1970-01-01", |(_, _, date)| date);
    let mut feed = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
         <feed xmlns=\"http://www.w3.org/2005/Atom\"{lang}>\n\
         \x20 <title>{title}</title>\n\
         \x20 <subtitle>{subtitle}</subtitle>\n\
         \x20 <id>{id}</id>\n\
         \x20 <updated>{updated}T00:00:00Z</updated>\n\
         \x20 <author><name>{title}</name></author>\n\
         \x20 <link rel=\"alternate\" type=\"text/html\" href=\"./\"/>\n\
         \x20 <link rel=\"self\" type=\"application/atom+xml\" href=\"{FILE}\"/>\n",
        title = escape(&catalog.title),
        subtitle = escape(&catalog.subtitle),
        id = escape(&id),
        lang = xml_lang(catalog.lang.as_deref()),
    );
    for (series, part, date) in dated {
        let link = match &part.url {
            Some(url) => url.clone(),
            None => format!("./#{}", ids::series_title(&series.id)),
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
            id = escape(&id),
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
    // Howard Hinnant's days-from-civil, the other way round.
    let days = unix_seconds.div_euclid(86_400) + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
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
