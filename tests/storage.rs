//! The rules of keeping documents, over an in-memory stand-in for
//! localStorage that can be made to refuse reads or writes. Two stores
//! over one stand-in are two tabs of one browser.

mod common;

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

use learning_series::interface::Key;
use learning_series::kept::document::Document;
use learning_series::kept::progress::{OWN_PAGE_MARKS_KEY, OwnPageMarks, PROGRESS_KEY, Progress};
use learning_series::kept::seen::{SEEN_KEY, Seen};
use learning_series::kept::storage::{Failure, KeyValue, Notice, Store, backup_key, scoped_key};

const NOW: &str = "2026-11-29T10:00:00.000Z";
/// The copy of the app these tests keep documents for.
const SCOPE: &str = "/learning/";
const T1: &str = "2026-11-01T09:00:00.000Z";
const T2: &str = "2026-11-02T09:00:00.000Z";
const T3: &str = "2026-11-03T09:00:00.000Z";

/// A key as this copy keeps it.
fn key(name: &str) -> String {
    scoped_key(name, SCOPE)
}

#[derive(Default)]
struct Fake {
    items: RefCell<BTreeMap<String, String>>,
    reads_fail: bool,
    writes_fail: Cell<Option<Failure>>,
    writes: Cell<usize>,
    /// The most a browser keeps for the origin, keys and values counted in
    /// characters, as localStorage counts its quota.
    quota: Option<usize>,
    /// A key the browser refuses to write, as if full.
    refused: Option<String>,
}

impl KeyValue for &Fake {
    fn get(&self, key: &str) -> Result<Option<String>, Failure> {
        if self.reads_fail {
            return Err(Failure::Unavailable);
        }
        Ok(self.items.borrow().get(key).cloned())
    }

    fn set(&self, key: &str, value: &str) -> Result<(), Failure> {
        if let Some(failure) = self.writes_fail.get() {
            return Err(failure);
        }
        if self.refused.as_deref() == Some(key) {
            return Err(Failure::Full);
        }
        let others: usize = self
            .items
            .borrow()
            .iter()
            .filter(|(k, _)| k.as_str() != key)
            .map(|(k, v)| k.len() + v.len())
            .sum();
        if self
            .quota
            .is_some_and(|quota| others + key.len() + value.len() > quota)
        {
            return Err(Failure::Full);
        }
        self.writes.set(self.writes.get() + 1);
        self.items.borrow_mut().insert(key.into(), value.into());
        Ok(())
    }

    fn remove(&self, key: &str) -> Result<(), Failure> {
        self.items.borrow_mut().remove(key);
        Ok(())
    }
}

impl Fake {
    fn stored(&self) -> Option<String> {
        self.items.borrow().get(&key(PROGRESS_KEY)).cloned()
    }

    fn stored_progress(&self) -> Progress {
        Progress::from_stored(&self.stored().unwrap())
            .unwrap()
            .value
    }
}

fn holding(text: &str) -> Fake {
    let fake = Fake::default();
    fake.items
        .borrow_mut()
        .insert(key(PROGRESS_KEY), text.into());
    fake
}

fn store(fake: &Fake) -> Store<&Fake> {
    Store::new(Some(fake), SCOPE).0
}

fn read(parts: &[(&str, &str, &str)]) -> Progress {
    let mut progress = Progress::default();
    for (series, part, at) in parts {
        progress.mark_read(series, part, at);
    }
    progress
}

#[test]
fn a_readable_document_loads_and_saves_back() {
    let mut marks = read(&[("cxl", "introduction", T1)]);
    let fake = holding(&marks.to_stored());
    let (mut store, notice) = Store::new(Some(&fake), SCOPE);
    assert_eq!(notice, None);
    assert_eq!(store.load(NOW), (Some(marks.clone()), vec![]));

    marks.mark_read("cxl", "cxl-memory", T2);
    assert_eq!(store.save(&mut marks, NOW), (false, vec![]));
    assert_eq!(fake.stored().unwrap(), marks.to_stored());
}

#[test]
fn nothing_stored_yet_is_not_a_problem() {
    let fake = Fake::default();
    assert_eq!(store(&fake).load::<Progress>(NOW), (None, vec![]));
}

