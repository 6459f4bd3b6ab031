//! The catalog: the series a reader can follow, as an author writes them in
//! `public/catalog.json`, and the checks that turn an author's mistake into
//! a message naming its place.
//!
//! Parsing and validation are separate steps: [`parse`] runs both and hands
//! back either a [`Catalog`] that every later step can trust, or a
//! [`CatalogError`] that lists what is wrong and where.

use std::collections::HashSet;
use std::fmt;
use std::sync::Arc;

use serde::Deserialize;

/// The one catalog schema version this app reads.
pub const SCHEMA_VERSION: u32 = 1;

/// How many problems an error message lists before it says "and N more".
pub const PROBLEMS_SHOWN: usize = 5;

/// The longest texts a catalog may hold, in characters: generous for real
/// content, and short enough that a mistake (a whole article pasted as a
/// title) cannot lay the page out a million pixels tall.
pub mod limits {
    pub const ID: usize = 64;
    pub const TITLE: usize = 300;
    pub const SUBTITLE: usize = 500;
    pub const LABEL: usize = 60;
    pub const SUMMARY: usize = 2_000;
    pub const URL: usize = 2_048;
    /// A part's reading time, in minutes (a week).
    pub const MINUTES: i64 = 10_080;
}

/// Schema patterns, for editors; [`validate`] is the authority.
#[cfg(feature = "schema")]
mod patterns {
    pub const SLUG: &str = "^[a-z0-9]+(-[a-z0-9]+)*$";
    /// `YYYY-MM-DD`; that the day exists, only the app checks.
    pub const DATE: &str = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$";
    pub const NOT_BLANK: &str = "\\S";
    /// http(s), or relative to the page: not `//host` nor `\\host`, which
    /// lead to another host without saying how.
    pub const LINK: &str = "^([hH][tT][tT][pP][sS]?:|(?![/\\\\]{2})[^\\s:/?#]*([/?#]|$))\\S*$";
    /// An absolute http(s) address that ends with `/`.
    pub const SITE: &str = "^[hH][tT][tT][pP][sS]?://[^\\s/?#]+(/[^\\s?#]*)?/$";
}

/// A Learning Series catalog: series of articles in reading order.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
// The app ignores fields it does not know (a newer catalog still loads);
// the schema refuses them here and below, so an editor flags a misspelt
// field as it is typed, and `check` warns of them.
#[cfg_attr(feature = "schema", schemars(extend("additionalProperties" = false)))]
pub struct Catalog {
    /// The catalog format version; this app reads 1.
    #[cfg_attr(feature = "schema", schemars(range(min = 1, max = 1)))]
    pub schema: u32,
    /// The page's title.
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::NOT_BLANK), length(max = limits::TITLE)))]
    pub title: String,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(length(max = limits::SUBTITLE)))]
    pub subtitle: String,
    /// Every topic a series or part names, declared once.
    #[serde(default)]
    pub topics: Vec<Topic>,
    /// The sections series are grouped in, in page order.
    pub sections: Vec<Section>,
    /// The series, in page order.
    pub series: Vec<Arc<Series>>,
    /// The address the catalog is published at, ending with `/`
    /// (`https://example.org/learning/`): the feed's ids are made from it,
    /// so a feed reader tells this site's feed from another built with
    /// this app.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::SITE), length(max = limits::URL)))]
    pub site: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(extend("additionalProperties" = false)))]
pub struct Topic {
    /// A stable slug, used in URLs (`?topic=gpu`).
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::SLUG), length(max = limits::ID)))]
    pub id: String,
    /// The name on the topic's filter button.
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::NOT_BLANK), length(max = limits::LABEL)))]
    pub label: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(extend("additionalProperties" = false)))]
pub struct Section {
    /// A stable slug that series name in their `section`.
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::SLUG), length(max = limits::ID)))]
    pub id: String,
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::NOT_BLANK), length(max = limits::TITLE)))]
    pub title: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(extend("additionalProperties" = false)))]
pub struct Series {
    /// A stable slug, unique in the catalog. Readers' progress is keyed by
    /// it: never change it.
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::SLUG), length(max = limits::ID)))]
    pub id: String,
    /// The id of a declared section.
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::SLUG)))]
    pub section: String,
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::NOT_BLANK), length(max = limits::TITLE)))]
    pub title: String,
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(length(max = limits::SUMMARY)))]
    pub summary: String,
    /// Ids of declared topics.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(inner(regex(pattern = patterns::SLUG))))]
    pub topics: Vec<String>,
    /// The parts, in reading order; at least one.
    #[cfg_attr(feature = "schema", schemars(length(min = 1)))]
    pub parts: Vec<Part>,
    /// The series' own page: an http(s) address, or a link relative to the
    /// page.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::LINK), length(max = limits::URL)))]
    pub url: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(extend("additionalProperties" = false)))]
