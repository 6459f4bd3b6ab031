use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::{Catalog, duration};
use crate::components::{GoToPart, Highlighted, MatchingParts, PartList};
use crate::ids;
use crate::progress::SeriesStatus;
use crate::state::{Finder, Marks, ReadingLists, SeenParts, prerendering};

/// A series (the one at `index` in the catalog): its title, topics,
/// summary and where the reader stands in it, its reading list in a
/// disclosure (`details`: it opens without the app, at first paint, and
/// starts collapsed, so the page is an overview) with the buttons that
/// mark or reset the whole series inside it, and what to read next beside
/// it. A status shows once the series is started; a search names the
/// parts it matched in a closed list.
///
/// The card can take focus (`tabindex="-1"`), for the j and k keys.
#[component]
pub fn SeriesCard(index: usize) -> impl IntoView {
    let marks = expect_context::<Marks>();
    let lists = expect_context::<ReadingLists>();
    let seen = expect_context::<SeenParts>();
    let visible = expect_context::<Finder>().visible(index);
    let inert = prerendering();
    let catalog = StoredValue::new(expect_context::<Arc<Catalog>>());
    let (id, title, summary, url, total, minutes, new_count) = catalog.with_value(|c| {
        let series = &c.series[index];
        let (id, title) = (series.id.clone(), series.title.clone());
        let (summary, url) = (series.summary.clone(), series.url.clone());
        (
            id,
            title,
            summary,
            url,
            series.parts.len(),
            series.minutes(),
            seen.new_in(index),
        )
    });
    // The series' own topics, by their labels.
    let topics: Vec<String> = catalog.with_value(|c| {
        c.series[index]
            .topics
            .iter()
            .filter_map(|id| c.topics.iter().find(|t| &t.id == id))
            .map(|topic| topic.label.clone())
            .collect()
    });
    let topics = (!topics.is_empty()).then(|| {
        view! {
            <ul class="topic-labels" aria-label="Topics">
                {topics.into_iter().map(|label| view! { <li>{label}</li> }).collect_view()}
            </ul>
        }
    });
    let expanded = lists.is_open(&id);
    let title_id = ids::series_title(&id);
    let labelled_by = title_id.clone();
    let mark_all_label = format!("Mark all read: {title}");
    let reset_label = format!("Reset: {title}");
    let bar_label = format!("{title} progress");

    let read_count = {
        let id = id.clone();
        Memo::new(move |_| {
            catalog.with_value(|c| marks.with_series(&id, |p| p.read_count(&c.series[index])))
        })
    };
    let status = Memo::new(move |_| SeriesStatus::from_counts(read_count.get(), total));
    let next = {
        let id = id.clone();
        Memo::new(move |_| {
            if status.get() != SeriesStatus::InProgress {
                return None;
            }
            catalog.with_value(|c| {
                marks.with_series(&id, |p| {
                    p.next_unread(&c.series[index])
                        .map(|part| (id.clone(), part.clone()))
                })
            })
        })
    };
    let count_text = move || format!("{} of {total} read", read_count.get());
    // The series' reading time, and once it is started, what is left.
    let time_text = minutes.map(|minutes| {
        let id = id.clone();
        let left = Memo::new(move |_| {
            catalog.with_value(|c| marks.with_series(&id, |p| p.minutes_left(&c.series[index])))
        });
        move || match read_count.get() {
            0 => format!("{} in all", duration(minutes)),
            _ => format!("{} left of {}", duration(left.get()), duration(minutes)),
        }
    });
    let parts_text = match total {
        1 => "1 part".to_string(),
        n => format!("{n} parts"),
    };
    // An `a` without `href` when the series has no page: one element type
    // either way.
    let rel = url.is_some().then_some("noopener noreferrer");
    // Without a url the `a` is plain text: `role="none"` says so to
    // crawlers, which would otherwise count a link they cannot follow.
    let role = url.is_none().then_some("none");
    let heading = view! {
        <a href=url rel=rel role=role>
            <Highlighted text=title.clone() marked=visible />
        </a>
    };
    let started = move || status.get() != SeriesStatus::Unread;
    view! {
        <article
            class="series"
            data-status=move || status.get().id()
            aria-labelledby=labelled_by
            tabindex="-1"
            hidden=move || !visible.get()
        >
            <div class="series-head">
                <h3 id=title_id>{heading}</h3>
                <Show when=started>
                    <span class="status">{move || status.get().label()}</span>
                </Show>
            </div>
            {topics}
            <p class="summary">
                <Highlighted text=summary marked=visible />
            </p>
            <div class="meter">
                <progress
                    max=total.to_string()
                    value=move || read_count.get().to_string()
                    aria-label=bar_label
                ></progress>
                <span class="count">{count_text}</span>
                {time_text.map(|text| view! { <span class="time">{text}</span> })}
                {(new_count > 0).then(|| view! { <span class="new-count">{new_count} " new"</span> })}
            </div>
            <div class="reading">
                <details
                    class="reading-list"
                    open=move || expanded.get()
                    on:toggle=move |event| {
                        let open = event_target::<web_sys::HtmlDetailsElement>(&event).open();
                        if open != expanded.get_untracked() {
                            catalog.with_value(|c| lists.set_open(&c.series[index], open));
                        }
                    }
                >
                    <summary class="disclosure">
                        <span class="visually-hidden">{title.clone()} ": "</span>
                        "Reading list · "
                        {parts_text}
                    </summary>
                    <PartList series=index open=expanded shown=visible />
                    <div class="list-actions" aria-busy=inert.then_some("true")>
                        <Show when=move || status.get() != SeriesStatus::Completed>
                            <button
                                aria-label=mark_all_label.clone()
                                disabled=inert
                                on:click=move |_| {
                                    catalog.with_value(|c| marks.mark_all_read(&c.series[index]))
                                }
                            >
                                "Mark all read"
                            </button>
                        </Show>
                        <Show when=move || { read_count.get() > 0 }>
                            <button
                                aria-label=reset_label.clone()
                                on:click=move |_| catalog.with_value(|c| marks.reset(&c.series[index]))
                            >
                                "Reset"
                            </button>
                        </Show>
                    </div>
                </details>
                <GoToPart target=next prefix="Next: " />
            </div>
            <MatchingParts series=index open=expanded />
        </article>
    }
    .into_any()
}
