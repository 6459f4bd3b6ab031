//! Read-state: which parts a reader has read and when, which parts they
//! have seen, and the documents both are kept in.
//!
//! Progress is keyed by stable ids (`series/part`), never by position, and
//! never holds a copy of the catalog. Marks for parts that left the catalog
//! are kept (the part may come back) but not counted.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde_json::{Map, Value, json};

use crate::catalog::{Catalog, Part, Series, is_slug};

/// The localStorage key of the reader's progress.
pub const PROGRESS_KEY: &str = "learning-series/progress/v1";
/// The localStorage key of the parts the reader has seen (for "New" marks).
pub const SEEN_KEY: &str = "learning-series/seen/v1";
/// The version of both stored documents and of the export file.
pub const DOCUMENT_VERSION: u64 = 1;
/// Marks an export file as ours.
pub const EXPORT_FORMAT: &str = "learning-series-progress";

/// Where a series stands for one reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeriesStatus {
    Unread,
    InProgress,
    Completed,
}

impl SeriesStatus {
    pub fn from_counts(read: usize, total: usize) -> SeriesStatus {
        match read {
            0 => SeriesStatus::Unread,
            n if n >= total => SeriesStatus::Completed,
            _ => SeriesStatus::InProgress,
        }
    }

    /// A stable name, for markup and URLs.
    pub fn id(self) -> &'static str {
        match self {
            SeriesStatus::Unread => "unread",
            SeriesStatus::InProgress => "in-progress",
            SeriesStatus::Completed => "completed",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            SeriesStatus::Unread => "Unread",
            SeriesStatus::InProgress => "In progress",
            SeriesStatus::Completed => "Completed",
        }
    }
}

/// Which parts are read, and when (an ISO 8601 UTC time, as JavaScript's
/// `Date.toISOString` writes it).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    /// series id → part id → read at.
    read: BTreeMap<String, BTreeMap<String, String>>,
}

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MergeReport {
    /// Parts read in the file and not yet here.
    pub imported: usize,
    /// Parts read in both.
    pub already_read: usize,
}

impl fmt::Display for MergeReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts = |n: usize| if n == 1 { "part" } else { "parts" };
        write!(
            f,
            "{} {} imported, {} already read.",
            self.imported,
            parts(self.imported),
            self.already_read
        )
    }
}

impl Progress {
    pub fn read_at(&self, series: &str, part: &str) -> Option<&str> {
        self.read.get(series)?.get(part).map(String::as_str)
    }

    pub fn is_read(&self, series: &str, part: &str) -> bool {
        self.read_at(series, part).is_some()
    }

    /// Marks a part read at `at`; a part already read keeps its first time.
    pub fn mark_read(&mut self, series: &str, part: &str, at: &str) {
        self.read
            .entry(series.to_string())
            .or_default()
            .entry(part.to_string())
            .or_insert_with(|| at.to_string());
    }

    pub fn unmark(&mut self, series: &str, part: &str) {
        if let Some(parts) = self.read.get_mut(series) {
            parts.remove(part);
            if parts.is_empty() {
                self.read.remove(series);
            }
        }
    }

    pub fn mark_all_read(&mut self, series: &Series, at: &str) {
        for part in &series.parts {
            self.mark_read(&series.id, &part.id, at);
        }
    }

    /// Unmarks every part of the series that is in the catalog, and returns
    /// what it removed so that the reset can be undone.
    pub fn reset(&mut self, series: &Series) -> Vec<(String, String)> {
        let removed: Vec<_> = series
            .parts
            .iter()
            .filter_map(|part| {
                self.read_at(&series.id, &part.id)
                    .map(|at| (part.id.clone(), at.to_string()))
            })
            .collect();
        for (part, _) in &removed {
            self.unmark(&series.id, part);
        }
        removed
    }

    /// Puts back what [`Progress::reset`] removed.
    pub fn restore(&mut self, series: &str, marks: &[(String, String)]) {
        for (part, at) in marks {
            self.mark_read(series, part, at);
        }
    }

    /// Read parts of the series that are in the catalog.
    pub fn read_count(&self, series: &Series) -> usize {
        let Some(read) = self.read.get(&series.id) else {
            return 0;
        };
        series
            .parts
            .iter()
            .filter(|part| read.contains_key(&part.id))
            .count()
    }

