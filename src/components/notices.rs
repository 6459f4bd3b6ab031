use leptos::html::P;
use leptos::prelude::*;

use crate::browser;
use crate::components::PhraseText;
use crate::state::{Beside, Marks, Message, Messages};
use crate::storage::unscoped;

/// What the page has to tell the reader about their data, `beside` what
/// it is about, in a live region so assistive technology reads it out.
/// Beside a control, a new message takes the focus, so the reader finds
/// it where they are; once it goes, the focus returns to that control's
/// row. Each can be dismissed, a reset undone from its message, what a
/// progress link brings added from its message (or not now), and a saved
/// copy that was set aside downloaded from its message.
#[component]
pub fn Notices(beside: Beside) -> impl IntoView {
    let messages = expect_context::<Messages>();
    let marks = expect_context::<Marks>();
    let placed = beside != Beside::Page;
    let shown = move || {
        messages.list().with(|list| {
            list.iter()
                .filter(|(_, message)| message.beside() == beside)
                .cloned()
                .collect::<Vec<_>>()
        })
    };
    view! {
        <div class="notices" role="status">
            <For each=shown key=|(id, _)| *id let:((id, message))>
                {
                    let notice = NodeRef::<P>::new();
                    let offer = message.is_offer();
                    if placed {
                        Effect::new(move |_| {
                            if let Some(notice) = notice.get() {
                                let _ = notice.focus();
                            }
                        });
                    }
                    let done = move |event: leptos::ev::MouseEvent| {
                        if placed {
                            browser::focus_control_in_row(event.target());
                        }
                    };
                    view! {
                        <p class="notice" node_ref=notice tabindex=placed.then_some("-1")>
                            <span>
                                <PhraseText phrase=message.phrase() />
                            </span>
                            {message
                                .action()
                                .map(|label| {
                                    view! {
                                        <button
                                            class="link-button"
                                            on:click=move |event| {
                                                done(event);
                                                marks.act_on(id);
                                            }
                                        >
                                            {label}
                                        </button>
                                    }
                                })}
                            {set_aside_download(&message)}
                            <button
                                class="link-button"
                                aria-label=(!offer).then_some("Dismiss this message")
                                on:click=move |event| {
                                    done(event);
                                    marks.dismiss(id);
                                }
                            >
                                {if offer { "Not now" } else { "Dismiss" }}
                            </button>
                        </p>
                    }
                }
            </For>
        </div>
    }
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
