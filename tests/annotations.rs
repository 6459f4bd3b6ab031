//! The reader's own marks: stars, notes and followed series, the document
//! they are kept in (beside the read marks, by the same rules: merged
//! across tabs, salvaged, a newer version's left alone), and what the
//! export file and an import do with them.

use std::cell::RefCell;
use std::collections::BTreeMap;

use learning_series::interface::Key;
use learning_series::kept::annotations::{ANNOTATIONS_KEY, Added, Annotations, NOTE_LIMIT};
use learning_series::kept::document::{Document, DocumentError};
use learning_series::kept::export::{from_export, to_export};
use learning_series::kept::progress::{PROGRESS_KEY, Progress};
use learning_series::kept::storage::{Failure, KeyValue, Notice, Store, scoped_key};

mod common;
use common::seed;

const T1: &str = "2026-11-01T09:00:00.000Z";
const T2: &str = "2026-11-02T09:00:00.000Z";
const T3: &str = "2026-11-03T09:00:00.000Z";
const T4: &str = "2026-11-04T09:00:00.000Z";
const T5: &str = "2026-11-05T09:00:00.000Z";

#[test]
fn stars_follows_and_notes_are_set_and_taken_off() {
    let catalog = seed();
    let inference = &catalog.series[0];
    let mut own = Annotations::default();
    own.set_star("llm-inference", "kv-cache", true, T1);
    own.set_star("llm-inference", "flashinfer", true, T1);
    own.set_star("cxl", "introduction", true, T1);
    own.set_star("llm-inference", "flashinfer", false, T2);
    assert!(own.is_starred("llm-inference", "kv-cache"));
    assert!(!own.is_starred("llm-inference", "flashinfer"));
    assert_eq!(own.starred_in(inference), [1]);
    // A star on a part the catalog no longer has is kept, not shown.
    own.set_star("llm-inference", "gone", true, T1);
    assert_eq!(own.starred_in(inference), [1]);

    assert!(!own.follows_any());
    own.set_follow("cxl", true, T1);
    assert!(own.is_followed("cxl") && own.follows_any());
    own.set_follow("cxl", false, T2);
    assert!(!own.follows_any());

    own.set_note("cxl", "introduction", "first line\nsecond", T1);
    assert_eq!(own.note("cxl", "introduction"), Some("first line\nsecond"));
    own.set_note("cxl", "introduction", "", T2);
    assert_eq!(own.note("cxl", "introduction"), None);
    assert_eq!(own.notes().count(), 0);
}

#[test]
fn a_note_keeps_a_thousand_characters() {
    let mut own = Annotations::default();
    let long: String = "é".repeat(NOTE_LIMIT + 500);
    own.set_note("cxl", "introduction", &long, T1);
    let kept = own.note("cxl", "introduction").unwrap();
    assert_eq!(kept.chars().count(), NOTE_LIMIT);
    assert!(long.starts_with(kept));
}

fn sample() -> Annotations {
    let mut own = Annotations::default();
    own.set_star("llm-inference", "kv-cache", true, T1);
    own.set_star("cxl", "introduction", true, T1);
    own.set_star("cxl", "introduction", false, T2);
    own.set_follow("llm-training", true, T1);
    own.set_follow("cxl", true, T1);
    own.set_follow("cxl", false, T3);
    own.set_note(
        "cxl",
        "introduction",
        "a \"quoted\" line\n\u{202e}bidi</p>",
        T2,
    );
    own.set_note("llm-training", "quantization", "gone later", T1);
    own.set_note("llm-training", "quantization", "", T2);
    own
}

#[test]
fn the_stored_document_round_trips_with_what_was_taken_off() {
    let own = sample();
    let text = own.to_stored();
    assert!(
        text.contains("\"unstarred\":{\"cxl/introduction\":"),
        "{text}"
    );
    assert!(text.contains("\"unfollowed\":{\"cxl\":"), "{text}");
    let read = Annotations::from_stored(&text).unwrap();
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.value, own);
    // Nothing kept is a small document.
    assert_eq!(Annotations::default().to_stored(), "{\"version\":1}");
}

