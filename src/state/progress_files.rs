//! Progress as a file: an export to download, and an import merged into
//! the read marks and the reader's stars, notes and follows, each saying
//! what it did beside its button.

use std::fmt;
use std::sync::Arc;

use leptos::prelude::document;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;

use crate::browser;
use crate::catalog::Catalog;
use crate::catalog::emphasis::plain;
use crate::json;
use crate::kept::export::{from_export, to_export};
use crate::kept::plan::Handed;
use crate::state::{Marks, Message, Messages, OwnMarks, Written};

#[derive(Clone, Copy)]
pub struct ProgressFiles {
    marks: Marks,
    own: OwnMarks,
    messages: Messages,
}

impl ProgressFiles {
    pub fn new(marks: Marks, own: OwnMarks, messages: Messages) -> ProgressFiles {
        ProgressFiles {
            marks,
            own,
            messages,
        }
    }

    /// The export file of what the reader keeps now, made at `now`.
    fn exported(&self, now: &str) -> String {
        self.marks
            .read_now(|p| self.own.read_now(|own| to_export(p, own, now)))
    }

    /// Hands the page's dialog `id` what "Feed reader and calendar"
    /// makes its files from ([`Handed`]), in its input.
    pub fn hand_over(&self, catalog: &Catalog, id: &str) {
        let input = document()
            .get_element_by_id(id)
            .and_then(|dialog| browser::find(&dialog, "input"))
            .and_then(|input| input.dyn_into::<HtmlInputElement>().ok());
        if let Some(input) = input {
            let (now, offset) = (browser::now(), browser::clock_offset());
            let handed = self.marks.read_now(|progress| {
                self.own
                    .read_now(|own| json::write(&Handed::new(catalog, progress, own, &now, offset)))
            });
            input.set_value(&handed);
        }
    }

    /// Offers the export file as a download, or says the browser refused.
    pub fn export(&self) {
        let now = browser::now();
        let name = format!("learning-series-progress-{}.json", &now[..10]);
        let text = self.exported(&now);
        if browser::download_json(&name, &text).is_err() {
            self.messages.tell(Message::NotSaved(name));
        }
    }

    /// Merges an export file (or a set-aside copy) into the reader's
    /// progress and says what it did, naming the parts of `catalog` whose
    /// notes it joined, with what it wrote for its Undo.
    pub fn import(&self, catalog: &Catalog, file: String, text: &str) {
        match from_export(text) {
            Ok(salvaged) => {
                let imported = self.marks.change_any(|progress, now| {
                    let (mut report, written) = progress.import(&salvaged.value.progress, now);
                    report.unreadable = salvaged.problems.len();
                    (report, written)
                });
                let (added, own_written) = self.own.import(&salvaged.value.annotations);
                // A note written before the import was joined to the file's.
                let joined = own_written
                    .notes()
                    .filter_map(|(series, part, _)| {
                        let series = catalog.find(series)?.series;
                        let part = series.parts.iter().find(|p| p.id == part)?;
                        Some(plain(&part.title).into_owned())
                    })
                    .collect();
                if let Some((report, written)) = imported {
                    self.messages.tell(Message::Imported {
                        file,
                        report,
                        added,
                        joined,
                        written: Written(Arc::new((written, own_written))),
                    });
                }
            }
            Err(error) => self.import_failed(file, &error),
        }
    }

    pub fn import_failed(&self, file: String, why: &dyn fmt::Display) {
        self.messages.tell(Message::NotImported {
            file,
            why: why.to_string(),
        });
    }
}
