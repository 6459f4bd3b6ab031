use leptos::prelude::*;

use crate::catalog::emphasis::plain;
use crate::catalog::{Part, PartAt, duration};
use crate::components::{Highlighted, PartNote, PressToggle, provided};
use crate::finding::search::Text;
use crate::ids;
use crate::interface::date;
use crate::state::{Finder, Marks, OwnMark, SeenParts};

/// One part of a reading list: a checkbox that
/// marks it read, a star beside it (to come back to), its title (the
/// checkbox's label, and the link to the article when it has one), its
/// date and reading time, a "New" mark if it arrived or was published
/// since the last visit, a "Matches" mark when a topic filter picks it out
/// of its series, and the reader's note on it; its title shows the
/// search's words marked. In a long list (`long`: of this many parts),
/// which builds only the parts near the screen, it says its place in the
/// list itself.
///
/// A title that links opens the article in the same tab, like any link:
/// Back returns to this page as it was (its filter is in the address, its
/// progress in storage). Opening it does not mark it read: a reader marks
/// what they have read, not what they looked at.
#[component]
pub fn PartItem(part: PartAt, long: Option<usize>) -> impl IntoView {
    let marks = provided::<Marks>();
    let finder = provided::<Finder>();
    let (series, index) = (part.series.index, part.index);
    // Only a part with topics of its own can stand out of its series.
    let stands_out = (!part.topics.is_empty()).then(|| {
        let (search, topics) = (finder.index(), finder.topics());
        Memo::new(move |_| topics.with(|topics| search.part_stands_out(series, index, topics)))
    });
    let is_new = provided::<SeenParts>().is_new(&part.series.id, &part);
    let id = ids::part_checkbox(&part.series.id, &part.id);
    let text = part.title.clone();
    let url = part.url.clone();
    let rel = url.is_some().then_some("noopener noreferrer");
    // Without a url the `a` is plain text: `role="none"` says so to
    // crawlers, which would otherwise count a link they cannot follow.
    let role = url.is_none().then_some("none");
    let lang = part.series.lang_of(&part).map(str::to_string);
    // The title labels the checkbox; with a url it is also the link (a
    // click on a link inside a label follows the link, not the label).
    let title = view! {
        <label class="part-title" for=id.clone()>
            <a href=url rel=rel role=role lang=lang>
                <Highlighted text marked=finder.marked(Text::Part(series, index)) />
            </a>
        </label>
    };
    let meta = part_meta(&part);
    let place = long.map(|_| (index + 1).to_string());
    let plain_title = plain(&part.title).into_owned();
    let star = view! {
        <PressToggle mark=OwnMark::Star(part.part_ref()) name=say!(star_of, title = plain_title) />
    };
    let note = view! { <PartNote part=part.part_ref() title=plain_title /> };
    let part = StoredValue::new(part);
    let read = move || part.with_value(|part| marks.is_read(part));
    view! {
        <li
            class="part"
            class:match=move || stands_out.is_some_and(|m| m.get())
            aria-posinset=place
            aria-setsize=long.map(|parts| parts.to_string())
        >
            <div class="part-line">
                {star}
                // Live from the first paint: a tick on the prerendered page
                // is marked read when the app takes over (app.rs).
                // autocomplete="off": the browser keeps no form state for
                // it, so an address change (every search keystroke) does
                // not copy the state of every checkbox (80 ms at 10,000),
                // and a reload does not bring back a tick the app never saw.
                <input
                    type="checkbox"
                    id=id
                    autocomplete="off"
                    prop:checked=read
                    on:change=move |event| {
                        let checked = event_target_checked(&event);
                        part.with_value(|part| marks.set_read(part, checked))
                    }
                />
                {title}
                {(!meta.is_empty()).then(|| view! { <span class="part-meta">{meta}</span> })}
                {stands_out
                    .map(|stands_out| {
                        move || {
                            stands_out
                                .get()
                                .then(|| view! { <span class="match-mark">{say!(matches_topic)}</span> })
                        }
                    })}
                {is_new
                    .then(|| {
                        view! {
                            <span class="new-mark">
                                {say!(new_mark)}
                                <span class="visually-hidden">{say!(new_mark_since)}</span>
                            </span>
                        }
                    })}
                {note}
            </div>
        </li>
    }
    .into_any()
}

/// A part's date and reading time, as its row shows them.
pub fn part_meta(part: &Part) -> String {
    let mut meta = part.published.as_deref().map(date).unwrap_or_default();
    if let Some(minutes) = part.minutes {
        if !meta.is_empty() {
            meta += " · ";
        }
        meta += &duration(minutes);
    }
    meta
}
