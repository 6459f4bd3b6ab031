//! What can be wrong with a catalog, and where: a [`Problem`] at its
//! [`Place`], and why a document cannot be used ([`CatalogError`]).

use std::fmt;

use super::types::{PROBLEMS_SHOWN, SCHEMA_VERSION, limits};

/// One thing wrong with a catalog, and where it is: for a reader, with
/// each series, part, topic or section by its 1-based position and its id
/// (`series 3 "cxl" › part 2 "intro" › id`), and as the path to the value
/// in the document (`series[2].parts[1].id`), by which `check` finds its
/// line (not in the browser, which has no use for it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub place: String,
    #[cfg(not(browser))]
    pub path: String,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// A place in the catalog, as [`Problem`] names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    pub name: String,
    #[cfg(not(browser))]
    pub path: String,
}

impl Place {
    /// A field of the document itself: `title`.
    pub fn top(field: &str) -> Place {
        Place {
            name: field.to_string(),
            #[cfg(not(browser))]
            path: field.to_string(),
        }
    }

    /// The item at `index` of the list `list` (`series`), called `kind`
    /// (`series`), with its id (its start, past the longest an id may be):
    /// `series 3 "cxl"`.
    #[cfg_attr(
        browser,
        expect(unused_variables, reason = "the path is not kept there")
    )]
    pub fn item(list: &str, index: usize, kind: &str, id: &str) -> Place {
        let end = id
            .char_indices()
            .nth(limits::ID)
            .map_or(id.len(), |(i, _)| i);
        Place {
            name: format!("{kind} {} {}", index + 1, quoted(&id[..end])),
            #[cfg(not(browser))]
            path: format!("{list}[{index}]"),
        }
    }

    /// An item of a list inside this place: `series 3 "cxl" › part 2 "intro"`.
    pub fn inner(&self, list: &str, index: usize, kind: &str, id: &str) -> Place {
        self.then(Place::item(list, index, kind, id))
    }

    /// A field of this place: `series 3 "cxl" › title`.
    pub fn field(&self, field: &str) -> Place {
        self.then(Place::top(field))
    }

    /// The value at `index` of a list of plain values in this place:
    /// `series 3 "cxl" › topic 2`.
    pub fn entry(&self, list: &str, index: usize, kind: &str) -> Place {
        self.then(Place::unnamed(list, index, kind))
    }

    /// The item at `index` of the list `list`, by its position alone:
    /// `series 3`.
    #[cfg_attr(
        browser,
        expect(unused_variables, reason = "the path is not kept there")
    )]
    pub fn unnamed(list: &str, index: usize, kind: &str) -> Place {
        Place {
            name: format!("{kind} {}", index + 1),
            #[cfg(not(browser))]
            path: format!("{list}[{index}]"),
        }
    }

    fn then(&self, inner: Place) -> Place {
        Place {
            name: [&self.name, " \u{203a} ", &inner.name].concat(),
            #[cfg(not(browser))]
            path: [&self.path, ".", &inner.path].concat(),
        }
    }
}

/// Why a catalog document cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CatalogError {
    /// The text is not JSON at all (or ends too early).
    NotJson {
        line: usize,
        column: usize,
        reason: String,
    },
    /// JSON, but a field is missing, written twice or of the wrong type,
    /// in the object or value at `place` (none: the document itself).
    WrongShape {
        place: Option<Place>,
        reason: String,
    },
    /// A schema version this app does not know.
    UnknownSchema(u64),
    /// Well-formed, but breaks the catalog's rules; never empty.
    Invalid(Vec<Problem>),
}

impl CatalogError {
    /// The problems to list for a reader: at most [`PROBLEMS_SHOWN`].
    pub fn problems_shown(&self) -> &[Problem] {
        match self {
            CatalogError::Invalid(problems) => &problems[..problems.len().min(PROBLEMS_SHOWN)],
            _ => &[],
        }
    }

    /// How many problems are not in [`Self::problems_shown`].
    pub fn problems_hidden(&self) -> usize {
        match self {
            CatalogError::Invalid(problems) => problems.len().saturating_sub(PROBLEMS_SHOWN),
            _ => 0,
        }
    }
}

impl fmt::Display for CatalogError {
    /// A headline in plain words; the list of problems is shown apart.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::NotJson {
                line,
                column,
                reason,
            } => write!(
                f,
                "The catalog is not valid JSON: {reason} at line {line}, column {column}."
            ),
            CatalogError::WrongShape { place, reason } => match place {
                Some(place) => write!(
                    f,
                    "The catalog does not have the expected shape: {reason}, in {}.",
                    place.name
                ),
                None => write!(f, "The catalog does not have the expected shape: {reason}."),
            },
            CatalogError::UnknownSchema(version) => write!(
                f,
                "The catalog uses schema version {version}, but this app reads version {SCHEMA_VERSION}."
            ),
            CatalogError::Invalid(problems) => match problems.len() {
                1 => write!(f, "The catalog has 1 problem:"),
                n => write!(f, "The catalog has {n} problems:"),
            },
        }
    }
}

impl std::error::Error for CatalogError {}

/// A catalog value inside a message, in quotation marks, with the
/// characters that reorder or hide text (bidi controls, zero-width
/// marks, control characters) written as `\u{202e}`: the message shows
/// what the value holds, and the value cannot turn the message around.
pub(super) fn quoted(value: &str) -> String {
    let mut shown = String::from('"');
    for c in value.chars() {
        let hidden = c.is_control()
            || matches!(c, '\u{061c}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}')
            || matches!(c, '\u{2060}'..='\u{2069}' | '\u{feff}');
        match hidden {
            true => shown.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            false => shown.push(c),
        }
    }
    shown.push('"');
    shown
}
