use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::finding::query::StatusChoice;
use crate::phrase::count;
use crate::state::{Finder, OwnMarks, SeenParts};

/// What is new since the reader's last visit, on a line of its own under
/// the top slot: "3 new parts since your last visit", with a button that
/// shows the series they are in (the New status filter); once their lists
/// have been opened, that they were; and on a visit with nothing new,
/// that nothing is. Once the reader follows a series, it counts only the
/// series they follow. A first visit has no such line. Its room is kept from
/// the first paint of a page this browser has visited before (`visited`
/// on the root: style/main.css), so its words, which only the app can
/// know, move nothing when they come.
#[component]
pub fn NewParts() -> impl IntoView {
    let seen = expect_context::<SeenParts>();
    let finder = expect_context::<Finder>();
    let catalog = expect_context::<Arc<Catalog>>();
    let own = expect_context::<OwnMarks>();
    // New parts in all, and in lists not opened this visit.
    let counts = Memo::new(move |_| {
        own.with_all(|own| {
            let counted = |id: &str| !own.follows_any() || own.is_followed(id);
            seen.new_per_series().with(|new| {
                catalog
                    .series
                    .iter()
                    .zip(new)
                    .filter(|(series, _)| counted(&series.id))
                    .fold((0, 0), |(all, unopened), (series, &new)| {
                        let opened = seen.opened(&series.id);
                        (all + new, unopened + if opened { 0 } else { new })
                    })
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
                        crate::browser::show_chosen_status();
                    }
                >
                    "Show them"
                </button>
            }
        })
    };
    let following = move || own.with_all(|own| own.follows_any());
    let line = move || {
        let (all, unopened) = counts.get();
        let parts = |n| match following() {
            true => format!(
                "{} in the series you follow",
                count(n, "new part", "new parts")
            ),
            false => count(n, "new part", "new parts"),
        };
        match (all, unopened) {
            (0, _) => seen.returning().then(|| {
                match following() {
                    true => "Nothing new in the series you follow since your last visit.",
                    false => "Nothing new since your last visit.",
                }
                .into_any()
            }),
            (all, 0) => Some(
                format!(
                    "{} since your last visit, in lists you have opened.",
                    parts(all)
                )
                .into_any(),
            ),
            (_, n) => Some(
                view! { {format!("{} since your last visit.", parts(n))} {show_them} }.into_any(),
            ),
        }
    };
    view! { <p class="new-parts">{line}</p> }
}
