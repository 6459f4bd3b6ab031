//! Read-state: which parts a reader has read and when, and the document
//! it is kept and exported in.
//!
//! Progress is keyed by stable ids (`series/part`), never by position, and
//! never holds a copy of the catalog. Marks for parts that left the catalog
//! are kept (the part may come back) but not counted.
//!
//! Several tabs keep one document, so every copy can be merged with any
//! other: a part's mark is read or unread with the time it last changed,
//! and of two marks the later one stands. An unmark is kept (as a dated
//! "unread"), so a merge cannot bring back what the reader unmarked.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use crate::json::{self, Loose};

use crate::catalog::{Catalog, Part, ReadingTime, Series};
use crate::interface::{Key, number};
use crate::kept::document::{
    Dated, Document, DocumentError, LeftOut, Mark, Salvaged, normalize_time, part_key, split_key,
    stored_fields, versioned_fields,
};
use crate::kept::fields::{Fields, Marks};

/// The localStorage key of the reader's progress.
pub const PROGRESS_KEY: &str = "learning-series/progress/v1";

/// The localStorage key of the read marks a series' own page leaves for
/// the app ([`OwnPageMarks`]).
pub const OWN_PAGE_MARKS_KEY: &str = "learning-series/own-page-marks/v1";

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
            SeriesStatus::Unread => say!(status_unread),
            SeriesStatus::InProgress => say!(status_in_progress),
            SeriesStatus::Completed => say!(status_completed),
        }
    }
}

/// Which parts are read, and when.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    /// series id → part id → its mark.
    marks: BTreeMap<String, BTreeMap<String, Mark>>,
}

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MergeReport {
    /// Parts read in the file and not yet here.
    pub imported: usize,
    /// Parts read in both.
    pub already_read: usize,
    /// Entries of the file that could not be read, and were left out.
    pub unreadable: usize,
}

impl fmt::Display for MergeReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let already = number(self.already_read);
        f.write_str(&count!(parts_imported, self.imported, already = already))?;
        if self.unreadable > 0 {
            f.write_str(&count!(entries_left_out, self.unreadable))?;
        }
        Ok(())
    }
}

impl Progress {
    /// The part's mark, read or unread, if it has one.
    pub fn mark(&self, series: &str, part: &str) -> Option<&Mark> {
        self.marks.get(series)?.get(part)
    }

    /// When the part was marked read, if it is read.
    pub fn read_at(&self, series: &str, part: &str) -> Option<&str> {
        self.mark(series, part)
            .filter(|mark| mark.on)
            .map(|mark| mark.at.as_str())
    }

    pub fn is_read(&self, series: &str, part: &str) -> bool {
        self.read_at(series, part).is_some()
    }

    /// Puts `mark` in place unless the part's mark outranks it; true if it
    /// changed anything.
    fn take(&mut self, series: &str, part: &str, mark: Mark) -> bool {
        match self.mark(series, part) {
            Some(existing) if !mark.outranks(existing) => false,
            _ => {
                self.put(series, part, mark);
                true
            }
        }
    }

    /// Marks a part read at `at`; a part already read keeps its time.
    pub fn mark_read(&mut self, series: &str, part: &str, at: &str) {
        if !self.is_read(series, part) {
            self.set(series, part, true, at);
        }
    }

    /// Marks a read part unread at `at`.
    pub fn unmark(&mut self, series: &str, part: &str, at: &str) {
        if self.is_read(series, part) {
            self.set(series, part, false, at);
        }
    }

    fn set(&mut self, series: &str, part: &str, read: bool, at: &str) {
        let at = at.to_string();
        self.put(series, part, Mark { on: read, at });
    }

    /// Puts `mark` in place of the part's mark (with `insert`, which the
    /// wasm has anyway, not the entry API, which it would add).
    fn put(&mut self, series: &str, part: &str, mark: Mark) {
        match self.marks.get_mut(series) {
            Some(parts) => {
                parts.insert(part.to_string(), mark);
            }
            None => {
                let mut parts = BTreeMap::new();
                parts.insert(part.to_string(), mark);
                self.marks.insert(series.to_string(), parts);
            }
        }
    }

