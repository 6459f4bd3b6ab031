//! Where each value of a JSON document starts, by its path
//! (`series[2].parts[1].id`, as [`crate::catalog::Place`] names it), and
//! where the field holding it is named, so `check` can say on which line
//! and column a problem is. A scan that forgives: a text [`crate::json`]
//! refuses gives what was found before the mistake. A field written twice
//! is found where it is written the second time.

use std::collections::HashMap;

/// A place in the text as editors count: the line, and the column in
/// characters, both from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct At {
    pub line: usize,
    pub column: usize,
}

/// Where each value starts and where each field is named, by path; the
/// document itself is the empty path.
#[derive(Debug, Default)]
pub struct Positions {
    values: HashMap<String, At>,
    fields: HashMap<String, At>,
}

impl Positions {
    pub fn of(text: &str) -> Positions {
        let mut scanner = Scanner {
            chars: text.chars().collect(),
            next: 0,
            at: At { line: 1, column: 1 },
            found: Positions::default(),
        };
        scanner.value(String::new(), 0);
        scanner.found
    }

    /// Where a value starts.
    pub fn value(&self, path: &str) -> Option<At> {
        self.values.get(path).copied()
    }

    /// Where the field holding a value is named (its key's quote), or for
    /// an item of a list, where the item starts.
    pub fn field(&self, path: &str) -> Option<At> {
        self.fields
            .get(path)
            .or_else(|| self.values.get(path))
            .copied()
    }
}

/// Deeper than this, a document is not a catalog: the scan stops there
/// (no value of a catalog is; the types refuse one
/// nested this deep).
const DEEPEST: usize = 128;

struct Scanner {
    chars: Vec<char>,
    next: usize,
    at: At,
    found: Positions,
}

impl Scanner {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.next).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.next += 1;
        self.at = match c {
            '\n' => At {
                line: self.at.line + 1,
                column: 1,
            },
            _ => At {
                column: self.at.column + 1,
                ..self.at
            },
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
        self.found.values.insert(path, start);
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
            let named = self.at;
            let key = self.string();
            self.blanks();
            if self.bump() != Some(':') {
                return;
            }
            let inner = match path {
                "" => key,
                _ => format!("{path}.{key}"),
            };
            self.found.fields.insert(inner.clone(), named);
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
