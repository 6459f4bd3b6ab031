//! A series card mounted into the page of a real Chromium: its disclosure
//! button opens and closes the reading list and says so to assistive tech.
#![cfg(target_arch = "wasm32")]

use learning_series::catalog::{Part, Series};
use learning_series::components::SeriesCard;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

fn series() -> Series {
    let part = |id: &str, title: &str| Part {
        id: id.into(),
        title: title.into(),
        url: None,
        topics: vec![],
    };
    Series {
        id: "locking-primitives".into(),
        section: "active".into(),
        title: "Locking primitives".into(),
        summary: "Linux kernel, C and C++".into(),
        topics: vec![],
        parts: vec![
            part("spin-or-sleep", "Spin or Sleep: That is the question"),
            part("rcu-primer", "Read-Copy-Update (RCU): A Primer"),
        ],
    }
}

fn mount_card() -> HtmlElement {
    let document = document();
    let host: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&host).unwrap();
    let series = series();
    leptos::mount::mount_to(host.clone(), move || view! { <SeriesCard series /> }).forget();
    host
}

fn find(host: &HtmlElement, selector: &str) -> HtmlElement {
    host.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no {selector}"))
        .unchecked_into()
}

#[wasm_bindgen_test]
async fn the_disclosure_button_shows_and_hides_the_reading_list() {
    let host = mount_card();
    let button = find(&host, "button[aria-controls='parts-locking-primitives']");
    let list = find(&host, "ol#parts-locking-primitives");

    assert_eq!(
        button.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    assert!(list.hidden(), "the list starts collapsed");

    button.click();
    leptos::task::tick().await;
    assert_eq!(
        button.get_attribute("aria-expanded").as_deref(),
        Some("true")
    );
    assert!(!list.hidden());
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

    button.click();
    leptos::task::tick().await;
    assert_eq!(
        button.get_attribute("aria-expanded").as_deref(),
        Some("false")
    );
    assert!(list.hidden());
}

#[wasm_bindgen_test]
fn the_button_is_named_by_the_series_title_and_part_count() {
    let host = mount_card();
    let button = find(&host, "button.disclosure");
    let name = button.text_content().unwrap();
    assert!(name.contains("Locking primitives"), "{name}");
    assert!(name.contains("2 parts"), "{name}");
    assert_eq!(
        find(&host, "h3").text_content().as_deref(),
        Some("Locking primitives")
    );
}
