//! Where each value of a JSON document starts, by its path
//! (`series[2].parts[1].id`, as [`crate::catalog::Place`] names it), so
//! `check` can say on which line a problem is. A scan that forgives: a
//! text [`crate::json`] refuses gives what was found before the mistake.

use std::collections::HashMap;

/// The line each value starts on, by path; the document itself is the
/// empty path.
#[derive(Debug, Default)]
pub struct Positions(HashMap<String, usize>);

impl Positions {
    pub fn of(text: &str) -> Positions {
        let mut scanner = Scanner {
            chars: text.chars().collect(),
            next: 0,
            line: 1,
            found: HashMap::new(),
        };
        scanner.value(String::new(), 0);
        Positions(scanner.found)
    }

    /// The line a value starts on.
    pub fn line(&self, path: &str) -> Option<usize> {
        self.0.get(path).copied()
    }
}

/// Deeper than this, a document is not a catalog: the scan stops there
/// ([`crate::json`] refuses it anyway).
const DEEPEST: usize = crate::json::DEEPEST;

struct Scanner {
    chars: Vec<char>,
    next: usize,
    line: usize,
    found: HashMap<String, usize>,
}

impl Scanner {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.next).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.next += 1;
        self.line += usize::from(c == '\n');
        Some(c)
    }

    fn blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn value(&mut self, path: String, depth: usize) {
        self.blanks();
        let start = self.line;
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
        self.found.insert(path, start);
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