    /// Marks read every part of the series that is in the catalog, and
    /// returns the ids of those it marked, so that it can be undone.
    pub fn mark_all_read(&mut self, series: &Series, at: &str) -> Vec<String> {
        let unread: Vec<String> = series
            .parts
            .iter()
            .filter(|part| !self.is_read(&series.id, &part.id))
            .map(|part| part.id.clone())
            .collect();
        self.set_parts(&series.id, &unread, true, at);
        unread
    }

    /// Unmarks every part of the series that is in the catalog, and returns
    /// their ids, so that the reset can be undone.
    pub fn reset(&mut self, series: &Series, at: &str) -> Vec<String> {
        let read: Vec<String> = series
            .parts
            .iter()
            .filter(|part| self.is_read(&series.id, &part.id))
            .map(|part| part.id.clone())
            .collect();
        self.set_parts(&series.id, &read, false, at);
        read
    }

    /// Marks parts of a series read or unread: what undoes
    /// [`Progress::reset`] (read) or [`Progress::mark_all_read`] (unread).
    pub fn set_parts(&mut self, series: &str, parts: &[String], read: bool, at: &str) {
        for part in parts {
            match read {
                true => self.mark_read(series, part, at),
                false => self.unmark(series, part, at),
            }
        }
    }

    /// Read parts of the series that are in the catalog.
    pub fn read_count(&self, series: &Series) -> usize {
        let Some(marks) = self.marks.get(&series.id) else {
            return 0;
        };
        series
            .parts
            .iter()
            .filter(|part| marks.get(&part.id).is_some_and(|mark| mark.on))
            .count()
    }

    /// The reading time of the parts not yet read.
    pub fn minutes_left(&self, series: &Series) -> ReadingTime {
        ReadingTime::of(
            series
                .parts
                .iter()
                .filter(|part| !self.is_read(&series.id, &part.id)),
        )
    }

    pub fn status(&self, series: &Series) -> SeriesStatus {
        SeriesStatus::from_counts(self.read_count(series), series.parts.len())
    }

    /// Where the reader picks the series up: the first unread part after
    /// the part read last (of parts read at once, the furthest), else
    /// the first unread part: a reader who began at part 3 goes on to 4.
    pub fn next_unread<'a>(&self, series: &'a Series) -> Option<&'a Part> {
        let (mut last, mut latest) = (0, "");
        for (at, part) in series.parts.iter().enumerate() {
            match self.read_at(&series.id, &part.id) {
                Some(time) if time >= latest => (last, latest) = (at, time),
                _ => {}
            }
        }
        let (before, after) = series.parts.split_at(last);
        (after.iter().chain(before)).find(|part| !self.is_read(&series.id, &part.id))
    }

    /// Read parts of the whole catalog.
    pub fn total_read(&self, catalog: &Catalog) -> usize {
        catalog.series.iter().map(|s| self.read_count(s)).sum()
    }

    /// Where to pick up: the next unread part of the series read most
    /// recently, among series that still have an unread part. None before
    /// the first part is read, and once everything is read.
    pub fn continue_reading<'a>(
        &self,
        catalog: &'a Catalog,
    ) -> Option<(&'a Arc<Series>, &'a Part)> {
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

    /// Where to begin once no series is in progress: the first part of the
    /// first series with nothing read, in catalog order. None before the
    /// first part is read, and once every series is started.
    pub fn start_next<'a>(&self, catalog: &'a Catalog) -> Option<(&'a Arc<Series>, &'a Part)> {
        if self.total_read(catalog) == 0 {
            return None;
        }
        let series = catalog.series.iter().find(|s| self.read_count(s) == 0)?;
        Some((series, series.parts.first()?))
    }

    /// Adds what an export file has read: a part read there and not here
    /// becomes read, at the file's time, or at `now` if it was unmarked
    /// here after that (the reader asked for the file's marks). Nothing
    /// read here is unmarked. Says what it did, and returns the marks it
    /// wrote: what its Undo takes back ([`Progress::take_back`]).
    pub fn import(&mut self, file: &Progress, now: &str) -> (MergeReport, Progress) {
        let mut report = MergeReport::default();
        let mut written = Progress::default();
        for (series, parts) in &file.marks {
            for (part, mark) in parts.iter().filter(|(_, mark)| mark.on) {
                if self.is_read(series, part) {
                    report.already_read += 1;
                    continue;
                }
                report.imported += 1;
                let unmarked_later = self.mark(series, part).is_some_and(|m| m.at >= mark.at);
                let at = if unmarked_later { now } else { &mark.at };
                self.set(series, part, true, at);
                written.set(series, part, true, at);
            }
        }
        (report, written)
    }

    /// Takes back what an import wrote (`written`, as it returned it): each
    /// part it marked read is unread at `now`, unless it was marked since.
    pub fn take_back(&mut self, written: &Progress, now: &str) {
        for (series, parts) in &written.marks {
            for (part, mark) in parts {
                if self.mark(series, part) == Some(mark) {
                    self.set(series, part, false, now);
                }
            }
        }
    }

    /// The marks that are `read` (or not), by `series/part`.
    fn marks(&self, read: bool) -> Marks {
        let mut marks = Marks::new();
        for (series, parts) in &self.marks {
            for (part, mark) in parts.iter().filter(|(_, mark)| mark.on == read) {
                marks.insert(part_key(series, part), Loose::Read(mark.at.clone()));
            }
        }
        marks
    }

    /// The read marks, under `"read"`: what an export file holds of them.
    pub fn export_into(&self, fields: &mut Fields) {
        fields.read = Loose::Read(self.marks(true));
    }

    /// The marks of a stored document or an export file: the entries
    /// under `"read"` (which must be an object) and `"unread"`; an entry
    /// whose key or time cannot be read is left out and named.
    pub fn from_fields(fields: &Fields) -> Result<Salvaged<Progress>, DocumentError> {
        let Loose::Read(read) = &fields.read else {
            return Err(DocumentError::WrongShape("read"));
        };
        let mut salvaged = Salvaged::new(Progress::default());
        let unread = match &fields.unread {
            Loose::Missing => None,
            Loose::Wrong => {
                salvaged.set_aside(LeftOut::new(Key::left_out_field, "unread"));
                None
            }
            Loose::Read(unread) => Some(unread),
        };
        let entries = read
            .iter()
            .map(|entry| (true, entry))
            .chain(unread.into_iter().flatten().map(|entry| (false, entry)));
        for (is_read, (key, at)) in entries {
            let Some((series, part)) = split_key(key) else {
                salvaged.set_aside(LeftOut::new(Key::left_out_id, key));
                continue;
            };
            let Some(at) = at.read().and_then(|at| normalize_time(at)) else {
                salvaged.set_aside(LeftOut::new(Key::left_out_time, key));
                continue;
            };
            salvaged.kept += 1;
            salvaged.value.take(series, part, Mark { on: is_read, at });
        }
        Ok(salvaged)
    }
}

