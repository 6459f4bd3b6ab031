use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::{FIRST_SERIES, OPEN_ALL, provided};
use crate::finding::query::StatusChoice;
use crate::interface::number;
use crate::state::{Finder, OwnMarks, SeenParts};

/// What is new since the reader's last visit, on a line of its own under
/// the top slot: "3 new parts since your last visit", with a button that
/// shows the series they are in (the New status filter) with their lists
/// open; once their lists have been opened, that they were; and on a
/// visit with nothing new, that nothing is. Once the reader follows a
/// series, the line says how many of them are in the series they follow:
/// following adds weight, it hides nothing. A first visit has no such
/// line. Its room is kept from the first paint of a page this browser
/// has visited before (`visited` on the root: style/main.css), so its
/// words, which only the app can know, move nothing when they come.
#[component]
pub fn NewParts() -> impl IntoView {
    let seen = provided::<SeenParts>();
    let finder = provided::<Finder>();
    let catalog = provided::<Arc<Catalog>>();
    let own = provided::<OwnMarks>();
    // New parts in series followed and elsewhere: in lists not opened
    // this visit, or if there are none such, in all; and whether they are
    // all in opened lists.
    let counts = Memo::new(move |_| {
        own.with_flags(|own| {
            seen.new_per_series().with(|new| {
                // [all, followed] in unopened lists, then in all lists.
                let mut counts = [0; 4];
                for (series, &new) in catalog.series.iter().zip(new) {
                    let followed = if own.is_followed(&series.id) { new } else { 0 };
                    let unopened = !seen.opened(&series.id);
                    for (at, counted) in [(0, unopened), (2, true)] {
                        if counted {
                            counts[at] += new;
                            counts[at + 1] += followed;
                        }
                    }
                }
                match counts {
                    [0, _, all, followed] => (all, followed, true),
                    [all, followed, ..] => (all, followed, false),
                }
            })
        })
    });
    let showing_new = move || finder.query().with(|q| q.status == Some(StatusChoice::New));
    let show_them = move || {
        (!showing_new()).then(|| {
            view! {
                <button
                    class="link-button"
                    on:click=move |_| {
                        finder.choose_status(Some(StatusChoice::New));
                        // Their lists open (as Open all lists opens the
                        // lists shown): the new parts are there to see,
                        // and seen, not new again next visit.
                        crate::browser::press_next(OPEN_ALL);
                        crate::browser::show_chosen_status();
                        crate::browser::focus_next(None, &[FIRST_SERIES]);
                    }
                >
                    {say!(show_them)}
                </button>
            }
        })
    };
    let line = move || {
        let (all, followed, opened) = counts.get();
        let parts = match own.with_flags(|own| own.follows_any()) {
            true => count!(new_parts_followed, all, followed = number(followed)),
            false => count!(new_parts, all),
        };
        match (all, opened) {
            (0, _) => seen.returning().then(|| say!(nothing_new).into_any()),
            (_, true) => Some(say!(since_last_visit_opened, parts = parts).into_any()),
            (_, false) => {
                Some(view! { {say!(since_last_visit, parts = parts)} {show_them} }.into_any())
            }
        }
    };
    view! { <p class="new-parts">{line}</p> }
}
