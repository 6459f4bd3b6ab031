//! The filter a reader sets (topics, words, read status), in words for
//! the page, and its round trip through the URL's query string. The
//! matching itself is `search.rs`.

use std::collections::BTreeSet;

use crate::catalog::Catalog;
use crate::finding::words::words;
use crate::kept::progress::SeriesStatus;
use crate::phrase::Phrase;

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
/// them, series with parts new since the last visit, with a starred part,
/// or that the reader follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusChoice {
    Is(SeriesStatus),
    New,
    Starred,
    Following,
}

impl StatusChoice {
    pub const ALL: [StatusChoice; 6] = [
        StatusChoice::Is(SeriesStatus::Unread),
        StatusChoice::Is(SeriesStatus::InProgress),
        StatusChoice::Is(SeriesStatus::Completed),
        StatusChoice::New,
        StatusChoice::Starred,
        StatusChoice::Following,
    ];

    /// A stable name, for markup and URLs (`?status=new`).
    pub fn id(self) -> &'static str {
        match self {
            StatusChoice::Is(status) => status.id(),
            StatusChoice::New => "new",
            StatusChoice::Starred => "starred",
            StatusChoice::Following => "following",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            StatusChoice::Is(status) => status.label(),
            StatusChoice::New => say!(status_new),
            StatusChoice::Starred => say!(status_starred),
            StatusChoice::Following => say!(status_following),
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

    /// Whether it asks for starred parts alone (the status Starred, no
    /// words): the parts a card names are then its starred ones.
    pub fn names_starred(&self) -> bool {
        self.status == Some(StatusChoice::Starred) && self.words().is_empty()
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
                    0 => phrase,
                    _ => phrase.own(say!(topic_or)),
                };
                joined.foreign(topic.label.as_str())
            });
        if !topics.is_empty() {
            parts.push(Phrase::of(say!(in_topics), &[("topics", topics)]));
        }
        if let Some(choice) = self.status {
            parts.push(Phrase::new().own(say!(status_is, status = choice.label())));
        }
        parts
            .into_iter()
            .enumerate()
            .fold(Phrase::new(), |phrase, (i, part)| match i {
                0 => phrase.then(part),
                _ => phrase.own(say!(describe_and)).then(part),
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
