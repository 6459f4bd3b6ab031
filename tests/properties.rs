//! Property tests: whatever text or JSON arrives as a catalog, a stored
//! document, an import file or a query string, the parsers answer with a
//! value or an error, never a panic; a catalog they accept keeps every
//! rule; merging progress from any number of tabs gives one result in any
//! order and loses no mark; an import of stars, notes and follows loses
//! no word the reader or the file holds; reading a stored document keeps every entry
//! that can be read; what is kept is written as JSON that reads back
//! the same; element ids give back the catalog ids they were
//! built from; any text's bidi controls come out balanced. The number of cases per property is PROPTEST_CASES
//! (default 2000).
#![cfg(not(target_arch = "wasm32"))]

use learning_series::catalog::emphasis::{plain, spans};
use learning_series::catalog::fetch::read_catalog;
use learning_series::catalog::{self, validate};
use learning_series::finding::query::Query;
use learning_series::finding::words::{highlight, styled, words};
use learning_series::ids;
use learning_series::kept::annotations::Annotations;
use learning_series::kept::document::Document;
use learning_series::kept::progress::Progress;
use learning_series::kept::seen::Seen;
use learning_series::phrase::balanced;
use proptest::prelude::*;
use serde_json::{Map, Value, json};

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2000)
}

fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        ".{0,12}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map("[a-z$]{0,8}", inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// Mostly well-formed catalogs with small id and topic alphabets, so that
/// duplicates, undeclared names, bad slugs and bad links all come up.
fn catalogish() -> impl Strategy<Value = Value> {
    let id = prop_oneof![4 => "[a-c]{1,2}", 1 => "[a-cA-C -]{0,3}"];
    let title = prop_oneof![4 => "[A-Za-z ]{1,10}", 1 => "[ \t]{0,2}"];
    let link = prop_oneof![
        Just(None),
        Just(Some("https://example.org/a".to_string())),
        Just(Some("posts/a.html".to_string())),
        Just(Some("javascript:alert(1)".to_string())),
        "[a-z:/ ]{0,10}".prop_map(Some),
    ];
    let part = (id.clone(), title.clone(), link, prop::collection::vec(id.clone(), 0..2)).prop_map(
        |(id, title, url, topics)| json!({ "id": id, "title": title, "url": url, "topics": topics }),
    );
    let series = (
        id.clone(),
        id.clone(),
        title.clone(),
        prop::collection::vec(id.clone(), 0..3),
        prop::collection::vec(part, 0..4),
    )
        .prop_map(|(id, section, title, topics, parts)| {
            json!({ "id": id, "section": section, "title": title, "topics": topics, "parts": parts })
        });
    let named = (id.clone(), title.clone());
    (
        prop_oneof![8 => Just(1), 1 => 0..3u32],
        title,
        prop::collection::vec(named.clone(), 0..4),
        prop::collection::vec(named, 0..3),
        prop::collection::vec(series, 0..5),
    )
        .prop_map(|(schema, title, topics, sections, series)| {
            let topics: Vec<_> = topics.into_iter().map(|(id, label)| json!({ "id": id, "label": label })).collect();
            let sections: Vec<_> =
                sections.into_iter().map(|(id, title)| json!({ "id": id, "title": title })).collect();
            json!({ "schema": schema, "title": title, "topics": topics, "sections": sections, "series": series })
        })
}

/// Progress as a tab makes it: marks and unmarks of a few parts at a few
/// times, so that the same part comes up in several copies.
fn progress() -> impl Strategy<Value = Progress> {
    let change = ("[ab]", "[xyz]", 0..4u32, any::<bool>());
    prop::collection::vec(change, 0..8).prop_map(|changes| {
        let mut progress = Progress::default();
        for (series, part, minute, read) in changes {
            let at = format!("2026-11-30T10:0{minute}:00.000Z");
            match read {
                true => progress.mark_read(&series, &part, &at),
                false => progress.unmark(&series, &part, &at),
            }
        }
        progress
    })
}

/// Stars, follows and notes after any edits, notes of a few words (some
/// the same, some containing others, some cleared) at a few times.
fn annotations() -> impl Strategy<Value = Annotations> {
    let change = ("[ab]", "[xyz]", 0..4u32, 0..3u8, "(one|two|one two|)");
    prop::collection::vec(change, 0..10).prop_map(|changes| {
        let mut own = Annotations::default();
        for (series, part, minute, what, text) in changes {
            let at = format!("2026-11-30T10:0{minute}:00.000Z");
            match what {
                0 => own.set_star(&series, &part, !text.is_empty(), &at),
                1 => own.set_follow(&series, !text.is_empty(), &at),
                _ => own.set_note(&series, &part, &text, &at),
            }
        }
        own
    })
}

