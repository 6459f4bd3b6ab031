use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::{PhraseText, provided};
use crate::interface::around;
use crate::phrase::Phrase;
use crate::state::Finder;

/// On paper only: which series the page shows (the filter, if any) and
/// when it was printed (`printed-on`, which the page's start-up script
/// fills in before printing).
#[component]
pub fn PrintNote() -> impl IntoView {
    let finder = provided::<Finder>();
    let catalog = provided::<Arc<Catalog>>();
    let shown = move || {
        finder.query().with(|q| {
            let template = match q.is_empty() {
                true => say!(print_every_series),
                false => say!(print_series),
            };
            // The filter and the date, where the language puts them.
            let (before, after) = around(template, "{date}");
            let filter = [("filter", q.describe(&catalog))];
            view! {
                <PhraseText phrase=Phrase::of(before, &filter) />
                <span class="printed-on"></span>
                <PhraseText phrase=Phrase::of(after, &filter) />
            }
        })
    };
    view! { <p class="print-note">{shown}</p> }
}