pub struct Part {
    /// A stable slug, unique in its series. Readers' progress is keyed by
    /// it: never change it.
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::SLUG), length(max = limits::ID)))]
    pub id: String,
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::NOT_BLANK), length(max = limits::TITLE)))]
    pub title: String,
    /// The article: an http(s) address, or a link relative to the page.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::LINK), length(max = limits::URL)))]
    pub url: Option<String>,
    /// Ids of declared topics this part has beyond its series' topics.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(inner(regex(pattern = patterns::SLUG))))]
    pub topics: Vec<String>,
    /// When the part was published, `YYYY-MM-DD`: shown in the reading
    /// list, and in the feed.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::DATE)))]
    pub published: Option<String>,
    /// Its reading time in minutes, a whole number from 1.
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(range(min = 1, max = limits::MINUTES)))]
    pub minutes: Option<i64>,
}

impl Series {
    /// The series' reading time: the sum of its parts' minutes, if any
    /// part gives them.
    pub fn minutes(&self) -> Option<i64> {
        self.parts
            .iter()
            .filter_map(|p| p.minutes)
            .fold(None, |total, minutes| Some(total.unwrap_or(0) + minutes))
    }
}

/// A reading time as a reader says it: `12 min`, `1 h`, `2 h 5 min`.
pub fn duration(minutes: i64) -> String {
    match (minutes / 60, minutes % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m} min"),
    }
}

impl Catalog {
    /// The series of one section, in catalog order.
    pub fn series_in<'a>(&'a self, section: &'a Section) -> impl Iterator<Item = &'a Arc<Series>> {
        self.series.iter().filter(move |s| s.section == section.id)
    }
}

/// One thing wrong with a catalog, and where it is: for a reader, with
/// each series, part, topic or section by its 1-based position and its id
/// (`series 3 "cxl" › part 2 "intro" › id`), and as the path to the value
/// in the document (`series[2].parts[1].id`), by which `check` finds its
/// line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub place: String,
    pub path: String,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// A place in the catalog, as [`Problem`] names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    pub name: String,
    pub path: String,
}

impl Place {
    /// A field of the document itself: `title`.
    pub fn top(field: &str) -> Place {
        Place {
            name: field.to_string(),
            path: field.to_string(),
        }
    }

    /// The item at `index` of the list `list` (`series`), called `kind`
    /// (`series`), with its id (its start, past the longest an id may be):
    /// `series 3 "cxl"`.
    pub fn item(list: &str, index: usize, kind: &str, id: &str) -> Place {
        let end = id
            .char_indices()
            .nth(limits::ID)
            .map_or(id.len(), |(i, _)| i);
        Place {
            name: format!("{kind} {} {}", index + 1, quoted(&id[..end])),
            path: format!("{list}[{index}]"),
        }
    }

    /// An item of a list inside this place: `series 3 "cxl" › part 2 "intro"`.
    pub fn inner(&self, list: &str, index: usize, kind: &str, id: &str) -> Place {
        self.then(Place::item(list, index, kind, id))
    }

    /// A field of this place: `series 3 "cxl" › title`.
    pub fn field(&self, field: &str) -> Place {
        self.then(Place::top(field))
    }

    /// The value at `index` of a list of plain values in this place:
    /// `series 3 "cxl" › topic 2`.
    pub fn entry(&self, list: &str, index: usize, kind: &str) -> Place {
        self.then(Place {
            name: format!("{kind} {}", index + 1),
            path: format!("{list}[{index}]"),
        })
    }

    fn then(&self, inner: Place) -> Place {
        Place {
            name: [&self.name, " \u{203a} ", &inner.name].concat(),
            path: [&self.path, ".", &inner.path].concat(),
        }
    }
}

/// Why a catalog document cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CatalogError {
    /// The text is not JSON at all (or ends too early).
    NotJson {
        line: usize,
        column: usize,
        reason: String,
    },
    /// JSON, but a field is missing or has the wrong type.
    WrongShape {
        line: usize,
        column: usize,
        reason: String,
    },
    /// A schema version this app does not know.
    UnknownSchema(u64),
    /// Well-formed, but breaks the catalog's rules; never empty.
    Invalid(Vec<Problem>),
}

