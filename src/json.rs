//! JSON text into the app's types and back, by serde: the catalog, the
//! stored documents, the export file and the page's words are read here,
//! and what is kept is written here. The types derive serde's traits,
//! each field named once.
//!
//! serde_json reads and writes the text, in the browser as in the kit:
//! it says where a mistake is, by line and column (in characters here, as
//! editors count), refuses a field of a type written twice, and reads a
//! value only as its type says (docs/architecture.md says why not the
//! browser's own `JSON.parse`). Where a value has the wrong shape, its
//! path is read off the text at the place serde_json names ([`path_at`];
//! tests/json.rs holds it to serde_path_to_error, which costs the app's
//! wasm a second copy of every type's reading).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Why a text is not JSON, and where: the line, and the column in
/// characters of the character that broke the text (0 past a line end
/// the text stops after).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub reason: String,
    pub line: usize,
    pub column: usize,
}

/// Why a JSON value does not have a type's shape (serde's words), and
/// the path to the value that does not: to a field of the wrong type, or
/// to the object a field is missing from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShapeError {
    pub reason: String,
    pub path: Vec<Step>,
}

/// A step of a path into a JSON value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    Field(String),
    Item(usize),
}

/// A well-formed JSON text, ready to be read as one type or several.
pub struct Json<'a> {
    text: &'a str,
}

impl<'a> Json<'a> {
    pub fn parse(text: &'a str) -> Result<Json<'a>, SyntaxError> {
        match serde_json::from_str::<Box<serde_json::value::RawValue>>(text) {
            Ok(_) => Ok(Json { text }),
            Err(error) => Err(syntax_error(text, &error)),
        }
    }

    /// The value as a `T`, or why not and where.
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, ShapeError> {
        serde_json::from_str(self.text).map_err(|error| ShapeError {
            path: path_at(
                self.text,
                line_start(self.text, error.line()) + error.column(),
            ),
            reason: reason(&error),
        })
    }

    /// The value as a `T` made to read what it can ([`Loose`] fields), if
    /// it is an object (serde would read a list as one, field by field).
    pub fn salvage<T: DeserializeOwned>(&self) -> Option<T> {
        let object = self.text.trim_start().starts_with('{');
        object
            .then(|| serde_json::from_str(self.text).ok())
            .flatten()
    }
}

/// serde_json's mistake, its column counted in characters.
fn syntax_error(text: &str, error: &serde_json::Error) -> SyntaxError {
    let (line, bytes) = (error.line(), error.column());
    let column = text[line_start(text, line)..]
        .char_indices()
        .take_while(|(at, _)| *at < bytes)
        .count();
    SyntaxError {
        reason: reason(error),
        line,
        column,
    }
}

/// An error's words without the place serde_json adds to them.
fn reason(error: &impl std::fmt::Display) -> String {
    let said = error.to_string();
    match said.rfind(" at line ") {
        Some(at) if said[at..].contains(" column ") => said[..at].to_string(),
        _ => said,
    }
}

/// Where line `line` (from 1) of `text` starts, in bytes.
fn line_start(text: &str, line: usize) -> usize {
    match line {
        0 | 1 => 0,
        _ => text
            .match_indices('\n')
            .nth(line - 2)
            .map_or(0, |(i, _)| i + 1),
    }
}

/// An object or list [`path_at`] is in: the step to its value being read.
struct Open {
    object: bool,
    key_next: bool,
    items: usize,
    step: Option<Step>,
}

/// The path to the value serde_json places an error at, byte `at` of a
/// well-formed JSON text: the value that ends just before it, or the
/// object or list of the wrong type that starts at it. An object's key
/// or closing brace, or a list's closing bracket, stands for the object
/// or list (a field missing, unknown or written twice).
fn path_at(text: &str, at: usize) -> Vec<Step> {
    let steps = |open: &[Open]| open.iter().filter_map(|o| o.step.clone()).collect();
    let mut open: Vec<Open> = Vec::new();
    let mut start = 0;
    while let Some(skipped) = text[start..].find(|c: char| !c.is_ascii_whitespace() && c != ':') {
        start += skipped;
        let byte = text.as_bytes()[start];
        let end = match byte {
            b'"' => start + 1 + string_length(&text[start + 1..]),
            b'{' | b'[' | b'}' | b']' | b',' => start,
            _ => {
                text[start..]
                    .find(|c: char| matches!(c, '}' | ']' | ',') || c.is_ascii_whitespace())
                    .map_or(text.len(), |length| start + length)
                    - 1
            }
        };
        let here = match byte {
            b'{' | b'[' => start == at,
            _ => (start + 1..=end + 1).contains(&at),
        };
        let top = open.len().saturating_sub(1);
        match (byte, open.last_mut()) {
            (b',', Some(list)) => list.key_next = list.object,
            (b'}' | b']', _) if here => return steps(&open[..top]),
            (b'}' | b']', _) => drop(open.pop()),
            (b'"', Some(object)) if object.key_next => {
                object.key_next = false;
                object.step = serde_json::from_str(&text[start..=end])
                    .ok()
                    .map(Step::Field);
                if here {
                    return steps(&open[..top]);
                }
            }
            (_, list) => {
                if let Some(list) = list.filter(|list| !list.object) {
                    list.step = Some(Step::Item(list.items));
                    list.items += 1;
                }
                if here {
                    return steps(&open);
                }
                if let b'{' | b'[' = byte {
                    let object = byte == b'{';
                    let (key_next, items, step) = (object, 0, None);
                    open.push(Open {
                        object,
                        key_next,
                        items,
                        step,
                    });
                }
            }
        }
        start = end + 1;
    }
    steps(&open)
}

/// The length in bytes of a JSON string's text after its opening quote,
/// up to its closing quote.
fn string_length(rest: &str) -> usize {
    let mut escaped = false;
    rest.find(|c| {
        let close = c == '"' && !escaped;
        escaped = c == '\\' && !escaped;
        close
    })
    .unwrap_or(rest.len())
}

/// `value` as JSON text, on one line. Every type written here has text
/// keys and no numbers but whole ones, which JSON always holds.
pub fn write<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// A value that is read if it has `T`'s shape, and else marked as not,
/// so that one entry of a kept document that cannot be read costs that
/// entry alone. Written only when read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Loose<T> {
    /// Not in the document.
    #[default]
    Missing,
    /// In it, of another shape.
    Wrong,
    Read(T),
}

