use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::{GoToPart, NewParts, PhraseText};
use crate::emphasis::plain;
use crate::phrase::Phrase;
use crate::state::Marks;

/// The page's one call to action, at the top, in a slot of fixed height
/// (style/main.css) so that nothing below it moves when it fills: once the
/// reader has started, where to continue, in which series, and how much of
/// the catalog they have read; before that (or with no series left in
/// progress), that their progress is kept in this browser and how to move
/// it. Under it, what is new since the last visit.
#[component]
pub fn ContinueReading() -> impl IntoView {
    let marks = expect_context::<Marks>();
    let catalog = expect_context::<Arc<Catalog>>();
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
                .own(format!(" · {} of {total} parts read", read.get()));
            view! { <PhraseText phrase /> }
        })
    };
    let note = move || {
        view! {
            <p class="first-visit">
                {move || (read.get() > 0).then(|| format!("{} of {total} parts read. ", read.get()))}
                "Your progress is kept in this browser only. To take it to another, "
                <a href="#overview-heading">"export it"</a>
                "."
            </p>
        }
    };
    let started = Memo::new(move |_| next.with(Option::is_some));
    view! {
        <div class="continue">
            {move || match started.get() {
                true => {
                    view! {
                        <GoToPart target prefix="Continue reading: " />
                        <p class="from">{from}</p>
                    }
                        .into_any()
                }
                false => note().into_any(),
            }}
            <NewParts />
        </div>
    }
}