#[test]
fn a_document_nothing_can_be_read_from_is_moved_to_a_backup_key() {
    common::english();
    for junk in [
        "{not json",
        "[]",
        "{\"version\":1,\"read\":[]}",
        "{\"version\":0,\"read\":{}}",
    ] {
        let fake = holding(junk);
        let (loaded, notices) = store(&fake).load::<Progress>(NOW);
        assert_eq!(loaded, None);
        let backup = key(&backup_key(PROGRESS_KEY, NOW));
        assert_eq!(
            fake.items.borrow().get(&backup).map(String::as_str),
            Some(junk)
        );
        assert_eq!(fake.stored(), None, "moved, so the next visit is clean");
        let [notice @ Notice::SetAside { .. }] = notices.as_slice() else {
            panic!("{junk}: {notices:?}");
        };
        assert_eq!(notice.set_aside_copy(), Some((backup.as_str(), junk)));
        let text = notice.to_string();
        assert!(
            text.starts_with("Your saved reading progress could not be read: "),
            "{text}"
        );
        assert!(
            text.contains("learning-series/progress/v1/backup/2026-11-29T10:00:00.000Z"),
            "{text}"
        );
    }
}

#[test]
fn one_bad_entry_sets_aside_that_entry_only_and_keeps_the_original() {
    common::english();
    let partly = format!(
        "{{\"version\":1,\"read\":{{\"cxl/introduction\":\"{T1}\",\"llm/kv-cache\":\"2026-13-45T99:99:99Z\",\
         \"No Slug\":\"{T1}\",\"llm/paged\":\"{T2}\"}}}}"
    );
    let fake = holding(&partly);
    let (loaded, notices) = store(&fake).load::<Progress>(NOW);
    let loaded = loaded.unwrap();
    assert!(loaded.is_read("cxl", "introduction"));
    assert!(loaded.is_read("llm", "paged"));
    assert!(!loaded.is_read("llm", "kv-cache"));

    let [notice @ Notice::Salvaged { kept, problems, .. }] = notices.as_slice() else {
        panic!("{notices:?}");
    };
    assert_eq!((*kept, problems.len()), (2, 2));
    let backup = key(&backup_key(PROGRESS_KEY, NOW));
    assert_eq!(
        notice.set_aside_copy(),
        Some((backup.as_str(), partly.as_str()))
    );
    assert_eq!(fake.items.borrow()[&backup], partly, "the whole original");
    assert_eq!(
        fake.stored().unwrap(),
        loaded.to_stored(),
        "the key now holds what was kept, so it is not set aside again"
    );
    assert_eq!(
        notice.to_string(),
        "Part of your saved reading progress could not be read: 2 entries set aside \
         (\u{201c}No Slug\u{201d} is not the id of a part or a series), 2 entries kept. The saved copy as it was is \
         kept in this browser's storage under \u{201c}learning-series/progress/v1/backup/\
         2026-11-29T10:00:00.000Z@/learning/\u{201d}."
    );
}

#[test]
fn a_document_from_a_newer_version_is_left_as_it_is_and_never_written() {
    common::english();
    let newer = "{\"version\":2,\"read\":{\"a/b\":{\"at\":\"...\"}}}";
    let fake = holding(newer);
    let mut store = store(&fake);
    let (loaded, notices) = store.load::<Progress>(NOW);
    assert_eq!(loaded, None);
    assert_eq!(
        notices,
        [Notice::Newer {
            what: Key::what_progress
        }]
    );
    assert!(
        notices[0]
            .to_string()
            .contains("saved by a newer version of this app")
    );

    let mut mine = read(&[("cxl", "introduction", T1)]);
    assert_eq!(store.save(&mut mine, NOW), (false, vec![]));
    assert_eq!(fake.stored().unwrap(), newer, "not overwritten");
    assert_eq!(fake.items.borrow().len(), 1, "and not copied around");
}

