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
//! render to equal the HTML (README, "Architecture").

use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;
use web_sys::{Element, HtmlElement, HtmlInputElement};

use crate::catalog::Catalog;
use crate::catalog::fetch::{CatalogRequest, LoadError, load_catalog};
use crate::components::{CatalogLoading, CatalogView, LoadErrorAlert, Masthead};
use crate::ids;
use crate::state::Reader;

/// Starts the app on the page `index.html` lays out: `main#main`, with
/// `#app-status` for what the app has to say and `#catalog` for the
/// catalog, prerendered or empty. `catalog` is the request the page's
/// loader began; `request_again` begins another ("Try again").
#[wasm_bindgen]
pub fn start(catalog: CatalogRequest, request_again: js_sys::Function) {
    let status = document()
        .get_element_by_id("app-status")
        .expect("index.html has an #app-status element")
        .unchecked_into();
    let prerendered = element("catalog").child_element_count() > 0;
    let first = StoredValue::new_local(Some(catalog));
    let request = move || {
        first
            .try_update_value(Option::take)
            .flatten()
            .unwrap_or_else(|| {
                request_again
                    .call0(&wasm_bindgen::JsValue::NULL)
                    .unwrap_or_default()
                    .unchecked_into()
            })
    };
    // Also sets up the executor that futures and effects run on.
    leptos::mount::mount_to(status, move || view! { <App prerendered request /> }).forget();
}

/// Loads the catalog; says that it is loading, or why it failed (with a
/// way to try again), and takes the page over once it is in.
#[component]
fn App(prerendered: bool, request: impl Fn() -> CatalogRequest + 'static) -> impl IntoView {
    // None while the catalog loads.
    let loaded = RwSignal::new(None::<Result<(), LoadError>>);
    let request = StoredValue::new_local(request);
    let load = move || {
        loaded.set(None);
        let pending = request.with_value(|request| request());
        leptos::task::spawn_local(async move {
            let result = load_catalog(pending).await;
            match result {
                Ok(catalog) => {
                    take_over(catalog);
                    loaded.set(Some(Ok(())));
                }
                Err(error) => {
                    page_ready(false);
                    loaded.set(Some(Err(error)));
                }
            }
        });
    };
    load();
    move || match loaded.get() {
        None => view! { <CatalogLoading prerendered /> }.into_any(),
        Some(Ok(())) => ().into_any(),
        Some(Err(error)) => view! { <LoadErrorAlert error on_retry=load /> }.into_any(),
    }
}

