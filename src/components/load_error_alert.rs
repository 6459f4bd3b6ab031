use leptos::prelude::*;

use crate::fetch::LoadError;

/// Why the catalog is not shown: a headline in plain words, then the first
/// problems with their places, and how many more there are.
#[component]
pub fn LoadErrorAlert(error: LoadError) -> impl IntoView {
    let problems = error
        .problems_shown()
        .iter()
        .map(|problem| {
            view! {
                <li>
                    <code>{problem.place.clone()}</code>
                    ": "
                    {problem.message.clone()}
                </li>
            }
        })
        .collect_view();
    let hidden = error.problems_hidden();
    let more = (hidden > 0).then(|| {
        let noun = if hidden == 1 { "problem" } else { "problems" };
        view! { <p>{format!("… and {hidden} more {noun}.")}</p> }
    });
    view! {
        <div class="alert" role="alert">
            <p>{error.to_string()}</p>
            <ul class="problems">{problems}</ul>
            {more}
        </div>
    }
}
