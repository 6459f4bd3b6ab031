use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::emphasis::plain;
use crate::catalog::{Catalog, PartAt};
use crate::components::{BackFromPart, GoToPart, PhraseText, provided};
use crate::interface::{around, number};
use crate::phrase::Phrase;
use crate::state::{BackFrom, Marks};

/// The page's one call to action, at the top, in a slot of fixed height
/// (style/main.css) so that nothing below it moves when it fills: once the
/// reader has started, where to continue, in which series, and how much of
/// the catalog they have read; back from the article it opened, that part
/// with "Mark as read" and the part after it, in its place; with no
/// series left in progress, where to start the next ("Start: "); before
/// that (or with everything read), what to do, that their progress is
/// kept in this browser, and how to send it to another device.
#[component]
pub fn ContinueReading() -> impl IntoView {
    let marks = provided::<Marks>();
    let catalog = provided::<Arc<Catalog>>();
    let back = provided::<BackFrom>().at_top(catalog.clone());
    let total: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
    let read = Memo::new({
        let catalog = catalog.clone();
        move |_| marks.with_all(|p| p.total_read(&catalog))
    });
    // The part to go on with, and whether it continues a series.
    let next = Memo::new(move |_| {
        let (series, part, continues) = marks.with_all(|p| {
            let continued = p.continue_reading(&catalog).map(|next| (next, true));
            continued
                .or_else(|| p.start_next(&catalog).map(|next| (next, false)))
                .map(|((series, part), continues)| (series.id.clone(), part.id.clone(), continues))
        })?;
        Some((PartAt::find(catalog.find(&series)?, &part)?, continues))
    });
    let target = Memo::new(move |_| next.get().map(|(part, _)| part));
    let from = move || {
        next.with(|n| {
            let title = n
                .as_ref()
                .map(|(part, _)| (plain(&part.series.title), part.series.lang.as_deref()));
            let (title, lang) = title.unwrap_or_default();
            let overall = count!(parts_read_overall, total, read = number(read.get()));
            let phrase = Phrase::of(
                say!(continue_in),
                &[
                    ("series", Phrase::title(title, lang)),
                    ("overall", Phrase::new().own(overall)),
                ],
            );
            view! { <PhraseText phrase /> }
        })
    };
    let note = move || {
        let (before, after) = around(say!(first_visit_send), "{link}");
        view! {
            <p class="first-visit">
                {move || {
                    (read.get() > 0)
                        .then(|| count!(parts_read_of, total, read = number(read.get())) + " ")
                }}
                {say!(first_visit)}
                " "
                {before}
                <a href="#send">{say!(send_to_device)}</a>
                {after}
            </p>
        }
    };
    let continues = Memo::new(move |_| next.with(|n| n.as_ref().map(|(_, continues)| *continues)));
    view! {
        <div class="continue">
            {move || match (back.get(), continues.get()) {
                (Some(part), _) => view! { <BackFromPart part /> }.into_any(),
                (None, Some(continues)) => {
                    let template = if continues { say!(continue_reading) } else { say!(start) };
                    view! {
                        <GoToPart target template />
                        <p class="from">{from}</p>
                    }
                        .into_any()
                }
                (None, None) => note().into_any(),
            }}
        </div>
    }
}