/// Takes the page over, in two tasks after the one that read the catalog,
/// so that none is long (the page answers input between them): this
/// browser's reader and the banner; then the catalog, rendered off the
/// page with what the reader did on it so far, and put in place of the
/// prerendered one in one step, keeping the reader's place.
fn take_over(catalog: Arc<Catalog>) {
    next_task(move || {
        document().set_title(&crate::catalog::emphasis::plain(&catalog.title));
        // Under an owner of its own, for the rest of the page's life: not
        // the effect's, which re-runs.
        let owner = Owner::new_root(None);
        let reader = owner.with(|| {
            let reader = Reader::in_browser(catalog.clone());
            reader.provide(catalog);
            replace(&element("masthead"), view! { <Masthead /> }.into_any());
            reader
        });
        next_task(move || {
            owner.with(|| {
                let old = element("catalog");
                DoneOnPage::read(&old).adopt(reader);
                let place = Place::in_page(&old);
                if let Some(new) = replace(&old, view! { <CatalogView /> }.into_any()) {
                    place.restore(&new);
                }
                reader.back_from.follow_in_browser();
                crate::browser::show_chosen_status();
            });
            std::mem::forget(owner);
            page_ready(true);
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

/// Tells the page (and the tests) that the app is done starting: nothing
/// is busy any more, and the page's start-up script no longer watches for
/// a failed start (`starting`). Without a catalog from the app, the page
/// reads as a plain catalog (no `app`), its checkboxes disabled: a tick
/// there is kept only if "Try again" brings the catalog. Taken over, the
/// cards are [`sized`] a frame later.
fn page_ready(taken_over: bool) {
    for busy in all(
        &document().document_element().expect("a page"),
        "[aria-busy]",
    ) {
        let _ = busy.remove_attribute("aria-busy");
    }
    if !taken_over {
        for checkbox in all(&element("catalog"), "input[type=checkbox]") {
            let _ = checkbox.set_attribute("disabled", "");
        }
    }
    if let Some(root) = document().document_element() {
        let _ = root.class_list().remove_1("starting");
        let _ = root.class_list().toggle_with_force("app", taken_over);
        if taken_over {
            request_animation_frame(|| request_animation_frame(sized));
        }
    }
}

/// Once the browser has laid the app's cards out (a frame after the
/// takeover) and remembered their sizes, each card off screen is `sized`:
/// from then on it is laid out only near the screen (the stylesheet), at
/// the size it had. Those on screen stay as they are: a card the browser
/// starts to skip is only laid out again a frame later.
fn sized() {
    let screen = window().inner_height().ok().and_then(|h| h.as_f64());
    for card in all(&element("catalog"), "article.series") {
        let rect = card.get_bounding_client_rect();
        if screen.is_some_and(|screen| rect.bottom() < 0.0 || rect.top() > screen) {
            let _ = card.class_list().add_1("sized");
        }
    }
}

/// What the reader did on the prerendered page before the app took over:
/// the reading lists they opened, the parts they ticked, the topics and
/// the status they chose (their places among the choices, as the page
/// lists them: the catalog's topics, then All and each status), the words
/// they typed in search (if they typed any).
struct DoneOnPage {
    opened: Vec<String>,
    ticked: Vec<(String, String)>,
    topics: Vec<usize>,
    status: Vec<usize>,
    typed: Option<String>,
}

impl DoneOnPage {
    fn read(page: &Element) -> DoneOnPage {
        let opened = all(page, "details[open] > ol.parts")
            .iter()
            .filter_map(|list| ids::series_of_part_list(&list.id()).map(str::to_string))
            .collect();
        let ticked = all(page, "input[type=checkbox]:checked")
            .iter()
            .filter_map(|checkbox| {
                let id = checkbox.id();
                let (series, part) = ids::part_of_checkbox(&id)?;
                Some((series.to_string(), part.to_string()))
            })
            .collect();
        let chosen = |choices: &str| {
            all(page, choices)
                .iter()
                .enumerate()
                .filter(|(_, input)| {
                    input
                        .dyn_ref::<HtmlInputElement>()
                        .is_some_and(|i| i.checked())
                })
                .map(|(at, _)| at)
                .collect::<Vec<usize>>()
        };
        let (topics, status) = (chosen("[name=topic]"), chosen("[name=status]"));
        let typed = page
            .query_selector("input[type=search]")
            .ok()
            .flatten()
            .and_then(|input| input.dyn_into::<HtmlInputElement>().ok())
            .map(|input| input.value())
            .filter(|value| !value.is_empty());
        DoneOnPage {
            opened,
            ticked,
            topics,
            status,
            typed,
        }
    }

    /// Carries it into the reader's state: the lists open, the ticked
    /// parts marked read (merged with stored progress: no mark is
    /// removed), the filters chosen and the words typed as the query (in
    /// the address too).
    fn adopt(self, reader: Reader) {
        for series in &self.opened {
            reader.lists.open(series);
        }
        reader.marks.mark_parts_read(&self.ticked);
        let status = self.status.first().and_then(|&at| at.checked_sub(1));
        reader.finder.adopt(&self.topics, status, self.typed);
    }
}

/// Where the reader is on the page: the first heading still on screen and
/// its distance from the top of the viewport, what has focus, by id or by
/// its place among the focusable elements, and where the caret is in the
/// search box they are typing in.
struct Place {
    anchor: Option<(String, f64)>,
    focus: Option<Focus>,
    caret: Option<(u32, u32)>,
}

enum Focus {
    Id(String),
    Nth(usize),
}

const HEADINGS: &str = "h2[id], h3[id]";
const FOCUSABLE: &str = "a[href], button, input, summary";

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
        let active = document()
            .active_element()
            .filter(|active| host.contains(Some(active)));
        let focus = active.as_ref().and_then(|active| match active.id() {
            id if !id.is_empty() => Some(Focus::Id(id)),
            _ => all(host, FOCUSABLE)
                .iter()
                .position(|e| e == active)
                .map(Focus::Nth),
        });
        let caret = active
            .and_then(|active| active.dyn_into::<HtmlInputElement>().ok())
            .and_then(|input| {
                let start = input.selection_start().ok()??;
                Some((start, input.selection_end().ok()??))
            });
        Place {
            anchor,
            focus,
            caret,
        }
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
            if let (Some((start, end)), Some(input)) =
                (self.caret, target.dyn_ref::<HtmlInputElement>())
            {
                let _ = input.set_selection_range(start, end);
            }
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
