//! The parts a reader has seen and when they last visited: what makes a
//! part "New".

use std::collections::BTreeSet;

use crate::strings_set::strings_set;

use crate::json::{self, Loose};

use crate::catalog::{Catalog, Part, Series};
use crate::interface::Key;
use crate::kept::document::{
    Document, DocumentError, LeftOut, Salvaged, normalize_time, part_key, split_key, stored_fields,
    versioned_fields,
};
use crate::kept::fields::Fields;

/// The localStorage key of the parts the reader has seen (for "New" marks).
pub const SEEN_KEY: &str = "learning-series/seen/v1";

/// The parts a reader has seen, so parts added since can be marked "New",
/// and when they last visited, so parts published since can be too.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seen {
    parts: BTreeSet<String>,
    /// The time of the latest visit (ISO 8601 UTC).
    visited: Option<String>,
}

impl Seen {
    /// Every part of the catalog: what a first visit has seen.
    pub fn everything_in(catalog: &Catalog) -> Seen {
        Seen {
            parts: strings_set(
                catalog
                    .series
                    .iter()
                    .flat_map(|s| s.parts.iter().map(|p| part_key(&s.id, &p.id))),
            ),
            visited: None,
        }
    }

    pub fn contains(&self, series: &str, part: &str) -> bool {
        self.parts.contains(&part_key(series, part))
    }

    /// Records the series' parts as seen; true if any was new.
    pub fn see_series(&mut self, series: &Series) -> bool {
        let before = self.parts.len();
        self.parts
            .extend(series.parts.iter().map(|p| part_key(&series.id, &p.id)));
        self.parts.len() != before
    }

    pub fn visited(&self) -> Option<&str> {
        self.visited.as_deref()
    }

    /// Records a visit at `at`.
    pub fn visit(&mut self, at: &str) {
        self.visited = Some(at.to_string());
    }

    /// Whether a part is new to a reader who had seen this before the
    /// visit that is on at `now`: a part they had not seen, or one
    /// published after their last visit (and by `now`), even if it was in
    /// the catalog then (dated ahead, say).
    pub fn is_new(&self, series: &str, part: &Part, now: &str) -> bool {
        let published_since = match (part.published.as_deref(), self.visited()) {
            (Some(published), Some(visited)) => {
                published > &visited[..visited.len().min(10)]
                    && published <= &now[..now.len().min(10)]
            }
            _ => false,
        };
        published_since || !self.contains(series, &part.id)
    }
}

impl Document for Seen {
    const KEY: &'static str = SEEN_KEY;
    const WHAT: Key = Key::what_seen;

    /// `{"parts":["series/part", ...],"version":1,"visited":"2026-11-30T..."}`.
    fn to_stored(&self) -> String {
        let parts = self.parts.iter().cloned().map(Loose::Read).collect();
        let visited = self.visited.clone();
        json::write(&Fields {
            parts: Loose::Read(parts),
            visited: visited.map_or(Loose::Missing, Loose::Read),
            ..stored_fields()
        })
    }

    fn from_stored(text: &str) -> Result<Salvaged<Seen>, DocumentError> {
        let fields = versioned_fields(text)?;
        let Loose::Read(parts) = &fields.parts else {
            return Err(DocumentError::WrongShape("parts"));
        };
        let mut salvaged = Salvaged::new(Seen::default());
        for key in parts {
            match key.read() {
                Some(key) if split_key(key).is_some() => {
                    salvaged.kept += 1;
                    salvaged.value.parts.insert(key.to_string());
                }
                Some(key) => salvaged.set_aside(LeftOut::new(Key::left_out_id, key)),
                None => salvaged.set_aside(LeftOut::new(Key::left_out_no_id, "")),
            }
        }
        match &fields.visited {
            Loose::Missing => {}
            visited => match visited.read().and_then(|visited| normalize_time(visited)) {
                Some(visited) => salvaged.value.visited = Some(visited),
                None => salvaged.set_aside(LeftOut::new(Key::left_out_time, "visited")),
            },
        }
        Ok(salvaged)
    }

    /// A part seen in either copy is seen; the later visit counts.
    fn merge(&mut self, other: &Seen) -> bool {
        let before = self.clone();
        self.parts.extend(other.parts.iter().cloned());
        self.visited = self.visited.clone().max(other.visited.clone());
        *self != before
    }
}
