use leptos::prelude::*;

use crate::catalog::fetch::LoadError;

/// Why the catalog is not shown: a headline in plain words, then the first
/// problems with their places and how many more there are, and a button
/// that asks for the catalog again.
#[component]
pub fn LoadErrorAlert(error: LoadError, on_retry: impl Fn() + 'static) -> impl IntoView {
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
        view! { <p>{count!(more_problems, hidden)}</p> }
    });
    let retrying = RwSignal::new(false);
    view! {
        <div class="alert" role="alert">
            <p>{error.to_string()}</p>
            <ul class="problems">{problems}</ul>
            {more}
            <button
                class="retry"
                disabled=retrying
                on:click=move |_| {
                    retrying.set(true);
                    on_retry();
                }
            >
                {move || if retrying.get() { say!(trying_again) } else { say!(try_again) }}
            </button>
        </div>
    }
}
