use leptos::prelude::*;

use crate::state::{Message, Reader};

/// What the page has to tell the reader about their data, in a live region
/// so assistive technology reads it out; each can be dismissed, and a reset
/// can be undone from its message.
#[component]
pub fn Notices() -> impl IntoView {
    let reader = expect_context::<Reader>();
    view! {
        <div class="notices" role="status">
            <For each=move || reader.messages.get() key=|(id, _)| *id let:((id, message))>
                <p class="notice">
                    <span>{message.to_string()}</span>
                    {matches!(message, Message::Reset { .. })
                        .then(|| {
                            view! {
                                <button class="link-button" on:click=move |_| reader.undo(id)>
                                    "Undo"
                                </button>
                            }
                        })}
                    <button
                        class="link-button"
                        aria-label="Dismiss this message"
                        on:click=move |_| {
                            reader.dismiss(id);
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
