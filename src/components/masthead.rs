use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::{Shortcuts, ThemeChoice};
use crate::state::prerendering;

/// The page's banner: the catalog's title and subtitle, the theme, and the
/// keyboard shortcuts.
#[component]
pub fn Masthead() -> impl IntoView {
    let catalog = expect_context::<Arc<Catalog>>();
    view! {
        <div class="masthead-text">
            <h1>{catalog.title.clone()}</h1>
            <p class="subtitle">{catalog.subtitle.clone()}</p>
        </div>
        // Busy until the app takes over: the theme and the shortcuts need it.
        <div class="masthead-tools" aria-busy=prerendering().then_some("true")>
            <ThemeChoice />
            <Shortcuts />
        </div>
    }
    .into_any()
}
