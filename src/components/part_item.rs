use leptos::prelude::*;

use crate::catalog::Part;
use crate::components::Highlighted;
use crate::state::{Finder, Marks, SeenParts, prerendering};

/// The id of a part's checkbox. Ids are slugs with single hyphens, so the
/// double hyphen keeps `a-b`/`c` and `a`/`b-c` apart.
pub fn part_checkbox_id(series: &str, part: &str) -> String {
    format!("part-{series}--{part}")
}

/// One part of a reading list: a checkbox named by its title that marks it
/// read, a "New" mark if it arrived since the last visit, a "Matches" mark
/// when a topic filter picks it out of its series, and its link.
#[component]
pub fn PartItem(
    series: String,
    series_index: usize,
    part_index: usize,
    part: Part,
    /// Whether its card is shown.
    shown: Signal<bool>,
) -> impl IntoView {
    let marks = expect_context::<Marks>();
    let finder = expect_context::<Finder>();
    let index = finder.index();
    let stands_out = Memo::new(move |_| {
        finder
            .query()
            .with(|q| index.part_stands_out(series_index, part_index, &q.topics))
    });
    let is_new = expect_context::<SeenParts>().is_new(&series, &part.id);
    let id = part_checkbox_id(&series, &part.id);
    let part_id = part.id.clone();
    let read = {
        let (series, part) = (series.clone(), part.id.clone());
        Memo::new(move |_| marks.with_part(&series, &part, |p| p.is_read(&series, &part)))
    };
    let link = part.url.map(|url| {
        let title = part.title.clone();
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
                <input
                    type="checkbox"
                    id=id
                    disabled=prerendering()
                    prop:checked=read
                    on:change=move |event| {
                        marks.set_read(&series, &part_id, event_target_checked(&event))
                    }
                />
                <span>
                    <Highlighted text=part.title shown />
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
