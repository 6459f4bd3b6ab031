//! Where each value of a JSON document is: the line and column it starts
//! and ends at, by its path (`series[2].parts[1].id`, as
//! [`crate::catalog::Problem`] names it), so `check` can say on which line
//! a problem is. A document serde_json has read already: a text it could
//! not read gives what was found before the mistake.

use std::collections::HashMap;

/// A line and a column, from 1, as editors count them (columns in
/// characters).
pub type At = (usize, usize);

/// Where a value starts (its first character) and ends (after its last).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub start: At,
    pub end: At,
}

/// The spans of a document's values, by path; the document itself is the
/// empty path.
#[derive(Debug, Default)]
pub struct Positions(HashMap<String, Span>);

impl Positions {
    pub fn of(text: &str) -> Positions {
        let mut scanner = Scanner {
            chars: text.chars().collect(),
            next: 0,
            at: (1, 1),
            found: HashMap::new(),
        };
        scanner.value(String::new(), 0);
        Positions(scanner.found)
    }

    /// The line a value starts on.
    pub fn line(&self, path: &str) -> Option<usize> {
        self.0.get(path).map(|span| span.start.0)
    }

    /// The deepest value `at` falls in (the longest path), with its span:
    /// where serde_json reports a value of the wrong type (just after it)
    /// or a missing field (at the closing brace of its object).
    pub fn around(&self, at: At) -> Option<(&str, Span)> {
        self.0
            .iter()
            .filter(|(_, span)| span.start <= at && at <= span.end)
            .max_by_key(|(path, _)| path.len())
            .map(|(path, span)| (path.as_str(), *span))
    }
}

/// Deeper than this, a document is not a catalog: the scan stops there
/// (serde_json refuses past 128 levels anyway).
const DEEPEST: usize = 128;

struct Scanner {
    chars: Vec<char>,
    next: usize,
    at: At,
    found: HashMap<String, Span>,
}

impl Scanner {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.next).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.next += 1;
        self.at = match c {
            '\n' => (self.at.0 + 1, 1),
            _ => (self.at.0, self.at.1 + 1),
        };
        Some(c)
    }

    fn blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn value(&mut self, path: String, depth: usize) {
        self.blanks();
        let start = self.at;
        match self.peek() {
            Some('{') if depth < DEEPEST => self.object(&path, depth),
            Some('[') if depth < DEEPEST => self.array(&path, depth),
            Some('"') => {
                self.string();
            }
            Some(_) => {
                while self
                    .peek()
                    .is_some_and(|c| !matches!(c, ',' | '}' | ']') && !c.is_whitespace())
                {
                    self.bump();
                }
            }
            None => return,
        }
        let end = self.at;
        self.found.insert(path, Span { start, end });
    }

    fn object(&mut self, path: &str, depth: usize) {
        self.bump();
        loop {
            self.blanks();
            match self.peek() {
                Some('"') => {}
                Some('}') => {
                    self.bump();
                    return;
                }
                _ => return,
            }
            let key = self.string();
            self.blanks();
            if self.bump() != Some(':') {
                return;
            }
            let inner = match path {
                "" => key,
                _ => format!("{path}.{key}"),
            };
            self.value(inner, depth + 1);
            self.blanks();
            match self.bump() {
                Some(',') => {}
                _ => return,
            }
        }
    }

    fn array(&mut self, path: &str, depth: usize) {
        self.bump();
        for index in 0.. {
            self.blanks();
            if self.peek() == Some(']') {
                self.bump();
                return;
            }
            self.value(format!("{path}[{index}]"), depth + 1);
            self.blanks();
            match self.bump() {
                Some(',') => {}
                _ => return,
            }
        }
    }

    /// A string, from its opening quote to after its closing one; its text
    /// with escapes left as written (keys are plain words).
    fn string(&mut self) -> String {
        self.bump();
        let mut text = String::new();
        while let Some(c) = self.bump() {
            match c {
                '"' => break,
                '\\' => {
                    text.push(c);
                    text.extend(self.bump());
                }
                _ => text.push(c),
            }
        }
        text
    }
}
