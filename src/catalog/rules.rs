//! Every rule a parsed catalog must keep, each problem named at its
//! place.

use std::collections::HashSet;

use super::problem::{Place, Problem, quoted};
use super::types::{Catalog, limits};

/// Every rule a parsed catalog must keep, in document order. A place is
/// written out only for a problem: a catalog of 10,000 parts has 100,000
/// places, and writing each one out was most of the reading's time.
pub fn validate(catalog: &Catalog) -> Vec<Problem> {
    let mut problems = Problems {
        catalog,
        found: Vec::new(),
    };
    let top = Item::Document;
    problems.not_blank(top, "title", &catalog.title);
    problems.at_most(top, "title", &catalog.title, limits::TITLE);
    problems.at_most(top, "subtitle", &catalog.subtitle, limits::SUBTITLE);
    #[cfg(not(browser))]
    if let Some(site) = catalog.site.as_deref().filter(|site| !is_site(site)) {
        problems.add(
            top,
            "site",
            format!(
                "{} is not the address the catalog is published at: write it whole, \
                 with https:// and a / at the end",
                quoted(site)
            ),
        );
    }

    #[cfg(not(browser))]
    problems.lang(top, catalog.lang.as_deref());

    let mut topic_ids = Ids::default();
    for (i, topic) in catalog.topics.iter().enumerate() {
        let item = Item::Topic(i);
        problems.id(item, &topic.id, &mut topic_ids);
        problems.not_blank(item, "label", &topic.label);
        problems.at_most(item, "label", &topic.label, limits::LABEL);
    }

    let mut section_ids = Ids::default();
    for (i, section) in catalog.sections.iter().enumerate() {
        let item = Item::Section(i);
        problems.id(item, &section.id, &mut section_ids);
        problems.not_blank(item, "title", &section.title);
        problems.at_most(item, "title", &section.title, limits::TITLE);
    }

    let mut series_ids = Ids::default();
    for (i, series) in catalog.series.iter().enumerate() {
        let item = Item::Series(i);
        problems.id(item, &series.id, &mut series_ids);
        if !section_ids.has(&series.section) {
            problems.add(
                item,
                "section",
                format!(
                    "section {} is not declared in sections",
                    quoted(&series.section)
                ),
            );
        }
        problems.not_blank(item, "title", &series.title);
        problems.at_most(item, "title", &series.title, limits::TITLE);
        problems.at_most(item, "summary", &series.summary, limits::SUMMARY);
        problems.topics(item, &series.topics, &topic_ids);
        problems.link(item, series.url.as_deref());
        #[cfg(not(browser))]
        problems.lang(item, series.lang.as_deref());
        if series.parts.is_empty() {
            problems.add(
                item,
                "parts",
                "a series needs at least one part".to_string(),
            );
        }
        let mut part_ids = Ids::default();
        for (j, part) in series.parts.iter().enumerate() {
            let item = Item::Part(i, j);
            problems.id(item, &part.id, &mut part_ids);
            problems.not_blank(item, "title", &part.title);
            problems.at_most(item, "title", &part.title, limits::TITLE);
            problems.link(item, part.url.as_deref());
            problems.topics(item, &part.topics, &topic_ids);
            #[cfg(not(browser))]
            problems.lang(item, part.lang.as_deref());
            if let Some(date) = part.published.as_deref() {
                problems.date(item, date);
            }
            if let Some(minutes) = part.minutes.filter(|m| !(1..=limits::MINUTES).contains(m)) {
                problems.add(
                    item,
                    "minutes",
                    format!(
                        "{minutes} is not a reading time: a whole number of minutes from 1 to {}",
                        limits::MINUTES
                    ),
                );
            }
        }
    }
    problems.found
}

/// What a rule is checked on, by its position: its place is written out
/// only for a problem there.
#[derive(Clone, Copy)]
enum Item {
    Document,
    Topic(usize),
    Section(usize),
    Series(usize),
    /// A series' part, by the series' position and the part's.
    Part(usize, usize),
}

impl Item {
    /// The item of the same list at `index`.
    fn sibling(self, index: usize) -> Item {
        match self {
            Item::Document => Item::Document,
            Item::Topic(_) => Item::Topic(index),
            Item::Section(_) => Item::Section(index),
            Item::Series(_) => Item::Series(index),
            Item::Part(series, _) => Item::Part(series, index),
        }
    }

