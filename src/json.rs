//! JSON text read into a [`Value`]: the catalog, the stored documents and
//! the export file are all read here. Written for the wasm's bytes: serde
//! and serde_json cost the app about ten times this module.
//!
//! It reads what RFC 8259 allows and refuses the rest, saying where, as
//! editors count: the line, and the column in characters of the character
//! that broke the text (just after the end of the text when it ends too
//! early). Numbers are kept as written; [`Value::as_i64`] and
//! [`Value::as_u64`] read the whole ones. Objects keep their fields in
//! document order; when a field is written twice, the last one counts.

/// Deeper than this, a text is refused: nothing this app reads nests
/// more than a few levels, and each level is a call on the stack.
pub const DEEPEST: usize = 128;

#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    /// A number as written (`12`, `-0.5`, `1e3`).
    Number(String),
    String(String),
    Array(Vec<Value>),
    Object(Object),
}

/// An object's fields, in document order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Object(pub Vec<(String, Value)>);

impl Object {
    /// The value of `key`: the last one, if it is written twice.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    pub fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&String, &Value)> {
        self.into_iter()
    }

    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(k, _)| k)
    }
}

impl<'a> IntoIterator for &'a Object {
    type Item = (&'a String, &'a Value);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'a, (String, Value)>,
        fn(&'a (String, Value)) -> Self::Item,
    >;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

impl Value {
    /// The field `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.as_object()?.get(key)
    }

    /// The item at `index` of a list.
    pub fn item(&self, index: usize) -> Option<&Value> {
        self.as_array()?.get(index)
    }

    pub fn as_object(&self) -> Option<&Object> {
        match self {
            Value::Object(object) => Some(object),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&Vec<Value>> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(text) => Some(text),
            _ => None,
        }
    }

    /// A whole number written without a fraction or an exponent.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Number(number) => number.parse().ok(),
            _ => None,
        }
    }

    /// A whole number from 0, written without a fraction or an exponent.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(number) => number.parse().ok(),
            _ => None,
        }
    }
}

/// Why a text is not JSON, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub reason: &'static str,
    pub line: usize,
    pub column: usize,
}

/// The value a JSON text holds; blanks around it are allowed, anything
/// else after it is not.
pub fn parse(text: &str) -> Result<Value, SyntaxError> {
    let mut reader = Reader { text, at: 0 };
    let value = reader.value(0)?;
    reader.blanks();
    match reader.peek() {
        None => Ok(value),
        Some(_) => reader.fail("trailing characters"),
    }
}