#[test]
fn the_later_change_wins_a_merge_and_nothing_taken_off_comes_back() {
    let mut here = Annotations::default();
    here.set_star("cxl", "introduction", true, T1);
    here.set_note("cxl", "introduction", "mine", T3);
    let mut there = Annotations::default();
    there.set_star("cxl", "introduction", true, T1);
    there.set_star("cxl", "introduction", false, T2);
    there.set_note("cxl", "introduction", "theirs, older", T2);
    there.set_follow("cxl", true, T2);

    assert!(here.merge(&there));
    assert!(!here.is_starred("cxl", "introduction"));
    assert_eq!(here.note("cxl", "introduction"), Some("mine"));
    assert!(here.is_followed("cxl"));
    // Merging in any order settles on the same.
    let mut other_way = there.clone();
    let mut mine = Annotations::default();
    mine.set_star("cxl", "introduction", true, T1);
    mine.set_note("cxl", "introduction", "mine", T3);
    other_way.merge(&mine);
    assert_eq!(other_way, here);
    assert!(!here.merge(&there), "nothing new the second time");
}

#[test]
fn two_notes_written_in_the_same_millisecond_settle_on_one() {
    let mut a = Annotations::default();
    a.set_note("cxl", "introduction", "short", T1);
    let mut b = Annotations::default();
    b.set_note("cxl", "introduction", "the longer one", T1);
    let (mut ab, mut ba) = (a.clone(), b.clone());
    ab.merge(&b);
    ba.merge(&a);
    assert_eq!(ab, ba);
    assert_eq!(ab.note("cxl", "introduction"), Some("the longer one"));
}

#[test]
fn entries_that_cannot_be_read_are_left_out_and_named() {
    let text = format!(
        r#"{{"starred":{{"cxl/introduction":"{T1}","not a key":"{T1}","cxl/x":"yesterday"}},
            "following":{{"cxl":"{T1}","Bad Id":"{T1}"}},
            "notes":{{"cxl/introduction":{{"at":"{T2}","text":"kept"}},"cxl/x":{{"text":"no time"}}}},
            "unstarred":[],"version":1}}"#
    );
    let read = Annotations::from_stored(&text).unwrap();
    assert_eq!(read.kept, 3);
    assert_eq!(read.problems.len(), 5, "{:?}", read.problems);
    assert!(read.value.is_starred("cxl", "introduction"));
    assert!(read.value.is_followed("cxl"));
    assert_eq!(read.value.note("cxl", "introduction"), Some("kept"));
}