    /// Its place in `catalog` (none: the document).
    fn place(self, catalog: &Catalog) -> Option<Place> {
        Some(match self {
            Item::Document => return None,
            Item::Topic(i) => Place::item("topics", i, "topic", &catalog.topics[i].id),
            Item::Section(i) => Place::item("sections", i, "section", &catalog.sections[i].id),
            Item::Series(i) => Place::item("series", i, "series", &catalog.series[i].id),
            Item::Part(i, j) => Item::Series(i).place(catalog)?.inner(
                "parts",
                j,
                "part",
                &catalog.series[i].parts[j].id,
            ),
        })
    }
}

/// The problems found in a catalog.
struct Problems<'a> {
    catalog: &'a Catalog,
    found: Vec<Problem>,
}

/// The ids of one list: each item's, by index, and those declared (a
/// valid id, used first there).
#[derive(Default)]
struct Ids<'a> {
    all: Vec<&'a str>,
    declared: HashSet<&'a str>,
}

impl<'a> Ids<'a> {
    fn declare(&mut self, id: &'a str) {
        self.declared.insert(id);
    }

    fn has(&self, id: &str) -> bool {
        self.declared.contains(id)
    }

    /// The index of the item that used `id` first.
    fn first_use(&self, id: &str) -> Option<usize> {
        self.has(id)
            .then(|| self.all.iter().position(|known| *known == id))
            .flatten()
    }
}

impl Problems<'_> {
    /// A problem with `field` of `item`.
    fn add(&mut self, item: Item, field: &str, message: String) {
        let place = match item.place(self.catalog) {
            Some(place) => place.field(field),
            None => Place::top(field),
        };
        self.push(place, message);
    }

    fn push(&mut self, place: Place, message: String) {
        self.found.push(Problem {
            place: place.name,
            #[cfg(not(browser))]
            path: place.path,
            message,
        });
    }

    /// A language, if given, as a language tag.
    #[cfg(not(browser))]
    fn lang(&mut self, item: Item, lang: Option<&str>) {
        if let Some(lang) = lang.filter(|lang| !is_language_tag(lang)) {
            self.add(
                item,
                "lang",
                format!(
                    "{} is not a language tag: write the language as BCP 47 has it, \
                     such as \"en\", \"ar\" or \"pt-BR\"",
                    quoted(lang)
                ),
            );
        }
    }

    fn not_blank(&mut self, item: Item, field: &str, text: &str) {
        if text.trim().is_empty() {
            self.add(item, field, "must not be empty".to_string());
        }
    }

    fn link(&mut self, item: Item, url: Option<&str>) {
        if let Some(Err(why)) = url.map(check_link) {
            self.add(item, "url", why);
        }
    }

    fn at_most(&mut self, item: Item, field: &str, text: &str, limit: usize) {
        let length = text.chars().count();
        if length > limit {
            self.add(
                item,
                field,
                format!("is {length} characters long; the most is {limit}"),
            );
        }
    }

    /// An id must be a slug (it becomes part of progress keys and element
    /// ids), short, and unique among its siblings (`seen`).
    fn id<'a>(&mut self, item: Item, id: &'a str, seen: &mut Ids<'a>) {
        if id.len() > limits::ID {
            self.add(
                item,
                "id",
                format!(
                    "id is {} characters long; the most is {}",
                    id.len(),
                    limits::ID
                ),
            );
        } else if !is_slug(id) {
            self.add(
                item,
                "id",
                format!(
                    "id {} must be a slug: lowercase letters, digits and single hyphens",
                    quoted(id)
                ),
            );
        } else if let Some(first) = seen.first_use(id) {
            let first = item.sibling(first).place(self.catalog);
            let message = format!(
                "duplicate id {}, first used by {}",
                quoted(id),
                first.map(|place| place.name).unwrap_or_default()
            );
            self.add(item, "id", message);
        } else {
            seen.declare(id);
        }
        seen.all.push(id);
    }

    fn topics(&mut self, item: Item, topics: &[String], declared: &Ids) {
        for (k, topic) in topics.iter().enumerate() {
            if !declared.has(topic) {
                let item = item.place(self.catalog);
                let place = item.map(|item| item.entry("topics", k, "topic"));
                self.push(
                    place.unwrap_or_else(|| Place::unnamed("topics", k, "topic")),
                    format!("topic {} is not declared in topics", quoted(topic)),
                );
            }
        }
    }

    /// A date must be written `YYYY-MM-DD`, and be a day that exists.
    fn date(&mut self, item: Item, date: &str) {
        if is_date(date) {
            return;
        }
        let message = match date_shape(date) {
            Some(_) => format!("{}: no such day", quoted(date)),
            None => format!("{} is not a date written YYYY-MM-DD", quoted(date)),
        };
        self.add(item, "published", message);
    }
}

