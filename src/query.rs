//! Finding series: the filter a reader sets (topics, words, read status),
//! its round trip through the URL's query string, and the matching itself.
//!
//! Matching runs on every keystroke, so the catalog's text is folded once
//! into a [`SearchIndex`]; a query only folds its own few words.

use std::collections::BTreeSet;

use crate::catalog::Catalog;
use crate::emphasis::{plain, spans};
use crate::phrase::Phrase;
use crate::progress::SeriesStatus;

/// What the reader is looking for. The empty query shows everything.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Query {
    /// Topic ids; a series matches if it has any of them.
    pub topics: BTreeSet<String>,
    /// Words as typed; every word must appear somewhere in the series.
    pub text: String,
    pub status: Option<StatusChoice>,
}

/// A choice of the status filter: series where the reader stands so in
/// them, or series with parts new since the last visit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusChoice {
    Is(SeriesStatus),
    New,
}

impl StatusChoice {
    pub const ALL: [StatusChoice; 4] = [
        StatusChoice::Is(SeriesStatus::Unread),
        StatusChoice::Is(SeriesStatus::InProgress),
        StatusChoice::Is(SeriesStatus::Completed),
        StatusChoice::New,
    ];

    /// A stable name, for markup and URLs (`?status=new`).
    pub fn id(self) -> &'static str {
        match self {
            StatusChoice::Is(status) => status.id(),
            StatusChoice::New => "new",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            StatusChoice::Is(status) => status.label(),
            StatusChoice::New => "New",
        }
    }
}

impl Query {
    pub fn is_empty(&self) -> bool {
        self.topics.is_empty() && self.words().is_empty() && self.status.is_none()
    }

    /// The query's words, folded like the catalog's text.
    pub fn words(&self) -> Vec<String> {
        words(&self.text)
    }

    /// Reads `?topic=gpu&topic=cpu&q=cache&status=unread`. Topics the
    /// catalog does not declare, unknown statuses and other parameters are
    /// ignored.
    pub fn from_search(search: &str, catalog: &Catalog) -> Query {
        let mut query = Query::default();
        for pair in search.trim_start_matches('?').split('&') {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode(value);
            match decode(name).as_str() {
                "topic" if catalog.topics.iter().any(|t| t.id == value) => {
                    query.topics.insert(value);
                }
                "q" => query.text = value,
                "status" => {
                    if let Some(status) = StatusChoice::ALL.into_iter().find(|s| s.id() == value) {
                        query.status = Some(status);
                    }
                }
                _ => {}
            }
        }
        query
    }

    /// The query in words, for a reader: `“rcu lock”, in GPU or CPU,
    /// status Completed`, the reader's words and the topics' labels
    /// isolated.
    pub fn describe(&self, catalog: &Catalog) -> Phrase {
        let mut parts = Vec::new();
        if !self.text.trim().is_empty() {
            parts.push(Phrase::new().quoted(self.text.trim()));
        }
        let topics = catalog
            .topics
            .iter()
            .filter(|t| self.topics.contains(&t.id))
            .enumerate()
            .fold(Phrase::new(), |phrase, (i, topic)| {
                let joined = match i {
                    0 => phrase.own("in "),
                    _ => phrase.own(" or "),
                };
                joined.foreign(topic.label.as_str())
            });
        if !topics.is_empty() {
            parts.push(topics);
        }
        if let Some(choice) = self.status {
            parts.push(Phrase::new().own(format!("status {}", choice.label())));
        }
        parts
            .into_iter()
            .enumerate()
            .fold(Phrase::new(), |phrase, (i, part)| match i {
                0 => phrase.then(part),
                _ => phrase.own(", ").then(part),
            })
    }

    /// The query string for this query, topics in catalog order; empty for
    /// the empty query, so the plain page has a plain address.
    pub fn to_search(&self, catalog: &Catalog) -> String {
        let mut pairs: Vec<String> = catalog
            .topics
            .iter()
            .filter(|t| self.topics.contains(&t.id))
            .map(|t| format!("topic={}", encode(&t.id)))
            .collect();
        if !self.text.trim().is_empty() {
            pairs.push(format!("q={}", encode(self.text.trim())));
        }
        if let Some(status) = self.status {
            pairs.push(format!("status={}", status.id()));
        }
        if pairs.is_empty() {
            String::new()
        } else {
            format!("?{}", pairs.join("&"))
        }
    }
}

