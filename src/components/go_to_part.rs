use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::emphasis::plain;
use crate::catalog::{Catalog, Part};
use crate::components::{PhraseText, provided};
use crate::ids;
use crate::phrase::Phrase;
use crate::state::ReadingLists;

/// Takes the reader to a part (`target`: series id and part): opens its
/// article when it has a link (the page's start-up script keeps which, for
/// Back: `data-part`), otherwise opens its reading list and shows the part
/// there. A new target changes only the label and destination; the element
/// is rebuilt only when a link turns into a button or back.
#[component]
pub fn GoToPart(target: Memo<Option<(String, Part)>>, prefix: &'static str) -> impl IntoView {
    let lists = provided::<ReadingLists>();
    let has_link =
        Memo::new(move |_| target.with(|t| t.as_ref().map(|(_, part)| part.url.is_some())));
    // The title isolated: bidi controls in it end with it.
    let label = move || {
        target.with(|t| {
            let title = t.as_ref().map(|(_, part)| plain(&part.title));
            let phrase = Phrase::new().own(prefix).foreign(title.unwrap_or_default());
            view! { <PhraseText phrase /> }
        })
    };
    let href = move || target.with(|t| t.as_ref().and_then(|(_, part)| part.url.clone()));
    let part = move || {
        target.with(|t| {
            t.as_ref()
                .map(|(series, part)| ids::part_checkbox(series, &part.id))
        })
    };
    // The target names its series by id: found where it is at the tap.
    let catalog = StoredValue::new(provided::<Arc<Catalog>>());
    let go = move |_| {
        if let Some((id, part)) = target.get_untracked()
            && let Some(series) = catalog.with_value(|c| c.find(&id))
        {
            lists.go_to(&series, &part.id);
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
