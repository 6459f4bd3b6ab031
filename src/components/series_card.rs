use leptos::prelude::*;

use crate::catalog::Series;
use crate::components::{GoToPart, Highlighted, PartItem};
use crate::progress::SeriesStatus;
use crate::state::Reader;

/// A series: its title, summary and where the reader stands in it, what to
/// read next, and its reading list behind a disclosure button (collapsed at
/// first, so the page is an overview). `index` is its place in the catalog.
/// The list's parts are built the first time it opens, so a large catalog
/// keeps a small page.
#[component]
pub fn SeriesCard(series: Series, index: usize) -> impl IntoView {
    let reader = expect_context::<Reader>();
    let visible = reader.visible(index);
    let expanded = reader.expanded(&series.id);
    let total = series.parts.len();
    let title = series.title.clone();
    let title_id = format!("series-{}", series.id);
    let labelled_by = title_id.clone();
    let mark_all_label = format!("Mark all read: {title}");
    let reset_label = format!("Reset: {title}");
    let bar_label = format!("{title} progress");
    let list_id = format!("parts-{}", series.id);
    let new_count = series
        .parts
        .iter()
        .filter(|part| reader.is_new(&series.id, &part.id))
        .count();
    let opened_once =
        Memo::new(move |before: Option<&bool>| before == Some(&true) || expanded.get());
    let summary = series.summary.clone();
    let series = StoredValue::new(series);

    let read_count =
        Memo::new(move |_| series.with_value(|s| reader.with_marks(&s.id, |p| p.read_count(s))));
    let status = Memo::new(move |_| SeriesStatus::from_counts(read_count.get(), total));
    let next = Memo::new(move |_| {
        if status.get() != SeriesStatus::InProgress {
            return None;
        }
        series.with_value(|s| {
            reader.with_marks(&s.id, |p| {
                p.next_unread(s).map(|part| (s.id.clone(), part.clone()))
            })
        })
    });
    let parts = move || {
        opened_once.get().then(|| {
            series.with_value(|s| {
                s.parts
                    .iter()
                    .enumerate()
                    .map(|(at, part)| {
                        view! {
                            <PartItem
                                series=s.id.clone()
                                series_index=index
                                part_index=at
                                part=part.clone()
                                shown=visible
                            />
                        }
                    })
                    .collect_view()
            })
        })
    };
    let count_text = move || format!("{} of {total} read", read_count.get());
    let parts_text = match total {
        1 => "1 part".to_string(),
        n => format!("{n} parts"),
    };

    view! {
        <article
            class="series"
            data-status=move || status.get().id()
            aria-labelledby=labelled_by
            hidden=move || !visible.get()
        >
            <div class="series-head">
                <h3 id=title_id>
                    <Highlighted text=title.clone() shown=visible />
                </h3>
                <span class="status">{move || status.get().label()}</span>
            </div>
            <p class="summary">{summary}</p>
            <div class="meter">
                <progress
                    max=total.to_string()
                    value=move || read_count.get().to_string()
                    aria-label=bar_label
                ></progress>
                <span class="count">{count_text}</span>
                {(new_count > 0).then(|| view! { <span class="new-count">{new_count} " new"</span> })}
            </div>
            <div class="actions">
                <button
                    class="disclosure"
                    aria-expanded=move || expanded.get().to_string()
                    aria-controls=list_id.clone()
                    on:click=move |_| series.with_value(|s| reader.toggle_list(s))
                >
                    <span class="visually-hidden">{title.clone()} ": "</span>
                    "Reading list · "
                    {parts_text}
                </button>
                <GoToPart target=next prefix="Next: " />
                <Show when=move || status.get() != SeriesStatus::Completed>
                    <button
                        aria-label=mark_all_label.clone()
                        on:click=move |_| series.with_value(|s| reader.mark_all_read(s))
                    >
                        "Mark all read"
                    </button>
                </Show>
                <Show when=move || { read_count.get() > 0 }>
                    <button
                        aria-label=reset_label.clone()
                        on:click=move |_| series.with_value(|s| reader.reset(s))
                    >
                        "Reset"
                    </button>
                </Show>
            </div>
            <ol id=list_id class="parts" hidden=move || !expanded.get()>
                {parts}
            </ol>
        </article>
    }
    .into_any()
}
