//! Reading a catalog document: JSON into the [`Catalog`] types, then
//! every rule ([`validate`]).

use crate::json;

use super::from_json;
use super::problem::CatalogError;
use super::rules::validate;
use super::types::Catalog;

/// Parses and validates a catalog document. A byte order mark before it
/// (editors on Windows write one) is skipped: the app, the prerender and
/// `check` all read the catalog here.
pub fn parse(text: &str) -> Result<Catalog, CatalogError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let document = json::parse(text).map_err(|error| CatalogError::NotJson {
        line: error.line,
        column: error.column,
        reason: error.reason.to_string(),
    })?;
    let catalog = from_json::catalog(&document)?;
    let problems = validate(&catalog);
    if problems.is_empty() {
        Ok(catalog)
    } else {
        Err(CatalogError::Invalid(problems))
    }
}