#[test]
fn a_document_nothing_can_be_read_from_is_an_error_value() {
    assert_eq!(
        Annotations::from_stored("junk"),
        Err(DocumentError::NotJson)
    );
    assert_eq!(
        Annotations::from_stored(r#"{"version":2,"starred":{}}"#),
        Err(DocumentError::FutureVersion(2))
    );
    assert!(matches!(
        Annotations::from_stored("[1]"),
        Err(DocumentError::WrongShape(_))
    ));
}

#[test]
fn the_export_file_carries_stars_notes_and_follows_but_nothing_taken_off() {
    let mut progress = Progress::default();
    progress.mark_read("cxl", "introduction", T1);
    let own = sample();
    let file = to_export(&progress, &own, T4);
    assert!(
        !file.contains("unstarred") && !file.contains("unfollowed"),
        "{file}"
    );
    assert!(!file.contains("gone later") && !file.contains("llm-training/quantization"));
    let read = from_export(&file).unwrap();
    assert!(read.problems.is_empty());
    assert_eq!(read.value.progress, progress);
    let imported = read.value.annotations;
    assert!(imported.is_starred("llm-inference", "kv-cache"));
    assert!(!imported.is_starred("cxl", "introduction"));
    assert!(imported.is_followed("llm-training") && !imported.is_followed("cxl"));
    assert_eq!(
        imported.note("cxl", "introduction"),
        own.note("cxl", "introduction")
    );
}

#[test]
fn an_export_of_a_build_before_stars_imports_as_before() {
    let file = format!(
        r#"{{"exported":"{T2}","format":"learning-series-progress","read":{{"cxl/introduction":"{T1}"}},"version":1}}"#
    );
    let read = from_export(&file).unwrap();
    assert!(read.problems.is_empty());
    assert!(read.value.progress.is_read("cxl", "introduction"));
    assert_eq!(read.value.annotations, Annotations::default());
}

#[test]
fn an_import_adds_stars_and_follows_and_keeps_both_of_two_notes_the_newer_first() {
    common::english();
    let mut here = Annotations::default();
    here.set_star("cxl", "introduction", true, T1);
    here.set_star("llm-inference", "kv-cache", true, T1);
    here.set_star("llm-inference", "kv-cache", false, T3);
    here.set_follow("cxl", true, T1);
    here.set_follow("cxl", false, T3);
    here.set_note("cxl", "introduction", "mine, written later", T3);
    here.set_note("llm-inference", "kv-cache", "mine", T1);
    here.set_note("llm-inference", "flashinfer", "same", T1);
    here.set_note("llm-training", "gone", "cleared later", T1);
    here.set_note("llm-training", "gone", "", T3);
    let mut file = Annotations::default();
    file.set_star("cxl", "introduction", true, T2);
    file.set_star("llm-inference", "kv-cache", true, T2);
    file.set_star("llm-training", "quantization", true, T2);
    file.set_follow("cxl", true, T2);
    file.set_follow("llm-training", true, T2);
    file.set_note("cxl", "introduction", "theirs, older and longer", T2);
    file.set_note("llm-inference", "kv-cache", "theirs, newer", T2);
    file.set_note("llm-inference", "flashinfer", "same", T2);
    file.set_note("llm-training", "gone", "their words", T2);
    file.set_note("llm-training", "quantization", "a new note", T2);

    let before = here.clone();
    let (added, written) = here.import(&file, T4);
    assert_eq!(
        added,
        Added {
            stars: 1,
            follows: 1,
            notes: 2,
            notes_joined: 2,
            taken_off_later: 2,
        }
    );
    assert_eq!(
        added.to_string(),
        " Added 1 star, 1 followed series, and 2 notes. \
         Left out 2 stars or follows you took off here since. \
         2 notes differed from yours: both kept in one, the newer first."
    );
    // Taken off here after the file set it: it stays off.
    assert!(!here.is_starred("llm-inference", "kv-cache"));
    assert!(!here.is_followed("cxl"));
    assert!(here.is_followed("llm-training"));
    assert_eq!(
        here.note("cxl", "introduction"),
        Some("mine, written later\n\ntheirs, older and longer")
    );
    assert_eq!(
        here.note("llm-inference", "kv-cache"),
        Some("theirs, newer\n\nmine")
    );
    assert_eq!(here.note("llm-inference", "flashinfer"), Some("same"));
    assert_eq!(here.note("llm-training", "gone"), Some("their words"));
    // The same file again adds nothing and changes nothing (and says
    // again what it leaves out).
    let imported = here.clone();
    let (again, _) = here.import(&file, T4);
    let left_out = Added {
        taken_off_later: 2,
        ..Added::default()
    };
    assert_eq!(again, left_out);
    assert_eq!(here, imported);
    assert_eq!(Added::default().to_string(), "");

    // Undone, every star, follow and note is as before the import.
    here.take_back(&written, T5);
    assert_eq!(shown(&here), shown(&before));
}

/// What the reader sees of their own marks: the starred parts, the
/// followed series, and each note (series, part, text).
type Shown<'a> = (Vec<&'a str>, Vec<&'a str>, Vec<(&'a str, &'a str, &'a str)>);

