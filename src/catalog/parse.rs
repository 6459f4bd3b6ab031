//! Reading a catalog document: JSON into the [`Catalog`] types, then
//! every rule ([`validate`]).

use serde::Deserialize;

use super::problem::CatalogError;
use super::rules::validate;
use super::types::{Catalog, SCHEMA_VERSION};

/// Only the version field, read first so that a future schema gets a clear
/// message rather than a confusing complaint about its fields.
#[derive(Deserialize)]
struct Version {
    schema: u64,
}

/// Parses and validates a catalog document. A byte order mark before it
/// (editors on Windows write one) is skipped: the app, the prerender and
/// `check` all read the catalog here.
pub fn parse(text: &str) -> Result<Catalog, CatalogError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let version: Version = serde_json::from_str(text).map_err(from_json_error)?;
    if version.schema != u64::from(SCHEMA_VERSION) {
        return Err(CatalogError::UnknownSchema(version.schema));
    }
    let catalog: Catalog = serde_json::from_str(text).map_err(from_json_error)?;
    let problems = validate(&catalog);
    if problems.is_empty() {
        Ok(catalog)
    } else {
        Err(CatalogError::Invalid(problems))
    }
}

fn from_json_error(error: serde_json::Error) -> CatalogError {
    let (line, column) = (error.line(), error.column());
    // serde_json appends " at line L column C"; the message says it its own way.
    let full = error.to_string();
    let reason = in_plain_words(match full.rfind(" at line ") {
        Some(cut) => &full[..cut],
        None => &full,
    });
    match error.classify() {
        serde_json::error::Category::Data => CatalogError::WrongShape {
            line,
            column,
            reason,
        },
        _ => CatalogError::NotJson {
            line,
            column,
            reason,
        },
    }
}

/// serde's words as an author reads them: a whole number rather than
/// `i64`.
fn in_plain_words(reason: &str) -> String {
    ["expected i64", "expected u64", "expected u32"]
        .iter()
        .fold(reason.to_string(), |reason, rust| {
            reason.replace(rust, "expected a whole number")
        })
}
