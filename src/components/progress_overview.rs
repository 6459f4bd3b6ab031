use std::sync::Arc;

use leptos::prelude::*;
use web_sys::HtmlInputElement;

use crate::browser;
use crate::catalog::{Catalog, ReadingTime};
use crate::components::{NEWEST, Notices, SendProgress, prerendering, provided};
use crate::interface::number;
use crate::kept::plan;
use crate::state::{Beside, Marks, OwnMarks, ProgressFiles};

/// The reader's progress over the whole catalog, at the end of the page:
/// how much is read and, where parts give a reading time, how much
/// reading is left, and the reader's pace (`kept::plan`: the same as the
/// follow dialog's); moving progress to another browser as a file or
/// a link, and following it in a feed reader and a calendar, with what
/// an import did beside its button.
#[component]
pub fn ProgressOverview() -> impl IntoView {
    let marks = provided::<Marks>();
    let own = provided::<OwnMarks>();
    let files = ProgressFiles::new(marks, own, provided());
    let catalog = provided::<Arc<Catalog>>();
    let inert = prerendering();
    let total: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
    let titles = catalog.clone();
    let (planned, handed) = (catalog.clone(), catalog.clone());
    // One text: where no part gives a reading time, nothing is left to say.
    let overall = move || {
        marks.with_all(|p| {
            let read = p.total_read(&catalog);
            let left = ReadingTime::of(
                catalog
                    .series
                    .iter()
                    .flat_map(|s| s.parts.iter().filter(|part| !p.is_read(&s.id, &part.id))),
            );
            match left.minutes {
                0 => count!(read_of, total, read = number(read)),
                _ => count!(read_of_left, total, read = number(read), left = left.text()),
            }
        })
    };
    // The pace needs parts read on two days: a first visit (the
    // prerender's) has none, and asks no clock.
    let pace = move || {
        own.with_flags(|own| {
            marks.with_all(|p| {
                if p.total_read(&planned) < 2 {
                    return None;
                }
                let series = plan::planned(&planned, p, own);
                let (now, offset) = (browser::now(), browser::clock_offset());
                plan::pace(&planned, &series, p, &now, offset).map(|pace| pace.said())
            })
        })
    };
    let export = move |_| files.export();
    // "Feed reader and calendar": the page's dialog (`index.html`) is
    // handed what its files and its pace are made from (`kept::plan`'s
    // `Handed`); `page.js` then loads the module that makes the files
    // (`follow.js`), and opens the dialog.
    let hand_over = move |_| files.hand_over(&handed, "follow-dialog");
    let import = move |event: leptos::ev::Event| {
        let input: HtmlInputElement = event_target(&event);
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        // Cleared, so that picking the same file again imports it again.
        input.set_value("");
        let row = browser::holder_of(event.target(), ".transfer");
        let catalog = titles.clone();
        leptos::task::spawn_local(async move {
            let name = file.name();
            match browser::read_file(file).await {
                Ok(text) => files.import(&catalog, name, &text),
                Err(_) => files.import_failed(name, &say!(file_unreadable)),
            }
            // What the import did, beside its button, takes the focus.
            browser::focus_next(row, &[NEWEST]);
        });
    };

    view! {
        <section
            class="overview"
            aria-labelledby="overview-heading"
            aria-busy=inert.then_some("true")
        >
            <h2 id="overview-heading">{say!(your_progress)}</h2>
            <p class="overall">{overall}</p>
            {move || pace().map(|said| view! { <p class="pace-now">{said}</p> })}
            <div class="transfer">
                <button disabled=inert on:click=export>
                    {say!(export_progress)}
                </button>
                <label class="import">
                    {say!(import_progress)}
                    <input
                        type="file"
                        accept=".json,application/json"
                        disabled=inert
                        on:change=import
                    />
                </label>
                <SendProgress disabled=inert />
                <button id="follow-elsewhere" disabled=inert on:click=hand_over>
                    {say!(follow_elsewhere)}
                </button>
                <Notices beside=Beside::Transfer />
            </div>
        </section>
    }
}
