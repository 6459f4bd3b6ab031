//! The export file, to move what is kept to another browser: the read
//! marks, the stars, the notes and the followed series, marked as ours
//! and dated, on one line (JSON that reads back the same; a
//! pretty-printer would cost the wasm 0.5 KB of brotli).
//!
//! `{"exported":"<time>","format":"learning-series-progress",
//! "following":{...},"notes":{...},"read":{...},"starred":{...},"version":1}`;
//! a file from a build before stars and notes has only `read`, and a
//! stored progress document (a set-aside copy) imports too.

use crate::json::{self, Value};

use crate::kept::annotations::Annotations;
use crate::kept::document::{DOCUMENT_VERSION, DocumentError, Salvaged, check_version};
use crate::kept::json_text::JsonObject;
use crate::kept::progress::Progress;

/// Marks an export file as ours.
pub const EXPORT_FORMAT: &str = "learning-series-progress";

/// What an export file holds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Exported {
    pub progress: Progress,
    pub annotations: Annotations,
}

/// The export file of `progress` and `annotations`, made at `at`.
pub fn to_export(progress: &Progress, annotations: &Annotations, at: &str) -> String {
    let mut doc = JsonObject::new();
    doc.string("exported", at).string("format", EXPORT_FORMAT);
    annotations.export_into(&mut doc);
    progress.export_into(&mut doc);
    doc.json("version", &DOCUMENT_VERSION.to_string());
    doc.end()
}

/// An export file, or a stored progress document (such as one that was
/// set aside and downloaded), with every entry that can be read.
pub fn from_export(text: &str) -> Result<Salvaged<Exported>, DocumentError> {
    let doc = match json::parse(text) {
        Ok(Value::Object(doc)) => doc,
        Ok(_) => return Err(DocumentError::NotOurs),
        Err(_) => return Err(DocumentError::NotJson),
    };
    let ours = match doc.get("format") {
        Some(format) => format.as_str() == Some(EXPORT_FORMAT),
        None => doc.contains_key("read") && doc.contains_key("version"),
    };
    if !ours {
        return Err(DocumentError::NotOurs);
    }
    check_version(&doc)?;
    let progress = Progress::from_json(&doc)?;
    let annotations = Annotations::from_json(&doc);
    Ok(Salvaged {
        kept: progress.kept + annotations.kept,
        problems: [progress.problems, annotations.problems].concat(),
        value: Exported {
            progress: progress.value,
            annotations: annotations.value,
        },
    })
}
