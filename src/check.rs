//! `cargo run -- check FILE`: what an author runs after editing the
//! catalog. Every rule the app applies, those across the document
//! included, with each problem at its place; no browser, no wasm.

use std::path::Path;

use crate::catalog::{self, CatalogError};

/// What the command prints and its exit code: 0 for a catalog the app
/// reads, 1 for one it refuses (with every problem), 2 for a file it
/// cannot read as a catalog file at all.
#[derive(Debug, PartialEq, Eq)]
pub struct Checked {
    pub code: u8,
    /// For standard output (0) or standard error (1 and 2).
    pub lines: Vec<String>,
}

pub fn check_file(path: &Path) -> Checked {
    let name = path.display();
    let unreadable = |why: String| Checked {
        code: 2,
        lines: vec![format!("check: {name}: {why}")],
    };
    if path.is_dir() {
        return unreadable("is a directory, not a catalog file".into());
    }
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            return unreadable("no such file".into());
        }
        Err(error) => return unreadable(error.to_string()),
    };
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => {
            let at = error.utf8_error().valid_up_to();
            return unreadable(format!(
                "not UTF-8 text (byte {at} is not): save the catalog as UTF-8"
            ));
        }
    };
    check_text(&text)
}

pub fn check_text(text: &str) -> Checked {
    match catalog::parse(text) {
        Ok(catalog) => {
            let parts: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
            Checked {
                code: 0,
                lines: vec![format!(
                    "ok: {} series, {parts} parts",
                    catalog.series.len()
                )],
            }
        }
        Err(error) => {
            let mut lines = vec![error.to_string()];
            if let CatalogError::Invalid(problems) = &error {
                lines.extend(problems.iter().map(ToString::to_string));
            }
            Checked { code: 1, lines }
        }
    }
}
