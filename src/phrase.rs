//! A sentence in the app's own words with text from elsewhere in it: a
//! catalog title, a file name, the words a reader searched for. Shown, each
//! piece from elsewhere is isolated by an element of its own (`<bdi>`, by
//! `components::PhraseText`), and its bidi controls are balanced first
//! ([`balanced`]), so right-to-left overrides and isolates in it end with
//! it: they cannot turn the app's words around or carry the piece's
//! letters past them. (An element alone is not enough: Chromium isolates
//! an element as if its text were wrapped in FSI and PDI, so an override
//! followed by an unclosed isolate inside it still escapes.) Pure, so
//! sentences are tested natively.

use std::fmt;

use crate::interface::{self, Key, counted, list, pieces};

/// The pieces of a sentence, in reading order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Phrase(Vec<Piece>);

#[derive(Debug, Clone, PartialEq)]
pub enum Piece {
    /// The app's own words.
    Own(String),
    /// Text from the catalog or the reader, isolated when shown, in the
    /// page's direction (an Arabic page's title that starts with a Latin
    /// word reads right to left, as in the list).
    Foreign(String),
    /// Text in a language of its own (a series or part that declares
    /// its `lang`: the second), isolated and read the way its first
    /// letters do.
    OwnLanguage(String, String),
}

impl Phrase {
    pub fn new() -> Phrase {
        Phrase::default()
    }

    /// A sentence of the interface: `template`'s own text, and in place of
    /// each `{name}` in it the phrase `args` gives for it.
    pub fn of(template: &str, args: &[(&str, Phrase)]) -> Phrase {
        let mut phrase = Phrase::new();
        for piece in pieces(template) {
            match piece {
                interface::Piece::Text(text) => phrase = phrase.own(text),
                interface::Piece::Named(name) => {
                    if let Some((_, arg)) = args.iter().find(|(n, _)| *n == name) {
                        phrase = phrase.then(arg.clone());
                    }
                }
            }
        }
        phrase
    }

    /// Text from elsewhere alone, its bidi controls balanced.
    pub fn foreign_text(text: impl AsRef<str>) -> Phrase {
        Phrase::new().foreign(text)
    }

    /// Then the app's own words.
    pub fn own(mut self, words: impl Into<String>) -> Phrase {
        self.0.push(Piece::Own(words.into()));
        self
    }

    /// Then text from elsewhere, its bidi controls balanced.
    pub fn foreign(mut self, text: impl AsRef<str>) -> Phrase {
        self.0.push(Piece::Foreign(balanced(text.as_ref())));
        self
    }

    /// A title alone, its bidi controls balanced: in a language of its
    /// own where its series or part declares one (`lang`), else as text
    /// from elsewhere.
    pub fn title(text: impl AsRef<str>, lang: Option<&str>) -> Phrase {
        let text = balanced(text.as_ref());
        Phrase(vec![match lang {
            Some(lang) => Piece::OwnLanguage(text, lang.to_string()),
            None => Piece::Foreign(text),
        }])
    }

    /// Then text from elsewhere, in the language's quotation marks: `“…”`.
    pub fn quoted(self, text: impl AsRef<str>) -> Phrase {
        self.then(Phrase::of(
            say!(quoted),
            &[("text", Phrase::foreign_text(text))],
        ))
    }

    /// Then another phrase.
    pub fn then(mut self, other: Phrase) -> Phrase {
        self.0.extend(other.0);
        self
    }

    pub fn pieces(&self) -> &[Piece] {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The sentence as plain text, every piece as it is.
impl fmt::Display for Phrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|piece| match piece {
            Piece::Own(text) | Piece::Foreign(text) | Piece::OwnLanguage(text, _) => {
                f.write_str(text)
            }
        })
    }
}

/// Opens an embedding or override (LRE, RLE, LRO, RLO).
const EMBEDDINGS: [char; 4] = ['\u{202a}', '\u{202b}', '\u{202d}', '\u{202e}'];
/// Opens an isolate (LRI, RLI, FSI).
const ISOLATES: [char; 3] = ['\u{2066}', '\u{2067}', '\u{2068}'];
/// Closes an embedding or override.
const PDF: char = '\u{202c}';
/// Closes an isolate, and the embeddings opened inside it.
const PDI: char = '\u{2069}';

/// `text` with its bidi controls balanced, as the Unicode bidi algorithm
/// pairs them: every embedding, override and isolate it opens is closed
/// at its end (and the embeddings inside an isolate before that isolate's
/// PDI), and a closer that closes nothing is left out. Everything else
/// stays as it is, so the text still reads as its author wrote it.
pub fn balanced(text: &str) -> String {
    #[derive(PartialEq)]
    enum Open {
        Embedding,
        Isolate,
    }
    let mut open = Vec::new();
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            c if EMBEDDINGS.contains(&c) => open.push(Open::Embedding),
            c if ISOLATES.contains(&c) => open.push(Open::Isolate),
            PDF if open.last() == Some(&Open::Embedding) => {
                open.pop();
            }
            PDI if open.contains(&Open::Isolate) => {
                while open.pop() == Some(Open::Embedding) {
                    out.push(PDF);
                }
            }
            PDF | PDI => continue,
            _ => {}
        }
        out.push(c);
    }
    out.extend(open.iter().rev().map(|opened| match opened {
        Open::Embedding => PDF,
        Open::Isolate => PDI,
    }));
    out
}

/// The counts that are not zero, said as a list: `2 stars, 1 note, and 1
/// followed series`; empty when all are zero. Each is a count and its
/// counted word.
pub fn counts(items: &[(usize, Key)]) -> String {
    let said: Vec<String> = items
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|&(n, key)| counted(key, n, &[]))
        .collect();
    list(&said)
}
