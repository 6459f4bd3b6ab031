use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::{PartItem, prerendering};
use crate::ids;
use crate::state::{Finder, ReadingLists};

/// Parts built in one go: a long list shows its first parts at once and
/// the rest a chunk a frame, so the page stays responsive.
const CHUNK: usize = 250;

/// The reading list of the series at `series` in the catalog, inside its
/// disclosure. In the browser its parts are built the first time it is
/// `open` (a large catalog keeps a small page); the prerendered page
/// writes every list out. Before printing, every list is built at once. A keystroke
/// touches only the parts whose marked words change: one pass over the
/// folded titles sets a signal per part where it changed.
#[component]
pub fn PartList(series: usize, open: Signal<bool>, shown: Signal<bool>) -> impl IntoView {
    let catalog = expect_context::<Arc<Catalog>>();
    let finder = expect_context::<Finder>();
    let (words, index) = (finder.words(), finder.index());
    let list_id = ids::part_list(&catalog.series[series].id);
    let total = catalog.series[series].parts.len();
    let chunks = total.div_ceil(CHUNK);
    let long = chunks > 1;
    let built = RwSignal::new(if prerendering() { chunks } else { 0 });
    // A list open from the start (the reader opened it on the prerendered
    // page, or the address names it) has its first parts in the first
    // render, so the takeover shows it as the reader left it.
    if open.get_untracked() && built.get_untracked() == 0 {
        build_more(built, chunks);
    }
    // Per part built so far: whether the search's words are in its title.
    let marked = StoredValue::new(Vec::<RwSignal<bool>>::new());

    let printing = expect_context::<ReadingLists>().printing();
    Effect::new(move |_| {
        if printing.get() {
            built.set(chunks);
        } else if open.get() && built.get_untracked() == 0 {
            build_more(built, chunks);
        }
    });
    let matcher = index.clone();
    let started = Memo::new(move |_| built.get() > 0);
    Effect::new(move |_| {
        // A list not built yet does not follow the search at all.
        if !started.get() {
            return;
        }
        let shown = shown.get();
        words.with(|words| {
            marked.with_value(|parts| {
                for (part, signal) in parts.iter().enumerate() {
                    let now = shown && matcher.part_matches(series, part, words);
                    if signal.get_untracked() != now {
                        signal.set(now);
                    }
                }
            })
        })
    });
    // A slot per chunk, filled once, when the chunk is built.
    let slots = (0..chunks)
        .map(|at| {
            let index = index.clone();
            let filled = Memo::new(move |_| built.get() > at);
            move || {
                filled.get().then(|| {
                    (at * CHUNK..total.min((at + 1) * CHUNK))
                        .map(|part| {
                            let matches = shown.get_untracked()
                                && words.with_untracked(|words| {
                                    index.part_matches(series, part, words)
                                });
                            let signal = RwSignal::new(matches);
                            marked.update_value(|parts| parts.push(signal));
                            view! { <PartItem series part marked=signal.into() /> }
                        })
                        .collect_view()
                })
            }
        })
        .collect_view();

    view! {
        <ol id=list_id class="parts" class:long=long>
            {slots}
        </ol>
    }
}

/// Builds one more chunk now and the next in the next frame, until all are.
fn build_more(built: RwSignal<usize>, chunks: usize) {
    let Some(now) = built.try_update(|built| {
        *built += 1;
        *built
    }) else {
        return;
    };
    if now < chunks {
        request_animation_frame(move || build_more(built, chunks));
    }
}
