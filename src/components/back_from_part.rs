use leptos::prelude::*;

use crate::catalog::PartAt;
use crate::catalog::emphasis::plain;
use crate::components::{GoToPart, PhraseText, provided};
use crate::phrase::Phrase;
use crate::state::Marks;

/// Once the reader is back from a part's article: that part, with a
/// one-tap "Mark as read" (a toggle: tapped again, it unmarks) and the
/// part after it; once marked, the line says so. Nothing is marked
/// without a tap.
#[component]
pub fn BackFromPart(part: PartAt) -> impl IntoView {
    let marks = provided::<Marks>();
    let title = Phrase::new().foreign(plain(&part.title));
    let after = part.next();
    let part = StoredValue::new(part);
    let read = move || part.with_value(|part| marks.is_read(part));
    let toggle = move |_| {
        let now = !read();
        part.with_value(|part| marks.set_read(part, now));
    };
    let said = move || match read() {
        true => "Marked as read: ",
        false => "Back from ",
    };
    view! {
        <p class="back-from">
            <span>{said} <PhraseText phrase=title /></span>
            <button class="mark-read" aria-pressed=move || read().to_string() on:click=toggle>
                "Mark as read"
            </button>
            <GoToPart target=Memo::new(move |_| after.clone()) prefix="Next: " />
        </p>
    }
}