#[test]
fn a_newer_document_written_by_another_tab_stops_this_tab_saving() {
    let fake = Fake::default();
    let mut store = store(&fake);
    let mut mine = read(&[("cxl", "introduction", T1)]);
    store.save(&mut mine, NOW);

    let newer = "{\"version\":2,\"marks\":[]}";
    fake.items
        .borrow_mut()
        .insert(key(PROGRESS_KEY), newer.into());
    let (changed, notices) = store.save(&mut mine, NOW);
    assert!(!changed);
    assert_eq!(
        notices,
        [Notice::Newer {
            what: Key::what_progress
        }]
    );

    mine.mark_read("cxl", "cxl-memory", T2);
    store.save(&mut mine, NOW);
    assert_eq!(fake.stored().unwrap(), newer, "never overwritten");
}

#[test]
fn junk_that_cannot_be_set_aside_is_never_overwritten() {
    let fake = holding("{junk");
    fake.writes_fail.set(Some(Failure::Full));
    let mut store = store(&fake);
    let (_, notices) = store.load::<Progress>(NOW);
    assert!(
        matches!(notices.as_slice(), [Notice::LeftUntouched { .. }]),
        "{notices:?}"
    );
    fake.writes_fail.set(None);
    assert_eq!(store.save(&mut Progress::default(), NOW), (false, vec![]));
    assert_eq!(fake.stored().unwrap(), "{junk");
}

#[test]
fn no_storage_means_memory_only_with_a_notice() {
    common::english();
    let (mut store, notice) = Store::<&Fake>::new(None, SCOPE);
    assert_eq!(notice, Some(Notice::NotKept));
    assert_eq!(store.load::<Progress>(NOW), (None, vec![]));
    assert_eq!(store.save(&mut Progress::default(), NOW), (false, vec![]));
    assert!(
        Notice::NotKept
            .to_string()
            .contains("only until you close this tab")
    );
}

#[test]
fn storage_that_throws_on_read_switches_to_memory() {
    let fake = Fake {
        reads_fail: true,
        ..Fake::default()
    };
    let mut store = store(&fake);
    assert_eq!(store.load::<Progress>(NOW), (None, vec![Notice::NotKept]));
    assert_eq!(store.save(&mut Progress::default(), NOW), (false, vec![]));
    assert!(fake.items.borrow().is_empty(), "in memory: nothing written");
}

#[test]
fn a_full_storage_says_so_once_then_stays_in_memory() {
    let fake = Fake {
        writes_fail: Cell::new(Some(Failure::Full)),
        ..Fake::default()
    };
    let mut store = store(&fake);
    let mut progress = Progress::default();
    assert_eq!(store.save(&mut progress, NOW), (false, vec![Notice::Full]));
    assert_eq!(store.save(&mut progress, NOW), (false, vec![]), "told once");
    fake.writes_fail.set(None);
    store.save(&mut progress, NOW);
    assert!(fake.items.borrow().is_empty(), "in memory: nothing written");
}

#[test]
fn two_tabs_saving_keep_both_tabs_marks() {
    let fake = Fake::default();
    let (mut first, mut second) = (store(&fake), store(&fake));
    let mut first_marks = read(&[("cxl", "introduction", T1)]);
    let mut second_marks = read(&[("llm", "kv-cache", T1)]);

    assert_eq!(first.save(&mut first_marks, NOW), (false, vec![]));
    // The second tab has not heard of the first tab's mark: saving merges it.
    assert_eq!(second.save(&mut second_marks, NOW), (true, vec![]));
    let stored = fake.stored_progress();
    assert!(stored.is_read("cxl", "introduction") && stored.is_read("llm", "kv-cache"));
    assert_eq!(
        second_marks, stored,
        "the saving tab took the other's mark in"
    );
}

#[test]
fn an_unmark_survives_a_merge_with_an_older_read() {
    let fake = Fake::default();
    let (mut first, mut second) = (store(&fake), store(&fake));
    let mut first_marks = read(&[("cxl", "introduction", T1)]);
    first.save(&mut first_marks, NOW);
    let mut second_marks = first_marks.clone();

    first_marks.unmark("cxl", "introduction", T2);
    first.save(&mut first_marks, NOW);
    // The second tab still thinks it is read, and saves something else.
    second_marks.mark_read("llm", "kv-cache", T3);
    second.save(&mut second_marks, NOW);

    let stored = fake.stored_progress();
    assert!(!stored.is_read("cxl", "introduction"), "not brought back");
    assert!(stored.is_read("llm", "kv-cache"));
    assert!(!second_marks.is_read("cxl", "introduction"));
}

