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
    let title = plain(&part.title).into_owned();
    let lang = part.series.lang_of(&part).map(str::to_string);
    let after = part.next();
    let part = StoredValue::new(part);
    let read = move || part.with_value(|part| marks.is_read(part));
    let toggle = move |_| {
        let now = !read();
        part.with_value(|part| marks.set_read(part, now));
    };
    let said = move || {
        let template = match read() {
            true => say!(marked_as_read),
            false => say!(back_from),
        };
        let phrase = Phrase::of(
            template,
            &[("title", Phrase::title(&title, lang.as_deref()))],
        );
        view! { <PhraseText phrase /> }
    };
    view! {
        <p class="back-from">
            <span>{said}</span>
            <button class="mark-read" aria-pressed=move || read().to_string() on:click=toggle>
                {say!(mark_as_read)}
            </button>
            <GoToPart target=Memo::new(move |_| after.clone()) template=say!(next_part) />
        </p>
    }
}
