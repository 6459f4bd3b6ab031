use std::ops::Range;
use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Series;
use crate::catalog::emphasis::plain;
use crate::components::{part_meta, provided};
use crate::html::push_escaped;
use crate::kept::progress::Progress;
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

/// The parts as a list of their own, numbered from where they stand, with
/// the classes of a built part (for the print stylesheet's marks).
fn on_paper(series: &Series, parts: Range<usize>, progress: &Progress) -> String {
    let mut html =
        "<ol class=\"parts\" start=\"".to_string() + &(parts.start + 1).to_string() + "\">";
    for part in &series.parts[parts] {
        let read = progress.is_read(&series.id, &part.id);
        html += "<li class=\"part\"><div class=\"part-line\"><input type=\"checkbox\" disabled";
        html += if read { " checked>" } else { ">" };
        html += "<span class=\"part-title\"><a";
        if let Some(url) = &part.url {
            html += " href=\"";
            push_escaped(&mut html, url);
            html += "\"";
        }
        html += ">";
        push_escaped(&mut html, &plain(&part.title));
        html += "</a></span><span class=\"part-meta\">";
        push_escaped(&mut html, &part_meta(part));
        html += "</span></div></li>";
    }
    html + "</ol>"
}
