//! The fields of every document the app keeps or exchanges, as written:
//! the stored progress, marks and seen parts, and the export file. One
//! type, so that each field is named once and the wasm reads and writes
//! them all with one piece of code. Each document fills in the fields it
//! has ([`crate::json::write`] leaves out the others), and reads each as
//! far as it can: a field or an entry that cannot be read is
//! [`Loose::Wrong`], which the document names and leaves out, and never
//! costs what else it holds. Written in the order of the fields' names.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::json::Loose;

/// Dated marks by key (`series/part`, or a series' id): the time each was
/// set or taken off.
pub type Marks = BTreeMap<String, Loose<String>>;

/// A note on a part, and when it last changed; empty once cleared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    pub at: String,
    pub text: String,
}

/// Every field of a kept document, each one that is not
/// [`Loose::Missing`] written.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Fields {
    /// When the export file was made.
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub exported: Loose<String>,
    /// Marks an export file as ours.
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub format: Loose<String>,
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub following: Loose<Marks>,
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub notes: Loose<BTreeMap<String, Loose<Note>>>,
    /// The parts seen (`series/part`).
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub parts: Loose<Vec<Loose<String>>>,
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub read: Loose<Marks>,
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub starred: Loose<Marks>,
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub unfollowed: Loose<Marks>,
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub unread: Loose<Marks>,
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub unstarred: Loose<Marks>,
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub version: Loose<u64>,
    /// When the reader last visited.
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    pub visited: Loose<String>,
}
