use leptos::ev::KeyboardEvent;
use leptos::html::Dialog;
use leptos::prelude::*;

use crate::browser;
use crate::state::prerendering;

/// The keyboard shortcuts, and the dialog that lists them (`?`, or its
/// button). A modal dialog: focus moves into it, Escape closes it, and
/// focus returns where it was. No shortcut fires while the reader types
/// in a field or while the dialog is open; `/` is the search box's own.
#[component]
pub fn Shortcuts() -> impl IntoView {
    let dialog = NodeRef::<Dialog>::new();
    let is_open = move || dialog.get_untracked().is_some_and(|d| d.open());
    let show = move || {
        if let Some(dialog) = dialog.get_untracked() {
            let _ = dialog.show_modal();
        }
    };
    // In an effect, so the page's HTML can be rendered without a window.
    Effect::new(move |_| {
        let handle = window_event_listener(leptos::ev::keydown, move |event: KeyboardEvent| {
            let plain = !(event.ctrl_key() || event.meta_key() || event.alt_key());
            if !plain || is_open() || browser::is_typing_target(event.target()) {
                return;
            }
            let handled = match event.key().as_str() {
                "?" => {
                    show();
                    true
                }
                "j" => {
                    browser::focus_next_card(true);
                    true
                }
                "k" => {
                    browser::focus_next_card(false);
                    true
                }
                "o" => browser::toggle_focused_list(false),
                "Enter" => browser::toggle_focused_list(true),
                "x" => browser::toggle_focused_part(),
                _ => false,
            };
            if handled {
                event.prevent_default();
            }
        });
        on_cleanup(move || handle.remove());
    });
    let keys = [
        ("?", "Show these shortcuts"),
        ("/", "Search"),
        ("Escape", "Clear the search, or close this dialog"),
        ("j", "Next series"),
        ("k", "Previous series"),
        ("o or Enter", "Open or close the series' reading list"),
        ("x", "Mark the part read, or unread"),
    ]
    .into_iter()
    .map(|(key, what)| {
        view! {
            <dt>
                <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
        }
    })
    .collect_view();
    view! {
        <button
            class="shortcuts-button"
            aria-keyshortcuts="?"
            disabled=prerendering()
            on:click=move |_| show()
        >
            "Shortcuts"
        </button>
        <dialog node_ref=dialog class="shortcuts" aria-labelledby="shortcuts-title">
            <h2 id="shortcuts-title">"Keyboard shortcuts"</h2>
            <dl>{keys}</dl>
            <button
                class="close"
                disabled=prerendering()
                on:click=move |_| {
                    if let Some(dialog) = dialog.get_untracked() {
                        dialog.close();
                    }
                }
            >
                "Close"
            </button>
        </dialog>
    }
    .into_any()
}
