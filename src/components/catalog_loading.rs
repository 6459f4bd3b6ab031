use std::time::Duration;

use leptos::prelude::*;

use crate::fetch::STILL_ARRIVING_SECONDS;

/// While the catalog loads. On a page without the prerendered catalog
/// (a debug build), that it is loading. On one with it, nothing at first,
/// as the page can be read; after [`STILL_ARRIVING_SECONDS`], that the
/// catalog is still arriving, so a reader on a slow link knows why the
/// filters wait. A polite live region, there from the start so the words
/// are announced when they come; it goes with the loading.
#[component]
pub fn CatalogLoading(prerendered: bool) -> impl IntoView {
    let slow = RwSignal::new(false);
    if prerendered
        && let Ok(timer) = set_timeout_with_handle(
            move || slow.set(true),
            Duration::from_secs(STILL_ARRIVING_SECONDS.into()),
        )
    {
        on_cleanup(move || timer.clear());
    }
    let words = move || match (prerendered, slow.get()) {
        (false, _) => Some("Loading the catalog…"),
        (true, true) => Some(
            "The catalog is still arriving. The page can be read meanwhile; the filters start once it is in.",
        ),
        (true, false) => None,
    };
    view! {
        <p class="loading" role="status">
            {words}
        </p>
    }
}
