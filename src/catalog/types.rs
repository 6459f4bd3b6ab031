//! The catalog's types: the series a reader can follow, as an author
//! writes them in `public/catalog.json`, with the limits on their texts.

use crate::interface::number;
use std::sync::Arc;

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
    /// A language tag, as long as any BCP 47 tag is in practice.
    pub const LANG: usize = 35;
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
    /// A language tag (BCP 47): a language of 2 or 3 letters, then
    /// subtags of 1 to 8 letters or digits (`en`, `pt-BR`, `zh-Hans`).
    pub const LANG: &str = "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$";
    pub const SITE: &str = "^[hH][tT][tT][pP][sS]?://[^\\s/?#]+(/[^\\s?#]*)?/$";
}

/// A Learning Series catalog: series of articles in reading order.
#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
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
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(length(max = limits::SUBTITLE)))]
    #[serde(default)]
    pub subtitle: String,
    /// Every topic a series or part names, declared once.
    #[cfg_attr(feature = "schema", schemars(default))]
    #[serde(default)]
    pub topics: Vec<Topic>,
    /// The sections series are grouped in, in page order.
    pub sections: Vec<Section>,
    /// The series, in page order.
    pub series: Vec<Arc<Series>>,
    /// The address the catalog is published at, ending with `/`
    /// (`https://example.org/learning/`): the feed's ids are made from it,
    /// so a feed reader tells this site's feed from another built with
    /// this app, and with it the build writes a series box for each
    /// part's article page, whose links lead here. Only the build reads
    /// it, so the app in the browser never does.
    #[cfg(not(browser))]
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::SITE), length(max = limits::URL)))]
    pub site: Option<String>,
    /// The language the catalog is written in, as a BCP 47 tag (`en`,
    /// `ar`, `pt-BR`): the build writes the page in it, its interface's
    /// words, counts and dates too (`interface/`). The page carries its
    /// interface, so the app in the browser never reads it.
    #[cfg(not(browser))]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::LANG), length(max = limits::LANG)))]
    pub lang: Option<String>,
    /// The catalog's own words for the interface, by key (the keys of
    /// the kit's `interface/en.json`, page and app alike): any word the
    /// kit says otherwise, or every word of a language the kit has none
    /// for. `check` names what a language without words of its own lacks.
    #[cfg(not(browser))]
    #[cfg_attr(
        feature = "schema",
        schemars(default, with = "std::collections::BTreeMap<String, Word>")
    )]
    #[serde(default, deserialize_with = "crate::json::in_order")]
    pub interface: Vec<(String, Word)>,
}

/// A word of the interface a catalog gives, in its language.
#[cfg(not(browser))]
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(untagged))]
pub enum Word {
    /// The same text whatever its count.
    Text(String),
    /// A counted word's forms by the plural category each is said for
    /// (`one`, `few`, `other`…), as the Unicode CLDR names them.
    Counted(#[cfg_attr(feature = "schema", schemars(with = "Forms"))] Vec<(String, String)>),
}

/// A text, or an object of a text for each plural form, in order.
#[cfg(not(browser))]
impl<'de> serde::Deserialize<'de> for Word {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Word, D::Error> {
        struct Either;
        impl<'de> serde::de::Visitor<'de> for Either {
            type Value = Word;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string, or an object of a string for each plural form")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Word, E> {
                Ok(Word::Text(text.to_string()))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Word, A::Error> {
                crate::json::entries(map).map(Word::Counted)
            }
        }
        deserializer.deserialize_any(Either)
    }
}

/// A counted word's forms, by the plural category each is said for:
/// `other` is said for every count no other form is.
#[cfg(feature = "schema")]
#[derive(schemars::JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
#[allow(dead_code)]
struct Forms {
    #[schemars(default)]
    zero: String,
    #[schemars(default)]
    one: String,
    #[schemars(default)]
    two: String,
    #[schemars(default)]
    few: String,
    #[schemars(default)]
    many: String,
    other: String,
}

#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
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

#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(extend("additionalProperties" = false)))]
pub struct Section {
    /// A stable slug that series name in their `section`.
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::SLUG), length(max = limits::ID)))]
    pub id: String,
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::NOT_BLANK), length(max = limits::TITLE)))]
    pub title: String,
}

#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
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
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(length(max = limits::SUMMARY)))]
    #[serde(default)]
    pub summary: String,
    /// Ids of declared topics.
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(inner(regex(pattern = patterns::SLUG))))]
    #[serde(default)]
    pub topics: Vec<String>,
    /// The parts, in reading order; at least one.
    #[cfg_attr(feature = "schema", schemars(length(min = 1)))]
    pub parts: Vec<Part>,
    /// The series' own page: an http(s) address, or a link relative to the
    /// page.
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::LINK), length(max = limits::URL)))]
    pub url: Option<String>,
    /// The language of its title, summary and parts, where it is not the
    /// catalog's: a BCP 47 tag, as the catalog's `lang`. The page's titles
    /// and summary say it, as the feed's and the series boxes' do.
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::LANG), length(max = limits::LANG)))]
    pub lang: Option<String>,
}

