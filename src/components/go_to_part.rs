use leptos::prelude::*;

use crate::catalog::PartAt;
use crate::catalog::emphasis::plain;
use crate::components::{PhraseText, provided};
use crate::ids;
use crate::phrase::Phrase;
use crate::state::ReadingLists;

/// Takes the reader to a part (`target`), named by `template` with the
/// part's title as its `{title}`: opens its article when it has a
/// link (the page's start-up script keeps which, for Back: `data-part`),
/// otherwise opens its reading list and shows the part there. A new
/// target changes only the label and destination; the element is rebuilt
/// only when a link turns into a button or back.
#[component]
pub fn GoToPart(target: Memo<Option<PartAt>>, template: &'static str) -> impl IntoView {
    let lists = provided::<ReadingLists>();
    let has_link = Memo::new(move |_| target.with(|t| t.as_ref().map(|part| part.url.is_some())));
    // The title isolated: bidi controls in it end with it.
    let label = move || {
        target.with(|t| {
            let (title, lang) = t
                .as_ref()
                .map(|part| (plain(&part.title), part.series.lang_of(part)))
                .unwrap_or_default();
            let phrase = Phrase::of(template, &[("title", Phrase::title(title, lang))]);
            view! { <PhraseText phrase /> }
        })
    };
    let href = move || target.with(|t| t.as_ref().and_then(|part| part.url.clone()));
    let part = move || {
        target.with(|t| {
            t.as_ref()
                .map(|part| ids::part_checkbox(&part.series.id, &part.id))
        })
    };
    let go = move |_| {
        if let Some(part) = target.get_untracked() {
            lists.go_to(&part);
        }
    };
    move || match has_link.get()? {
        true => Some(
            view! { <a class="go" href=href data-part=part rel="noopener noreferrer">{label}</a> }
                .into_any(),
        ),
        false => Some(view! { <button class="go" on:click=go>{label}</button> }.into_any()),
    }
}
