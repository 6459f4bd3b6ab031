use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::Highlighted;
use crate::state::{Finder, Marks, SeenParts, prerendering};

/// The id of a part's checkbox. Ids are slugs with single hyphens, so the
/// double hyphen keeps `a-b`/`c` and `a`/`b-c` apart.
pub fn part_checkbox_id(series: &str, part: &str) -> String {
    format!("part-{series}--{part}")
}

/// One part of a reading list (`part` of the series at `series` in the
/// catalog): a checkbox named by its title that marks it read, a "New"
/// mark if it arrived since the last visit, a "Matches" mark when a topic
/// filter picks it out of its series, and its link. `marked`: whether the
/// search's words are in its title (and its card shows).
#[component]
pub fn PartItem(series: usize, part: usize, marked: Signal<bool>) -> impl IntoView {
    let marks = expect_context::<Marks>();
    let finder = expect_context::<Finder>();
    let catalog = expect_context::<Arc<Catalog>>();
    let (series_id, the_part) = (
        &catalog.series[series].id,
        &catalog.series[series].parts[part],
    );
    let index = finder.index();
    let topics = finder.topics();
    let stands_out =
        Memo::new(move |_| topics.with(|topics| index.part_stands_out(series, part, topics)));
    let is_new = expect_context::<SeenParts>().is_new(series_id, &the_part.id);
    let id = part_checkbox_id(series_id, &the_part.id);
    let keys = StoredValue::new((series_id.clone(), the_part.id.clone()));
    let read = Memo::new(move |_| {
        keys.with_value(|(series, part)| marks.with_part(series, part, |p| p.is_read(series, part)))
    });
    let link = the_part.url.clone().map(|url| {
        let title = the_part.title.clone();
        view! {
            <a class="open" href=url rel="noopener noreferrer">
                "Open"
                <span class="visually-hidden">": " {title}</span>
            </a>
        }
    });
    view! {
        <li class="part" class:match=stands_out>
            <label>
                // autocomplete="off": the browser keeps no form state for
                // it, so an address change (every search keystroke) does
                // not copy the state of every checkbox (80 ms at 10,000).
                <input
                    type="checkbox"
                    id=id
                    autocomplete="off"
                    disabled=prerendering()
                    prop:checked=read
                    on:change=move |event| {
                        let checked = event_target_checked(&event);
                        keys.with_value(|(series, part)| marks.set_read(series, part, checked))
                    }
                />
                <span>
                    <Highlighted text=the_part.title.clone() marked />
                </span>
            </label>
            <Show when=move || stands_out.get()>
                <span class="match-mark">"Matches topic"</span>
            </Show>
            {is_new
                .then(|| {
                    view! {
                        <span class="new-mark">
                            "New"
                            <span class="visually-hidden">" since your last visit"</span>
                        </span>
                    }
                })}
            {link}
        </li>
    }
    .into_any()
}
