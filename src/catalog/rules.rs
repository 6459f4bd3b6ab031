//! Every rule a parsed catalog must keep, each problem named at its
//! place.

use std::collections::HashSet;

use super::problem::{Place, Problem, quoted};
use super::types::{Catalog, limits};

/// Every rule a parsed catalog must keep, in document order.
pub fn validate(catalog: &Catalog) -> Vec<Problem> {
    let mut problems = Problems::default();
    problems.not_blank(&Place::top("title"), &catalog.title);
    problems.at_most(&Place::top("title"), &catalog.title, limits::TITLE);
    problems.at_most(&Place::top("subtitle"), &catalog.subtitle, limits::SUBTITLE);
    #[cfg(not(browser))]
    if let Some(site) = catalog.site.as_deref().filter(|site| !is_site(site)) {
        problems.add(
            &Place::top("site"),
            format!(
                "{} is not the address the catalog is published at: write it whole, \
                 with https:// and a / at the end",
                quoted(site)
            ),
        );
    }

    #[cfg(not(browser))]
    problems.lang(&Place::top("lang"), catalog.lang.as_deref());

    let topic = |i: usize| Place::item("topics", i, "topic", &catalog.topics[i].id);
    let mut topic_ids = Ids::default();
    for (i, topic_) in catalog.topics.iter().enumerate() {
        let place = topic(i);
        problems.id(&place, &topic_.id, &mut topic_ids, &topic);
        problems.not_blank(&place.field("label"), &topic_.label);
        problems.at_most(&place.field("label"), &topic_.label, limits::LABEL);
    }

    let section_place = |i: usize| Place::item("sections", i, "section", &catalog.sections[i].id);
    let mut section_ids = Ids::default();
    for (i, section) in catalog.sections.iter().enumerate() {
        let place = section_place(i);
        problems.id(&place, &section.id, &mut section_ids, &section_place);
        problems.not_blank(&place.field("title"), &section.title);
        problems.at_most(&place.field("title"), &section.title, limits::TITLE);
    }

    let series_place = |i: usize| Place::item("series", i, "series", &catalog.series[i].id);
    let mut series_ids = Ids::default();
    for (i, series) in catalog.series.iter().enumerate() {
        let place = series_place(i);
        problems.id(&place, &series.id, &mut series_ids, &series_place);
        if !section_ids.has(&series.section) {
            problems.add(
                &place.field("section"),
                format!(
                    "section {} is not declared in sections",
                    quoted(&series.section)
                ),
            );
        }
        problems.not_blank(&place.field("title"), &series.title);
        problems.at_most(&place.field("title"), &series.title, limits::TITLE);
        problems.at_most(&place.field("summary"), &series.summary, limits::SUMMARY);
        problems.topics(&place, &series.topics, &topic_ids);
        problems.link(&place.field("url"), series.url.as_deref());
        #[cfg(not(browser))]
        problems.lang(&place.field("lang"), series.lang.as_deref());
        if series.parts.is_empty() {
            problems.add(
                &place.field("parts"),
                "a series needs at least one part".to_string(),
            );
        }
        let part_place = |j: usize| place.inner("parts", j, "part", &series.parts[j].id);
        let mut part_ids = Ids::default();
        for (j, part) in series.parts.iter().enumerate() {
            let place = part_place(j);
            problems.id(&place, &part.id, &mut part_ids, &part_place);
            problems.not_blank(&place.field("title"), &part.title);
            problems.at_most(&place.field("title"), &part.title, limits::TITLE);
            problems.link(&place.field("url"), part.url.as_deref());
            problems.topics(&place, &part.topics, &topic_ids);
            #[cfg(not(browser))]
            problems.lang(&place.field("lang"), part.lang.as_deref());
            if let Some(date) = part.published.as_deref() {
                problems.date(&place.field("published"), date);
            }
            if let Some(minutes) = part.minutes.filter(|m| !(1..=limits::MINUTES).contains(m)) {
                problems.add(
                    &place.field("minutes"),
                    format!(
                        "{minutes} is not a reading time: a whole number of minutes from 1 to {}",
                        limits::MINUTES
                    ),
                );
            }
        }
    }
    problems.0
}

#[derive(Default)]
struct Problems(Vec<Problem>);

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

impl Problems {
    fn add(&mut self, place: &Place, message: String) {
        self.0.push(Problem {
            place: place.name.clone(),
            path: place.path.clone(),
            message,
        });
    }

    /// A language, if given, as a language tag.
    #[cfg(not(browser))]
    fn lang(&mut self, place: &Place, lang: Option<&str>) {
        if let Some(lang) = lang.filter(|lang| !is_language_tag(lang)) {
            self.add(
                place,
                format!(
                    "{} is not a language tag: write the language as BCP 47 has it, \
                     such as \"en\", \"ar\" or \"pt-BR\"",
                    quoted(lang)
                ),
            );
        }
    }

    fn not_blank(&mut self, place: &Place, text: &str) {
        if text.trim().is_empty() {
            self.add(place, "must not be empty".to_string());
        }
    }

    fn link(&mut self, place: &Place, url: Option<&str>) {
        if let Some(Err(why)) = url.map(check_link) {
            self.add(place, why);
        }
    }

    fn at_most(&mut self, place: &Place, text: &str, limit: usize) {
        let length = text.chars().count();
        if length > limit {
            self.add(
                place,
                format!("is {length} characters long; the most is {limit}"),
            );
        }
    }

    /// An id must be a slug (it becomes part of progress keys and element
    /// ids), short, and unique among its siblings (`seen`; `place_of` names
    /// the sibling that used it first, by its index).
    fn id<'a>(
        &mut self,
        place: &Place,
        id: &'a str,
        seen: &mut Ids<'a>,
        place_of: &dyn Fn(usize) -> Place,
    ) {
        let place_of_id = place.field("id");
        if id.len() > limits::ID {
            self.add(
                &place_of_id,
                format!(
                    "id is {} characters long; the most is {}",
                    id.len(),
                    limits::ID
                ),
            );
        } else if !is_slug(id) {
            self.add(
                &place_of_id,
                format!(
                    "id {} must be a slug: lowercase letters, digits and single hyphens",
                    quoted(id)
                ),
            );
        } else if let Some(first) = seen.first_use(id) {
            let message = format!(
                "duplicate id {}, first used by {}",
                quoted(id),
                place_of(first).name
            );
            self.add(&place_of_id, message);
        } else {
            seen.declare(id);
        }
        seen.all.push(id);
    }

    fn topics(&mut self, place: &Place, topics: &[String], declared: &Ids) {
        for (k, topic) in topics.iter().enumerate() {
            if !declared.has(topic) {
                self.add(
                    &place.entry("topics", k, "topic"),
                    format!("topic {} is not declared in topics", quoted(topic)),
                );
            }
        }
    }

    /// A date must be written `YYYY-MM-DD`, and be a day that exists.
    fn date(&mut self, place: &Place, date: &str) {
        if is_date(date) {
            return;
        }
        let message = match date_shape(date) {
            Some(_) => format!("{}: no such day", quoted(date)),
            None => format!("{} is not a date written YYYY-MM-DD", quoted(date)),
        };
        self.add(place, message);
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
