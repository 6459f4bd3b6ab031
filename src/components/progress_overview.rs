use leptos::prelude::*;
use web_sys::HtmlInputElement;

use crate::browser;
use crate::components::GoToPart;
use crate::state::Reader;

/// The reader's progress over the whole catalog: how much is read, where
/// to continue, and moving progress to another browser as a file.
#[component]
pub fn ProgressOverview() -> impl IntoView {
    let reader = expect_context::<Reader>();
    let catalog = reader.catalog();
    let total: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
    let read = {
        let catalog = catalog.clone();
        Memo::new(move |_| reader.progress.with(|p| p.total_read(&catalog)))
    };
    let next = Memo::new(move |_| {
        reader.progress.with(|p| {
            p.continue_reading(&catalog)
                .map(|(series, part)| (series.id.clone(), series.title.clone(), part.clone()))
        })
    });
    let continue_link = move || {
        next.get().map(|(series, series_title, part)| {
            let label = format!("Continue reading: {}", part.title);
            view! {
                <p class="continue">
                    <GoToPart series part label />
                    <span class="from">" in " {series_title}</span>
                </p>
            }
        })
    };
    let export = move |_| {
        let (name, text) = reader.export();
        if let Err(error) = browser::download_json(&name, &text) {
            leptos::logging::warn!("export failed: {error:?}");
        }
    };
    let import = move |event: leptos::ev::Event| {
        let input: HtmlInputElement = event_target(&event);
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        // Cleared, so that picking the same file again imports it again.
        input.set_value("");
        leptos::task::spawn_local(async move {
            let name = file.name();
            match browser::read_file(file).await {
                Ok(text) => reader.import(name, &text),
                Err(_) => reader.import_failed(name, &"the browser could not read the file"),
            }
        });
    };

    view! {
        <section class="overview" aria-label="Your progress">
            <p class="overall">{move || format!("{} of {total} read", read.get())}</p>
            {continue_link}
            <div class="transfer">
                <button on:click=export>"Export progress"</button>
                <label class="import">
                    "Import progress"
                    <input type="file" accept=".json,application/json" on:change=import />
                </label>
            </div>
        </section>
    }
}
