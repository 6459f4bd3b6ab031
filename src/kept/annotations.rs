//! The reader's own marks on the catalog, kept beside the read marks: the
//! parts they starred to come back to, their notes on parts, and the
//! series they follow. Keyed by ids like progress (`series/part`, or a
//! series' id), kept when a part leaves the catalog, merged across tabs
//! by the rule of every dated entry: the later change stands, and a star
//! taken off, a series no longer followed or a note cleared is kept as a
//! dated entry too.

use std::collections::BTreeMap;
use std::fmt;

use crate::json::{self, Loose};

use crate::catalog::Series;
use crate::interface::Key;
use crate::kept::document::{
    Dated, Document, DocumentError, Entries, LeftOut, Mark, Salvaged, SortedEntries, merge_entries,
    normalize_time, part_key, split_key, stored_fields, take, versioned_fields,
};
pub use crate::kept::fields::Note;
use crate::kept::fields::{Fields, Marks};
use crate::phrase::counts;

/// The localStorage key of the reader's stars, notes and followed series.
pub const ANNOTATIONS_KEY: &str = "learning-series/annotations/v1";

/// The longest note, in characters.
pub const NOTE_LIMIT: usize = 1_000;

impl Dated for Note {
    /// The later change; at the same time, the longer text (then the
    /// greater), so every copy settles on one.
    fn outranks(&self, other: &Note) -> bool {
        let rank = |note: &Note| {
            (
                note.at.clone(),
                note.text.chars().count(),
                note.text.clone(),
            )
        };
        rank(self) > rank(other)
    }
}

/// Stars, notes and followed series.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Annotations {
    /// `series/part` → starred or not.
    stars: BTreeMap<String, Mark>,
    /// series id → followed or not.
    follows: BTreeMap<String, Mark>,
    /// `series/part` → its note.
    notes: SortedEntries<Note>,
}

/// What an import added to the reader's stars, notes and followed series.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Added {
    pub stars: usize,
    pub follows: usize,
    pub notes: usize,
    /// Notes that were different here and in the file: both texts kept in
    /// one, the newer first.
    pub notes_joined: usize,
    /// Stars and follows of the file the reader took off here after the
    /// file's time: left off.
    pub taken_off_later: usize,
}

impl fmt::Display for Added {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let added = counts(&[
            (self.stars, Key::stars),
            (self.follows, Key::followed_series),
            (self.notes, Key::notes),
        ]);
        if !added.is_empty() {
            f.write_str(&say!(added, list = added))?;
        }
        if self.taken_off_later > 0 {
            f.write_str(&count!(marks_left_out, self.taken_off_later))?;
        }
        if self.notes_joined > 0 {
            f.write_str(&count!(notes_joined, self.notes_joined))?;
        }
        Ok(())
    }
}

/// `text` cut to [`NOTE_LIMIT`] characters, and whether it was cut; not
/// cut where the note it replaces is longer than that already (notes an
/// import or another tab joined in it): every key the reader types there
/// is kept, and the editor says how long the note is.
pub fn within_limit<'a>(text: &'a str, before: &str) -> (&'a str, bool) {
    if before.chars().count() > NOTE_LIMIT {
        return (text, false);
    }
    match text.char_indices().nth(NOTE_LIMIT) {
        Some((at, _)) => (&text[..at], true),
        None => (text, false),
    }
}

fn is_on(marks: &BTreeMap<String, Mark>, key: &str) -> bool {
    marks.get(key).is_some_and(|mark| mark.on)
}

/// Sets a mark, if that changes it.
fn set(marks: &mut BTreeMap<String, Mark>, key: String, on: bool, at: &str) {
    if is_on(marks, &key) != on {
        let at = at.to_string();
        marks.insert(key, Mark { on, at });
    }
}