    pub fn status(&self, series: &Series) -> SeriesStatus {
        SeriesStatus::from_counts(self.read_count(series), series.parts.len())
    }

    /// The first unread part in reading order.
    pub fn next_unread<'a>(&self, series: &'a Series) -> Option<&'a Part> {
        series
            .parts
            .iter()
            .find(|part| !self.is_read(&series.id, &part.id))
    }

    /// Read parts of the whole catalog.
    pub fn total_read(&self, catalog: &Catalog) -> usize {
        catalog.series.iter().map(|s| self.read_count(s)).sum()
    }

    /// Where to pick up: the next unread part of the series read most
    /// recently, among series that still have an unread part. None before
    /// the first part is read, and once everything is read.
    pub fn continue_reading<'a>(&self, catalog: &'a Catalog) -> Option<(&'a Series, &'a Part)> {
        catalog
            .series
            .iter()
            .filter_map(|series| {
                let next = self.next_unread(series)?;
                let latest = series
                    .parts
                    .iter()
                    .filter_map(|part| self.read_at(&series.id, &part.id))
                    .max()?;
                Some((latest, series, next))
            })
            // Ties go to the series that comes first in the catalog.
            .rev()
            .max_by(|a, b| a.0.cmp(b.0))
            .map(|(_, series, next)| (series, next))
    }

    /// Adds what `other` has read: a part read in either stays read, and
    /// the earlier time wins.
    pub fn merge(&mut self, other: Progress) -> MergeReport {
        let mut report = MergeReport::default();
        for (series, parts) in other.read {
            let mine = self.read.entry(series).or_default();
            for (part, at) in parts {
                match mine.get_mut(&part) {
                    Some(existing) => {
                        report.already_read += 1;
                        if at < *existing {
                            *existing = at;
                        }
                    }
                    None => {
                        report.imported += 1;
                        mine.insert(part, at);
                    }
                }
            }
        }
        report
    }

    fn marks_to_json(&self) -> Map<String, Value> {
        self.read
            .iter()
            .flat_map(|(series, parts)| {
                parts
                    .iter()
                    .map(move |(part, at)| (format!("{series}/{part}"), Value::from(at.as_str())))
            })
            .collect()
    }

    /// The document kept under [`PROGRESS_KEY`]:
    /// `{"version":1,"read":{"series/part":"2026-11-29T10:00:00.000Z"}}`.
    pub fn to_stored(&self) -> String {
        json!({ "version": DOCUMENT_VERSION, "read": self.marks_to_json() }).to_string()
    }

    pub fn from_stored(text: &str) -> Result<Progress, DocumentError> {
        let doc = versioned_object(text)?;
        marks_from_json(doc.get("read"))
    }

    /// The export file: the stored document, marked as ours and dated.
    pub fn to_export(&self, at: &str) -> String {
        let doc = json!({
            "format": EXPORT_FORMAT,
            "version": DOCUMENT_VERSION,
            "exported": at,
            "read": self.marks_to_json(),
        });
        serde_json::to_string_pretty(&doc).unwrap_or_default()
    }

    pub fn from_export(text: &str) -> Result<Progress, DocumentError> {
        let doc = match serde_json::from_str::<Value>(text) {
            Ok(Value::Object(doc)) => doc,
            Ok(_) => return Err(DocumentError::NotOurs),
            Err(_) => return Err(DocumentError::NotJson),
        };
        if doc.get("format").and_then(Value::as_str) != Some(EXPORT_FORMAT) {
            return Err(DocumentError::NotOurs);
        }
        check_version(&doc)?;
        marks_from_json(doc.get("read"))
    }
}

/// The parts a reader has seen, so parts added since can be marked "New".
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seen(BTreeSet<String>);

impl Seen {
    /// Every part of the catalog: what a first visit has seen.
    pub fn everything_in(catalog: &Catalog) -> Seen {
        Seen(
            catalog
                .series
                .iter()
                .flat_map(|s| s.parts.iter().map(|p| part_key(&s.id, &p.id)))
                .collect(),
        )
    }

    pub fn contains(&self, series: &str, part: &str) -> bool {
        self.0.contains(&part_key(series, part))
    }

    /// Records the series' parts as seen; true if any was new.
    pub fn see_series(&mut self, series: &Series) -> bool {
        let before = self.0.len();
        self.0
            .extend(series.parts.iter().map(|p| part_key(&series.id, &p.id)));
        self.0.len() != before
    }

