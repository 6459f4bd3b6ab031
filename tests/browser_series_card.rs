//! A series card mounted into the page of a real Chromium, over real
//! localStorage: its disclosure (a `details`), and marking a part read.
#![cfg(target_arch = "wasm32")]

use std::sync::Arc;

use learning_series::catalog;
use learning_series::components::SeriesCard;
use learning_series::ids;
use learning_series::interface::Interface;
use learning_series::kept::progress::PROGRESS_KEY;
use learning_series::kept::storage::scoped_key;
use learning_series::state::Reader;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{HtmlDetailsElement, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

const CATALOG: &str = r#"{
  "schema": 1, "title": "T", "sections": [{ "id": "active", "title": "Active Series" }],
  "series": [{
    "id": "locking-primitives", "section": "active", "title": "Locking primitives",
    "summary": "Linux kernel, C and C++",
    "parts": [
      { "id": "spin-or-sleep", "title": "Spin or Sleep: That is the question" },
      { "id": "rcu-primer", "title": "Read-Copy-Update (RCU): A Primer" }
    ]
  }]
}"#;

/// The copy of the app the card is mounted for: its documents' keys end
/// with it.
const SCOPE: &str = "/a-copy/";

fn mount_card() -> HtmlElement {
    // English, as the pipeline compiles it into the page (held to the
    // compiler by tests/interface.rs); installed once for the binary.
    if let Some(english) = Interface::read_with_boxes(include_str!("fixtures/interface-en.json")) {
        let _ = english.install();
    }
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let catalog = Arc::new(catalog::parse(CATALOG).unwrap());
    let host: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&host).unwrap();
    leptos::mount::mount_to(host.clone(), move || {
        let series = catalog.at(0).unwrap();
        Reader::in_browser(catalog.clone(), SCOPE).provide(catalog);
        view! { <SeriesCard series /> }
    })
    .forget();
    host
}

fn find<T: JsCast>(host: &HtmlElement, selector: &str) -> T {
    host.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no {selector}"))
        .unchecked_into()
}

fn text(host: &HtmlElement, selector: &str) -> String {
    find::<HtmlElement>(host, selector).text_content().unwrap()
}

/// After the tasks the browser queued (a disclosure reports that it
/// toggled in a task of its own), and the microtasks Leptos updates in.
async fn settled() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        window()
            .set_timeout_with_callback(&resolve)
            .expect("a timer");
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
    leptos::task::tick().await;
}

#[wasm_bindgen_test]
async fn the_disclosure_shows_and_hides_the_reading_list() {
    let host = mount_card();
    let summary: HtmlElement = find(&host, "details.reading-list > summary");
    let details: HtmlDetailsElement = find(&host, "details.reading-list");

    assert!(!details.open(), "the list starts collapsed");
    assert!(
        host.query_selector("details ol.parts, details .list-actions")
            .unwrap()
            .is_none(),
        "parts and buttons are built when the list first opens"
    );

    summary.click();
    settled().await;
    assert!(details.open());
    let list: HtmlElement = find(&host, "details > ol.parts");
    assert!(
        host.query_selector("details > .list-actions")
            .unwrap()
            .is_some()
    );
    let items: Vec<_> = (0..list.children().length())
        .map(|i| list.children().item(i).unwrap().text_content().unwrap())
        .collect();
    assert_eq!(
        items,
        [
            "Spin or Sleep: That is the question",
            "Read-Copy-Update (RCU): A Primer"
        ]
    );

    summary.click();
    settled().await;
    assert!(!details.open());
    assert_eq!(list.children().length(), 2, "built once, kept");
}

#[wasm_bindgen_test]
fn the_disclosure_is_named_by_the_series_title_and_part_count() {
    let host = mount_card();
    assert_eq!(
        text(&host, "summary.disclosure"),
        "Locking primitives: Reading list · 2 parts"
    );
    assert_eq!(text(&host, "h3"), "Locking primitives");
}

#[wasm_bindgen_test]
async fn checking_a_part_counts_it_shows_it_and_keeps_it_in_local_storage() {
    let host = mount_card();
    assert_eq!(text(&host, ".count"), "0 of 2 read");
    assert!(
        host.query_selector(".status").unwrap().is_none(),
        "no status before a start"
    );
    find::<HtmlElement>(&host, "summary.disclosure").click();
    settled().await;

    let id = ids::part_checkbox("locking-primitives", "rcu-primer");
    let checkbox: HtmlInputElement = find(&host, &format!("#{id}"));
    checkbox.click();
    leptos::task::tick().await;

    assert!(checkbox.checked());
    assert_eq!(text(&host, ".count"), "1 of 2 read");
    assert_eq!(text(&host, ".status"), "In progress");
    let bar: HtmlElement = find(&host, "progress");
    assert_eq!(bar.get_attribute("value").as_deref(), Some("1"));
    // Kept for this copy of the app.
    let stored = window()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item(&scoped_key(PROGRESS_KEY, SCOPE))
        .unwrap()
        .unwrap_or_default();
    assert!(
        stored.contains("\"locking-primitives/rcu-primer\":\""),
        "{stored}"
    );

    checkbox.click();
    leptos::task::tick().await;
    assert_eq!(text(&host, ".count"), "0 of 2 read");
}
