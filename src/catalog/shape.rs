//! A catalog's value of the wrong shape, said as validation says its
//! problems: at its place, each series, part, topic or section by its
//! position and its id (`series 3 "cxl" › part 2 "intro" › title`), in
//! words an author reads (`a list`, `a whole number`, not serde's
//! `a sequence`, `i64`).

use serde::Deserialize;

use crate::json::{Json, Loose, ShapeError, Step};

use super::problem::{CatalogError, Place};

/// The ids that name the items of a catalog's lists, at every level, as
/// far as they can be read.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Ids {
    id: Loose<String>,
    topics: Loose<Vec<Loose<Ids>>>,
    sections: Loose<Vec<Loose<Ids>>>,
    series: Loose<Vec<Loose<Ids>>>,
    parts: Loose<Vec<Loose<Ids>>>,
}

impl Ids {
    /// The item at `index` of the list `name`, if it is an object.
    fn item(&self, name: &str, index: usize) -> Option<&Ids> {
        let list = match name {
            "topics" => &self.topics,
            "sections" => &self.sections,
            "series" => &self.series,
            "parts" => &self.parts,
            _ => return None,
        };
        list.read()?.get(index)?.read()
    }
}

/// The catalog's error for `error`, at its place in `json`.
pub fn wrong_shape(json: &Json, error: ShapeError) -> CatalogError {
    let ShapeError { reason, mut path } = error;
    // serde names a field written twice at its object; the place is the
    // field's, as for a value of the wrong type.
    if let Some(field) = reason.strip_prefix("duplicate field `") {
        path.push(Step::Field(field.trim_end_matches('`').to_string()));
    }
    CatalogError::WrongShape {
        place: place(&path, json.salvage::<Ids>().as_ref()),
        reason: plain(&reason),
    }
}

/// The place `path` leads to; none for the document itself.
fn place(path: &[Step], ids: Option<&Ids>) -> Option<Place> {
    let (mut place, mut node): (Option<Place>, _) = (None, ids);
    let mut steps = path.iter().peekable();
    while let Some(step) = steps.next() {
        let Step::Field(name) = step else {
            continue;
        };
        let Some(&&Step::Item(index)) = steps.peek() else {
            place = Some(match &place {
                Some(parent) => parent.field(name),
                None => Place::top(name),
            });
            node = None;
            continue;
        };
        steps.next();
        let item = node.and_then(|node| node.item(name, index));
        let kind = kind_of(name);
        place = Some(match (item.and_then(|item| item.id.read()), &place) {
            (Some(id), Some(parent)) => parent.inner(name, index, kind, id),
            (Some(id), None) => Place::item(name, index, kind, id),
            (None, Some(parent)) => parent.entry(name, index, kind),
            (None, None) => Place::unnamed(name, index, kind),
        });
        node = item;
    }
    place
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

/// serde's `invalid type: sequence, expected i64` in an author's words:
/// `invalid type: list, expected a whole number`.
fn plain(reason: &str) -> String {
    let Some((found, expected)) = reason
        .strip_prefix("invalid type: ")
        .or_else(|| reason.strip_prefix("invalid value: "))
        .and_then(|rest| rest.rsplit_once(", expected "))
    else {
        return reason.to_string();
    };
    let found = match found {
        "sequence" => "list".to_string(),
        "map" => "object".to_string(),
        "unit value" => "null".to_string(),
        _ => match found.split_once(' ') {
            Some(("integer" | "floating", number)) => {
                format!("number {}", number.trim_start_matches("point "))
            }
            _ => found.to_string(),
        },
    };
    let expected = match expected {
        "a sequence" => "a list",
        "a map" => "an object",
        "u32" | "u64" | "i64" => "a whole number",
        struct_name if struct_name.starts_with("struct ") => "an object",
        other => other,
    };
    format!("invalid type: {found}, expected {expected}")
}