    /// The document kept under [`SEEN_KEY`]: `{"version":1,"parts":[...]}`.
    pub fn to_stored(&self) -> String {
        json!({ "version": DOCUMENT_VERSION, "parts": self.0 }).to_string()
    }

    pub fn from_stored(text: &str) -> Result<Seen, DocumentError> {
        let doc = versioned_object(text)?;
        let Some(Value::Array(parts)) = doc.get("parts") else {
            return Err(DocumentError::WrongShape("\"parts\" is not a list".into()));
        };
        parts
            .iter()
            .map(|key| match key.as_str() {
                Some(key) if split_key(key).is_some() => Ok(key.to_string()),
                _ => Err(DocumentError::WrongShape(format!(
                    "{key} is not a series/part id"
                ))),
            })
            .collect::<Result<_, _>>()
            .map(Seen)
    }
}

fn part_key(series: &str, part: &str) -> String {
    format!("{series}/{part}")
}

fn split_key(key: &str) -> Option<(&str, &str)> {
    let (series, part) = key.split_once('/')?;
    (is_slug(series) && is_slug(part)).then_some((series, part))
}

/// Why a stored document or an import file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DocumentError {
    NotJson,
    /// JSON, but not the shape this version writes.
    WrongShape(String),
    /// Written by a newer version of the app.
    FutureVersion(u64),
    /// An import file that is not a progress export.
    NotOurs,
}

impl fmt::Display for DocumentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DocumentError::NotJson => write!(f, "it is not JSON"),
            DocumentError::WrongShape(why) => write!(f, "it has an unexpected shape ({why})"),
            DocumentError::FutureVersion(v) => write!(
                f,
                "it was written by a newer version of this app (format {v}, this app reads {DOCUMENT_VERSION})"
            ),
            DocumentError::NotOurs => write!(f, "it is not a Learning Series progress file"),
        }
    }
}

fn versioned_object(text: &str) -> Result<Map<String, Value>, DocumentError> {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(doc)) => {
            check_version(&doc)?;
            Ok(doc)
        }
        Ok(_) => Err(DocumentError::WrongShape("not an object".into())),
        Err(_) => Err(DocumentError::NotJson),
    }
}

fn check_version(doc: &Map<String, Value>) -> Result<(), DocumentError> {
    match doc.get("version").and_then(Value::as_u64) {
        Some(DOCUMENT_VERSION) => Ok(()),
        Some(v) if v > DOCUMENT_VERSION => Err(DocumentError::FutureVersion(v)),
        _ => Err(DocumentError::WrongShape("no known \"version\"".into())),
    }
}

fn marks_from_json(read: Option<&Value>) -> Result<Progress, DocumentError> {
    let Some(Value::Object(read)) = read else {
        return Err(DocumentError::WrongShape(
            "\"read\" is not an object".into(),
        ));
    };
    let mut progress = Progress::default();
    for (key, at) in read {
        let (series, part) = split_key(key).ok_or_else(|| {
            DocumentError::WrongShape(format!("\"{key}\" is not a series/part id"))
        })?;
        let at = at.as_str().and_then(normalize_time).ok_or_else(|| {
            DocumentError::WrongShape(format!("the time of \"{key}\" is not an ISO 8601 UTC time"))
        })?;
        progress.mark_read(series, part, &at);
    }
    Ok(progress)
}

/// `2026-11-29T10:00:00Z` or with a fraction of a second, in UTC, as
/// `2026-11-29T10:00:00.000Z`: one form, so times compare as strings.
pub fn normalize_time(text: &str) -> Option<String> {
    let (seconds, fraction) = match text.strip_suffix('Z')?.split_once('.') {
        Some((seconds, fraction)) => (seconds, fraction),
        None => (text.strip_suffix('Z')?, ""),
    };
    let shape = "dddd-dd-ddTdd:dd:dd";
    let fits = seconds.len() == shape.len()
        && seconds.bytes().zip(shape.bytes()).all(|(c, s)| match s {
            b'd' => c.is_ascii_digit(),
            _ => c == s,
        });
    if !fits || !fraction.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let millis: String = fraction.chars().chain("000".chars()).take(3).collect();
    Some(format!("{seconds}.{millis}Z"))
}
