use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::browser;
use crate::catalog::PartRef;
use crate::components::{prerendering, provided};
use crate::kept::annotations::NOTE_LIMIT;
use crate::markup;
use crate::state::OwnMarks;

/// The reader's note on a part, in its row: the button that opens it
/// ("Note: <part title>", `title`), and under the row either the note's
/// first line with a note mark (the whole note on paper) or, once
/// opened, a text field with a placeholder that saves as the reader
/// types and says so, up to [`NOTE_LIMIT`] characters (counted down over
/// the last hundred; what is pasted past it is left out, and said). Escape closes it, the focus back on its button (the
/// page's script: page.js). Plain text, isolated from the page's
/// direction. The button waits for the app, disabled and busy, on the
/// prerendered page, which has no box for the note: its notes are in the
/// browser.
///
/// The box's content is written as markup (`markup.rs`), rather than as
/// views: the note's line and its field as views cost the wasm 1 KB of
/// brotli more. It is written again only when the box opens or closes, or the
/// note changes while it is closed, so typing keeps the field.
#[component]
pub fn PartNote(part: PartRef, title: String) -> impl IntoView {
    let own = provided::<OwnMarks>();
    let note = {
        let part = part.clone();
        move || own.note(&part)
    };
    let editing = RwSignal::new(false);
    let name = say!(note_of, title = title);
    let content = {
        let name = name.clone();
        move || match editing.get() {
            true => markup::note_field(&name, &untrack(&note).unwrap_or_default()),
            false => note().map_or_else(String::new, |text| markup::note_shut(&text)),
        }
    };
    let input = {
        let part = part.clone();
        move |event: leptos::ev::Event| {
            let Some(field) = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
            else {
                return;
            };
            // The field keeps what it opened on, then what it last saved,
            // as its default value: a note changed meanwhile (an import,
            // another tab) is joined, not overwritten.
            let typed = field.value();
            let last = field.default_value().unwrap_or_default();
            let (kept, cut) = own.type_note(&part, &typed, &last);
            if kept != typed {
                // What they typed stays first: the caret stays where it was.
                let caret = field.selection_start().ok().flatten();
                field.set_value(&kept);
                if let Some(at) = caret {
                    let _ = field.set_selection_range(at, at);
                }
            }
            let _ = field.set_default_value(&kept);
            if let Some(said) = field.next_element_sibling() {
                let length = kept.chars().count();
                let left = NOTE_LIMIT.saturating_sub(length);
                let text = match (cut, left) {
                    (true, _) => count!(note_cut, NOTE_LIMIT),
                    // Notes joined in it: longer than a note takes, whole.
                    _ if length > NOTE_LIMIT => count!(note_long, length),
                    (false, ..=100) => count!(saved_left, left),
                    _ => say!(saved).to_string(),
                };
                // Said again only when it changes: "Saved." once, not at
                // every key.
                if said.text_content().as_deref() != Some(text.as_str()) {
                    said.set_text_content(Some(&text));
                }
            }
        }
    };
    view! {
        <button
            type="button"
            class="note-toggle"
            aria-label=name
            aria-expanded=move || editing.get().to_string()
            disabled=prerendering()
            aria-busy=prerendering().then_some("true")
            on:click=move |event| {
                editing.update(|open| *open = !*open);
                // Opened, its field takes the focus once it is on the page.
                if editing.get_untracked() {
                    let row = browser::holder_of(event.target(), "li.part");
                    browser::focus_next(row, &[".note-field"]);
                }
            }
        ></button>
        {(!prerendering()).then(|| view! { <div class="note-box" inner_html=content on:input=input></div> })}
    }
}
