//! Finding series: matching a [`Query`] against the catalog. Matching
//! runs on every keystroke, so the catalog's text is folded once into a
//! [`SearchIndex`]; a query only folds its own few words.

use std::collections::BTreeSet;
use std::ops::Range;
use std::sync::Arc;

use crate::catalog::Catalog;
use crate::catalog::emphasis::plain;
use crate::finding::query::{Query, StatusChoice};
use crate::finding::words::{Run, fold_char, marked};
use crate::kept::annotations::Annotations;
use crate::kept::progress::SeriesStatus;
use crate::strings_set::strings_set;

/// The catalog's text, folded once, and each series' topics.
#[derive(Debug, Clone, Default)]
pub struct SearchIndex {
    /// The catalog's topic ids, in catalog order.
    topics: Vec<String>,
    series: Vec<IndexedSeries>,
}

#[derive(Debug, Clone)]
struct IndexedSeries {
    /// Its texts in the order of [`TextKeys`] (title, summary, part
    /// titles), without emphasis, folded one character for one character
    /// (as [`highlight`] folds them).
    texts: Vec<String>,
    /// The series' own topics.
    own_topics: Vec<String>,
    /// Its own topics and those of its parts.
    any_topics: BTreeSet<String>,
    part_topics: Vec<Vec<String>>,
}

/// What a query shows, and the counts its filters offer.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Filtered {
    /// Per series, in catalog order.
    pub visible: Vec<bool>,
    pub shown: usize,
    /// Per catalog topic: series that would show with that topic chosen
    /// alone, under the query's words and status.
    pub topic_counts: Vec<usize>,
    /// Series that would show under each status (None: all), with the
    /// query's topics and words.
    pub status_counts: StatusCounts,
    /// The query's words, folded ([`Query::words`]): what the search marks
    /// in the series shown, folded once per change of the query.
    pub words: Vec<String>,
    /// The reader's notes it searched, folded: what names a part "in your
    /// note".
    pub notes: FoldedNotes,
}

impl Filtered {
    /// Per series, in catalog order, whether it shows at one of the places
    /// `near` among those shown, in the order of the page (`page_order`,
    /// [`Catalog::page_order`]; the first shown is at 0): the cards a
    /// reader can see, where the search marks its words.
    pub fn shown_near(&self, near: &Range<usize>, page_order: &[usize]) -> Vec<bool> {
        let mut shown_near = vec![false; self.visible.len()];
        let mut place = 0;
        for &at in page_order {
            if self.visible.get(at) == Some(&true) {
                shown_near[at] = near.contains(&place);
                place += 1;
            }
        }
        shown_near
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct StatusCounts {
    pub all: usize,
    pub unread: usize,
    pub in_progress: usize,
    pub completed: usize,
    pub new: usize,
    pub starred: usize,
    pub following: usize,
}

impl StatusCounts {
    pub fn of(&self, choice: Option<StatusChoice>) -> usize {
        match choice {
            None => self.all,
            Some(StatusChoice::Is(SeriesStatus::Unread)) => self.unread,
            Some(StatusChoice::Is(SeriesStatus::InProgress)) => self.in_progress,
            Some(StatusChoice::Is(SeriesStatus::Completed)) => self.completed,
            Some(StatusChoice::New) => self.new,
            Some(StatusChoice::Starred) => self.starred,
            Some(StatusChoice::Following) => self.following,
        }
    }

    fn add(&mut self, standing: &Standing) {
        self.all += 1;
        self.new += usize::from(standing.new);
        self.starred += usize::from(standing.starred);
        self.following += usize::from(standing.following);
        match standing.status {
            SeriesStatus::Unread => self.unread += 1,
            SeriesStatus::InProgress => self.in_progress += 1,
            SeriesStatus::Completed => self.completed += 1,
        }
    }
}

/// A catalog text the search marks: a series' title or summary (by the
/// series' place in the catalog), or a part's title (and the part's place
/// in its series).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    Title(usize),
    Summary(usize),
    Part(usize, usize),
}

/// What the search marks in one text: its runs, or `None` where it marks
/// nothing.
pub type Marked = Option<Vec<Run>>;

/// Every text the search marks, as one list of keys, series after series:
/// its title, its summary, then its parts' titles. A keystroke then tells
/// only the texts whose marks change.
#[derive(Debug, Clone, Default)]
pub struct TextKeys {
    /// The key of each series' title; the last is the number of keys.
    titles: Vec<usize>,
}

impl TextKeys {
    pub fn new(catalog: &Catalog) -> TextKeys {
        let mut titles = vec![0];
        for series in &catalog.series {
            titles.push(titles[titles.len() - 1] + 2 + series.parts.len());
        }
        TextKeys { titles }
    }