impl Document for Progress {
    const KEY: &'static str = PROGRESS_KEY;
    const WHAT: Key = Key::what_progress;

    /// `{"read":{"series/part":"2026-11-29T10:00:00.000Z"},"version":1}`,
    /// with `"unread"` after `"read"` for parts the reader unmarked.
    fn to_stored(&self) -> String {
        let mut fields = stored_fields();
        self.export_into(&mut fields);
        let unread = self.marks(false);
        if !unread.is_empty() {
            fields.unread = Loose::Read(unread);
        }
        json::write(&fields)
    }

    fn from_stored(text: &str) -> Result<Salvaged<Progress>, DocumentError> {
        Progress::from_fields(&versioned_fields(text)?)
    }

    fn merge(&mut self, other: &Progress) -> bool {
        let mut changed = false;
        for (series, parts) in &other.marks {
            for (part, mark) in parts {
                changed |= self.take(series, part, mark.clone());
            }
        }
        changed
    }
}

/// The read marks a series' own page leaves for the app (`series_page.rs`;
/// `series-box.js` writes them, the only writer of this document): the
/// progress document's shape under a key of its own. The app reads them
/// and merges them into the progress it keeps, where the later mark
/// stands, and never writes them: the progress document has one writer.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OwnPageMarks(pub Progress);

impl Document for OwnPageMarks {
    const KEY: &'static str = OWN_PAGE_MARKS_KEY;
    const WHAT: Key = Key::what_progress;

    fn to_stored(&self) -> String {
        self.0.to_stored()
    }

    fn from_stored(text: &str) -> Result<Salvaged<OwnPageMarks>, DocumentError> {
        let read = Progress::from_stored(text)?;
        Ok(Salvaged {
            value: OwnPageMarks(read.value),
            kept: read.kept,
            problems: read.problems,
        })
    }

    fn merge(&mut self, other: &OwnPageMarks) -> bool {
        self.0.merge(&other.0)
    }
}
