//! A catalog document's JSON value, read into the [`Catalog`] types: the
//! version first (a future schema gets a clear message rather than a
//! complaint about its fields), then every field. A missing field, a field
//! written twice or a value of the wrong type is named by its place, as
//! validation names its problems. Fields the app does not know are left
//! alone, so a newer catalog still loads (`check` warns of them).

use std::sync::Arc;

use crate::json::{Object, Value};

use super::problem::{CatalogError, Place, quoted};
#[cfg(not(browser))]
use super::types::Word;
use super::types::{Catalog, Part, SCHEMA_VERSION, Section, Series, Topic};

type Read<T> = Result<T, CatalogError>;

pub fn catalog(document: &Value) -> Read<Catalog> {
    let fields = Fields::of(document, None)?;
    let schema = fields.required("schema")?;
    let version = schema
        .as_u64()
        .ok_or_else(|| wrong(schema, "a whole number", fields.place_of("schema")))?;
    if version != u64::from(SCHEMA_VERSION) {
        return Err(CatalogError::UnknownSchema(version));
    }
    Ok(Catalog {
        schema: SCHEMA_VERSION,
        title: fields.text("title")?,
        subtitle: fields.text_or_empty("subtitle")?,
        topics: fields.list("topics", false, topic)?,
        sections: fields.list("sections", true, section)?,
        series: fields.list("series", true, |f| series(f).map(Arc::new))?,
        #[cfg(not(browser))]
        site: fields.optional_text("site")?,
        #[cfg(not(browser))]
        lang: fields.optional_text("lang")?,
        #[cfg(not(browser))]
        interface: fields.words("interface")?,
    })
}

fn topic(fields: Fields) -> Read<Topic> {
    Ok(Topic {
        id: fields.text("id")?,
        label: fields.text("label")?,
    })
}

fn section(fields: Fields) -> Read<Section> {
    Ok(Section {
        id: fields.text("id")?,
        title: fields.text("title")?,
    })
}

fn series(fields: Fields) -> Read<Series> {
    Ok(Series {
        id: fields.text("id")?,
        section: fields.text("section")?,
        title: fields.text("title")?,
        summary: fields.text_or_empty("summary")?,
        topics: fields.texts("topics")?,
        parts: fields.list("parts", true, part)?,
        url: fields.optional_text("url")?,
        lang: fields.optional_text("lang")?,
    })
}

fn part(fields: Fields) -> Read<Part> {
    let minutes = match fields.field("minutes")? {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            value
                .as_i64()
                .ok_or_else(|| wrong(value, "a whole number", fields.place_of("minutes")))?,
        ),
    };
    Ok(Part {
        id: fields.text("id")?,
        title: fields.text("title")?,
        url: fields.optional_text("url")?,
        topics: fields.texts("topics")?,
        published: fields.optional_text("published")?,
        minutes,
        lang: fields.optional_text("lang")?,
    })
}

/// An object of the document, with its place (none for the document).
struct Fields<'a> {
    object: &'a Object,
    place: Option<Place>,
}

impl<'a> Fields<'a> {
    fn of(value: &'a Value, place: Option<Place>) -> Read<Fields<'a>> {
        match value.as_object() {
            Some(object) => Ok(Fields { object, place }),
            None => Err(wrong(value, "an object", place)),
        }
    }

    fn place_of(&self, name: &str) -> Option<Place> {
        Some(match &self.place {
            Some(place) => place.field(name),
            None => Place::top(name),
        })
    }

    fn shape(&self, reason: String) -> CatalogError {
        CatalogError::WrongShape {
            place: self.place.clone(),
            reason,
        }
    }

    fn field(&self, name: &str) -> Read<Option<&'a Value>> {
        let mut values = self.object.iter().filter(|(k, _)| *k == name);
        match (values.next(), values.next()) {
            (_, Some(_)) => Err(CatalogError::WrongShape {
                place: self.place_of(name),
                reason: format!("duplicate field `{name}`"),
            }),
            (value, None) => Ok(value.map(|(_, v)| v)),
        }
    }

