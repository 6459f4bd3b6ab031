use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::{PhraseText, provided};
use crate::state::Finder;

/// On paper only: which series the page shows (the filter, if any) and
/// when it was printed (`printed-on`, which the page's start-up script
/// fills in before printing).
#[component]
pub fn PrintNote() -> impl IntoView {
    let finder = provided::<Finder>();
    let catalog = provided::<Arc<Catalog>>();
    let shown = move || {
        finder.query().with(|q| match q.is_empty() {
            true => "Every series".into_any(),
            false => view! { "Series " <PhraseText phrase=q.describe(&catalog) /> }.into_any(),
        })
    };
    view! {
        <p class="print-note">
            {shown} ", printed " <span class="printed-on"></span> "."
        </p>
    }
}
