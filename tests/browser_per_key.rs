//! `PerKey` in a real Chromium, with Leptos' browser executor: a change of
//! its source reaches only those who read a key whose value changed.
#![cfg(target_arch = "wasm32")]

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use learning_series::state::PerKey;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

/// A `PerKey` over `source`, and how many times a reader of each key ran.
struct Watched {
    per_key: PerKey<u32>,
    runs: Rc<RefCell<Vec<u32>>>,
}

fn watch(source: RwSignal<Vec<u32>>, keys: usize) -> Watched {
    let runs = Rc::new(RefCell::new(vec![0; keys]));
    let built = Rc::new(Cell::new(None));
    let host: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    let (counted, kept) = (runs.clone(), built.clone());
    leptos::mount::mount_to(host, move || {
        let per_key = PerKey::new(move || source.get());
        for key in 0..keys {
            let value = per_key.get(key);
            let runs = counted.clone();
            Effect::new(move |_| {
                value.track();
                runs.borrow_mut()[key] += 1;
            });
        }
        kept.set(Some(per_key));
    })
    .forget();
    Watched {
        per_key: built.get().expect("built when mounted"),
        runs,
    }
}

async fn settled() {
    leptos::task::tick().await;
    leptos::task::tick().await;
}

#[wasm_bindgen_test]
async fn a_change_reaches_only_the_keys_whose_value_changed() {
    let source = RwSignal::new(vec![1, 2, 3]);
    let watched = watch(source, 3);
    settled().await;
    assert_eq!(*watched.runs.borrow(), [1, 1, 1], "each reader ran once");

    source.set(vec![1, 5, 3]);
    settled().await;
    assert_eq!(*watched.runs.borrow(), [1, 2, 1], "only key 1 changed");
    assert_eq!(watched.per_key.get(1).get_untracked(), 5);

    source.set(vec![1, 5, 3]);
    settled().await;
    assert_eq!(*watched.runs.borrow(), [1, 2, 1], "nothing changed");
}

#[wasm_bindgen_test]
async fn values_are_there_before_any_effect_runs_and_after_catch_up() {
    let source = RwSignal::new(vec![7, 8]);
    let watched = watch(source, 2);
    assert_eq!(
        watched.per_key.get(0).get_untracked(),
        7,
        "computed when built"
    );
    assert_eq!(
        watched.per_key.get(2).get_untracked(),
        0,
        "past the last key"
    );

    source.set(vec![7, 9]);
    watched.per_key.catch_up();
    assert_eq!(watched.per_key.get(1).get_untracked(), 9, "no tick needed");
}