/// The keys of the marks that are on, or off.
fn keys(marks: &BTreeMap<String, Mark>, on: bool) -> impl Iterator<Item = (&String, &Mark)> {
    marks.iter().filter(move |(_, mark)| mark.on == on)
}

impl Annotations {
    pub fn is_starred(&self, series: &str, part: &str) -> bool {
        is_on(&self.stars, &part_key(series, part))
    }

    pub fn set_star(&mut self, series: &str, part: &str, on: bool, at: &str) {
        set(&mut self.stars, part_key(series, part), on, at);
    }

    /// The places of the series' starred parts, in reading order.
    pub fn starred_in(&self, series: &Series) -> Vec<usize> {
        let prefix = [series.id.as_str(), "/"].concat();
        let starred: Vec<&str> = (self.stars.range(prefix.clone()..))
            .take_while(|(key, _)| key.starts_with(&prefix))
            .filter(|(_, mark)| mark.on)
            .map(|(key, _)| &key[prefix.len()..])
            .collect();
        match starred.is_empty() {
            true => Vec::new(),
            false => (series.parts.iter().enumerate())
                .filter(|(_, part)| starred.contains(&part.id.as_str()))
                .map(|(at, _)| at)
                .collect(),
        }
    }

    pub fn is_followed(&self, series: &str) -> bool {
        is_on(&self.follows, series)
    }

    pub fn set_follow(&mut self, series: &str, on: bool, at: &str) {
        set(&mut self.follows, series.to_string(), on, at);
    }

    /// Whether the reader follows any series at all.
    pub fn follows_any(&self) -> bool {
        keys(&self.follows, true).next().is_some()
    }

    /// The note on a part, if it has one.
    pub fn note(&self, series: &str, part: &str) -> Option<&str> {
        let note = self.notes.entry(&part_key(series, part))?;
        (!note.text.is_empty()).then_some(note.text.as_str())
    }

    /// Sets the note on a part (an empty text clears it), cut to its
    /// limit ([`within_limit`]).
    pub fn set_note(&mut self, series: &str, part: &str, text: &str, at: &str) {
        let before = self.note(series, part).unwrap_or("").to_string();
        self.type_note(series, part, text, &before, at);
    }

    /// Saves what the reader typed in a note's field, which opened on (or
    /// last saved) `last`, cut to its limit ([`within_limit`]), and
    /// returns the note as kept and whether what they typed was cut.
    /// Where the note changed meanwhile (an import joined a note to it,
    /// another tab saved one), no word of either is lost: what they typed
    /// comes first, what else the note holds after it.
    pub fn type_note(
        &mut self,
        series: &str,
        part: &str,
        typed: &str,
        last: &str,
        at: &str,
    ) -> (String, bool) {
        let (typed, cut) = within_limit(typed, last);
        let kept = self.note(series, part).unwrap_or("");
        let rest = kept.replacen(last, "", 1);
        let text = match rest.trim() {
            "" => typed.to_string(),
            rest if typed.is_empty() => rest.to_string(),
            rest => [typed, "\n\n", rest].concat(),
        };
        if text != kept {
            let at = at.to_string();
            let note = Note {
                text: text.clone(),
                at,
            };
            self.notes.put(&part_key(series, part), note);
        }
        (text, cut)
    }

    /// Every note, by series id and part id.
    pub fn notes(&self) -> impl Iterator<Item = (&str, &str, &str)> {
        self.notes.iter().filter_map(|(key, note)| {
            let (series, part) = split_key(key)?;
            (!note.text.is_empty()).then_some((series, part, note.text.as_str()))
        })
    }

