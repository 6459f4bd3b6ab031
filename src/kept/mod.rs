//! What is kept for a reader, in this browser and between devices: the
//! documents' common rules and their fields as written, read progress, the
//! reader's stars, notes and followed series, the export file, the parts
//! seen, keeping documents in localStorage, and progress in a link.

pub mod annotations;
pub mod document;
pub mod export;
pub mod fields;
pub mod plan;
pub mod progress;
pub mod progress_link;
pub mod seen;
pub mod storage;
