//! What every document the app keeps or exchanges has in common: the
//! [`Document`] trait the storage rules work over, what a document that
//! could be read only in part kept ([`Salvaged`]), why one could not be
//! read at all ([`DocumentError`]), its version, its `series/part` keys,
//! its times, and its dated entries (a [`Mark`], set or not), of which
//! the later one stands in a merge. A leaf: the documents (`progress`,
//! `seen`, `annotations`) and the storage rules (`storage`) build on it.

use std::collections::BTreeMap;
use std::fmt;

use crate::interface::{Key, fill};
use crate::json::{Json, Loose};
use crate::kept::fields::Fields;

use crate::catalog::{day_exists, is_slug};

/// The version of every stored document and of the export file.
pub const DOCUMENT_VERSION: u64 = 1;

/// A document kept under one key.
pub trait Document: Sized {
    const KEY: &'static str;
    /// What it is, for the reader: "reading progress".
    const WHAT: Key;
    fn to_stored(&self) -> String;
    /// Every entry of the stored text that can be read; an error when
    /// nothing can be.
    fn from_stored(text: &str) -> Result<Salvaged<Self>, DocumentError>;
    /// Takes in what another copy holds; true if anything changed here.
    fn merge(&mut self, other: &Self) -> bool;
}

/// A document as far as it could be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Salvaged<T> {
    pub value: T,
    /// How many entries were read.
    pub kept: usize,
    /// Why each entry that was left out could not be read.
    pub problems: Vec<LeftOut>,
}

impl<T> Salvaged<T> {
    pub fn new(value: T) -> Salvaged<T> {
        Salvaged {
            value,
            kept: 0,
            problems: Vec::new(),
        }
    }

    pub fn set_aside(&mut self, why: LeftOut) {
        self.problems.push(why);
    }
}

/// Why an entry of a stored document or an import file was left out: the
/// words that say why (a `left_out_*` key), with the entry's key (or the
/// field's name) in them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeftOut {
    pub why: Key,
    pub key: String,
}

impl LeftOut {
    pub fn new(why: Key, key: &str) -> LeftOut {
        LeftOut {
            why,
            key: key.to_string(),
        }
    }
}

impl fmt::Display for LeftOut {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&fill(self.why, &[("key", &self.key)]))
    }
}

/// An entry of a document that knows when it last changed. Several tabs
/// keep one document, so every copy can be merged with any other: of two
/// entries for one key, the one that outranks the other stands.
pub trait Dated: Clone {
    /// A total order, so merging in any order gives the same.
    fn outranks(&self, other: &Self) -> bool;
}

/// A mark that is set or not (a part read, a part starred, a series
/// followed), and when that last changed (an ISO 8601 UTC time, as
/// JavaScript's `Date.toISOString` writes it). An unset is kept as a
/// dated mark too, so a merge cannot bring back what the reader took off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    pub on: bool,
    pub at: String,
}

impl Dated for Mark {
    /// The later change, and at the same time the unset (made after the
    /// set in the same millisecond).
    fn outranks(&self, other: &Mark) -> bool {
        (&self.at, !self.on) > (&other.at, !other.on)
    }
}

/// Dated entries by key, in key order: a `BTreeMap`, or a sorted list
/// where one more map's value type would cost the wasm its own copy of
/// the map's code ([`SortedEntries`]).
pub trait Entries<T> {
    fn entry(&self, key: &str) -> Option<&T>;
    fn put(&mut self, key: &str, entry: T);
}

impl<T> Entries<T> for BTreeMap<String, T> {
    fn entry(&self, key: &str) -> Option<&T> {
        self.get(key)
    }

    fn put(&mut self, key: &str, entry: T) {
        self.insert(key.to_string(), entry);
    }
}

/// Entries in a list sorted by key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SortedEntries<T>(Vec<(String, T)>);

impl<T> Default for SortedEntries<T> {
    fn default() -> Self {
        SortedEntries(Vec::new())
    }
}

impl<T> SortedEntries<T> {
    pub fn iter(&self) -> impl Iterator<Item = (&String, &T)> {
        self.0.iter().map(|(key, entry)| (key, entry))
    }

    fn at(&self, key: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(k, _)| k.as_str().cmp(key))
    }
}

impl<T> Entries<T> for SortedEntries<T> {
    fn entry(&self, key: &str) -> Option<&T> {
        self.at(key).ok().map(|at| &self.0[at].1)
    }

