use leptos::prelude::*;

use crate::state::{Marks, Message, Messages};

/// What the page has to tell the reader about their data, in a live region
/// so assistive technology reads it out; each can be dismissed, and a reset
/// can be undone from its message.
#[component]
pub fn Notices() -> impl IntoView {
    let messages = expect_context::<Messages>();
    let marks = expect_context::<Marks>();
    view! {
        <div class="notices" role="status">
            <For each=move || messages.list().get() key=|(id, _)| *id let:((id, message))>
                <p class="notice">
                    <span>{message.to_string()}</span>
                    {matches!(message, Message::Reset { .. })
                        .then(|| {
                            view! {
                                <button class="link-button" on:click=move |_| marks.undo_reset(id)>
                                    "Undo"
                                </button>
                            }
                        })}
                    <button
                        class="link-button"
                        aria-label="Dismiss this message"
                        on:click=move |_| {
                            messages.dismiss(id);
                        }
                    >
                        "Dismiss"
                    </button>
                </p>
            </For>
        </div>
    }
    .into_any()
}