    /// Adds what an export file (or a link) holds, losing nothing the
    /// reader wrote or set: its stars and followed series join these
    /// (none is taken off), unless the reader took one off here after the
    /// file's time; its notes join these, a note where there is none here
    /// taken as it is, and of two different notes both texts kept in one,
    /// the newer first. What changes here without the file's time is
    /// dated `now`. Says what it added, and returns what it wrote: the
    /// stars and follows it set, and of each note it changed the text
    /// before, dated when it wrote the note; what its Undo takes back
    /// ([`Annotations::take_back`]).
    pub fn import(&mut self, file: &Annotations, now: &str) -> (Added, Annotations) {
        let mut added = Added::default();
        let mut written = Annotations::default();
        for (mine, theirs, count, wrote) in [
            (
                &mut self.stars,
                &file.stars,
                &mut added.stars,
                &mut written.stars,
            ),
            (
                &mut self.follows,
                &file.follows,
                &mut added.follows,
                &mut written.follows,
            ),
        ] {
            for (key, mark) in keys(theirs, true) {
                match mine.get(key) {
                    Some(here) if here.on => {}
                    Some(here) if here.at >= mark.at => added.taken_off_later += 1,
                    _ => {
                        *count += 1;
                        mine.insert(key.clone(), mark.clone());
                        wrote.insert(key.clone(), mark.clone());
                    }
                }
            }
        }
        for (key, theirs) in file.notes.iter().filter(|(_, n)| !n.text.is_empty()) {
            let text = within_limit(&theirs.text, "").0;
            let (text, at) = match self.notes.entry(key) {
                Some(mine) if mine.text.contains(text) => continue,
                Some(mine) if !mine.text.is_empty() => {
                    added.notes_joined += 1;
                    let (newer, older) = match theirs.at > mine.at {
                        true => (text, mine.text.as_str()),
                        false => (mine.text.as_str(), text),
                    };
                    let text = match newer.contains(older) {
                        true => newer.to_string(),
                        false => [newer, "\n\n", older].concat(),
                    };
                    (text, now)
                }
                Some(cleared) if cleared.at >= theirs.at => {
                    added.notes += 1;
                    (text.into(), now)
                }
                _ => {
                    added.notes += 1;
                    (text.into(), theirs.at.as_str())
                }
            };
            let at = at.to_string();
            let before = self.notes.entry(key).map_or("", |n| &n.text).to_string();
            let at_before = at.clone();
            written.notes.put(
                key,
                Note {
                    text: before,
                    at: at_before,
                },
            );
            self.notes.put(key, Note { text, at });
        }
        (added, written)
    }

    /// Takes back what an import wrote (`written`, as it returned it): each
    /// star and follow it set is off at `now`, each note it changed has its
    /// text before again, unless the reader changed it since.
    pub fn take_back(&mut self, written: &Annotations, now: &str) {
        for (mine, wrote) in [
            (&mut self.stars, &written.stars),
            (&mut self.follows, &written.follows),
        ] {
            for (key, mark) in wrote {
                if mine.get(key) == Some(mark) {
                    set(mine, key.clone(), false, now);
                }
            }
        }
        for (key, before) in written.notes.iter() {
            if self
                .notes
                .entry(key)
                .is_some_and(|note| note.at == before.at)
            {
                let (text, at) = (before.text.clone(), now.to_string());
                self.notes.put(key, Note { text, at });
            }
        }
    }

    /// What an export file holds of them: stars and followed series, and
    /// notes.
    pub fn export_into(&self, fields: &mut Fields) {
        self.fields_into(fields, false);
    }

    /// The fields of the stored document (with `unset`, the stars and
    /// follows taken off, and the notes cleared) or of an export file,
    /// each only when it holds something.
    fn fields_into(&self, fields: &mut Fields, unset: bool) {
        let marks = |marks: &BTreeMap<String, Mark>, on: bool| {
            let marks: Marks = keys(marks, on)
                .map(|(key, mark)| (key.clone(), Loose::Read(mark.at.clone())))
                .collect();
            match marks.is_empty() || !(on || unset) {
                true => Loose::Missing,
                false => Loose::Read(marks),
            }
        };
        let notes: BTreeMap<_, _> = (self.notes.iter())
            .filter(|(_, note)| unset || !note.text.is_empty())
            .map(|(key, note)| (key.clone(), Loose::Read(note.clone())))
            .collect();
        if !notes.is_empty() {
            fields.notes = Loose::Read(notes);
        }
        fields.following = marks(&self.follows, true);
        fields.starred = marks(&self.stars, true);
        fields.unfollowed = marks(&self.follows, false);
        fields.unstarred = marks(&self.stars, false);
    }