/// What the reader sees of their own marks, of a few parts and series.
fn shown(own: &Annotations) -> Shown<'_> {
    let parts = [
        ("cxl", "introduction"),
        ("llm-inference", "kv-cache"),
        ("llm-inference", "flashinfer"),
        ("llm-training", "gone"),
        ("llm-training", "quantization"),
    ];
    let stars = parts.into_iter().filter(|(s, p)| own.is_starred(s, p));
    let series = ["cxl", "llm-inference", "llm-training"];
    let follows = series.into_iter().filter(|s| own.is_followed(s));
    (
        stars.map(|(_, p)| p).collect(),
        follows.collect(),
        own.notes().collect(),
    )
}

#[test]
fn undoing_an_import_keeps_what_the_reader_changed_since() {
    let mut here = Annotations::default();
    here.set_note("cxl", "introduction", "mine", T1);
    let mut file = Annotations::default();
    file.set_star("cxl", "introduction", true, T2);
    file.set_follow("cxl", true, T2);
    file.set_note("cxl", "introduction", "theirs", T2);
    file.set_note("cxl", "memory", "theirs too", T2);
    let (_, written) = here.import(&file, T3);
    // Since the import: a note typed on, a star taken off and set again.
    here.type_note("cxl", "memory", "theirs too, and mine", "theirs too", T4);
    here.set_star("cxl", "introduction", false, T4);
    here.set_star("cxl", "introduction", true, T4);
    here.take_back(&written, T5);
    assert_eq!(here.note("cxl", "introduction"), Some("mine"));
    assert_eq!(here.note("cxl", "memory"), Some("theirs too, and mine"));
    assert!(here.is_starred("cxl", "introduction"));
    assert!(!here.is_followed("cxl"));
}

#[test]
fn two_notes_kept_in_one_may_pass_the_limit_and_every_key_typed_there_is_kept() {
    let mut here = Annotations::default();
    let mine = "m".repeat(NOTE_LIMIT);
    here.set_note("cxl", "introduction", &mine, T1);
    let mut file = Annotations::default();
    file.set_note("cxl", "introduction", &"t".repeat(NOTE_LIMIT), T2);
    here.import(&file, T3);
    let joined = here.note("cxl", "introduction").unwrap().to_string();
    assert_eq!(joined.chars().count(), 2 * NOTE_LIMIT + 2);
    // Every character typed in it is kept, and none of the two notes is
    // cut: the editor says how long it is.
    let longer = format!("{joined}!");
    here.set_note("cxl", "introduction", &longer, T4);
    assert_eq!(here.note("cxl", "introduction"), Some(longer.as_str()));
    let (kept, cut) = here.type_note("cxl", "introduction", &format!("{longer}?"), &longer, T4);
    assert_eq!((kept.chars().count(), cut), (2 * NOTE_LIMIT + 4, false));
    // Shortened, it takes the limit of the shorter text again.
    here.set_note("cxl", "introduction", "short", T4);
    here.set_note("cxl", "introduction", &mine.repeat(2), T4);
    assert_eq!(here.note("cxl", "introduction"), Some(mine.as_str()));
}

