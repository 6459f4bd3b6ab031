//! The app in the browser: loads the catalog, then takes the page over.
//!
//! The page arrives with the catalog in it: `#catalog` holds what the same
//! components rendered at build time for a first visit (`prerender.rs`).
//! Its reading lists open, its links follow, its checkboxes tick and its
//! search box takes words from the first paint; what needs the app is
//! disabled and its section `aria-busy`. The page's loader (`index.html`)
//! starts the wasm and the request for `catalog.json` side by side once
//! the page has painted, then calls [`start`]. Once the catalog is in,
//! the app renders it off the page, with the reader's stored progress,
//! the filter in the address and what the reader did on the page so far
//! (the lists they opened, the parts they ticked, the words they typed),
//! and puts that in place of the prerendered markup in one step, keeping
//! the reader's place and focus. If the catalog cannot be loaded, the
//! prerendered catalog stays, to read, under an alert with "Try again".
//!
//! Replacing costs no wasm bytes and gives no mismatch to trap on, where
//! Leptos's hydration would add about 43 KB (brotli) and require the first
//! render to equal the HTML (docs/architecture.md).

use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;
use web_sys::Element;

use crate::browser::{
    CatalogRequest, DoneOnPage, LoaderRequest, ScrollAndFocus, card_heights, give_heights,
    load_catalog,
};
use crate::catalog::Catalog;
use crate::catalog::fetch::LoadError;
use crate::components::{CatalogLoading, CatalogView, LoadErrorAlert, Masthead};
use crate::interface::Interface;
use crate::state::{AddressLinks, Reader};

/// Starts the app on the page `index.html` lays out: `main#main`, with
/// `#app-status` for what the app has to say and `#catalog` for the
/// catalog, prerendered or empty. `catalog` is the request the page's
/// loader began ("Try again" begins another); `page` is what the page's
/// start-up script keeps.
#[wasm_bindgen]
pub fn start(catalog: LoaderRequest, page: Page) {
    let interface = element("interface").text_content().unwrap_or_default();
    let installed = Interface::read(&interface).map(Interface::install);
    assert!(
        matches!(installed, Some(Ok(()))),
        "the page carries its interface"
    );
    let status = element("app-status").unchecked_into();
    let prerendered = element("catalog").child_element_count() > 0;
    let first = StoredValue::new_local(Some(catalog));
    let request = move || match first.try_update_value(Option::take).flatten() {
        Some(begun) => CatalogRequest::begun(begun),
        None => CatalogRequest::again(),
    };
    // Also sets up the executor that futures and effects run on.
    leptos::mount::mount_to(status, move || view! { <App prerendered request page /> }).forget();
}

/// Loads the catalog; says that it is loading, or why it failed (with a
/// way to try again), and takes the page over once it is in.
#[component]
fn App(
    prerendered: bool,
    request: impl Fn() -> CatalogRequest + 'static,
    page: Page,
) -> impl IntoView {
    // None while the catalog loads.
    let loaded = RwSignal::new(None::<Result<(), LoadError>>);
    let request = StoredValue::new_local(request);
    let load = move || {
        let page = page.clone();
        loaded.set(None);
        let pending = request.with_value(|request| request());
        leptos::task::spawn_local(async move {
            let result = load_catalog(pending).await;
            match result {
                Ok(catalog) => {
                    take_over(catalog, page);
                    loaded.set(Some(Ok(())));
                }
                Err(error) => {
                    page.ready(false);
                    loaded.set(Some(Err(error)));
                }
            }
        });
    };
    load();
    move || match loaded.get() {
        None => view! { <CatalogLoading prerendered /> }.into_any(),
        Some(Ok(())) => ().into_any(),
        Some(Err(error)) => view! { <LoadErrorAlert error on_retry=load.clone() /> }.into_any(),
    }
}