    /// The key of `text`; past the last key for a series the catalog does
    /// not have.
    pub fn key(&self, text: Text) -> usize {
        let (series, offset) = match text {
            Text::Title(series) => (series, 0),
            Text::Summary(series) => (series, 1),
            Text::Part(series, part) => (series, 2 + part),
        };
        self.titles
            .get(series)
            .map_or(usize::MAX, |title| title + offset)
    }
}

/// Where a reader stands in a series: its status, whether it has parts
/// new since their last visit (in a series they follow, once they follow
/// any), a starred part, and whether they follow it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub status: SeriesStatus,
    pub new: bool,
    pub starred: bool,
    pub following: bool,
}

impl Standing {
    fn is(&self, choice: StatusChoice) -> bool {
        match choice {
            StatusChoice::Is(status) => self.status == status,
            StatusChoice::New => self.new,
            StatusChoice::Starred => self.starred,
            StatusChoice::Following => self.following,
        }
    }
}

/// The reader's notes as the search reads them: per series, in catalog
/// order, each note folded, with its part's place. Shared, not copied,
/// by what a query shows ([`Filtered::notes`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FoldedNotes(Arc<Vec<Vec<(usize, String)>>>);

impl FoldedNotes {
    pub fn of(catalog: &Catalog, annotations: &Annotations) -> FoldedNotes {
        let mut notes = vec![Vec::new(); catalog.series.len()];
        for (series, part, text) in annotations.notes() {
            let Some(at) = catalog.series.iter().position(|s| s.id == series) else {
                continue;
            };
            if let Some(place) = catalog.series[at].parts.iter().position(|p| p.id == part) {
                notes[at].push((place, text.chars().map(fold_char).collect()));
            }
        }
        FoldedNotes(Arc::new(notes))
    }

    fn of_series(&self, series: usize) -> &[(usize, String)] {
        self.0.get(series).map_or(&[], Vec::as_slice)
    }

    fn of_part(&self, series: usize, part: usize) -> Option<&str> {
        let notes = self.of_series(series);
        notes
            .iter()
            .find(|(at, _)| *at == part)
            .map(|(_, note)| note.as_str())
    }
}

impl SearchIndex {
    pub fn new(catalog: &Catalog) -> SearchIndex {
        let series = catalog
            .series
            .iter()
            .map(|s| {
                let parts = s.parts.iter().flat_map(|p| &p.topics);
                IndexedSeries {
                    texts: [&s.title, &s.summary]
                        .into_iter()
                        .chain(s.parts.iter().map(|p| &p.title))
                        .map(|text| plain(text).chars().map(fold_char).collect())
                        .collect(),
                    own_topics: s.topics.clone(),
                    any_topics: strings_set(s.topics.iter().chain(parts).cloned()),
                    part_topics: s.parts.iter().map(|p| p.topics.clone()).collect(),
                }
            })
            .collect();
        SearchIndex {
            topics: catalog.topics.iter().map(|t| t.id.clone()).collect(),
            series,
        }
    }

    /// Which series a query shows, given where the reader stands in each,
    /// the search's words found in the catalog or in the reader's notes.
    pub fn filter(&self, query: &Query, standings: &[Standing], notes: &FoldedNotes) -> Filtered {
        let words = query.words();
        let mut filtered = Filtered {
            visible: Vec::with_capacity(self.series.len()),
            topic_counts: vec![0; self.topics.len()],
            words: Vec::new(),
            ..Filtered::default()
        };
        for (at, (series, standing)) in self.series.iter().zip(standings).enumerate() {
            let noted = notes.of_series(at);
            let text = words.iter().all(|w| {
                let found = |text: &String| text.contains(w.as_str());
                series.texts.iter().any(found) || noted.iter().any(|(_, note)| found(note))
            });
            let topics = query.topics.is_empty()
                || query.topics.iter().any(|t| series.any_topics.contains(t));
            let wanted = query.status.is_none_or(|choice| standing.is(choice));
            if text && topics {
                filtered.status_counts.add(standing);
            }
            if text && wanted {
                for (count, topic) in filtered.topic_counts.iter_mut().zip(&self.topics) {
                    *count += usize::from(series.any_topics.contains(topic));
                }
            }
            let visible = text && topics && wanted;
            filtered.shown += usize::from(visible);
            filtered.visible.push(visible);
        }
        filtered.words = words;
        filtered.notes = notes.clone();
        filtered
    }