#[test]
fn typing_in_a_note_changed_meanwhile_keeps_both() {
    let mut here = Annotations::default();
    here.set_note("cxl", "introduction", "mine", T1);
    // The field opened on "mine"; an import joins a newer note to it.
    let mut file = Annotations::default();
    file.set_note("cxl", "introduction", "theirs", T2);
    here.import(&file, T3);
    assert_eq!(here.note("cxl", "introduction"), Some("theirs\n\nmine"));
    let typed = here.type_note("cxl", "introduction", "mine, more", "mine", T4);
    assert_eq!(typed, ("mine, more\n\ntheirs".to_string(), false));
    assert_eq!(
        here.note("cxl", "introduction"),
        Some("mine, more\n\ntheirs")
    );
    // The field now holds the joined note: typing goes on as usual.
    let last = typed.0;
    let typed = here.type_note("cxl", "introduction", &format!("{last}!"), &last, T4);
    assert_eq!(typed.0, "mine, more\n\ntheirs!");

    // Another tab replaced the note: what was typed comes first.
    let mut here = Annotations::default();
    here.set_note("cxl", "introduction", "other tab", T2);
    let typed = here.type_note("cxl", "introduction", "my words", "", T3);
    assert_eq!(typed.0, "my words\n\nother tab");
    // Another tab cleared it: what was typed stands.
    here.set_note("cxl", "introduction", "", T3);
    let typed = here.type_note("cxl", "introduction", "my words again", "my words", T4);
    assert_eq!(typed.0, "my words again");
    // Unchanged meanwhile, typing is cut to the limit and says so.
    let long = "x".repeat(NOTE_LIMIT + 5);
    let last = typed.0;
    let (kept, cut) = here.type_note("cxl", "introduction", &long, &last, T4);
    assert!(cut);
    assert_eq!(kept.chars().count(), NOTE_LIMIT);
}

/// An in-memory localStorage: two stores over one are two tabs.
#[derive(Default)]
struct Fake(RefCell<BTreeMap<String, String>>);

impl KeyValue for &Fake {
    fn get(&self, key: &str) -> Result<Option<String>, Failure> {
        Ok(self.0.borrow().get(key).cloned())
    }

    fn set(&self, key: &str, value: &str) -> Result<(), Failure> {
        self.0.borrow_mut().insert(key.into(), value.into());
        Ok(())
    }

    fn remove(&self, key: &str) -> Result<(), Failure> {
        self.0.borrow_mut().remove(key);
        Ok(())
    }
}

#[test]
fn they_are_kept_beside_the_progress_a_build_before_them_stored() {
    // A progress document as the build before stars stored it: read as
    // before, its key untouched by the stars saved beside it.
    let fake = Fake::default();
    let scope = "/";
    let progress_text = format!(
        r#"{{"read":{{"cxl/introduction":"{T1}"}},"unread":{{"llm-inference/kv-cache":"{T2}"}},"version":1}}"#
    );
    (&fake)
        .set(&scoped_key(PROGRESS_KEY, scope), &progress_text)
        .unwrap();
    let (mut tab, _) = Store::new(Some(&fake), scope);
    let (progress, notices) = tab.load::<Progress>(T3);
    assert_eq!(notices, []);
    let progress = progress.unwrap();
    assert!(progress.is_read("cxl", "introduction"));
    assert_eq!(progress.to_stored(), progress_text);
    assert_eq!(tab.load::<Annotations>(T3), (None, vec![]));

    let mut own = Annotations::default();
    own.set_star("cxl", "introduction", true, T3);
    tab.save(&mut own, T3);
    let annotations_key = scoped_key(ANNOTATIONS_KEY, scope);
    assert!(fake.0.borrow().contains_key(&annotations_key));
    assert_eq!(
        fake.0.borrow()[&scoped_key(PROGRESS_KEY, scope)],
        progress_text
    );

    // Another tab stars another part: both stars are kept.
    let (mut other, _) = Store::new(Some(&fake), scope);
    let mut theirs = Annotations::default();
    theirs.set_star("cxl", "gone", true, T4);
    other.save(&mut theirs, T4);
    tab.save(&mut own, T4);
    assert!(own.is_starred("cxl", "gone") && own.is_starred("cxl", "introduction"));

    // A newer version's document is never written over.
    (&fake)
        .set(&annotations_key, r#"{"version":2,"stars":{}}"#)
        .unwrap();
    let (mut third, _) = Store::new(Some(&fake), scope);
    let (loaded, notices) = third.load::<Annotations>(T4);
    assert_eq!(loaded, None);
    assert_eq!(
        notices,
        [Notice::Newer {
            what: Key::what_marks
        }]
    );
    third.save(&mut own, T4);
    assert_eq!(
        fake.0.borrow()[&annotations_key],
        r#"{"version":2,"stars":{}}"#
    );
}
