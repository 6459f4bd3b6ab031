use std::sync::Arc;

use leptos::prelude::*;

use crate::browser;
use crate::catalog::Series;
use crate::catalog::emphasis::plain;
use crate::components::{NEWEST, Notices, prerendering, provided};
use crate::kept::progress::SeriesStatus;
use crate::state::{Beside, Marks};

/// The buttons under a reading list that mark or reset the whole series,
/// `children` (where to go on) beside them on the same line, and what
/// either did (with its Undo) under them, which takes the focus. Both
/// buttons keep their place, disabled when they have nothing to do, so a
/// second tap never lands on the other.
#[component]
pub fn ListActions(
    series: Arc<Series>,
    status: Memo<SeriesStatus>,
    children: Children,
) -> impl IntoView {
    let marks = provided::<Marks>();
    let inert = prerendering();
    let title = plain(&series.title);
    let (mark_all_label, reset_label) = (
        say!(mark_all_read_of, title = title),
        say!(reset_of, title = title),
    );
    let beside = Beside::Series(series.id.clone());
    let for_reset = series.clone();
    view! {
        <div class="list-actions" aria-busy=inert.then_some("true")>
            <button
                aria-label=mark_all_label
                disabled=move || inert || status.get() == SeriesStatus::Completed
                on:click=move |event| {
                    marks.mark_all_read(&series);
                    to_notice(event);
                }
            >
                {say!(mark_all_read)}
            </button>
            <button
                aria-label=reset_label
                disabled=move || inert || status.get() == SeriesStatus::Unread
                on:click=move |event| {
                    marks.reset(&for_reset);
                    to_notice(event);
                }
            >
                {say!(reset)}
            </button>
            {children()}
            <Notices beside />
        </div>
    }
}

/// Takes the focus to what a button of the row said it did.
fn to_notice(event: leptos::ev::MouseEvent) {
    browser::focus_next(
        browser::holder_of(event.target(), ".list-actions"),
        &[NEWEST],
    );
}