/// The catalog's text, folded once, and each series' topics.
#[derive(Debug, Clone, Default)]
pub struct SearchIndex {
    /// The catalog's topic ids, in catalog order.
    topics: Vec<String>,
    series: Vec<IndexedSeries>,
}

#[derive(Debug, Clone)]
struct IndexedSeries {
    /// Title, summary and part titles, folded, words separated by spaces.
    text: String,
    /// The series' own topics.
    own_topics: Vec<String>,
    /// Its own topics and those of its parts.
    any_topics: BTreeSet<String>,
    part_topics: Vec<Vec<String>>,
    /// Each part's title, folded one character for one character (as
    /// [`highlight`] folds it).
    part_titles: Vec<String>,
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
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct StatusCounts {
    pub all: usize,
    pub unread: usize,
    pub in_progress: usize,
    pub completed: usize,
    pub new: usize,
}

impl StatusCounts {
    pub fn of(&self, choice: Option<StatusChoice>) -> usize {
        match choice {
            None => self.all,
            Some(StatusChoice::Is(SeriesStatus::Unread)) => self.unread,
            Some(StatusChoice::Is(SeriesStatus::InProgress)) => self.in_progress,
            Some(StatusChoice::Is(SeriesStatus::Completed)) => self.completed,
            Some(StatusChoice::New) => self.new,
        }
    }

    fn add(&mut self, standing: &Standing) {
        self.all += 1;
        self.new += usize::from(standing.new);
        match standing.status {
            SeriesStatus::Unread => self.unread += 1,
            SeriesStatus::InProgress => self.in_progress += 1,
            SeriesStatus::Completed => self.completed += 1,
        }
    }
}

/// Where a reader stands in a series: its status, and whether it has parts
/// new since their last visit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub status: SeriesStatus,
    pub new: bool,
}

impl Standing {
    fn is(&self, choice: StatusChoice) -> bool {
        match choice {
            StatusChoice::Is(status) => self.status == status,
            StatusChoice::New => self.new,
        }
    }
}

impl SearchIndex {
    pub fn new(catalog: &Catalog) -> SearchIndex {
        let series = catalog
            .series
            .iter()
            .map(|s| {
                let mut text = fold_words(&s.title);
                for more in std::iter::once(&s.summary).chain(s.parts.iter().map(|p| &p.title)) {
                    text.push(' ');
                    text.push_str(&fold_words(more));
                }
                let parts = s.parts.iter().flat_map(|p| &p.topics);
                IndexedSeries {
                    text,
                    own_topics: s.topics.clone(),
                    any_topics: s.topics.iter().chain(parts).cloned().collect(),
                    part_topics: s.parts.iter().map(|p| p.topics.clone()).collect(),
                    part_titles: s
                        .parts
                        .iter()
                        .map(|p| plain(&p.title).chars().map(fold_char).collect())
                        .collect(),
                }
            })
            .collect();
        SearchIndex {
            topics: catalog.topics.iter().map(|t| t.id.clone()).collect(),
            series,
        }
    }