#[test]
fn a_tab_that_knows_more_than_another_tab_wrote_writes_the_merge_back() {
    let fake = Fake::default();
    let (mut first, mut second) = (store(&fake), store(&fake));
    let mut first_marks = read(&[("cxl", "introduction", T1)]);
    let mut second_marks = read(&[("llm", "kv-cache", T1)]);
    // Both read the empty storage before either wrote: the second write
    // lost the first tab's mark.
    first.save(&mut first_marks, NOW);
    fake.items
        .borrow_mut()
        .insert(key(PROGRESS_KEY), second_marks.to_stored());

    let (changed, notices) = first.save(&mut first_marks, NOW);
    assert!(changed && notices.is_empty());
    let stored = fake.stored_progress();
    assert!(stored.is_read("cxl", "introduction"), "written back");
    assert!(stored.is_read("llm", "kv-cache"));

    // The second tab hears of that write, and has nothing to add: it
    // leaves it as it is (an event may come late, after a newer write,
    // which a write of what it knew would put back).
    let writes = fake.writes.get();
    let (changed, _) = second.save(&mut second_marks, NOW);
    assert!(changed);
    assert_eq!(second_marks, stored);
    assert_eq!(fake.writes.get(), writes, "nothing written");
}

#[test]
fn the_seen_list_saves_as_a_union() {
    let fake = Fake::default();
    let (mut first, mut second) = (store(&fake), store(&fake));
    let text = |parts: &[&str]| format!("{{\"version\":1,\"parts\":{parts:?}}}");
    let mut first_seen = Seen::from_stored(&text(&["a/b"])).unwrap().value;
    let mut second_seen = Seen::from_stored(&text(&["c/d"])).unwrap().value;
    first.save(&mut first_seen, NOW);
    second.save(&mut second_seen, NOW);
    let stored = Seen::from_stored(&fake.items.borrow()[&key(SEEN_KEY)])
        .unwrap()
        .value;
    assert!(stored.contains("a", "b") && stored.contains("c", "d"));
}

#[test]
fn two_copies_of_the_app_on_one_origin_keep_apart() {
    let fake = Fake::default();
    let (mut production, _) = Store::new(Some(&fake), "/learning/");
    let (mut staging, _) = Store::new(Some(&fake), "/staging/");
    let mut marks = read(&[("cxl", "introduction", T1)]);
    production.save(&mut marks, NOW);
    assert_eq!(staging.load::<Progress>(NOW), (None, vec![]));
    let mut theirs = read(&[("locks", "rcu", T2)]);
    staging.save(&mut theirs, NOW);
    assert_eq!(production.load::<Progress>(NOW).0, Some(marks));
    assert_eq!(
        fake.items.borrow().keys().cloned().collect::<Vec<_>>(),
        [
            "learning-series/progress/v1@/learning/",
            "learning-series/progress/v1@/staging/"
        ]
    );
}

/// Marks enough to make a document of about `size` characters.
fn large(size: usize) -> Progress {
    let mut progress = Progress::default();
    for i in 0..size / 40 {
        progress.mark_read("a-long-series", &format!("part-{i}"), T1);
    }
    progress
}

#[test]
fn a_large_document_of_a_build_before_moves_where_it_fits_once_but_not_twice() {
    let marks = large(4_000_000);
    let text = marks.to_stored();
    assert!(text.len() > 4_000_000, "{}", text.len());
    let fake = Fake {
        quota: Some(text.len() * 3 / 2),
        ..Fake::default()
    };
    fake.items
        .borrow_mut()
        .insert(PROGRESS_KEY.into(), text.clone());
    let (mut store, _) = Store::new(Some(&fake), SCOPE);
    let (loaded, notices) = store.load::<Progress>(NOW);
    assert_eq!((loaded.as_ref(), notices), (Some(&marks), vec![]));
    let items = fake.items.borrow().clone();
    assert_eq!(items.get(&key(PROGRESS_KEY)), Some(&text), "moved");
    assert_eq!(items.len(), 1, "the old key freed, and no second copy");
    // The next mark is kept.
    let mut marked = loaded.unwrap();
    marked.mark_read("cxl", "introduction", T2);
    assert_eq!(store.save(&mut marked, NOW), (false, vec![]));
    assert_eq!(fake.stored_progress(), marked);
}

