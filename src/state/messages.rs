//! What the page tells the reader about their data, until they dismiss it.

use leptos::prelude::*;

use crate::phrase::Phrase;
use crate::phrase::count;
use crate::progress::MergeReport;
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

/// Where a message shows: beside the control whose action it reports (a
/// series' Reset, the progress import), or at the top of the page.
#[derive(Debug, Clone, PartialEq)]
pub enum Beside {
    Page,
    Series(String),
    Transfer,
}

impl Message {
    pub fn beside(&self) -> Beside {
        match self {
            Message::Storage(_) => Beside::Page,
            Message::Imported { .. } | Message::NotImported { .. } => Beside::Transfer,
            Message::Reset { series, .. } => Beside::Series(series.clone()),
        }
    }

    /// What the message says, the catalog's titles and the reader's file
    /// names in it isolated.
    pub fn phrase(&self) -> Phrase {
        match self {
            Message::Storage(notice) => Phrase::new().own(notice.to_string()),
            Message::Imported { file, report } => Phrase::new()
                .own("Imported ")
                .quoted(file.as_str())
                .own(format!(": {report}")),
            Message::NotImported { file, why } => Phrase::new()
                .quoted(file.as_str())
                .own(format!(" was not imported: {why}. Nothing was changed.")),
            Message::Reset { title, parts, .. } => Phrase::new()
                .own("Progress of ")
                .quoted(title.as_str())
                .own(format!(
                    " was reset: {} marked unread.",
                    count(parts.len(), "part", "parts")
                )),
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
