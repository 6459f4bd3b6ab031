//! The app in the browser: loads the catalog, then takes the page over.
//!
//! The page arrives with the catalog in it: `#catalog` holds what the same
//! components rendered at build time for a first visit (`prerender.rs`),
//! `main` is `aria-busy` and the controls are disabled. Once the catalog
//! file is in, the app renders it off the page, with the reader's stored
//! progress and the filter in the address, and puts that in place of the
//! prerendered markup in one step, keeping the reader's place and focus.
//! If the catalog cannot be loaded, the prerendered catalog stays, to
//! read, under an alert with "Try again".
//!
//! Replacing costs no wasm bytes and gives no mismatch to trap on, where
//! Leptos's hydration would add about 43 KB (brotli) and require the first
//! render to equal the HTML (README, "Architecture").

use std::sync::Arc;

use leptos::prelude::*;
use leptos::tachys::view::{Mountable, Render};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use crate::catalog::Catalog;
use crate::components::{CatalogView, LoadErrorAlert, Masthead};
use crate::fetch::load_catalog;
use crate::state::Reader;

/// Starts the app on the page `index.html` lays out: `main#main`, with
/// `#app-status` for what the app has to say and `#catalog` for the
/// catalog, prerendered or empty.
pub fn start() {
    let status = document()
        .get_element_by_id("app-status")
        .expect("index.html has an #app-status element")
        .unchecked_into();
    let prerendered = element("catalog").child_element_count() > 0;
    // Also sets up the executor that futures and effects run on.
    leptos::mount::mount_to(status, move || view! { <App prerendered /> }).forget();
}

/// Loads the catalog; says that it is loading (when the page has no
/// prerendered catalog) or why it failed, and takes the page over once it
/// is in.
#[component]
fn App(prerendered: bool) -> impl IntoView {
    let catalog = LocalResource::new(load_catalog);
    Effect::new(move |_| match catalog.get() {
        None => {}
        Some(Ok(catalog)) => {
            take_over(catalog);
            page_ready(true);
        }
        Some(Err(_)) => page_ready(false),
    });
    move || match catalog.get() {
        None => (!prerendered)
            .then(|| view! { <p class="loading" role="status">"Loading the catalog…"</p> })
            .into_any(),
        Some(Ok(_)) => ().into_any(),
        Some(Err(error)) => {
            view! { <LoadErrorAlert error on_retry=move || catalog.refetch() /> }.into_any()
        }
    }
}

/// Renders the banner and the catalog, with this browser's reader, off
/// the page, then puts them in place of `#masthead` and `#catalog`.
fn take_over(catalog: Arc<Catalog>) {
    let (old_masthead, old) = (element("masthead"), element("catalog"));
    let (masthead, new) = (empty_copy(&old_masthead), empty_copy(&old));
    document().set_title(&catalog.title);
    // Under an owner of its own, for the rest of the page's life: not the
    // effect's, which re-runs.
    let owner = Owner::new_root(None);
    owner.with(|| {
        Reader::in_browser(catalog.clone()).provide(catalog);
        mount(&masthead, view! { <Masthead /> }.into_any());
        mount(&new, view! { <CatalogView /> }.into_any());
    });
    std::mem::forget(owner);
    let place = Place::in_page(&old);
    let _ = old_masthead.replace_with_with_node_1(&masthead);
    if old.replace_with_with_node_1(&new).is_ok() {
        place.restore(&new);
    }
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

fn mount(host: &Element, view: AnyView) {
    let mut state = view.build();
    state.mount(host, None);
    std::mem::forget(state);
}

/// Tells the page (and the tests) that the app is done starting: `main`
/// is no longer busy. Without a catalog from the app, the page reads as
/// it does without JavaScript: every list open, no controls.
fn page_ready(taken_over: bool) {
    if let Some(main) = document().get_element_by_id("main") {
        let _ = main.remove_attribute("aria-busy");
    }
    if let Some(root) = document().document_element() {
        let _ = root.class_list().toggle_with_force("app", taken_over);
    }
}

/// Where the reader is on the page: the first heading still on screen and
/// its distance from the top of the viewport, and what has focus, by id
/// or by its place among the focusable elements.
struct Place {
    anchor: Option<(String, f64)>,
    focus: Option<Focus>,
}

enum Focus {
    Id(String),
    Nth(usize),
}

const HEADINGS: &str = "h2[id], h3[id]";
const FOCUSABLE: &str = "a[href], button, input";

impl Place {
    fn in_page(host: &Element) -> Place {
        // At the top of the page the reader stays at the top, banner in
        // view, whatever the filter in the address hides below it.
        let scrolled = window().scroll_y().unwrap_or(0.0) > 0.0;
        let anchor = scrolled
            .then(|| {
                all(host, HEADINGS).into_iter().find_map(|heading| {
                    let rect = heading.get_bounding_client_rect();
                    (rect.bottom() > 0.0).then(|| (heading.id(), rect.top()))
                })
            })
            .flatten();
        let focus = document()
            .active_element()
            .filter(|active| host.contains(Some(active)))
            .and_then(|active| match active.id() {
                id if !id.is_empty() => Some(Focus::Id(id)),
                _ => all(host, FOCUSABLE)
                    .iter()
                    .position(|e| *e == active)
                    .map(Focus::Nth),
            });
        Place { anchor, focus }
    }

    /// Scrolls so the anchor heading is where it was, and focuses the
    /// same element, before the next frame is painted.
    fn restore(self, host: &Element) {
        if let Some((id, top)) = self.anchor
            && let Some(heading) = document().get_element_by_id(&id)
        {
            let moved = heading.get_bounding_client_rect().top() - top;
            if moved != 0.0 {
                window().scroll_by_with_x_and_y(0.0, moved);
            }
        }
        let target = match self.focus {
            Some(Focus::Id(id)) => document().get_element_by_id(&id),
            Some(Focus::Nth(n)) => all(host, FOCUSABLE).into_iter().nth(n),
            None => None,
        };
        if let Some(target) = target.and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = target.focus_with_options(&options);
        }
    }
}

/// The elements under `host` that match `selector`, in document order.
fn all(host: &Element, selector: &str) -> Vec<Element> {
    let Ok(found) = host.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|i| found.item(i)?.dyn_into::<Element>().ok())
        .collect()
}
