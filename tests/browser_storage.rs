//! The storage adapter against the real localStorage of Chromium: a save
//! merges with what another tab saved, a newer document is never written
//! over, junk in a key is moved aside, never lost, and a full storage is
//! recognised.
#![cfg(target_arch = "wasm32")]

use learning_series::browser::BrowserStorage;
use learning_series::interface::Interface;
use learning_series::kept::document::Document;
use learning_series::kept::progress::{PROGRESS_KEY, Progress};
use learning_series::kept::storage::{Failure, KeyValue, Notice, Store, backup_key, scoped_key};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const NOW: &str = "2026-11-29T10:00:00.000Z";
/// The copy of the app these tests keep documents for.
const SCOPE: &str = "/";
const T1: &str = "2026-11-01T09:00:00.000Z";
const T2: &str = "2026-11-02T09:00:00.000Z";

/// This browser's localStorage, emptied; the English interface installed
/// (once for the binary) for what the store has to say.
fn local_storage() -> web_sys::Storage {
    if let Some(english) = Interface::read_with_boxes(include_str!("fixtures/interface-en.json")) {
        let _ = english.install();
    }
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    storage
}

fn store() -> Store<BrowserStorage> {
    Store::new(BrowserStorage::open(), SCOPE).0
}

/// A key as this copy keeps it.
fn key(name: &str) -> String {
    scoped_key(name, SCOPE)
}

fn stored(storage: &web_sys::Storage) -> Progress {
    let text = storage.get_item(&key(PROGRESS_KEY)).unwrap().unwrap();
    Progress::from_stored(&text).unwrap().value
}

#[wasm_bindgen_test]
fn progress_saved_through_the_store_loads_again() {
    local_storage();
    let mut progress = Progress::default();
    progress.mark_read("cxl", "introduction", NOW);
    let (mut store, notice) = Store::new(BrowserStorage::open(), SCOPE);
    assert_eq!(notice, None);
    assert_eq!(store.save(&mut progress, NOW), (false, vec![]));
    assert_eq!(self::store().load(NOW), (Some(progress), vec![]));
}

#[wasm_bindgen_test]
fn two_stores_saving_in_turn_keep_both_marks_and_an_unmark() {
    let storage = local_storage();
    let (mut first, mut second) = (store(), store());
    let mut first_marks = Progress::default();
    first_marks.mark_read("cxl", "introduction", T1);
    first_marks.mark_read("llm", "paged", T1);
    first.save(&mut first_marks, NOW);
    let mut second_marks = first_marks.clone();

    first_marks.unmark("llm", "paged", T2);
    first.save(&mut first_marks, NOW);
    second_marks.mark_read("llm", "kv-cache", T2);
    assert_eq!(second.save(&mut second_marks, NOW), (true, vec![]));

    let kept = stored(&storage);
    assert!(kept.is_read("cxl", "introduction") && kept.is_read("llm", "kv-cache"));
    assert!(!kept.is_read("llm", "paged"), "the unmark is not undone");
}

#[wasm_bindgen_test]
fn a_newer_document_another_tab_writes_is_never_written_over() {
    let storage = local_storage();
    let mut store = store();
    let mut mine = Progress::default();
    mine.mark_read("cxl", "introduction", T1);
    store.save(&mut mine, NOW);

    let newer = "{\"version\":2,\"marks\":{}}";
    storage.set_item(&key(PROGRESS_KEY), newer).unwrap();
    let (_, notices) = store.save(&mut mine, NOW);
    assert_eq!(
        notices,
        [Notice::Newer {
            what: Progress::WHAT
        }]
    );
    mine.mark_read("cxl", "cxl-memory", T2);
    store.save(&mut mine, NOW);
    assert_eq!(
        storage.get_item(&key(PROGRESS_KEY)).unwrap().as_deref(),
        Some(newer)
    );
}

#[wasm_bindgen_test]
fn junk_values_are_moved_to_a_backup_key_in_local_storage() {
    for junk in [
        "",
        "undefined",
        "[object Object]",
        "{\"version\":1",
        "\u{0}\u{fffd}",
    ] {
        let storage = local_storage();
        storage.set_item(&key(PROGRESS_KEY), junk).unwrap();
        let (loaded, notices) = store().load::<Progress>(NOW);
        assert_eq!(loaded, None, "{junk:?}");
        assert!(
            matches!(notices.as_slice(), [Notice::SetAside { .. }]),
            "{junk:?}: {notices:?}"
        );
        assert_eq!(
            storage
                .get_item(&key(&backup_key(PROGRESS_KEY, NOW)))
                .unwrap()
                .as_deref(),
            Some(junk)
        );
        assert_eq!(storage.get_item(&key(PROGRESS_KEY)).unwrap(), None);
    }
}

#[wasm_bindgen_test]
fn one_bad_entry_is_set_aside_and_the_rest_kept() {
    let storage = local_storage();
    let partly = format!(
        "{{\"version\":1,\"read\":{{\"cxl/introduction\":\"{T1}\",\"a/b\":\"2026-13-45T99:99:99Z\"}}}}"
    );
    storage.set_item(&key(PROGRESS_KEY), &partly).unwrap();
    let (loaded, notices) = store().load::<Progress>(NOW);
    assert!(loaded.unwrap().is_read("cxl", "introduction"));
    assert!(
        matches!(notices.as_slice(), [Notice::Salvaged { kept: 1, .. }]),
        "{notices:?}"
    );
    assert_eq!(
        storage
            .get_item(&key(&backup_key(PROGRESS_KEY, NOW)))
            .unwrap(),
        Some(partly)
    );
    assert!(stored(&storage).is_read("cxl", "introduction"));
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
