use leptos::ev::KeyboardEvent;
use leptos::html::Input;
use leptos::prelude::*;

use crate::browser;
use crate::state::Finder;

/// Search over titles, summaries and part titles. `/` anywhere outside a
/// text field focuses it; Escape in it clears it. Live from the first
/// paint: words typed on the prerendered page become the search when the
/// app takes over (app.rs).
#[component]
pub fn SearchBox() -> impl IntoView {
    let finder = expect_context::<Finder>();
    let input = NodeRef::<Input>::new();
    // In an effect, so the page's HTML can be rendered without a window.
    Effect::new(move |_| {
        let handle = window_event_listener(leptos::ev::keydown, move |event: KeyboardEvent| {
            let plain = !(event.ctrl_key() || event.meta_key() || event.alt_key());
            if event.key() != "/" || !plain || browser::is_typing_target(event.target()) {
                return;
            }
            if let Some(input) = input.get_untracked() {
                event.prevent_default();
                let _ = input.focus();
            }
        });
        on_cleanup(move || handle.remove());
    });

    view! {
        <div class="search">
            <label for="search">"Search"</label>
            <input
                id="search"
                type="search"
                node_ref=input
                placeholder="Titles, summaries, parts"
                aria-keyshortcuts="/"
                autocomplete="off"
                prop:value=move || finder.query().with(|q| q.text.clone())
                on:input=move |event| finder.type_search(event_target_value(&event))
                on:keydown=move |event: KeyboardEvent| {
                    if event.key() == "Escape" {
                        event.prevent_default();
                        finder.type_search(String::new());
                    }
                }
            />
        </div>
    }
    .into_any()
}
