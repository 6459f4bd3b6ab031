use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Series;
use crate::components::{PartItem, prerendering};
use crate::ids;
use crate::state::{Finder, PerKey, ReadingLists};

/// Parts built in one go: a long list shows its first parts at once and
/// the rest a chunk a frame, so the page stays responsive.
const CHUNK: usize = 250;

/// The reading list of `series` (the one at `index` in the catalog, where
/// the search finds it), inside its disclosure. In the browser its parts
/// are built the first time it is `open` (a large catalog keeps a small
/// page); the prerendered page writes every list out. Before printing,
/// every list is built at once. A keystroke re-runs only the parts whose
/// titles hold the search's words, or held them.
#[component]
pub fn PartList(series: Arc<Series>, index: usize, open: Signal<bool>) -> impl IntoView {
    let list_id = ids::part_list(&series.id);
    let total = series.parts.len();
    let chunks = total.div_ceil(CHUNK);
    let long = chunks > 1;
    let built = RwSignal::new(if prerendering() { chunks } else { 0 });
    // A list open from the start (the reader opened it on the prerendered
    // page, or the address names it) has its first parts in the first
    // render, so the takeover shows it as the reader left it.
    if open.get_untracked() && built.get_untracked() == 0 {
        build_more(built, chunks);
    }
    // Per part: what the search found, where its title holds the words.
    let found = expect_context::<Finder>().found(index);
    let found_in = PerKey::new(move || {
        found.with(|found| {
            let mut parts = vec![None; total];
            for &part in found.iter().flat_map(|f| &f.parts) {
                if let Some(slot) = parts.get_mut(part) {
                    *slot = found.clone();
                }
            }
            parts
        })
    });

    let printing = expect_context::<ReadingLists>().printing();
    Effect::new(move |_| {
        if printing.get() {
            built.set(chunks);
        } else if open.get() && built.get_untracked() == 0 {
            build_more(built, chunks);
        }
    });
    // A slot per chunk, filled once, when the chunk is built.
    let slots = (0..chunks)
        .map(|at| {
            let filled = Memo::new(move |_| built.get() > at);
            let series = series.clone();
            move || {
                filled.get().then(|| {
                    (at * CHUNK..total.min((at + 1) * CHUNK))
                        .map(|part| {
                            let series = series.clone();
                            view! { <PartItem series index part found=found_in.get(part) /> }
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
