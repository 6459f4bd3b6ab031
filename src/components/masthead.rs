use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;

/// The banner's words: the catalog's title and subtitle. (Its tools, the
/// theme and the keyboard shortcuts, are the page's own: index.html.)
#[component]
pub fn Masthead() -> impl IntoView {
    let catalog = expect_context::<Arc<Catalog>>();
    view! {
        <h1>{catalog.title.clone()}</h1>
        <p class="subtitle">{catalog.subtitle.clone()}</p>
    }
}
