use leptos::prelude::*;

use crate::components::prerendering;

/// One choice of a filter, topic or status alike: a chip with its label
/// and how many series it would show, named "GPU, 4 series". A toggle
/// button, or with `radio` (the group's name) a radio button.
#[component]
pub fn Facet(
    label: String,
    count: Signal<usize>,
    chosen: Signal<bool>,
    #[prop(optional)] radio: Option<&'static str>,
    choose: impl Fn() + 'static,
) -> impl IntoView {
    let name = {
        let label = label.clone();
        move || format!("{label}, {} series", count.get())
    };
    let shown = view! {
        <span class="facet-label">{label}</span>
        " "
        <span class="facet-count">{count}</span>
    };
    let inert = prerendering();
    match radio {
        None => view! {
            <button
                class="facet"
                aria-pressed=move || chosen.get().to_string()
                aria-label=name
                disabled=inert
                on:click=move |_| choose()
            >
                {shown}
            </button>
        }
        .into_any(),
        Some(group) => {
            view! {
                // A class, not `:has(input:checked)`: with thousands of
                // checkboxes on the page, that selector made every style
                // check of a checkbox cost milliseconds.
                <label class="facet" class:chosen=move || chosen.get()>
                    // `checked` for the page's HTML; `prop:checked` follows the query.
                    <input
                        type="radio"
                        name=group
                        aria-label=name
                        disabled=inert
                        checked=chosen.get_untracked()
                        prop:checked=chosen
                        on:change=move |_| choose()
                    />
                    {shown}
                </label>
            }
            .into_any()
        }
    }
}