/// `2026-11-30`: a day that exists, written `YYYY-MM-DD`.
fn is_date(text: &str) -> bool {
    date_shape(text).is_some_and(|(year, month, day)| day_exists(year, month, day))
}

/// The year, month and day of a text written `YYYY-MM-DD`, whether or not
/// the day exists.
fn date_shape(text: &str) -> Option<(u32, u32, u32)> {
    let bytes = text.as_bytes();
    let shape = bytes.len() == 10
        && bytes.iter().enumerate().all(|(i, b)| match i {
            4 | 7 => *b == b'-',
            _ => b.is_ascii_digit(),
        });
    let number = |range: std::ops::Range<usize>| text[range].parse::<u32>().ok();
    shape.then(|| Some((number(0..4)?, number(5..7)?, number(8..10)?)))?
}

/// Whether the day exists in the Gregorian calendar.
pub fn day_exists(year: u32, month: u32, day: u32) -> bool {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

/// Whether `lang` is a language tag as `patterns::LANG` has it: a
/// language of 2 or 3 letters, then subtags of 1 to 8 letters or digits.
#[cfg(not(browser))]
pub fn is_language_tag(lang: &str) -> bool {
    let mut subtags = lang.split('-');
    let language = subtags.next().unwrap_or_default();
    (2..=3).contains(&language.len())
        && language.bytes().all(|b| b.is_ascii_alphabetic())
        && subtags
            .all(|s| (1..=8).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphanumeric()))
        && lang.len() <= limits::LANG
}

/// An absolute http(s) address of a page's folder, ending with `/`:
/// `https://example.org/learning/`.
#[cfg(not(browser))]
pub fn is_site(site: &str) -> bool {
    let Some((scheme, rest)) = site.split_once("://") else {
        return false;
    };
    let host = rest.split('/').next().unwrap_or_default();
    matches!(scheme.to_ascii_lowercase().as_str(), "http" | "https")
        && !host.is_empty()
        && site.ends_with('/')
        && site.chars().count() <= limits::URL
        && !site.contains(|c: char| c.is_whitespace() || c.is_control() || c == '?' || c == '#')
}

/// `gpu`, `llm-inference`, `part-2`: lowercase ASCII letters and digits,
/// joined by single hyphens.
pub fn is_slug(id: &str) -> bool {
    !id.is_empty()
        && id.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

/// A link may be absolute `http:`/`https:` or relative to the catalog;
/// anything with another scheme (`javascript:`, `data:`, ...) is refused.
/// Whitespace and control characters are refused outright, because
/// browsers strip them when they read a scheme (`java\tscript:`). A link
/// that starts with two slashes or backslashes (`//host/x`, `\\host\x`)
/// leads to another host with whatever scheme the page has (`file:` when
/// opened from disk): it must say `https://`.
pub fn check_link(url: &str) -> Result<(), String> {
    if url.is_empty() {
        return Err("a link must not be empty".to_string());
    }
    if url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err("a link must not contain spaces or control characters".to_string());
    }
    if url.chars().count() > limits::URL {
        return Err(format!("a link is at most {} characters long", limits::URL));
    }
    let other_host = url
        .chars()
        .take(2)
        .filter(|c| matches!(c, '/' | '\\'))
        .count()
        == 2;
    if other_host {
        return Err(format!(
            "link {} leads to another site without a scheme: write it with https://",
            quoted(url)
        ));
    }
    let before_path = url.split(['/', '\\', '?', '#']).next().unwrap_or_default();
    match before_path.split_once(':') {
        None => Ok(()),
        Some((scheme, _))
            if scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https") =>
        {
            Ok(())
        }
        Some(_) => Err(format!(
            "link {} must start with http:// or https://, or be relative",
            quoted(url)
        )),
    }
}
