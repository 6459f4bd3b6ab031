//! What the page tells the reader about their data, until they dismiss it.

use std::sync::Arc;

use leptos::prelude::*;

use crate::interface::{Key, form, number};
use crate::kept::annotations::{Added, Annotations};
use crate::kept::progress::{MergeReport, Progress};
use crate::kept::progress_link::{FromLink, LinkError};
use crate::kept::storage::Notice;
use crate::phrase::{Phrase, counts};

/// Something the page tells the reader.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    Storage(Notice),
    Imported {
        file: String,
        report: MergeReport,
        added: Added,
        /// The titles of the parts whose notes were joined.
        joined: Vec<String>,
        written: Written,
    },
    NotImported {
        file: String,
        why: String,
    },
    /// A file offered to the reader (an export, a set-aside copy) that the
    /// browser would not download.
    NotSaved(String),
    /// A progress link in the address brought parts read elsewhere, stars
    /// and follows, `new` of them not here: offered to add.
    FromLink {
        link: FromLink,
        new: Brought,
    },
    /// What adding a link's marks added.
    AddedFromLink(Brought),
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

/// What a progress link brings that this browser does not have.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Brought {
    pub parts: usize,
    pub stars: usize,
    pub follows: usize,
}

impl Brought {
    /// Said as a list (`2 parts read and 1 star`), if it is anything.
    fn said(&self) -> Option<String> {
        self.is_anything().then(|| {
            counts(&[
                (self.parts, Key::parts_read),
                (self.stars, Key::stars),
                (self.follows, Key::followed_series),
            ])
        })
    }

    fn is_anything(&self) -> bool {
        self.parts + self.stars + self.follows > 0
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

    /// Whether the message takes the place of `older`: the newest report
    /// beside a control or at the top is what the reader did last there,
    /// and older ones would pile up stale beside it. A storage notice is
    /// about the reader's data: it stays until dismissed, and replaces
    /// nothing.
    fn replaces(&self, older: &Message) -> bool {
        let storage = |message: &Message| matches!(message, Message::Storage(_));
        !storage(self) && !storage(older) && self.beside() == older.beside()
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
        matches!(self, Message::FromLink { new, .. } if new.is_anything())
    }

    /// The label of the message's own button, if it has one: Undo a
    /// reset, a Mark all read or an import that changed something, Add
    /// the parts a link brings
    /// (the notices hand it to the message's owner).
    pub fn action(&self) -> Option<&'static str> {
        match self {
            Message::SeriesMarked { .. } | Message::PartMarked { changed: true, .. } => {
                Some(say!(undo))
            }
            Message::Imported { report, added, .. }
                if report.imported
                    + added.stars
                    + added.follows
                    + added.notes
                    + added.notes_joined
                    > 0 =>
            {
                Some(say!(undo))
            }
            _ if self.is_offer() => Some(say!(add_them)),
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
                joined,
                ..
            } => {
                let phrase = Phrase::of(
                    say!(imported),
                    &[
                        ("file", quoted(file)),
                        ("report", Phrase::new().own(format!("{report}{added}"))),
                    ],
                );
                let see =
                    joined
                        .iter()
                        .take(3)
                        .fold(Phrase::new(), |see, title| match see.is_empty() {
                            true => quoted(title),
                            false => see.own(say!(describe_and)).then(quoted(title)),
                        });
                match joined.len() {
                    0 => phrase,
                    1..=3 => phrase.then(Phrase::of(say!(see_notes), &[("titles", see)])),
                    n => {
                        let more = Phrase::new().own(number(n - 3));
                        phrase.then(Phrase::of(
                            say!(see_notes_more),
                            &[("titles", see), ("more", more)],
                        ))
                    }
                }
            }
            Message::NotImported { file, why } => Phrase::of(
                say!(not_imported),
                &[("file", quoted(file)), ("why", Phrase::new().own(why))],
            ),
            Message::NotSaved(file) => Phrase::of(say!(not_saved), &[("file", quoted(file))]),
            Message::FromLink { link, new } => {
                let carries = link.parts.len() + link.starred.len() + link.followed.len();
                let mut text = match (new.said(), carries) {
                    (Some(new), _) => say!(new_from_link, list = new),
                    (None, 0) => say!(link_brings_nothing).to_string(),
                    (None, _) => say!(nothing_new_from_link).to_string(),
                };
                if link.series_left_out > 0 {
                    text += &count!(series_left_out, link.series_left_out);
                }
                Phrase::new().own(text)
            }
            Message::AddedFromLink(added) => Phrase::new().own(match added.said() {
                Some(added) => say!(added_from_link, list = added),
                None => say!(nothing_added).to_string(),
            }),
            Message::LinkRefused(why) => {
                Phrase::new().own(say!(link_refused, why = why.to_string()))
            }
            Message::PartMarked { title, changed, .. } => match changed {
                true => Phrase::of(say!(part_marked), &[("title", quoted(title))]),
                false => Phrase::of(say!(part_read_already), &[("title", quoted(title))]),
            },
            Message::SeriesMarked {
                title, parts, read, ..
            } => {
                let parts_count = parts.len();
                let parts = Phrase::new().own(number(parts_count));
                let key = match read {
                    true => Key::series_marked,
                    false => Key::series_reset,
                };
                let template = form(key, parts_count);
                Phrase::of(template, &[("title", quoted(title)), ("count", parts)])
            }
        }
    }
}

/// Text from elsewhere (a file's name, a title), quoted.
fn quoted(text: &str) -> Phrase {
    Phrase::new().quoted(text)
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
