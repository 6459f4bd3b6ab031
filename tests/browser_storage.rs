//! The storage adapter against the real localStorage of Chromium: junk in
//! a key is moved aside, never lost, and a full storage is recognised.
#![cfg(target_arch = "wasm32")]

use learning_series::progress::{PROGRESS_KEY, Progress};
use learning_series::storage::{BrowserStorage, Failure, KeyValue, Notice, Store, backup_key};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const NOW: &str = "2026-11-29T10:00:00.000Z";

fn local_storage() -> web_sys::Storage {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    storage
}

#[wasm_bindgen_test]
fn progress_saved_through_the_store_loads_again() {
    local_storage();
    let mut progress = Progress::default();
    progress.mark_read("cxl", "introduction", NOW);
    let (mut store, notice) = Store::new(BrowserStorage::open());
    assert_eq!(notice, None);
    assert_eq!(store.save(PROGRESS_KEY, &progress.to_stored()), None);

    let (mut again, _) = Store::new(BrowserStorage::open());
    let (loaded, notice) = again.load(PROGRESS_KEY, "reading progress", Progress::from_stored, NOW);
    assert_eq!((loaded, notice), (Some(progress), None));
}

#[wasm_bindgen_test]
fn junk_values_are_moved_to_a_backup_key_in_local_storage() {
    for junk in [
        "",
        "undefined",
        "[object Object]",
        "{\"version\":1",
        "{\"version\":99,\"read\":{}}",
        "\u{0}\u{fffd}",
    ] {
        let storage = local_storage();
        storage.set_item(PROGRESS_KEY, junk).unwrap();
        let (mut store, _) = Store::new(BrowserStorage::open());
        let (loaded, notice) =
            store.load(PROGRESS_KEY, "reading progress", Progress::from_stored, NOW);
        assert_eq!(loaded, None, "{junk:?}");
        assert!(
            matches!(notice, Some(Notice::SetAside { .. })),
            "{junk:?}: {notice:?}"
        );
        assert_eq!(
            storage
                .get_item(&backup_key(PROGRESS_KEY, NOW))
                .unwrap()
                .as_deref(),
            Some(junk)
        );
        assert_eq!(storage.get_item(PROGRESS_KEY).unwrap(), None);
    }
}

#[wasm_bindgen_test]
fn a_write_past_the_quota_is_reported_as_full() {
    local_storage();
    let storage = BrowserStorage::open().unwrap();
    let too_big = "x".repeat(12 * 1024 * 1024);
    assert_eq!(
        storage.set("learning-series/too-big", &too_big),
        Err(Failure::Full)
    );
    assert_eq!(storage.get("learning-series/too-big"), Ok(None));
}