#[test]
fn a_document_of_a_build_before_the_new_key_will_not_take_stays_where_it_is() {
    let marks = read(&[("cxl", "introduction", T1)]);
    let fake = Fake {
        refused: Some(key(PROGRESS_KEY)),
        ..Fake::default()
    };
    fake.items
        .borrow_mut()
        .insert(PROGRESS_KEY.into(), marks.to_stored());
    let (mut store, _) = Store::new(Some(&fake), SCOPE);
    assert_eq!(store.load::<Progress>(NOW), (Some(marks.clone()), vec![]));
    let items = fake.items.borrow().clone();
    assert_eq!(
        items.get(PROGRESS_KEY),
        Some(&marks.to_stored()),
        "kept where it was"
    );
    assert_eq!(items.len(), 1);
    // A mark then says that storage is full; the old document stays.
    let mut marked = marks.clone();
    marked.mark_read("cxl", "history", T2);
    assert_eq!(store.save(&mut marked, NOW), (false, vec![Notice::Full]));
    assert_eq!(
        fake.items.borrow().get(PROGRESS_KEY),
        Some(&marks.to_stored())
    );
}

#[test]
fn a_document_of_a_build_before_scoped_keys_moves_once_to_the_first_copy_without_one() {
    let marks = read(&[("cxl", "introduction", T1)]);
    let fake = Fake::default();
    fake.items
        .borrow_mut()
        .insert(PROGRESS_KEY.into(), marks.to_stored());
    let (mut first, _) = Store::new(Some(&fake), "/");
    assert_eq!(first.load::<Progress>(NOW), (Some(marks.clone()), vec![]));
    let items = fake.items.borrow().clone();
    assert_eq!(items.get(PROGRESS_KEY), None, "moved");
    assert_eq!(items["learning-series/progress/v1@/"], marks.to_stored());
    assert_eq!(
        items["learning-series/progress/v1/moved@/"],
        marks.to_stored(),
        "and a copy kept"
    );
    // Another copy on the origin does not take it again.
    let (mut second, _) = Store::new(Some(&fake), "/learning/");
    assert_eq!(second.load::<Progress>(NOW), (None, vec![]));
}

#[test]
fn a_document_another_page_writes_is_read_and_never_written_set_aside_or_moved() {
    let fake = Fake::default();
    let own_page = key(OWN_PAGE_MARKS_KEY);
    let marks = r#"{"read":{"locks/futex":"2026-11-01T09:00:00.000Z"},"unread":{"cxl/introduction":"2026-11-02T09:00:00.000Z"},"version":1}"#;
    fake.items
        .borrow_mut()
        .insert(own_page.clone(), marks.into());
    let store = store(&fake);
    let read = store.peek::<OwnPageMarks>().expect("the marks left");
    assert_eq!(read.0.read_at("locks", "futex"), Some(T1));
    assert_eq!(
        read.0.mark("cxl", "introduction").map(|mark| mark.on),
        Some(false)
    );
    // An entry it cannot read is left out; text it cannot read at all is
    // nothing: either way the text stays as it is, under its key alone.
    for text in [
        r#"{"read":{"locks/futex":"never"},"version":1}"#,
        "{\"read\": {",
        "",
    ] {
        fake.items
            .borrow_mut()
            .insert(own_page.clone(), text.into());
        if let Some(read) = store.peek::<OwnPageMarks>() {
            assert_eq!(read, OwnPageMarks::default(), "{text}");
        }
        assert_eq!(
            fake.items.borrow().get(&own_page).map(String::as_str),
            Some(text)
        );
        assert_eq!(fake.items.borrow().len(), 1, "nothing set aside beside it");
    }
    assert_eq!(fake.writes.get(), 0, "the store wrote nothing");
}
