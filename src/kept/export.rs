//! The export file, to move what is kept to another browser: the read
//! marks, the stars, the notes and the followed series, marked as ours
//! and dated, on one line (JSON that reads back the same; a
//! pretty-printer would cost the wasm 0.5 KB of brotli).
//!
//! `{"exported":"<time>","format":"learning-series-progress",
//! "following":{...},"notes":{...},"read":{...},"starred":{...},"version":1}`;
//! a file from a build before stars and notes has only `read`, and a
//! stored progress document (a set-aside copy) imports too.

use crate::json::{self, Loose};

use crate::kept::annotations::Annotations;
use crate::kept::document::{DocumentError, Salvaged, check_version, fields_of, stored_fields};
use crate::kept::fields::Fields;
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
    let mut fields = Fields {
        exported: Loose::Read(at.to_string()),
        format: Loose::Read(EXPORT_FORMAT.to_string()),
        ..stored_fields()
    };
    annotations.export_into(&mut fields);
    progress.export_into(&mut fields);
    json::write(&fields)
}

/// An export file, or a stored progress document (such as one that was
/// set aside and downloaded), with every entry that can be read.
pub fn from_export(text: &str) -> Result<Salvaged<Exported>, DocumentError> {
    let fields = fields_of(text, DocumentError::NotOurs)?;
    let ours = match &fields.format {
        Loose::Missing => !matches!(
            (&fields.read, &fields.version),
            (Loose::Missing, _) | (_, Loose::Missing)
        ),
        format => format.read().is_some_and(|format| format == EXPORT_FORMAT),
    };
    if !ours {
        return Err(DocumentError::NotOurs);
    }
    check_version(&fields)?;
    let progress = Progress::from_fields(&fields)?;
    let annotations = Annotations::from_fields(&fields);
    Ok(Salvaged {
        kept: progress.kept + annotations.kept,
        problems: [progress.problems, annotations.problems].concat(),
        value: Exported {
            progress: progress.value,
            annotations: annotations.value,
        },
    })
}
