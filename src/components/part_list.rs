use leptos::prelude::*;

use crate::blocks;
use crate::catalog::{PartAt, SeriesAt};
use crate::components::{PartGap, PartItem, prerendering, provided};
use crate::ids;
use crate::state::{PerKey, ReadingLists};

/// The reading list of `series`, inside its disclosure, once it has been opened
/// (its card builds it then). A long list builds only the blocks of parts
/// near the screen, a gap standing for each other block; the prerendered
/// page writes every part out. Before printing, a long list's gaps are
/// written as text. A keystroke re-runs only the parts whose titles hold
/// the search's words, or held them.
#[component]
pub fn PartList(series: SeriesAt) -> impl IntoView {
    let list_id = ids::part_list(&series.id);
    let total = series.parts.len();
    let blocks = blocks::count(total);
    let long = blocks::is_long(total);
    let windowed = long && !prerendering();
    let lists = provided::<ReadingLists>();
    let built = lists.built(&series).filter(|_| windowed);
    let in_window = PerKey::new(move || {
        let built = built.map_or(0..blocks, |built| built.get());
        (0..blocks).map(|block| built.contains(&block)).collect()
    });
    let long_list = windowed.then_some(total);
    // Each block: its parts, or the gap that stands for them in a long
    // list. Each reads only its own block.
    let slots = (0..blocks)
        .map(|block| {
            let in_window = in_window.get(block);
            let (series, parts) = (series.clone(), blocks::parts_of(block, total));
            let gap = {
                let (series, parts) = (series.clone(), parts.clone());
                move || {
                    (windowed && !in_window.get()).then(|| {
                        view! { <PartGap series=series.series.clone() parts=parts.clone() /> }
                    })
                }
            };
            let built = move || {
                in_window.get().then(|| {
                    parts
                        .clone()
                        .map(|part| {
                            let part = PartAt {
                                series: series.clone(),
                                index: part,
                            };
                            view! { <PartItem part long=long_list /> }
                        })
                        .collect_view()
                })
            };
            (gap, built).into_any()
        })
        .collect_view();

    #[cfg(browser)]
    if let Some(built) = built {
        follow_screen(list_id.clone(), built, lists.is_open(&series), total);
    }
    view! {
        <ol id=list_id class="parts" class:long=long>
            {slots}
        </ol>
    }
}

/// Builds the blocks of an open long list (`list`, the id of a list of
/// `parts` parts) that come near the screen as the reader scrolls, and
/// those beside the part that takes the focus (the keyboard moves it a
/// part at a time, and only scrolls once it leaves the screen). When the
/// list opens, or when the reader is taken to a part, the blocks it builds
/// first cover more than a screen.
#[cfg(browser)]
fn follow_screen(
    list: String,
    built: RwSignal<std::ops::Range<usize>>,
    open: Signal<bool>,
    parts: usize,
) {
    let element = move || {
        open.get_untracked()
            .then(|| document().get_element_by_id(&list))
            .flatten()
    };
    let scroll = {
        let element = element.clone();
        let check = move || {
            let to_build = element().and_then(|list| {
                crate::browser::blocks_to_build(&list, parts, built.get_untracked())
            });
            if let Some(blocks) = to_build {
                built.set(blocks);
            }
        };
        // In the frame's callbacks, after those that take the reader to a
        // part: the screen is then where they go.
        window_event_listener_untyped("scroll", move |_| request_animation_frame(check.clone()))
    };
    let focus = window_event_listener_untyped("focusin", move |event| {
        let part = element().and_then(|list| crate::browser::part_in(&list, event.target()?));
        if let Some(part) = part {
            let beside = blocks::beside(built.get_untracked(), part, blocks::count(parts));
            if beside != built.get_untracked() {
                built.set(beside);
            }
        }
    });
    on_cleanup(move || {
        scroll.remove();
        focus.remove();
    });
}
