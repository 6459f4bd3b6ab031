//! What the page tells the reader about their data, until they dismiss it.

use std::fmt;

use leptos::prelude::*;

use crate::progress::{MergeReport, count};
use crate::storage::Notice;

/// Something the page tells the reader.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    Storage(Notice),
    Imported {
        file: String,
        report: MergeReport,
    },
    NotImported {
        file: String,
        why: String,
    },
    /// A series was reset; the parts it unmarked, so it can be undone.
    Reset {
        series: String,
        title: String,
        parts: Vec<String>,
    },
}

/// Text from the catalog or the reader's files inside the app's own
/// sentence, isolated (U+2068 … U+2069), so that right-to-left marks or
/// overrides in it cannot reorder the sentence around it.
fn isolated(text: &str) -> String {
    format!("\u{201c}\u{2068}{text}\u{2069}\u{201d}")
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Message::Storage(notice) => notice.fmt(f),
            Message::Imported { file, report } => {
                write!(f, "Imported {}: {report}", isolated(file))
            }
            Message::NotImported { file, why } => write!(
                f,
                "{} was not imported: {why}. Nothing was changed.",
                isolated(file)
            ),
            Message::Reset { title, parts, .. } => write!(
                f,
                "Progress of {} was reset: {} marked unread.",
                isolated(title),
                count(parts.len(), "part", "parts")
            ),
        }
    }
}

/// The messages on the page, each with an id, oldest first.
#[derive(Clone, Copy)]
pub struct Messages {
    list: ReadSignal<Vec<(u32, Message)>>,
    set_list: WriteSignal<Vec<(u32, Message)>>,
    next_id: StoredValue<u32>,
}

impl Messages {
    pub fn new() -> Messages {
        let (list, set_list) = signal(Vec::new());
        Messages {
            list,
            set_list,
            next_id: StoredValue::new(0),
        }
    }

    pub fn list(&self) -> ReadSignal<Vec<(u32, Message)>> {
        self.list
    }

    pub fn tell(&self, message: Message) {
        let id = self.next_id.get_value();
        self.next_id.set_value(id + 1);
        self.set_list.update(|list| list.push((id, message)));
    }

    /// Takes a message off the page, and hands it back.
    pub fn dismiss(&self, id: u32) -> Option<Message> {
        let mut removed = None;
        self.set_list.update(|list| {
            if let Some(at) = list.iter().position(|(i, _)| *i == id) {
                removed = Some(list.remove(at).1);
            }
        });
        removed
    }
}

impl Default for Messages {
    fn default() -> Self {
        Messages::new()
    }
}
