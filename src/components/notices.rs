use leptos::prelude::*;

use crate::browser;
use crate::components::PhraseText;
use crate::state::{Marks, Message, Messages};
use crate::storage::unscoped;

/// What the page has to tell the reader about their data, in a live region
/// so assistive technology reads it out; each can be dismissed, a reset
/// can be undone from its message, and a saved copy that was set aside can
/// be downloaded from its message.
#[component]
pub fn Notices() -> impl IntoView {
    let messages = expect_context::<Messages>();
    let marks = expect_context::<Marks>();
    view! {
        <div class="notices" role="status">
            <For each=move || messages.list().get() key=|(id, _)| *id let:((id, message))>
                <p class="notice">
                    <span>
                        <PhraseText phrase=message.phrase() />
                    </span>
                    {matches!(message, Message::Reset { .. })
                        .then(|| {
                            view! {
                                <button class="link-button" on:click=move |_| marks.undo_reset(id)>
                                    "Undo"
                                </button>
                            }
                        })}
                    {set_aside_download(&message)}
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

/// A button that downloads the saved copy a notice set aside, named after
/// its backup key.
fn set_aside_download(message: &Message) -> Option<impl IntoView + use<>> {
    let Message::Storage(notice) = message else {
        return None;
    };
    let (key, text) = notice.set_aside_copy()?;
    let name = format!("{}.json", unscoped(key).replace(['/', ':'], "-"));
    let text = text.to_string();
    let download = move |_| {
        if let Err(error) = browser::download_json(&name, &text) {
            leptos::logging::warn!("download failed: {error:?}");
        }
    };
    Some(view! {
        <button class="link-button" on:click=download>
            "Download the set-aside copy"
        </button>
    })
}