    /// What the search's `words` mark in each text (in the order of
    /// [`TextKeys`]) of the series a query shows (`visible`): nothing in a
    /// hidden series, nor in a text that does not hold a word.
    pub fn marked_texts(
        &self,
        catalog: &Catalog,
        words: &[String],
        visible: &[bool],
    ) -> Vec<Marked> {
        let mut marks = Vec::new();
        for ((series, indexed), &shown) in catalog.series.iter().zip(&self.series).zip(visible) {
            let texts = [&series.title, &series.summary]
                .into_iter()
                .chain(series.parts.iter().map(|p| &p.title));
            for (at, (text, folded)) in texts.zip(&indexed.texts).enumerate() {
                let holds = shown
                    && match at {
                        0 | 1 => holds_any(folded, words),
                        part => part_holds(indexed, part - 2, words),
                    };
                marks.push(holds.then(|| marked(text, words)).flatten());
            }
        }
        marks
    }

    /// Whether a part matches the (folded) words: each of them is in its
    /// title or its series' title, and one at least in its own title (so
    /// "flash attention" finds "FlashAttention: Exact Attention", not
    /// "the Attention Variants", and "llm paged" finds PagedAttention in
    /// LLM Inference). Its title is marked exactly then.
    pub fn part_matches(&self, series: usize, part: usize, words: &[String]) -> bool {
        self.series
            .get(series)
            .is_some_and(|s| part_holds(s, part, words))
    }

    /// The parts of a series that match the (folded) words
    /// ([`SearchIndex::part_matches`]), or whose note does (the note
    /// counting as its title), in order, each with whether its note holds
    /// a word: why a search shows a series with its list closed.
    pub fn matching_parts(
        &self,
        series: usize,
        words: &[String],
        notes: &FoldedNotes,
    ) -> Vec<(usize, bool)> {
        let Some(indexed) = self.series.get(series) else {
            return Vec::new();
        };
        let by_note = |part: usize| {
            let note = notes.of_part(series, part)?;
            let title = [indexed.texts[0].as_str(), &indexed.texts[2 + part], note];
            let all = words
                .iter()
                .all(|w| title.iter().any(|t| t.contains(w.as_str())));
            (all && holds_any(note, words)).then_some(true)
        };
        (0..indexed.texts.len() - 2)
            .filter_map(|part| {
                let in_note = by_note(part);
                let matches = in_note.is_some() || part_holds(indexed, part, words);
                matches.then_some((part, in_note.is_some()))
            })
            .collect()
    }

    /// Whether a part matches the chosen topics where its series, by its
    /// own topics, does not: the parts to point out in a partial match.
    pub fn part_stands_out(&self, series: usize, part: usize, topics: &BTreeSet<String>) -> bool {
        let Some(indexed) = self.series.get(series) else {
            return false;
        };
        let part_matches = indexed
            .part_topics
            .get(part)
            .is_some_and(|ts| ts.iter().any(|t| topics.contains(t)));
        let series_matches = indexed.own_topics.iter().any(|t| topics.contains(t));
        part_matches && !series_matches
    }
}

/// Whether the part at `part` of a series matches the words
/// ([`SearchIndex::part_matches`]).
fn part_holds(series: &IndexedSeries, part: usize, words: &[String]) -> bool {
    let (Some(title), Some(own)) = (series.texts.first(), series.texts.get(2 + part)) else {
        return false;
    };
    holds_any(own, words)
        && words
            .iter()
            .all(|w| own.contains(w.as_str()) || title.contains(w.as_str()))
}

/// Whether a folded text holds one of the (folded) words.
fn holds_any(folded: &str, words: &[String]) -> bool {
    words
        .iter()
        .any(|w| !w.is_empty() && folded.contains(w.as_str()))
}