impl<T> Loose<T> {
    pub fn read(&self) -> Option<&T> {
        match self {
            Loose::Read(value) => Some(value),
            _ => None,
        }
    }

    pub fn is_unwritten(&self) -> bool {
        self.read().is_none()
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for Loose<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Loose<T>, D::Error> {
        // serde_json reads a text as it goes, and cannot go on past a value
        // that breaks off: the value's text is taken whole first.
        let text = Box::<serde_json::value::RawValue>::deserialize(deserializer)?;
        let read = serde_json::from_str(text.get()).ok();
        Ok(read.map_or(Loose::Wrong, Loose::Read))
    }
}

impl<T: Serialize> Serialize for Loose<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Loose::Read(value) => value.serialize(serializer),
            _ => serializer.serialize_none(),
        }
    }
}

/// An object's fields in the order written (a field written twice, twice),
/// as `deserialize_with`: the catalog's interface words, a word's forms.
#[cfg(not(browser))]
pub fn in_order<'de, D, T>(deserializer: D) -> Result<Vec<(String, T)>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    deserializer.deserialize_map(Fields(std::marker::PhantomData))
}

/// Reads an object's fields in order ([`in_order`]).
#[cfg(not(browser))]
struct Fields<T>(std::marker::PhantomData<T>);

#[cfg(not(browser))]
impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for Fields<T> {
    type Value = Vec<(String, T)>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an object")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        entries(map)
    }
}

/// The fields of an object a visitor is handed, in order.
#[cfg(not(browser))]
pub fn entries<'de, A, T>(mut map: A) -> Result<Vec<(String, T)>, A::Error>
where
    A: serde::de::MapAccess<'de>,
    T: Deserialize<'de>,
{
    let mut fields = Vec::new();
    while let Some(field) = map.next_entry()? {
        fields.push(field);
    }
    Ok(fields)
}

/// The names of the fields `T` reads, as its derived `Deserialize` hands
/// them to serde: what `check` knows of a catalog's objects.
#[cfg(not(browser))]
pub fn field_names<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    let mut names = &[][..];
    let _ = T::deserialize(FieldNames(&mut names));
    names
}

/// A deserializer that only keeps the names a struct asks for.
#[cfg(not(browser))]
struct FieldNames<'a>(&'a mut &'static [&'static str]);

/// What stops [`FieldNames`]: it reads no value.
#[cfg(not(browser))]
#[derive(Debug)]
struct NoValue;

#[cfg(not(browser))]
impl std::fmt::Display for NoValue {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("no value")
    }
}

#[cfg(not(browser))]
impl std::error::Error for NoValue {}

#[cfg(not(browser))]
impl serde::de::Error for NoValue {
    fn custom<M: std::fmt::Display>(_: M) -> NoValue {
        NoValue
    }
}

#[cfg(not(browser))]
impl<'de> Deserializer<'de> for FieldNames<'_> {
    type Error = NoValue;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, NoValue> {
        Err(NoValue)
    }

    fn deserialize_struct<V: serde::de::Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, NoValue> {
        *self.0 = fields;
        Err(NoValue)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map enum identifier ignored_any
    }
}