/// Takes the page over, in two tasks after the one that read the catalog,
/// so that none is long (the page answers input between them): this
/// browser's reader and the banner; then the catalog, rendered off the
/// page with what the reader did on it so far, and put in place of the
/// prerendered one in one step, keeping the reader's place.
fn take_over(catalog: Arc<Catalog>, page: Page) {
    next_task(move || {
        document().set_title(&crate::catalog::emphasis::plain(&catalog.title));
        // Under an owner of its own, for the rest of the page's life: not
        // the effect's, which re-runs.
        let owner = Owner::new_root(None);
        let reader = owner.with(|| {
            let reader = Reader::in_browser(catalog.clone(), &page.scope());
            reader.provide(catalog.clone());
            replace(&element("masthead"), view! { <Masthead /> }.into_any());
            reader
        });
        next_task(move || {
            owner.with(|| {
                let old = element("catalog");
                adopt(DoneOnPage::read(&old), reader, &catalog);
                let heights = card_heights(&old);
                let kept = ScrollAndFocus::in_page(&old);
                if let Some(new) = replace(&old, view! { <CatalogView /> }.into_any()) {
                    give_heights(&new, &heights);
                    kept.restore(&new);
                }
                reader.back_from.follow_in_browser();
                AddressLinks::new(reader.marks, reader.own, reader.messages)
                    .follow_address(catalog.clone(), reader.lists);
                crate::browser::show_chosen_status();
            });
            std::mem::forget(owner);
            page.ready(true);
            request_animation_frame(move || {
                reader.finder.find_near();
            });
        });
    });
}

fn next_task(then: impl FnOnce() + 'static) {
    set_timeout(then, std::time::Duration::ZERO);
}

/// Renders `view` into an empty copy of `old` (same tag, id and classes),
/// off the page, under the current owner (whose contexts it reads), and
/// puts it in `old`'s place, for the rest of the page's life.
fn replace(old: &Element, view: AnyView) -> Option<Element> {
    let new = empty_copy(old);
    leptos::mount::mount_to(new.clone().unchecked_into(), move || view).forget();
    old.replace_with_with_node_1(&new).ok().map(|()| new)
}

fn element(id: &str) -> Element {
    document()
        .get_element_by_id(id)
        .unwrap_or_else(|| panic!("index.html has a #{id} element"))
}

/// The element without its children: same tag, id and classes.
fn empty_copy(element: &Element) -> Element {
    element
        .clone_node()
        .ok()
        .and_then(|node| node.dyn_into().ok())
        .expect("an element can be copied")
}

#[wasm_bindgen]
extern "C" {
    /// What the page's start-up script keeps (`page` in `index.html`).
    #[derive(Clone)]
    pub type Page;

    /// This copy of the app's scope: the page's directory, which its
    /// stored documents' keys end with.
    #[wasm_bindgen(method, getter)]
    fn scope(this: &Page) -> String;

    /// The page's own function for when the app is done starting (which
    /// also serves a failed start): nothing is busy any more, and without
    /// a catalog from the app (`taken_over` false) the page reads as a
    /// plain catalog, its checkboxes disabled.
    #[wasm_bindgen(method)]
    fn ready(this: &Page, taken_over: bool);
}

/// Carries what the reader did on the page into the reader's state: the
/// lists open (those of `catalog`'s series), the ticked parts marked read
/// and the pressed stars and follows added (merged with what is stored:
/// nothing is taken off), the filters chosen and the words typed as the
/// query (in the address too).
fn adopt(done: DoneOnPage, reader: Reader, catalog: &Catalog) {
    for series in done.opened.iter().filter_map(|id| catalog.find(id)) {
        reader.lists.open(&series);
    }
    reader.marks.mark_parts_read(&done.ticked);
    reader.own.add(&done.starred, &done.followed);
    let status = done.status.first().and_then(|&at| at.checked_sub(1));
    reader.finder.adopt(&done.topics, status, done.typed);
}