    /// Which series a query shows, given where the reader stands in each.
    pub fn filter(&self, query: &Query, standings: &[Standing]) -> Filtered {
        let words = query.words();
        let mut filtered = Filtered {
            visible: Vec::with_capacity(self.series.len()),
            topic_counts: vec![0; self.topics.len()],
            ..Filtered::default()
        };
        for (series, standing) in self.series.iter().zip(standings) {
            let text = words.iter().all(|w| series.text.contains(w.as_str()));
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
        filtered
    }

    /// Whether the title of a part holds one of the (folded) words, so
    /// [`highlight`] would mark something in it.
    pub fn part_matches(&self, series: usize, part: usize, words: &[String]) -> bool {
        let Some(title) = self
            .series
            .get(series)
            .and_then(|s| s.part_titles.get(part))
        else {
            return false;
        };
        words
            .iter()
            .any(|w| !w.is_empty() && title.contains(w.as_str()))
    }

    /// The parts of a series whose titles hold one of the (folded) words,
    /// in order: why a search shows a series with its list closed.
    pub fn matching_parts(&self, series: usize, words: &[String]) -> Vec<usize> {
        let count = self.series.get(series).map_or(0, |s| s.part_titles.len());
        (0..count)
            .filter(|&part| self.part_matches(series, part, words))
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

/// Lowercase, without accents: `É` → `e`. One char for one char, so a
/// match in the folded text is a match at the same place in the original.
pub fn fold_char(c: char) -> char {
    let lower = c.to_lowercase().next().unwrap_or(c);
    match lower {
        'à'..='å' | 'ā' | 'ă' | 'ą' => 'a',
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => 'c',
        'ď' | 'đ' => 'd',
        'è'..='ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => 'e',
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => 'g',
        'ĥ' | 'ħ' => 'h',
        'ì'..='ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => 'i',
        'ĵ' => 'j',
        'ķ' => 'k',
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => 'l',
        'ñ' | 'ń' | 'ņ' | 'ň' => 'n',
        'ò'..='ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => 'o',
        'ŕ' | 'ŗ' | 'ř' => 'r',
        'ś' | 'ŝ' | 'ş' | 'š' => 's',
        'ţ' | 'ť' | 'ŧ' => 't',
        'ù'..='ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => 'u',
        'ŵ' => 'w',
        'ý' | 'ÿ' | 'ŷ' => 'y',
        'ź' | 'ż' | 'ž' => 'z',
        other => other,
    }
}

/// Folded text with every run of punctuation and spaces as one space.
fn fold_words(text: &str) -> String {
    words(text).join(" ")
}

/// The folded words of a text: runs of letters and digits.
pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w.chars().map(fold_char).collect())
        .collect()
}

/// Splits `text` into pieces, marking those that match one of `words`
/// (folded), for highlighting: `[("The ", false), ("KV", true), ...]`.
pub fn highlight(text: &str, words: &[String]) -> Vec<(String, bool)> {
    // Most titles match none of the words: say so without the search below.
    let folded_text: String = text.chars().map(fold_char).collect();
    if !words
        .iter()
        .any(|w| !w.is_empty() && folded_text.contains(w.as_str()))
    {
        return match text.is_empty() {
            true => Vec::new(),
            false => vec![(text.to_string(), false)],
        };
    }
    let chars: Vec<char> = text.chars().collect();
    let folded: Vec<char> = folded_text.chars().collect();
    let mut marked = vec![false; chars.len()];
    for word in words {
        let word: Vec<char> = word.chars().collect();
        if word.is_empty() || word.len() > folded.len() {
            continue;
        }
        for start in 0..=folded.len() - word.len() {
            if folded[start..start + word.len()] == word[..] {
                marked[start..start + word.len()].fill(true);
            }
        }
    }
    let mut pieces: Vec<(String, bool)> = Vec::new();
    for (c, mark) in chars.into_iter().zip(marked) {
        match pieces.last_mut() {
            Some((piece, m)) if *m == mark => piece.push(c),
            _ => pieces.push((c.to_string(), mark)),
        }
    }
    pieces
}

/// A piece of a catalog text as the page shows it: marked where it holds
/// a word of the search, emphasised where the author wrote `*word*`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub text: String,
    pub marked: bool,
    pub emphasis: bool,
}

/// A catalog text in [`Run`]s: its emphasis (without the asterisks) and,
/// over the words it shows, the search's words marked as [`highlight`]
/// marks them.
pub fn styled(text: &str, words: &[String]) -> Vec<Run> {
    let spans = spans(text);
    let shown: String = spans.iter().map(|(piece, _)| *piece).collect();
    let mut spans = spans.into_iter();
    let mut span = spans.next();
    let mut runs = Vec::new();
    for (piece, marked) in highlight(&shown, words) {
        let mut rest = piece.as_str();
        while let Some((text, emphasis)) = span.filter(|_| !rest.is_empty()) {
            let taken = text.len().min(rest.len());
            runs.push(Run {
                text: rest[..taken].to_string(),
                marked,
                emphasis,
            });
            rest = &rest[taken..];
            span = match &text[taken..] {
                "" => spans.next(),
                left => Some((left, emphasis)),
            };
        }
    }
    runs
}

/// Percent-decodes a query string value (`+` is a space); bytes that do
/// not form UTF-8 become U+FFFD.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => match bytes.get(i + 1..i + 3) {
                Some(&[high, low]) if high.is_ascii_hexdigit() && low.is_ascii_hexdigit() => {
                    out.push(hex_value(high) * 16 + hex_value(low));
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex_value(digit: u8) -> u8 {
    match digit {
        b'0'..=b'9' => digit - b'0',
        b'a'..=b'f' => digit - b'a' + 10,
        _ => digit - b'A' + 10,
    }
}

/// Percent-encodes a query string value, spaces as `+`.
fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(byte as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}
