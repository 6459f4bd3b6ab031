use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Series;
use crate::catalog::emphasis::plain;
use crate::components::{GoToPart, PhraseText, provided};
use crate::phrase::Phrase;
use crate::state::Marks;

/// Once the reader is back from a part's article (`part`, of `series`):
/// that part, with a one-tap "Mark as read" (a toggle: tapped again, it
/// unmarks) and the part after it; once marked, the line says so.
/// Nothing is marked without a tap, and nothing shows for a part the
/// catalog no longer has.
#[component]
pub fn BackFromPart(series: Arc<Series>, part: String) -> impl IntoView {
    let marks = provided::<Marks>();
    let at = series.parts.iter().position(|p| p.id == part)?;
    let title = Phrase::new().foreign(plain(&series.parts[at].title));
    let after = series
        .parts
        .get(at + 1)
        .map(|next| (series.id.clone(), next.clone()));
    let (series_id, part_id) = (StoredValue::new(series.id.clone()), StoredValue::new(part));
    let read = move || {
        series_id.with_value(|s| part_id.with_value(|p| marks.with_part(s, p, |m| m.is_read(s, p))))
    };
    let toggle = move |_| {
        let now = !read();
        series_id.with_value(|s| part_id.with_value(|p| marks.set_read(s, p, now)));
    };
    let said = move || match read() {
        true => "Marked as read: ",
        false => "Back from ",
    };
    Some(view! {
        <p class="back-from">
            <span>{said} <PhraseText phrase=title /></span>
            <button class="mark-read" aria-pressed=move || read().to_string() on:click=toggle>
                "Mark as read"
            </button>
            <GoToPart target=Memo::new(move |_| after.clone()) prefix="Next: " />
        </p>
    })
}
