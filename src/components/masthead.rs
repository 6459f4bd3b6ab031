use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::{Highlighted, provided};

/// The banner's words: the catalog's title and subtitle, with their
/// emphasis. (Its tools, the theme and the keyboard shortcuts, are the
/// page's own: index.html.)
#[component]
pub fn Masthead() -> impl IntoView {
    let catalog = provided::<Arc<Catalog>>();
    let unmarked = Signal::stored(None);
    view! {
        <h1><Highlighted text=catalog.title.clone() marked=unmarked /></h1>
        <p class="subtitle"><Highlighted text=catalog.subtitle.clone() marked=unmarked /></p>
    }
}
