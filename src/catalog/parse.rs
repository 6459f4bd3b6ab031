//! Reading a catalog document: its JSON into the [`Catalog`] types (a
//! future schema gets a clear message rather than a complaint about its
//! fields), then every rule ([`validate`]).

use serde::Deserialize;

use crate::json::Json;

use super::problem::CatalogError;
use super::rules::validate;
use super::shape::wrong_shape;
use super::types::{Catalog, SCHEMA_VERSION};

/// The one field read before the others.
#[derive(Deserialize)]
struct Version {
    schema: u64,
}

/// Parses and validates a catalog document. A byte order mark before it
/// (editors on Windows write one) is skipped: the app, the prerender and
/// `check` all read the catalog here.
pub fn parse(text: &str) -> Result<Catalog, CatalogError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let json = Json::parse(text).map_err(|error| CatalogError::NotJson {
        line: error.line,
        column: error.column,
        reason: error.reason,
    })?;
    let catalog: Catalog = match json.read() {
        Ok(catalog) => catalog,
        // The version is read on its own only where the catalog is not
        // (a later version's fields need not read as this one's): its
        // version says why first.
        Err(error) => {
            let version: Version = json.read().map_err(|error| wrong_shape(&json, error))?;
            if version.schema != u64::from(SCHEMA_VERSION) {
                return Err(CatalogError::UnknownSchema(version.schema));
            }
            return Err(wrong_shape(&json, error));
        }
    };
    if catalog.schema != SCHEMA_VERSION {
        return Err(CatalogError::UnknownSchema(catalog.schema.into()));
    }
    let problems = validate(&catalog);
    if problems.is_empty() {
        Ok(catalog)
    } else {
        Err(CatalogError::Invalid(problems))
    }
}