struct Reader<'a> {
    text: &'a str,
    /// The next byte to read: always at a character boundary.
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn blanks(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Steps over `byte` if it is next.
    fn eat(&mut self, byte: u8) -> bool {
        let next = self.peek() == Some(byte);
        self.at += usize::from(next);
        next
    }

    /// The text breaks at the next character (or ends too early).
    fn fail<T>(&self, reason: &'static str) -> Result<T, SyntaxError> {
        let rest = &self.text[self.at..];
        let end = self.at + rest.chars().next().map_or(0, char::len_utf8);
        let line_start = self.text[..end].rfind('\n').map_or(0, |i| i + 1);
        Err(SyntaxError {
            reason,
            line: self.text[..line_start].matches('\n').count() + 1,
            column: self.text[line_start..end].chars().count(),
        })
    }

    fn value(&mut self, depth: usize) -> Result<Value, SyntaxError> {
        self.blanks();
        match self.peek() {
            None => self.fail("EOF while parsing a value"),
            Some(b'{' | b'[') if depth == DEEPEST => self.fail("recursion limit exceeded"),
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => Ok(Value::String(self.string()?)),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => self.word(),
        }
    }

    fn word(&mut self) -> Result<Value, SyntaxError> {
        let words = [
            ("null", Value::Null),
            ("true", Value::Bool(true)),
            ("false", Value::Bool(false)),
        ];
        for (word, value) in words {
            if self.text[self.at..].starts_with(word) {
                self.at += word.len();
                return Ok(value);
            }
        }
        self.fail("expected value")
    }

    /// `-`, then `0` or digits from 1, then maybe a fraction and an
    /// exponent, each with at least one digit.
    fn number(&mut self) -> Result<Value, SyntaxError> {
        let start = self.at;
        self.eat(b'-');
        if !self.eat(b'0') && !self.digits() {
            return self.fail("invalid number");
        }
        if self.eat(b'.') && !self.digits() {
            return self.fail("invalid number");
        }
        if self.eat(b'e') || self.eat(b'E') {
            let _sign = self.eat(b'+') || self.eat(b'-');
            if !self.digits() {
                return self.fail("invalid number");
            }
        }
        Ok(Value::Number(self.text[start..self.at].to_string()))
    }

    /// Steps over digits; whether there was one.
    fn digits(&mut self) -> bool {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        self.at > start
    }

    fn array(&mut self, depth: usize) -> Result<Value, SyntaxError> {
        self.at += 1;
        let mut items = Vec::new();
        self.blanks();
        if self.eat(b']') {
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth)?);
            if self.next_item(b']', "EOF while parsing a list", "expected `,` or `]`")? {
                return Ok(Value::Array(items));
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, SyntaxError> {
        const EOF: &str = "EOF while parsing an object";
        self.at += 1;
        let mut fields = Vec::new();
        self.blanks();
        if self.eat(b'}') {
            return Ok(Value::Object(Object(fields)));
        }
        loop {
            match self.peek() {
                Some(b'"') => {}
                None => return self.fail(EOF),
                Some(_) => return self.fail("key must be a string"),
            }
            let key = self.string()?;
            self.blanks();
            match self.peek() {
                Some(b':') => self.at += 1,
                None => return self.fail(EOF),
                Some(_) => return self.fail("expected `:`"),
            }
            fields.push((key, self.value(depth)?));
            if self.next_item(b'}', EOF, "expected `,` or `}`")? {
                return Ok(Value::Object(Object(fields)));
            }
        }
    }

    /// After an item of a list or object: whether it was the last (`close`
    /// follows), or another follows a comma.
    fn next_item(
        &mut self,
        close: u8,
        eof: &'static str,
        neither: &'static str,
    ) -> Result<bool, SyntaxError> {
        self.blanks();
        match self.peek() {
            Some(b',') => {
                self.at += 1;
                self.blanks();
                match self.peek() {
                    Some(c) if c == close => self.fail("trailing comma"),
                    _ => Ok(false),
                }
            }
            Some(c) if c == close => {
                self.at += 1;
                Ok(true)
            }
            None => self.fail(eof),
            Some(_) => self.fail(neither),
        }
    }

    fn string(&mut self) -> Result<String, SyntaxError> {
        self.at += 1;
        let mut text = String::new();
        loop {
            let start = self.at;
            while self
                .peek()
                .is_some_and(|c| c != b'"' && c != b'\\' && c >= 0x20)
            {
                self.at += 1;
            }
            text.push_str(&self.text[start..self.at]);
            match self.peek() {
                None => return self.fail("EOF while parsing a string"),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(text);
                }
                Some(b'\\') => {
                    self.at += 1;
                    text.push(self.escape()?);
                }
                Some(_) => {
                    return self
                        .fail("control character (\\u0000-\\u001F) found while parsing a string");
                }
            }
        }
    }

    fn escape(&mut self) -> Result<char, SyntaxError> {
        let escaped = match self.peek() {
            None => return self.fail("EOF while parsing a string"),
            Some(b'u') => {
                self.at += 1;
                return self.unicode();
            }
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(_) => return self.fail("invalid escape"),
        };
        self.at += 1;
        Ok(escaped)
    }

    /// After `\u`: a character, or a pair of surrogates that make one.
    fn unicode(&mut self) -> Result<char, SyntaxError> {
        let first = self.hex()?;
        let code = match first {
            0xD800..=0xDBFF => {
                if !self.text[self.at..].starts_with("\\u") {
                    return self.fail("lone leading surrogate in hex escape");
                }
                self.at += 2;
                match self.hex()? {
                    second @ 0xDC00..=0xDFFF => {
                        0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    }
                    _ => return self.fail("lone leading surrogate in hex escape"),
                }
            }
            code => code,
        };
        match char::from_u32(code) {
            Some(c) => Ok(c),
            None => self.fail("lone trailing surrogate in hex escape"),
        }
    }

    /// Four hex digits.
    fn hex(&mut self) -> Result<u32, SyntaxError> {
        let mut code = 0;
        for _ in 0..4 {
            let digit = match self.peek() {
                None => return self.fail("EOF while parsing a string"),
                Some(c) => (c as char).to_digit(16),
            };
            let Some(digit) = digit else {
                return self.fail("invalid escape");
            };
            code = code * 16 + digit;
            self.at += 1;
        }
        Ok(code)
    }
}
