use leptos::prelude::*;

use crate::browser;
use crate::components::{PhraseText, provided};
use crate::kept::storage::unscoped;
use crate::state::{AddressLinks, Beside, Marks, Message, Messages, OwnMarks};

/// What the page has to tell the reader about their data, `beside` what
/// it is about, in a live region so assistive technology reads it out.
/// Beside a control, a new message takes the focus (the control moves it
/// there: [`NEWEST`]), so the reader finds it where they are. Once a
/// message goes by its own button, the focus moves to the message that
/// button brought (what Add them added), or else to that control's row,
/// or, at the top of the page, to where the reader goes on (Continue
/// reading, or the search). Each can be dismissed, a reset, a Mark all
/// read or an import undone from its message, what a progress link brings
/// added from its message (or not now), and a saved copy that was set
/// aside downloaded from its message. What failed (an import, a download,
/// a link) looks like an alert.
#[component]
pub fn Notices(beside: Beside) -> impl IntoView {
    let messages = provided::<Messages>();
    let marks = provided::<Marks>();
    let own = provided::<OwnMarks>();
    let links = AddressLinks::new(marks, own, messages);
    // A message's buttons (`act`: its own, else Dismiss or Not now): it
    // goes, and its owner does what the button says. Undo a Mark all read,
    // a Reset or an import; add what a progress link brings, or take the
    // link out of the address.
    let answer = move |id, act| match (messages.dismiss(id), act) {
        (
            Some(Message::SeriesMarked {
                series,
                parts,
                read,
                ..
            }),
            true,
        ) => marks.set_parts(&series, &parts, !read),
        (Some(Message::PartMarked { series, part, .. }), true) => {
            marks.set_parts(&series, &[part], false)
        }
        (Some(Message::Imported { written, .. }), true) => {
            let (progress_written, own_written) = &*written.0;
            marks.change_any(|progress, now| progress.take_back(progress_written, now));
            own.take_back(own_written);
        }
        (Some(Message::FromLink { link, .. }), true) => links.accept(&link),
        (Some(Message::FromLink { .. }), false) => links.decline(),
        _ => {}
    };
    let placed = beside != Beside::Page;
    // A message's coming or going re-renders its own row's notices only:
    // a handful, where a keyed list would cost the wasm 2.3 KB.
    let shown = Memo::new(move |_| {
        messages.list().with(|list| {
            list.iter()
                .filter(|(_, message)| message.beside() == beside)
                .cloned()
                .collect::<Vec<_>>()
        })
    });
    let notice = move |(id, message): (u32, Message)| {
        let offer = message.is_offer();
        let done = move |event: leptos::ev::MouseEvent| {
            let holder = browser::holder_of(event.target(), ".notices");
            if let Some(row) = holder.and_then(|notices| notices.parent_element()) {
                browser::focus_next(
                    Some(row),
                    match placed {
                        true => &[NEWEST, ":scope > button:enabled"],
                        false => &[NEWEST, ".continue .go", FIRST_SERIES],
                    },
                );
            }
        };
        view! {
            <p class="notice" class:failed=message.is_failure() tabindex="-1">
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
                                    answer(id, true);
                                }
                            >
                                {label}
                            </button>
                        }
                    })}
                {set_aside_download(&message, messages)}
                <button
                    class="link-button"
                    aria-label=(!offer).then(|| say!(dismiss_message))
                    on:click=move |event| {
                        done(event);
                        answer(id, false);
                    }
                >
                    {if offer { say!(not_now) } else { say!(dismiss) }}
                </button>
            </p>
        }
    };
    view! {
        <div class="notices" role="status">
            {move || shown.get().into_iter().map(notice).collect_view()}
        </div>
    }
}

/// The first series the page shows, by its reading list's summary: where
/// the focus goes after a control that shows series or goes away, when
/// nothing nearer is left.
pub const FIRST_SERIES: &str = "article.series:not([hidden]) summary";

/// The newest message of a row's notices: where the focus goes once the
/// row's control has told it (`browser::focus_next`).
pub const NEWEST: &str = ":scope > .notices > .notice:last-child";

/// A button that downloads the saved copy a notice set aside, named after
/// its backup key.
fn set_aside_download(message: &Message, messages: Messages) -> Option<impl IntoView + use<>> {
    let Message::Storage(notice) = message else {
        return None;
    };
    let (key, text) = notice.set_aside_copy()?;
    let name = format!("{}.json", unscoped(key).replace(['/', ':'], "-"));
    let text = text.to_string();
    let download = move |_| {
        if browser::download_json(&name, &text).is_err() {
            messages.tell(Message::NotSaved(name.clone()));
        }
    };
    Some(view! {
        <button class="link-button" on:click=download>
            {say!(download_set_aside)}
        </button>
    })
}
