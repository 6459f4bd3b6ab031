use leptos::prelude::*;

use crate::catalog::Part;
use crate::state::Reader;

/// Takes the reader to a part: opens its article when it has a link,
/// otherwise opens its reading list and moves focus to it.
#[component]
pub fn GoToPart(series: String, part: Part, label: String) -> impl IntoView {
    match part.url {
        Some(url) => {
            view! { <a class="go" href=url rel="noopener noreferrer">{label}</a> }.into_any()
        }
        None => {
            let reader = expect_context::<Reader>();
            view! {
                <button class="go" on:click=move |_| reader.go_to(&series, &part.id)>
                    {label}
                </button>
            }
            .into_any()
        }
    }
}