    fn required(&self, name: &str) -> Read<&'a Value> {
        self.field(name)?
            .ok_or_else(|| self.shape(format!("missing field `{name}`")))
    }

    fn text(&self, name: &str) -> Read<String> {
        text(self.required(name)?, self.place_of(name))
    }

    fn text_or_empty(&self, name: &str) -> Read<String> {
        match self.field(name)? {
            None => Ok(String::new()),
            Some(value) => text(value, self.place_of(name)),
        }
    }

    /// A text that may be missing or `null`.
    fn optional_text(&self, name: &str) -> Read<Option<String>> {
        match self.field(name)? {
            None | Some(Value::Null) => Ok(None),
            Some(value) => text(value, self.place_of(name)).map(Some),
        }
    }

    /// The interface's words, which may be missing: by key, a text or an
    /// object of texts by plural category.
    #[cfg(not(browser))]
    fn words(&self, name: &str) -> Read<Vec<(String, Word)>> {
        let Some(value) = self.field(name)? else {
            return Ok(Vec::new());
        };
        let words = Fields::of(value, self.place_of(name))?;
        let place = |key: &str| words.place_of(key);
        let expected = "a string, or an object of a string for each plural form";
        words
            .object
            .iter()
            .map(|(key, value)| match value {
                Value::String(text) => Ok((key.clone(), Word::Text(text.clone()))),
                Value::Object(forms) => forms
                    .iter()
                    .map(|(category, form)| {
                        let place = place(key).map(|place| place.field(category));
                        Ok((category.clone(), text(form, place)?))
                    })
                    .collect::<Read<_>>()
                    .map(|forms| (key.clone(), Word::Counted(forms))),
                _ => Err(wrong(value, expected, place(key))),
            })
            .collect()
    }

    /// A list of texts that may be missing: topic ids.
    fn texts(&self, name: &str) -> Read<Vec<String>> {
        self.each(name, false, |item, _, place| text(item, Some(place)))
    }

    /// A list of objects, each read by `read`, each named by its id
    /// where it has one (`series 3 "cxl"`).
    fn list<T>(
        &self,
        name: &str,
        required: bool,
        read: impl Fn(Fields) -> Read<T>,
    ) -> Read<Vec<T>> {
        self.each(name, required, |item, index, place| {
            let place = match item.get("id").and_then(Value::as_str) {
                Some(id) => match &self.place {
                    Some(parent) => parent.inner(name, index, kind_of(name), id),
                    None => Place::item(name, index, kind_of(name), id),
                },
                None => place,
            };
            read(Fields::of(item, Some(place))?)
        })
    }

    /// Each item of the list `name`, read with its index and its place
    /// (by its position: `series 3 "cxl" › topic 2`).
    fn each<T>(
        &self,
        name: &str,
        required: bool,
        read: impl Fn(&'a Value, usize, Place) -> Read<T>,
    ) -> Read<Vec<T>> {
        let value = match required {
            true => self.required(name)?,
            false => match self.field(name)? {
                Some(value) => value,
                None => return Ok(Vec::new()),
            },
        };
        let Some(items) = value.as_array() else {
            return Err(wrong(value, "a list", self.place_of(name)));
        };
        let kind = kind_of(name);
        items
            .iter()
            .enumerate()
            .map(|(index, item)| {
                let place = match &self.place {
                    Some(parent) => parent.entry(name, index, kind),
                    None => Place::unnamed(name, index, kind),
                };
                read(item, index, place)
            })
            .collect()
    }
}

/// What one item of a list is called.
fn kind_of(list: &str) -> &str {
    match list {
        "parts" => "part",
        "topics" => "topic",
        "sections" => "section",
        other => other,
    }
}

fn text(value: &Value, place: Option<Place>) -> Read<String> {
    match value.as_str() {
        Some(text) => Ok(text.to_string()),
        None => Err(wrong(value, "a string", place)),
    }
}

/// `invalid type: number `1.5`, expected a whole number`.
fn wrong(value: &Value, expected: &str, place: Option<Place>) -> CatalogError {
    let found = match value {
        Value::Null => "null".to_string(),
        Value::Bool(value) => format!("boolean `{value}`"),
        Value::Number(number) => format!("number `{number}`"),
        Value::String(text) => format!("string {}", quoted(text)),
        Value::Array(_) => "list".to_string(),
        Value::Object(_) => "object".to_string(),
    };
    CatalogError::WrongShape {
        place,
        reason: format!("invalid type: {found}, expected {expected}"),
    }
}