fn merged(mut into: Progress, from: &Progress) -> Progress {
    into.merge(from);
    into
}

/// A stored document's entry: readable, or broken in its key or its time.
fn entry() -> impl Strategy<Value = (String, Value, bool)> {
    prop_oneof![
        ("[a-c]{1,3}/[a-c]{1,3}", 1..28u32).prop_map(|(key, day)| (
            key,
            json!(format!("2026-11-{day:02}T10:00:00Z")),
            true
        )),
        ("[A-Z ]{1,3}/?[a-c]{0,2}", 1..28u32).prop_map(|(key, day)| (
            key,
            json!(format!("2026-11-{day:02}T10:00:00Z")),
            false
        )),
        "[a-c]{1,3}/[a-c]{1,3}".prop_map(|key| (key, json!("2026-02-30T10:00:00Z"), false)),
        "[a-c]{1,3}/[a-c]{1,3}".prop_map(|key| (key, json!(12), false)),
    ]
}

/// A catalog id: a slug, lowercase letters and digits in single-hyphen
/// runs (as validation allows).
fn slug() -> impl Strategy<Value = String> {
    "[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,3}"
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn any_text_comes_out_balanced_with_its_letters_kept(text in "[a\u{202a}-\u{202e}\u{2066}-\u{2069} ]{0,24}") {
        let out = balanced(&text);
        // Every opener closed in turn, and no closer without its opener.
        let mut open = Vec::new();
        for c in out.chars() {
            match c {
                '\u{202a}' | '\u{202b}' | '\u{202d}' | '\u{202e}' => open.push('e'),
                '\u{2066}'..='\u{2068}' => open.push('i'),
                '\u{202c}' => prop_assert_eq!(open.pop(), Some('e')),
                '\u{2069}' => prop_assert_eq!(open.pop(), Some('i')),
                _ => {}
            }
        }
        prop_assert!(open.is_empty(), "{out:?}");
        let letters = |s: &str| s.chars().filter(|c| !('\u{202a}'..='\u{202e}').contains(c) && !('\u{2066}'..='\u{2069}').contains(c)).collect::<String>();
        prop_assert_eq!(letters(&out), letters(&text));
    }

    #[test]
    fn element_ids_give_back_the_catalog_ids_they_were_built_from(series in slug(), part in slug()) {
        let checkbox = ids::part_checkbox(&series, &part);
        prop_assert_eq!(ids::part_of_checkbox(&checkbox), Some((series.as_str(), part.as_str())));
        let list = ids::part_list(&series);
        prop_assert_eq!(ids::series_of_part_list(&list), Some(series.as_str()));
        let fragment = format!("#{}", ids::series_title(&series));
        prop_assert_eq!(ids::series_of_fragment(&fragment), Some(series.as_str()));
    }


    #[test]
    fn arbitrary_bytes_never_panic_the_catalog_reader(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = catalog::parse(&text);
        let _ = read_catalog(&text);
    }

    #[test]
    fn arbitrary_json_never_panics_the_catalog_reader(value in any_json()) {
        let _ = catalog::parse(&value.to_string());
    }

    #[test]
    fn a_catalog_that_parses_keeps_every_rule(doc in catalogish()) {
        if let Ok(catalog) = catalog::parse(&doc.to_string()) {
            prop_assert!(validate(&catalog).is_empty());
            prop_assert!(catalog.series.iter().all(|s| !s.parts.is_empty()));
        }
    }

    #[test]
    fn stored_documents_and_import_files_never_panic(text in ".{0,64}", value in any_json()) {
        for input in [text.clone(), value.to_string()] {
            let _ = Progress::from_stored(&input);
            let _ = learning_series::kept::export::from_export(&input);
            let _ = Seen::from_stored(&input);
        }
    }

    #[test]
    fn query_strings_and_search_words_never_panic(search in "[?&=a-z%0-9+]{0,24}|.{0,24}", title in "[a-z *]{0,24}|.{0,24}") {
        let catalog = catalog::parse(&std::fs::read_to_string("tests/fixtures/seed-catalog.json").unwrap()).unwrap();
        let query = Query::from_search(&search, &catalog);
        let again = Query::from_search(&query.to_search(&catalog), &catalog);
        // The same view: blank text and outer spaces do not reach the URL.
        prop_assert_eq!((&again.topics, again.status, again.words()), (&query.topics, query.status, query.words()));
        let pieces = highlight(&title, &words(&search));
        prop_assert_eq!(pieces.into_iter().map(|(p, _)| p).collect::<String>(), title.clone());
        // With emphasis: the words shown, without the asterisks that mark it.
        let runs = styled(&title, &words(&search));
        prop_assert_eq!(runs.into_iter().map(|r| r.text).collect::<String>(), plain(&title));
    }

    /// Emphasis takes out only asterisks and the backslashes before them,
    /// and keeps the order of everything else, whatever the text.
    #[test]
    fn emphasis_takes_out_only_its_marks(text in r"[a-z *\\.,(]{0,32}|.{0,32}") {
        let shown = plain(&text);
        let mut left = text.chars();
        for c in shown.chars() {
            // Each character shown is the text's next one, or comes after
            // asterisks and backslashes left out.
            loop {
                match left.next() {
                    Some(next) if next == c => break,
                    Some('*' | '\\') => {}
                    other => prop_assert!(false, "{c:?} where {other:?} was, in {text:?}"),
                }
            }
        }
        prop_assert!(left.all(|rest| matches!(rest, '*' | '\\')));
        let pieces: String = spans(&text).into_iter().map(|(piece, _)| piece).collect();
        prop_assert_eq!(pieces, shown.into_owned());
    }

    #[test]
    fn merging_copies_gives_one_result_in_any_order_and_loses_no_mark(a in progress(), b in progress(), c in progress()) {
        prop_assert_eq!(merged(a.clone(), &b), merged(b.clone(), &a));
        prop_assert_eq!(merged(merged(a.clone(), &b), &c), merged(a.clone(), &merged(b.clone(), &c)));
        prop_assert_eq!(merged(a.clone(), &a), a.clone());
        // No mark is lost: each part ends with the latest of its marks in
        // any copy (at the same time, the unmark), read or not.
        let all = merged(merged(a.clone(), &b), &c);
        for series in ["a", "b"] {
            for part in ["x", "y", "z"] {
                let latest = [&a, &b, &c]
                    .iter()
                    .filter_map(|copy| copy.mark(series, part))
                    .max_by_key(|mark| (mark.at.clone(), !mark.on));
                prop_assert_eq!(all.mark(series, part), latest, "{}/{}", series, part);
            }
        }
    }

    /// An import loses no word: every note of the reader's and of the
    /// file is in the note the import leaves, and in what a note field
    /// open meanwhile saves next; no star or follow the reader has is
    /// taken off, the same file again changes nothing, and its Undo
    /// leaves every mark as it was.
    #[test]
    fn an_import_loses_no_word(here in annotations(), file in annotations()) {
        let mut imported = here.clone();
        let (_, written) = imported.import(&file, "2026-12-01T10:00:00.000Z");
        let mut again = imported.clone();
        again.import(&file, "2026-12-01T10:00:00.000Z");
        prop_assert_eq!(&again, &imported);
        let mut undone = imported.clone();
        undone.take_back(&written, "2026-12-01T10:00:02.000Z");
        for series in ["a", "b"] {
            prop_assert!(!here.is_followed(series) || imported.is_followed(series));
            prop_assert_eq!(undone.is_followed(series), here.is_followed(series));
            for part in ["x", "y", "z"] {
                let note = imported.note(series, part).unwrap_or("");
                for text in [here.note(series, part), file.note(series, part)].into_iter().flatten() {
                    prop_assert!(note.contains(text), "{text:?} lost from {note:?}");
                }
                prop_assert!(!here.is_starred(series, part) || imported.is_starred(series, part));
                // Undone, it is as it was.
                prop_assert_eq!(undone.is_starred(series, part), here.is_starred(series, part));
                prop_assert_eq!(undone.note(series, part), here.note(series, part));
                // A field open on the reader's note during the import: what
                // they type next keeps the file's words too.
                let mut typing = imported.clone();
                let last = here.note(series, part).unwrap_or("");
                let typed = format!("{last} and more");
                let (kept, _) = typing.type_note(series, part, &typed, last, "2026-12-01T10:00:01.000Z");
                prop_assert!(kept.contains(&typed), "{typed:?} lost from {kept:?}");
                for word in file.note(series, part).unwrap_or("").split_whitespace() {
                    prop_assert!(kept.contains(word), "{word:?} lost from {kept:?}");
                }
            }
        }
    }

    #[test]
    fn reading_a_stored_document_keeps_every_entry_that_can_be_read(entries in prop::collection::vec(entry(), 0..12)) {
        let mut read = Map::new();
        let mut unique = std::collections::BTreeMap::new();
        for (key, at, good) in entries {
            read.insert(key.clone(), at);
            unique.insert(key, good);
        }
        let text = json!({ "version": 1, "read": read }).to_string();
        let salvaged = Progress::from_stored(&text).unwrap();
        let good = unique.values().filter(|good| **good).count();
        prop_assert_eq!(salvaged.kept, good);
        prop_assert_eq!(salvaged.problems.len(), unique.len() - good);
        for (key, good) in &unique {
            let (series, part) = key.split_once('/').unwrap_or((key, ""));
            prop_assert_eq!(salvaged.value.is_read(series, part), *good, "{}", key);
        }
    }
}
