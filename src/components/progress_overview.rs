use std::sync::Arc;

use leptos::prelude::*;
use web_sys::HtmlInputElement;

use crate::browser;
use crate::catalog::Catalog;
use crate::components::GoToPart;
use crate::state::{Marks, prerendering};

/// The reader's progress over the whole catalog: how much is read, where
/// to continue, and moving progress to another browser as a file.
#[component]
pub fn ProgressOverview() -> impl IntoView {
    let marks = expect_context::<Marks>();
    let catalog = expect_context::<Arc<Catalog>>();
    let inert = prerendering();
    let total: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
    let read = {
        let catalog = catalog.clone();
        Memo::new(move |_| marks.with_all(|p| p.total_read(&catalog)))
    };
    let next = Memo::new(move |_| {
        marks.with_all(|p| {
            p.continue_reading(&catalog)
                .map(|(series, part)| (series.id.clone(), series.title.clone(), part.clone()))
        })
    });
    let target = Memo::new(move |_| next.get().map(|(series, _, part)| (series, part)));
    let from = move || next.with(|n| n.as_ref().map(|(_, title, _)| title.clone()));
    let export = move |_| {
        let (name, text) = marks.export();
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
                Ok(text) => marks.import(name, &text),
                Err(_) => marks.import_failed(name, &"the browser could not read the file"),
            }
        });
    };

    view! {
        <section class="overview" aria-label="Your progress">
            <p class="overall">{move || format!("{} of {total} read", read.get())}</p>
            <Show when=move || next.with(Option::is_some)>
                <p class="continue">
                    <GoToPart target prefix="Continue reading: " />
                    <span class="from">" in " {from}</span>
                </p>
            </Show>
            <div class="transfer">
                <button disabled=inert on:click=export>
                    "Export progress"
                </button>
                <label class="import">
                    "Import progress"
                    <input
                        type="file"
                        accept=".json,application/json"
                        disabled=inert
                        on:change=import
                    />
                </label>
            </div>
        </section>
    }
    .into_any()
}
