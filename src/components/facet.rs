use leptos::prelude::*;

/// One choice of a filter, topic or status alike: a chip with its label
/// and how many series it would show, named "GPU, 4 series". A checkbox
/// in the group named `group`, or with `radio` a radio button: live from
/// the first paint, like a part's checkbox, so a choice made before the
/// app takes over shows at once and applies then (app.rs reads the
/// choices in their order). The chip is drawn from the input's state
/// (style/main.css): no class to keep in step, and a chosen chip is no
/// wider than before.
#[component]
pub fn Facet(
    label: String,
    count: Signal<usize>,
    chosen: Signal<bool>,
    group: &'static str,
    #[prop(optional)] radio: bool,
    choose: impl Fn() + 'static,
) -> impl IntoView {
    let name = {
        let label = label.clone();
        move || count!(facet_name, count.get(), label = label)
    };
    view! {
        <label class="facet">
            // `checked` for the page's HTML; `prop:checked` follows the query.
            // autocomplete="off": the browser brings back no choice the
            // app never saw.
            <input
                type=if radio { "radio" } else { "checkbox" }
                name=group
                aria-label=name
                autocomplete="off"
                checked=chosen.get_untracked()
                prop:checked=chosen
                on:change=move |_| choose()
            />
            <span class="facet-label">{label}</span>
            " "
            <span class="facet-count">{count}</span>
        </label>
    }
}
