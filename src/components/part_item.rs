use leptos::prelude::*;

use crate::browser;
use crate::catalog::emphasis::plain;
use crate::catalog::{Part, PartRef, SeriesAt, duration};
use crate::components::{Highlighted, PartNote, PressToggle, provided};
use crate::finding::search::Text;
use crate::ids;
use crate::state::{Finder, Marks, OwnMark, SeenParts};

/// One part of a reading list: the one at `part` in `series`: a checkbox that
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
pub fn PartItem(series: SeriesAt, part: usize, long: Option<usize>) -> impl IntoView {
    let marks = provided::<Marks>();
    let finder = provided::<Finder>();
    let (series_id, the_part) = (&series.id, &series.parts[part]);
    // Only a part with topics of its own can stand out of its series.
    let stands_out = (!the_part.topics.is_empty()).then(|| {
        let (search, topics) = (finder.index(), finder.topics());
        Memo::new(move |_| topics.with(|topics| search.part_stands_out(series.index, part, topics)))
    });
    let is_new = provided::<SeenParts>().is_new(series_id, the_part);
    let id = ids::part_checkbox(series_id, &the_part.id);
    let keys = StoredValue::new((series_id.clone(), the_part.id.clone()));
    let read = move || {
        keys.with_value(|(series, part)| marks.with_part(series, part, |p| p.is_read(series, part)))
    };
    let text = the_part.title.clone();
    let url = the_part.url.clone();
    let rel = url.is_some().then_some("noopener noreferrer");
    // Without a url the `a` is plain text: `role="none"` says so to
    // crawlers, which would otherwise count a link they cannot follow.
    let role = url.is_none().then_some("none");
    // The title labels the checkbox; with a url it is also the link (a
    // click on a link inside a label follows the link, not the label).
    let title = view! {
        <label class="part-title" for=id.clone()>
            <a href=url rel=rel role=role>
                <Highlighted text marked=finder.marked(Text::Part(series.index, part)) />
            </a>
        </label>
    };
    let meta = part_meta(the_part);
    let place = long.map(|_| (part + 1).to_string());
    let part_ref = PartRef {
        series: series_id.clone(),
        part: the_part.id.clone(),
    };
    let plain_title = plain(&the_part.title).into_owned();
    let star = view! {
        <PressToggle mark=OwnMark::Star(part_ref.clone()) name=format!("Star: {plain_title}") />
    };
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
                        keys.with_value(|(series, part)| marks.set_read(series, part, checked))
                    }
                />
                {title}
                {(!meta.is_empty()).then(|| view! { <span class="part-meta">{meta}</span> })}
                {stands_out
                    .map(|stands_out| {
                        move || {
                            stands_out
                                .get()
                                .then(|| view! { <span class="match-mark">"Matches topic"</span> })
                        }
                    })}
                {is_new
                    .then(|| {
                        view! {
                            <span class="new-mark">
                                "New"
                                <span class="visually-hidden">" since your last visit"</span>
                            </span>
                        }
                    })}
                <PartNote part=part_ref title=plain_title />
            </div>
        </li>
    }
    .into_any()
}

/// A part's date and reading time, as its row shows them.
pub fn part_meta(part: &Part) -> String {
    let mut meta = part
        .published
        .as_deref()
        .map(browser::format_date)
        .unwrap_or_default();
    if let Some(minutes) = part.minutes {
        if !meta.is_empty() {
            meta += " · ";
        }
        meta += &duration(minutes);
    }
    meta
}
