use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::components::provided;
use crate::state::Finder;

/// Search over titles, summaries and part titles. Escape in it clears it
/// (`/` anywhere outside a text field focuses it: index.html). Live from the first
/// paint: words typed on the prerendered page become the search when the
/// app takes over (app.rs).
#[component]
pub fn SearchBox() -> impl IntoView {
    let finder = provided::<Finder>();
    view! {
        <div class="search">
            <label for="search">{say!(search)}</label>
            <input
                id="search"
                type="search"
                placeholder=say!(search_placeholder)
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
}
