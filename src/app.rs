//! The root component: loads the catalog once and shows it, or says why not.

use leptos::prelude::*;

use crate::components::{CatalogView, LoadErrorAlert};
use crate::fetch::load_catalog;
use crate::state::Reader;

#[component]
pub fn App() -> impl IntoView {
    let catalog = LocalResource::new(load_catalog);
    view! {
        <main class="page">
            {move || match catalog.get() {
                None => view! { <p class="loading" role="status">"Loading the catalog…"</p> }.into_any(),
                Some(Ok(catalog)) => {
                    Reader::in_browser(catalog.clone()).provide(catalog);
                    view! { <CatalogView /> }.into_any()
                }
                Some(Err(error)) => {
                    view! { <LoadErrorAlert error on_retry=move || catalog.refetch() /> }.into_any()
                }
            }}
        </main>
    }
}
