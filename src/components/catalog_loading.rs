use leptos::prelude::*;

/// While the catalog loads: on a page without the prerendered catalog (a
/// debug build), that it is loading. A page with it says nothing here: it
/// can be read meanwhile, and its start-up script says that it is still
/// starting when that takes long or the reader uses what waits for the
/// app (index.html).
#[component]
pub fn CatalogLoading(prerendered: bool) -> impl IntoView {
    view! {
        <p class="loading" role="status">
            {(!prerendered).then(|| say!(loading_catalog))}
        </p>
    }
}
