use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::emphasis::plain;
use crate::catalog::{ReadingTime, Series};
use crate::components::provided;
use crate::interface::number;
use crate::state::Marks;

/// Where the reader stands in a series: a bar, how many of its parts are
/// read, its reading time (while in progress, what is left of it), and
/// how many parts are new since the last visit. Its height does not
/// change as parts are marked (style/main.css), so nothing below it moves.
#[component]
pub fn SeriesMeter(series: Arc<Series>, read: Memo<usize>, new_count: usize) -> impl IntoView {
    let marks = provided::<Marks>();
    let total = series.parts.len();
    let bar_label = say!(progress_of, title = plain(&series.title));
    // Once every part is read (or only parts without a time are left),
    // the whole time again, not "0 min left"; where some parts give no
    // time, what is left without an "of" a whole nobody knows.
    let time = series.minutes().map(|whole| {
        let series = series.clone();
        let left = Memo::new(move |_| marks.with_series(&series.id, |p| p.minutes_left(&series)));
        move || match (read.get(), left.get()) {
            (0, _) | (_, ReadingTime { minutes: 0, .. }) => say!(time_in_all, time = whole.text()),
            (_, left) if whole.more => say!(time_left, time = left.text()),
            (_, left) => say!(time_left_of, left = left.text(), all = whole.text()),
        }
    });
    view! {
        <div class="meter">
            <progress
                max=total.to_string()
                value=move || read.get().to_string()
                aria-label=bar_label
            ></progress>
            <span class="count">{move || count!(read_of, total, read = number(read.get()))}</span>
            {time.map(|text| view! { <span class="time">{text}</span> })}
            {(new_count > 0).then(|| view! { <span class="new-count">{count!(new_parts, new_count)}</span> })}
        </div>
    }
}