#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
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
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::LINK), length(max = limits::URL)))]
    pub url: Option<String>,
    /// Ids of declared topics this part has beyond its series' topics.
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(inner(regex(pattern = patterns::SLUG))))]
    #[serde(default)]
    pub topics: Vec<String>,
    /// When the part was published, `YYYY-MM-DD`: shown in the reading
    /// list, and in the feed.
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::DATE)))]
    pub published: Option<String>,
    /// Its reading time in minutes, a whole number from 1.
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(range(min = 1, max = limits::MINUTES)))]
    pub minutes: Option<i64>,
    /// The language of its title, where it is not its series': a BCP 47
    /// tag, as the series' `lang`.
    #[cfg_attr(feature = "schema", schemars(default))]
    #[cfg_attr(feature = "schema", schemars(regex(pattern = patterns::LANG), length(max = limits::LANG)))]
    pub lang: Option<String>,
}

impl Series {
    /// The language of `part`'s title, where the catalog gives one: the
    /// part's own, else the series'.
    pub fn lang_of<'a>(&'a self, part: &'a Part) -> Option<&'a str> {
        part.lang.as_deref().or(self.lang.as_deref())
    }

    /// The series' reading time, if any part gives one.
    pub fn minutes(&self) -> Option<ReadingTime> {
        let time = ReadingTime::of(&self.parts);
        (time.minutes > 0).then_some(time)
    }
}

/// A reading time summed over parts, and whether some of them give none:
/// then the sum is less than the whole ("over 2 h"), never passed off as it.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct ReadingTime {
    pub minutes: i64,
    pub more: bool,
}

impl ReadingTime {
    pub fn of<'a>(parts: impl IntoIterator<Item = &'a Part>) -> Self {
        parts
            .into_iter()
            .fold(Self::default(), |time, part| match part.minutes {
                Some(minutes) => Self {
                    minutes: time.minutes + minutes,
                    ..time
                },
                None => Self { more: true, ..time },
            })
    }

    /// As a reader says it: `12 min`, `over 2 h 5 min`.
    pub fn text(self) -> String {
        match self.more {
            true => say!(time_over, time = duration(self.minutes)),
            false => duration(self.minutes),
        }
    }
}

/// A reading time as a reader says it: `12 min`, `1 h`, `2 h 5 min`.
pub fn duration(minutes: i64) -> String {
    let written = |n: i64| number(usize::try_from(n).unwrap_or(0));
    match (minutes / 60, minutes % 60) {
        (0, m) => say!(minutes, m = written(m)),
        (h, 0) => say!(hours, h = written(h)),
        (h, m) => say!(hours_minutes, h = written(h), m = written(m)),
    }
}

/// A series with its place in the catalog: what the components are handed
/// and the reader's state is asked about. Its place keys what is worked
/// out for every series in catalog order (what a filter shows, what is
/// new); its id, what is kept and linked to (read marks, open lists, the
/// address).
#[derive(Debug, Clone, PartialEq)]
pub struct SeriesAt {
    pub index: usize,
    pub series: Arc<Series>,
}

impl std::ops::Deref for SeriesAt {
    type Target = Series;

    fn deref(&self) -> &Series {
        &self.series
    }
}

/// A part with its place: its series (with the series' place) and its
/// own place in that series. What the components that show a part are
/// handed and the reader's marks are asked about; [`PartAt::part_ref`]
/// names it where it leaves the catalog's own types.
#[derive(Debug, Clone)]
pub struct PartAt {
    pub series: SeriesAt,
    pub index: usize,
}

impl PartAt {
    /// The part of `series` with the id `id`, if the series has it: for an
    /// id from the page's edges (the address, the history entry).
    pub fn find(series: SeriesAt, id: &str) -> Option<PartAt> {
        let index = series.parts.iter().position(|p| p.id == id)?;
        Some(PartAt { series, index })
    }

    /// The part after this one in its series.
    pub fn next(&self) -> Option<PartAt> {
        let index = self.index + 1;
        (index < self.series.parts.len()).then(|| PartAt {
            series: self.series.clone(),
            index,
        })
    }

    pub fn part_ref(&self) -> PartRef {
        PartRef {
            series: self.series.id.clone(),
            part: self.id.clone(),
        }
    }
}

impl std::ops::Deref for PartAt {
    type Target = Part;

    fn deref(&self) -> &Part {
        &self.series.parts[self.index]
    }
}

/// The same place in the same catalog: the series is compared by
/// pointer, not part by part.
impl PartialEq for PartAt {
    fn eq(&self, other: &PartAt) -> bool {
        self.index == other.index
            && self.series.index == other.series.index
            && Arc::ptr_eq(&self.series.series, &other.series.series)
    }
}

/// A part by its series' id and its own: how a part is kept, linked and
/// ticked, wherever a part leaves the catalog's own types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartRef {
    pub series: String,
    pub part: String,
}

impl Catalog {
    /// The series at `index`, with its place.
    pub fn at(&self, index: usize) -> Option<SeriesAt> {
        let series = self.series.get(index)?.clone();
        Some(SeriesAt { index, series })
    }

    /// The series with the id `id`, with its place: for an id from the
    /// page's edges (the address, the history entry, a link).
    pub fn find(&self, id: &str) -> Option<SeriesAt> {
        self.at(self.series.iter().position(|s| s.id == id)?)
    }

    /// The series of one section, in catalog order.
    pub fn series_in<'a>(&'a self, section: &'a Section) -> impl Iterator<Item = &'a Arc<Series>> {
        self.series.iter().filter(move |s| s.section == section.id)
    }

    /// The places of the series in the order the page shows them: section
    /// by section, each in catalog order.
    pub fn page_order(&self) -> Vec<usize> {
        let mut order = Vec::new();
        for section in &self.sections {
            for (at, series) in self.series.iter().enumerate() {
                if series.section == section.id {
                    order.push(at);
                }
            }
        }
        order
    }
}
