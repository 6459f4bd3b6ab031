//! The rules of keeping documents, over an in-memory stand-in for
//! localStorage that can be made to refuse reads or writes.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

use learning_series::progress::{PROGRESS_KEY, Progress};
use learning_series::storage::{Failure, KeyValue, Notice, Store, backup_key};

const NOW: &str = "2026-11-29T10:00:00.000Z";

#[derive(Default)]
struct Fake {
    items: RefCell<BTreeMap<String, String>>,
    reads_fail: bool,
    writes_fail: Cell<Option<Failure>>,
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
        self.items.borrow_mut().insert(key.into(), value.into());
        Ok(())
    }

    fn remove(&self, key: &str) -> Result<(), Failure> {
        self.items.borrow_mut().remove(key);
        Ok(())
    }
}

fn holding(text: &str) -> Fake {
    let fake = Fake::default();
    fake.items
        .borrow_mut()
        .insert(PROGRESS_KEY.into(), text.into());
    fake
}

fn load(store: &mut Store<&Fake>) -> (Option<Progress>, Option<Notice>) {
    store.load(PROGRESS_KEY, "reading progress", Progress::from_stored, NOW)
}

#[test]
fn a_readable_document_loads_and_saves_back() {
    let mut marks = Progress::default();
    marks.mark_read("cxl", "introduction", NOW);
    let fake = holding(&marks.to_stored());
    let (mut store, notice) = Store::new(Some(&fake));
    assert_eq!(notice, None);
    assert_eq!(load(&mut store), (Some(marks.clone()), None));

    marks.mark_read("cxl", "cxl-memory", NOW);
    assert_eq!(store.save(PROGRESS_KEY, &marks.to_stored()), None);
    assert_eq!(fake.items.borrow()[PROGRESS_KEY], marks.to_stored());
}

#[test]
fn nothing_stored_yet_is_not_a_problem() {
    let fake = Fake::default();
    let (mut store, _) = Store::new(Some(&fake));
    assert_eq!(load(&mut store), (None, None));
}

#[test]
fn junk_is_moved_to_a_backup_key_and_the_reader_is_told_where() {
    for junk in [
        "{not json",
        "[]",
        "{\"version\":7,\"read\":{}}",
        "{\"version\":1,\"read\":{\"x\":1}}",
    ] {
        let fake = holding(junk);
        let (mut store, _) = Store::new(Some(&fake));
        let (loaded, notice) = load(&mut store);
        assert_eq!(loaded, None);
        let backup = backup_key(PROGRESS_KEY, NOW);
        assert_eq!(
            fake.items.borrow().get(&backup).map(String::as_str),
            Some(junk)
        );
        assert!(
            !fake.items.borrow().contains_key(PROGRESS_KEY),
            "moved, so the next visit is clean"
        );
        let Some(Notice::SetAside { backup_key, .. }) = &notice else {
            panic!("{junk}: {notice:?}");
        };
        assert_eq!(backup_key, &backup);
        let text = notice.unwrap().to_string();
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
fn data_from_a_newer_version_is_kept_aside_not_overwritten() {
    let newer = "{\"version\":2,\"read\":{\"a/b\":{\"at\":\"...\"}}}";
    let fake = holding(newer);
    let (mut store, _) = Store::new(Some(&fake));
    let (_, notice) = load(&mut store);
    assert!(
        notice
            .unwrap()
            .to_string()
            .contains("written by a newer version of this app")
    );
    store.save(PROGRESS_KEY, &Progress::default().to_stored());
    assert_eq!(fake.items.borrow()[&backup_key(PROGRESS_KEY, NOW)], newer);
}

#[test]
fn junk_that_cannot_be_set_aside_is_never_overwritten() {
    let fake = holding("{junk");
    fake.writes_fail.set(Some(Failure::Full));
    let (mut store, _) = Store::new(Some(&fake));
    let (_, notice) = load(&mut store);
    assert!(
        matches!(notice, Some(Notice::LeftUntouched { .. })),
        "{notice:?}"
    );
    fake.writes_fail.set(None);
    assert_eq!(store.save(PROGRESS_KEY, "{}"), None);
    assert_eq!(fake.items.borrow()[PROGRESS_KEY], "{junk");
}

#[test]
fn no_storage_means_memory_only_with_a_notice() {
    let (mut store, notice) = Store::<&Fake>::new(None);
    assert_eq!(notice, Some(Notice::NotKept));
    assert_eq!(load(&mut store), (None, None));
    assert_eq!(store.save(PROGRESS_KEY, "{}"), None);
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
    let (mut store, _) = Store::new(Some(&fake));
    assert_eq!(load(&mut store), (None, Some(Notice::NotKept)));
    assert_eq!(store.save(PROGRESS_KEY, "{}"), None);
    assert!(fake.items.borrow().is_empty(), "in memory: nothing written");
}

#[test]
fn a_full_storage_says_so_once_then_stays_in_memory() {
    let fake = Fake {
        writes_fail: Cell::new(Some(Failure::Full)),
        ..Fake::default()
    };
    let (mut store, _) = Store::new(Some(&fake));
    assert_eq!(store.save(PROGRESS_KEY, "{}"), Some(Notice::Full));
    assert_eq!(store.save(PROGRESS_KEY, "{}"), None, "told once");
    fake.writes_fail.set(None);
    assert_eq!(store.save(PROGRESS_KEY, "{}"), None);
    assert!(fake.items.borrow().is_empty(), "in memory: nothing written");
}