    fn put(&mut self, key: &str, entry: T) {
        match self.at(key) {
            Ok(at) => self.0[at].1 = entry,
            Err(at) => self.0.insert(at, (key.to_string(), entry)),
        }
    }
}

/// Puts `entry` under `key` unless the entry there outranks it; true if
/// it changed anything.
pub fn take<T: Dated>(entries: &mut impl Entries<T>, key: &str, entry: T) -> bool {
    match entries.entry(key) {
        Some(existing) if !entry.outranks(existing) => false,
        _ => {
            entries.put(key, entry);
            true
        }
    }
}

/// Takes in every entry of `other` ([`take`]); true if any changed `entries`.
pub fn merge_entries<'a, T: Dated + 'a>(
    entries: &mut impl Entries<T>,
    other: impl IntoIterator<Item = (&'a String, &'a T)>,
) -> bool {
    let mut changed = false;
    for (key, entry) in other {
        changed |= take(entries, key, entry.clone());
    }
    changed
}

/// The key of a part in a stored document: `series/part`.
pub fn part_key(series: &str, part: &str) -> String {
    [series, "/", part].concat()
}

/// The series and part ids of a key [`part_key`] built, if it is one.
pub fn split_key(key: &str) -> Option<(&str, &str)> {
    let (series, part) = key.split_once('/')?;
    (is_slug(series) && is_slug(part)).then_some((series, part))
}

/// Why a stored document or an import file cannot be used at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DocumentError {
    NotJson,
    /// JSON, but not the shape this version writes: the name of the
    /// field that is not (empty: the document is not an object).
    WrongShape(&'static str),
    /// Written by a newer version of the app.
    FutureVersion(u64),
    /// An import file that is not a progress export.
    NotOurs,
}

impl fmt::Display for DocumentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DocumentError::NotJson => f.write_str(say!(why_not_json)),
            DocumentError::WrongShape("") => f.write_str(say!(why_not_object)),
            DocumentError::WrongShape(field) => f.write_str(&say!(why_field, field = field)),
            DocumentError::FutureVersion(_) => f.write_str(say!(why_newer)),
            DocumentError::NotOurs => f.write_str(say!(why_not_ours)),
        }
    }
}

/// The fields of a document's text, if it is a JSON object; `NotOurs`
/// (an import) or `WrongShape("")` (a stored document) names one that is
/// JSON but not an object.
pub fn fields_of(text: &str, not_an_object: DocumentError) -> Result<Fields, DocumentError> {
    let json = Json::parse(text).map_err(|_| DocumentError::NotJson)?;
    json.salvage().ok_or(not_an_object)
}

/// A stored document's fields, if it is one of a version this app reads.
pub fn versioned_fields(text: &str) -> Result<Fields, DocumentError> {
    let fields = fields_of(text, DocumentError::WrongShape(""))?;
    check_version(&fields)?;
    Ok(fields)
}

/// Whether a document's `version` is one this app reads.
pub fn check_version(fields: &Fields) -> Result<(), DocumentError> {
    match fields.version {
        Loose::Read(DOCUMENT_VERSION) => Ok(()),
        Loose::Read(v) if v > DOCUMENT_VERSION => Err(DocumentError::FutureVersion(v)),
        _ => Err(DocumentError::WrongShape("version")),
    }
}

/// The fields every stored document ends with: its version.
pub fn stored_fields() -> Fields {
    Fields {
        version: Loose::Read(DOCUMENT_VERSION),
        ..Fields::default()
    }
}

/// `2026-11-29T10:00:00Z` or with a fraction of a second, in UTC, as
/// `2026-11-29T10:00:00.000Z`: one form, so times compare as strings. The
/// date and time must exist (no 13th month, no 31st of April, no 24:00).
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
    let number = |at: usize, len: usize| seconds[at..at + len].parse::<u32>().ok();
    let (year, month, day) = (number(0, 4)?, number(5, 2)?, number(8, 2)?);
    let (hour, minute, second) = (number(11, 2)?, number(14, 2)?, number(17, 2)?);
    if !day_exists(year, month, day) || hour > 23 || minute > 59 || second > 59 {
        return None;
    }
    let millis: String = fraction.chars().chain("000".chars()).take(3).collect();
    Some(format!("{seconds}.{millis}Z"))
}