impl CatalogError {
    /// The problems to list for a reader: at most [`PROBLEMS_SHOWN`].
    pub fn problems_shown(&self) -> &[Problem] {
        match self {
            CatalogError::Invalid(problems) => &problems[..problems.len().min(PROBLEMS_SHOWN)],
            _ => &[],
        }
    }

    /// How many problems are not in [`Self::problems_shown`].
    pub fn problems_hidden(&self) -> usize {
        match self {
            CatalogError::Invalid(problems) => problems.len().saturating_sub(PROBLEMS_SHOWN),
            _ => 0,
        }
    }
}

impl fmt::Display for CatalogError {
    /// A headline in plain words; the list of problems is shown apart.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::NotJson {
                line,
                column,
                reason,
            } => write!(
                f,
                "The catalog is not valid JSON: {reason} at line {line}, column {column}."
            ),
            CatalogError::WrongShape {
                line,
                column,
                reason,
            } => write!(
                f,
                "The catalog does not have the expected shape: {reason} at line {line}, column {column}."
            ),
            CatalogError::UnknownSchema(version) => write!(
                f,
                "The catalog uses schema version {version}, but this app reads version {SCHEMA_VERSION}."
            ),
            CatalogError::Invalid(problems) => match problems.len() {
                1 => write!(f, "The catalog has 1 problem:"),
                n => write!(f, "The catalog has {n} problems:"),
            },
        }
    }
}

impl std::error::Error for CatalogError {}

/// Only the version field, read first so that a future schema gets a clear
/// message rather than a confusing complaint about its fields.
#[derive(Deserialize)]
struct Version {
    schema: u64,
}

/// Parses and validates a catalog document. A byte order mark before it
/// (editors on Windows write one) is skipped: the app, the prerender and
/// `check` all read the catalog here.
pub fn parse(text: &str) -> Result<Catalog, CatalogError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let version: Version = serde_json::from_str(text).map_err(from_json_error)?;
    if version.schema != u64::from(SCHEMA_VERSION) {
        return Err(CatalogError::UnknownSchema(version.schema));
    }
    let catalog: Catalog = serde_json::from_str(text).map_err(from_json_error)?;
    let problems = validate(&catalog);
    if problems.is_empty() {
        Ok(catalog)
    } else {
        Err(CatalogError::Invalid(problems))
    }
}

fn from_json_error(error: serde_json::Error) -> CatalogError {
    let (line, column) = (error.line(), error.column());
    // serde_json appends " at line L column C"; the message says it its own way.
    let full = error.to_string();
    let reason = in_plain_words(match full.rfind(" at line ") {
        Some(cut) => &full[..cut],
        None => &full,
    });
    match error.classify() {
        serde_json::error::Category::Data => CatalogError::WrongShape {
            line,
            column,
            reason,
        },
        _ => CatalogError::NotJson {
            line,
            column,
            reason,
        },
    }
}

/// serde's words as an author reads them: a whole number rather than
/// `i64`.
fn in_plain_words(reason: &str) -> String {
    ["expected i64", "expected u64", "expected u32"]
        .iter()
        .fold(reason.to_string(), |reason, rust| {
            reason.replace(rust, "expected a whole number")
        })
}

/// Every rule a parsed catalog must keep, in document order.
pub fn validate(catalog: &Catalog) -> Vec<Problem> {
    let mut problems = Problems::default();
    problems.not_blank(&Place::top("title"), &catalog.title);
    problems.at_most(&Place::top("title"), &catalog.title, limits::TITLE);
    problems.at_most(&Place::top("subtitle"), &catalog.subtitle, limits::SUBTITLE);
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
pub fn is_date(text: &str) -> bool {
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

/// An absolute http(s) address of a page's folder, ending with `/`:
/// `https://example.org/learning/`.
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

/// A catalog value inside a message, in quotation marks, with the
/// characters that reorder or hide text (bidi controls, zero-width
/// marks, control characters) written as `\u{202e}`: the message shows
/// what the value holds, and the value cannot turn the message around.
fn quoted(value: &str) -> String {
    let mut shown = String::from('"');
    for c in value.chars() {
        let hidden = c.is_control()
            || matches!(c, '\u{061c}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}')
            || matches!(c, '\u{2060}'..='\u{2069}' | '\u{feff}');
        match hidden {
            true => shown.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            false => shown.push(c),
        }
    }
    shown.push('"');
    shown
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