    /// What a stored document or an export file holds: every field is
    /// optional (an export from a build before them has none); an entry
    /// whose key, time or text cannot be read is left out and named.
    pub fn from_fields(fields: &Fields) -> Salvaged<Annotations> {
        let mut salvaged = Salvaged::new(Annotations::default());
        let is_part: fn(&str) -> bool = |key| split_key(key).is_some();
        let is_series: fn(&str) -> bool = crate::catalog::is_slug;
        let marks = [
            ("starred", &fields.starred, true, is_part),
            ("unstarred", &fields.unstarred, false, is_part),
            ("following", &fields.following, true, is_series),
            ("unfollowed", &fields.unfollowed, false, is_series),
        ];
        for (name, field, on, valid) in marks {
            for (key, at) in object(name, field, &mut salvaged).into_iter().flatten() {
                let Some(at) = valid(key).then(|| at.read().and_then(|at| normalize_time(at)))
                else {
                    salvaged.set_aside(LeftOut::new(Key::left_out_id, key));
                    continue;
                };
                let Some(at) = at else {
                    salvaged.set_aside(LeftOut::new(Key::left_out_time, key));
                    continue;
                };
                salvaged.kept += 1;
                let marks = match name.ends_with("starred") {
                    true => &mut salvaged.value.stars,
                    false => &mut salvaged.value.follows,
                };
                take(marks, key, Mark { on, at });
            }
        }
        for (key, note) in object("notes", &fields.notes, &mut salvaged)
            .into_iter()
            .flatten()
        {
            let at = note.read().and_then(|note| normalize_time(&note.at));
            match (is_part(key), at, note.read()) {
                (true, Some(at), Some(note)) => {
                    salvaged.kept += 1;
                    let text = note.text.clone();
                    take(&mut salvaged.value.notes, key, Note { at, text });
                }
                _ => salvaged.set_aside(LeftOut::new(Key::left_out_note, key)),
            }
        }
        salvaged
    }
}

/// The entries of the field `name`: none if the document has no such
/// field; none, and named, if it is not an object.
fn object<'a, T, V>(
    name: &str,
    field: &'a Loose<BTreeMap<String, V>>,
    salvaged: &mut Salvaged<T>,
) -> Option<&'a BTreeMap<String, V>> {
    if let Loose::Wrong = field {
        salvaged.set_aside(LeftOut::new(Key::left_out_field, name));
    }
    field.read()
}

impl Document for Annotations {
    const KEY: &'static str = ANNOTATIONS_KEY;
    const WHAT: Key = Key::what_marks;

    /// `{"following":{"series":"<time>"},"notes":{"series/part":{"at":
    /// "<time>","text":"..."}},"starred":{"series/part":"<time>"},
    /// "unfollowed":{...},"unstarred":{...},"version":1}`, each field
    /// only when it holds something.
    fn to_stored(&self) -> String {
        let mut fields = stored_fields();
        self.fields_into(&mut fields, true);
        json::write(&fields)
    }

    fn from_stored(text: &str) -> Result<Salvaged<Annotations>, DocumentError> {
        Ok(Annotations::from_fields(&versioned_fields(text)?))
    }

    fn merge(&mut self, other: &Annotations) -> bool {
        let stars = merge_entries(&mut self.stars, &other.stars);
        let follows = merge_entries(&mut self.follows, &other.follows);
        let notes = merge_entries(&mut self.notes, other.notes.iter());
        stars || follows || notes
    }
}
