//! What the page tells the reader about their data, until they dismiss it.

use std::sync::Arc;

use leptos::prelude::*;

use crate::kept::annotations::{Added, Annotations};
use crate::kept::progress::{MergeReport, Progress};
use crate::kept::progress_link::{FromLink, LinkError};
use crate::kept::storage::Notice;
use crate::phrase::Phrase;
use crate::phrase::{count, counts};

/// Something the page tells the reader.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    Storage(Notice),
    Imported {
        file: String,
        report: MergeReport,
        added: Added,
        written: Written,
    },
    NotImported {
        file: String,
        why: String,
    },
    /// A file offered to the reader (an export, a set-aside copy) that the
    /// browser would not download.
    NotSaved(String),
    /// A progress link in the address brought parts read elsewhere,
    /// `new_here` of them not read here, and stars and follows,
    /// `new_marks` of them not set here: offered to add.
    FromLink {
        link: FromLink,
        new_here: usize,
        new_marks: usize,
    },
    /// What adding a link's parts did.
    AddedFromLink(usize),
    LinkRefused(LinkError),
    /// A part marked read from its article's series box (`#read=`), or
    /// found read already (`changed` false): what Undo takes back.
    PartMarked {
        series: String,
        part: String,
        title: String,
        changed: bool,
    },
    /// A series was marked all read (`read`) or reset; the parts it
    /// changed, so it can be undone.
    SeriesMarked {
        series: String,
        title: String,
        parts: Vec<String>,
        read: bool,
    },
}

/// What an import wrote, to take back on Undo: shared, for the page
/// clones and compares its messages, never their documents.
#[derive(Debug, Clone)]
pub struct Written(pub Arc<(Progress, Annotations)>);

impl PartialEq for Written {
    fn eq(&self, other: &Written) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
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
            Message::Storage(_)
            | Message::FromLink { .. }
            | Message::AddedFromLink(_)
            | Message::LinkRefused(_) => Beside::Page,
            Message::Imported { .. } | Message::NotImported { .. } | Message::NotSaved(_) => {
                Beside::Transfer
            }
            Message::SeriesMarked { series, .. } | Message::PartMarked { series, .. } => {
                Beside::Series(series.clone())
            }
        }
    }

    /// Whether the message takes the place of `older`: what Mark all read
    /// or Reset did to a series replaces what the last of them did (its
    /// Undo would no longer undo it).
    fn replaces(&self, older: &Message) -> bool {
        matches!((self, older), (
            Message::SeriesMarked { series, .. },
            Message::SeriesMarked { series: before, .. },
        ) if series == before)
    }

    /// Whether the message says that something the reader asked for
    /// failed: an import, a download, a progress link.
    pub fn is_failure(&self) -> bool {
        matches!(
            self,
            Message::NotImported { .. } | Message::NotSaved(_) | Message::LinkRefused(_)
        )
    }

    /// Whether the message offers what a progress link brings, to add or
    /// not now.
    pub fn is_offer(&self) -> bool {
        matches!(self, Message::FromLink { new_here, new_marks, .. } if new_here + new_marks > 0)
    }

    /// The label of the message's own button, if it has one: Undo a
    /// reset, a Mark all read or an import that changed something, Add
    /// the parts a link brings
    /// (the notices hand it to the message's owner).
    pub fn action(&self) -> Option<&'static str> {
        match self {
            Message::SeriesMarked { .. } | Message::PartMarked { changed: true, .. } => {
                Some("Undo")
            }
            Message::Imported { report, added, .. }
                if report.imported
                    + added.stars
                    + added.follows
                    + added.notes
                    + added.notes_joined
                    > 0 =>
            {
                Some("Undo")
            }
            _ if self.is_offer() => Some("Add them"),
            _ => None,
        }
    }

    /// What the message says, the catalog's titles and the reader's file
    /// names in it isolated.
    pub fn phrase(&self) -> Phrase {
        match self {
            Message::Storage(notice) => Phrase::new().own(notice.to_string()),
            Message::Imported {
                file,
                report,
                added,
                ..
            } => Phrase::new()
                .own("Imported ")
                .quoted(file.as_str())
                .own(format!(": {report}{added}")),
            Message::NotImported { file, why } => Phrase::new()
                .quoted(file.as_str())
                .own(format!(" was not imported: {why}. Nothing was changed.")),
            Message::NotSaved(file) => Phrase::new()
                .quoted(file.as_str())
                .own(" could not be saved: the browser refused the download."),
            Message::FromLink {
                link,
                new_here,
                new_marks,
            } => {
                let read = count(link.parts.len(), "part", "parts");
                let mut text = match (link.parts.len(), new_here) {
                    (0, _) => "The link brings no read parts".to_string(),
                    (_, 0) => {
                        format!("{read} read on another device, all of them read here already")
                    }
                    (_, n) => format!("{read} read on another device, {n} of them new here"),
                };
                let marks = counts(&[
                    (link.starred.len(), "star", "stars"),
                    (link.followed.len(), "followed series", "followed series"),
                ]);
                if !marks.is_empty() {
                    let new = match new_marks {
                        0 => "all of them here already".to_string(),
                        n => format!("{n} of them new here"),
                    };
                    text += &format!("; {marks}, {new}");
                }
                text += ".";
                if *new_here + *new_marks == 0 {
                    text += " Nothing was changed.";
                }
                if link.series_left_out > 0 {
                    let series = count(link.series_left_out, "series", "series");
                    text += &format!(" Left out: {series} that changed since the link was made.");
                }
                Phrase::new().own(text)
            }
            Message::AddedFromLink(added) => Phrase::new().own(format!(
                "Added {} read on another device.",
                count(*added, "part", "parts")
            )),
            Message::LinkRefused(why) => Phrase::new().own(format!(
                "The link in the address was not read: {why}. Nothing was changed."
            )),
            Message::PartMarked { title, changed, .. } => match changed {
                true => Phrase::new()
                    .own("Marked ")
                    .quoted(title.as_str())
                    .own(" read."),
                false => Phrase::new()
                    .quoted(title.as_str())
                    .own(" was read already. Nothing was changed."),
            },
            Message::SeriesMarked {
                title, parts, read, ..
            } => {
                let parts = count(parts.len(), "part", "parts");
                match read {
                    true => Phrase::new()
                        .own("Marked all of ")
                        .quoted(title.as_str())
                        .own(format!(" read: {parts}.")),
                    false => Phrase::new()
                        .own("Progress of ")
                        .quoted(title.as_str())
                        .own(format!(" was reset: {parts} marked unread.")),
                }
            }
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
        self.set_list.update(|list| {
            list.retain(|(_, older)| !message.replaces(older));
            list.push((id, message));
        });
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
