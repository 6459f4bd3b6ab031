use std::ops::Range;
use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Series;
use crate::catalog::emphasis::plain;
use crate::components::{part_meta, provided};
use crate::kept::progress::Progress;
use crate::markup::{PaperPart, PartsOnPaper};
use crate::state::{Marks, ReadingLists};

/// Stands for the parts at `parts` (a block) of `series`' long list while
/// they are not built: as high as they would be (the stylesheet's pitch
/// for each), hidden from assistive technology (each built part
/// tells its place in the list). While the page prints it holds them as
/// plain text, for paper: each title with its link, whether it is read,
/// its date and reading time.
#[component]
pub fn PartGap(series: Arc<Series>, parts: Range<usize>) -> impl IntoView {
    let marks = provided::<Marks>();
    let printing = provided::<ReadingLists>().printing();
    let text = move || {
        printing.get().then(|| {
            marks.with_series(&series.id, |progress| {
                on_paper(&series, parts.clone(), progress)
            })
        })
    };
    view! { <li class="parts-gap" aria-hidden="true" inner_html=text></li> }
}

/// The parts at `parts` of `series` on paper, with whether each is read.
fn on_paper(series: &Series, parts: Range<usize>, progress: &Progress) -> String {
    let mut list = PartsOnPaper::new(parts.start + 1);
    for part in &series.parts[parts] {
        list.push(PaperPart {
            title: &plain(&part.title),
            url: part.url.as_deref(),
            read: progress.is_read(&series.id, &part.id),
            meta: &part_meta(part),
        });
    }
    list.finish()
}
