use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::catalog::emphasis::plain;
use crate::components::{BackFromPart, GoToPart, PhraseText};
use crate::ids;
use crate::phrase::Phrase;
use crate::state::{BackFrom, Marks};

/// The page's one call to action, at the top, in a slot of fixed height
/// (style/main.css) so that nothing below it moves when it fills: once the
/// reader has started, where to continue, in which series, and how much of
/// the catalog they have read; back from the article it opened, that part
/// with "Mark as read" and the part after it, in its place; before that
/// (or with no series left in progress), what to do, that their progress
/// is kept in this browser, and how to send it to another device.
#[component]
pub fn ContinueReading() -> impl IntoView {
    let marks = expect_context::<Marks>();
    let catalog = expect_context::<Arc<Catalog>>();
    let back = expect_context::<BackFrom>().at_top();
    // The series and part the reader is back from, if the catalog has them.
    let back_at = {
        let catalog = catalog.clone();
        move |id: String| {
            let (series, part) = ids::part_of_checkbox(&id)?;
            let series = catalog.series.iter().find(|s| s.id == series)?.clone();
            Some((series, part.to_string()))
        }
    };
    let total: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
    let read = Memo::new({
        let catalog = catalog.clone();
        move |_| marks.with_all(|p| p.total_read(&catalog))
    });
    let next = Memo::new(move |_| {
        marks.with_all(|p| {
            p.continue_reading(&catalog).map(|(series, part)| {
                (
                    series.id.clone(),
                    plain(&series.title).into_owned(),
                    part.clone(),
                )
            })
        })
    });
    let target = Memo::new(move |_| next.get().map(|(series, _, part)| (series, part)));
    let from = move || {
        next.with(|n| {
            let title = n.as_ref().map(|(_, title, _)| title.as_str());
            let phrase = Phrase::new()
                .own(" in ")
                .foreign(title.unwrap_or_default())
                .own(format!(" · {} of {total} parts read overall", read.get()));
            view! { <PhraseText phrase /> }
        })
    };
    let note = move || {
        view! {
            <p class="first-visit">
                {move || (read.get() > 0).then(|| format!("{} of {total} parts read. ", read.get()))}
                "Tick the parts you have read: your progress stays in this browser. "
                <a href="#send">"Send to another device"</a>
                " takes it along."
            </p>
        }
    };
    let started = Memo::new(move |_| next.with(Option::is_some));
    view! {
        <div class="continue">
            {move || match (back.get().and_then(&back_at), started.get()) {
                (Some((series, part)), _) => view! { <BackFromPart series part /> }.into_any(),
                (None, true) => {
                    view! {
                        <GoToPart target prefix="Continue reading: " />
                        <p class="from">{from}</p>
                    }
                        .into_any()
                }
                (None, false) => note().into_any(),
            }}
        </div>
    }
}
