use leptos::prelude::*;

use crate::browser;
use crate::state::prerendering;

/// The page's colours: as the system's (light or dark), or always light,
/// or always dark. Kept in this browser; index.html applies the choice
/// before the first paint.
#[component]
pub fn ThemeChoice() -> impl IntoView {
    let chosen = browser::chosen_theme();
    let options = [("system", "System"), ("light", "Light"), ("dark", "Dark")]
        .into_iter()
        .map(|(value, label)| {
            view! {
                <option value=value selected=chosen == value>
                    {label}
                </option>
            }
        })
        .collect_view();
    view! {
        <label class="theme-choice">
            "Theme"
            <select
                disabled=prerendering()
                on:change=move |event| browser::choose_theme(&event_target_value(&event))
            >
                {options}
            </select>
        </label>
    }
    .into_any()
}
