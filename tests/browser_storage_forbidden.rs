//! A page where touching localStorage throws (as with storage disabled):
//! the adapter reports no storage, and the app goes on in memory.
//! In a file of its own, so that its broken localStorage stays in its page.
#![cfg(target_arch = "wasm32")]

use learning_series::browser::BrowserStorage;
use learning_series::kept::progress::Progress;
use learning_series::kept::storage::{Notice, Store};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_throwing_local_storage_means_memory_only_with_a_notice() {
    js_sys::eval(
        "Object.defineProperty(window, 'localStorage', { configurable: true, get() { \
           throw new DOMException('The operation is insecure.', 'SecurityError'); } });",
    )
    .unwrap();
    assert!(BrowserStorage::open().is_none());
    let (mut store, notice) = Store::new(BrowserStorage::open(), "/");
    assert_eq!(notice, Some(Notice::NotKept));
    assert_eq!(store.load::<Progress>(""), (None, vec![]));
    assert_eq!(store.save(&mut Progress::default(), ""), (false, vec![]));
}
