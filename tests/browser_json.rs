//! src/json.rs in the app's wasm, held to what tests/json.rs holds it to
//! natively: a mistake in the text said at its line and column, a
//! catalog's value of the wrong shape at its place, in an author's words
//! (a string where a list belongs too, which serde-wasm-bindgen read as
//! a list of characters); an entry of another shape costs itself alone;
//! the stored documents read as natively
//! (`fixtures/progress-documents.json`); what is written reads back.
#![cfg(target_arch = "wasm32")]

use learning_series::catalog::{self, CatalogError};
use learning_series::json::Json;
use learning_series::kept::annotations::Annotations;
use learning_series::kept::document::{Document, DocumentError};
use learning_series::kept::export::{from_export, to_export};
use learning_series::kept::progress::Progress;
use serde_json::{Value, json};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const T1: &str = "2026-11-01T09:00:00.000Z";

fn seed() -> Value {
    serde_json::from_str(include_str!("fixtures/seed-catalog.json")).unwrap()
}

/// A change to the seed catalog.
type Edit = Box<dyn FnOnce(&mut Value)>;

/// The seed catalog's error once `edit` has changed it.
fn refused(edit: impl FnOnce(&mut Value)) -> String {
    let mut catalog = seed();
    edit(&mut catalog);
    catalog::parse(&catalog.to_string())
        .unwrap_err()
        .to_string()
}

#[wasm_bindgen_test]
fn the_seed_catalog_reads() {
    let catalog = catalog::parse(include_str!("fixtures/seed-catalog.json")).unwrap();
    assert_eq!(
        catalog.series.len(),
        seed()["series"].as_array().unwrap().len()
    );
}

#[wasm_bindgen_test]
fn a_text_that_is_not_json_is_said_at_its_line_and_column() {
    let cases = [
        (
            "{\n  \"a\": 1,\n  oops\n}",
            "key must be a string at line 3, column 3.",
        ),
        ("<!DOCTYPE html>", "expected value at line 1, column 1."),
        ("[1, 2, ]", "expected value at line 1, column 8."),
        (
            "[\"日本\",\n \"é\" x]",
            "expected `,` or `]` at line 2, column 6.",
        ),
        ("", "EOF while parsing a value at line 1, column 0."),
    ];
    for (text, said) in cases {
        let error = catalog::parse(text).unwrap_err();
        assert!(matches!(error, CatalogError::NotJson { .. }), "{error:?}");
        let expected = format!("The catalog is not valid JSON: {said}");
        assert_eq!(error.to_string(), expected);
    }
    assert!(Json::parse("[1]").is_ok());
}

#[wasm_bindgen_test]
fn a_value_of_the_wrong_shape_is_named_at_its_place() {
    let cases: [(&str, Edit); 6] = [
        (
            "invalid type: string \"none\", expected a list, in series 1 \"",
            Box::new(|c| c["series"][0]["parts"] = json!("none")),
        ),
        (
            "missing field `title`, in series 2 \"",
            Box::new(|c| {
                c["series"][1].as_object_mut().unwrap().remove("title");
            }),
        ),
        (
            "invalid type: number `1.5`, expected a whole number, in series 1 \"",
            Box::new(|c| c["series"][0]["parts"][0]["minutes"] = json!(1.5)),
        ),
        (
            "expected a string, in series 1 \"",
            Box::new(|c| c["series"][0]["topics"][0] = json!(3)),
        ),
        (
            "invalid type: string \"gpu\", expected a list, in series 1 \"",
            Box::new(|c| c["series"][0]["topics"] = json!("gpu")),
        ),
        (
            "The catalog does not have the expected shape: missing field `series`.",
            Box::new(|c| {
                c.as_object_mut().unwrap().remove("series");
            }),
        ),
    ];
    for (said, edit) in cases {
        let error = refused(edit);
        assert!(error.contains(said), "{error}");
    }
    assert!(refused(|c| c["series"][0]["topics"][0] = json!(3)).ends_with(" \u{203a} topic 1."));
    assert_eq!(
        refused(|c| c["schema"] = json!(2)),
        "The catalog uses schema version 2, but this app reads version 1."
    );
}

#[wasm_bindgen_test]
fn the_stored_documents_read_as_they_do_natively() {
    let documents: Vec<Value> =
        serde_json::from_str(include_str!("fixtures/progress-documents.json")).unwrap();
    for document in documents {
        let text = document["text"].as_str().unwrap();
        let expected: Vec<&str> = (document["read"].as_array().unwrap().iter())
            .map(|key| key.as_str().unwrap())
            .collect();
        let read: Vec<&str> = match Progress::from_stored(text) {
            Ok(salvaged) => ["cxl/intro", "cxl/mem", "locks/rcu", "locks/spin"]
                .into_iter()
                .filter(|key| {
                    let (series, part) = key.split_once('/').unwrap();
                    salvaged.value.is_read(series, part)
                })
                .collect(),
            Err(_) => Vec::new(),
        };
        assert_eq!(read, expected, "{}", document["name"]);
    }
}

#[wasm_bindgen_test]
fn an_entry_of_another_shape_costs_itself_alone() {
    let text = r#"{"read":{"a/b":"2026-11-01T09:00:00Z","a/c":3,"a/d":{"x":[1]}},
        "unread":[1],"version":1}"#;
    let salvaged = Progress::from_stored(text).unwrap();
    assert!(salvaged.value.is_read("a", "b"));
    assert_eq!((salvaged.kept, salvaged.problems.len()), (1, 3));
    for (text, error) in [
        ("[1, 2]", DocumentError::WrongShape("")),
        (
            r#"{"read":{},"version":2}"#,
            DocumentError::FutureVersion(2),
        ),
        (
            r#"{"read":[],"version":1}"#,
            DocumentError::WrongShape("read"),
        ),
        ("{\"read\":", DocumentError::NotJson),
    ] {
        assert_eq!(Progress::from_stored(text).unwrap_err(), error, "{text}");
    }
}

#[wasm_bindgen_test]
fn what_is_written_reads_back_the_same() {
    let mut progress = Progress::default();
    progress.mark_read("a", "b", T1);
    progress.mark_read("a", "c", T1);
    progress.unmark("a", "c", "2026-11-02T09:00:00.000Z");
    let mut annotations = Annotations::default();
    annotations.set_star("a", "b", true, T1);
    annotations.set_follow("a", true, T1);
    let odd = "\"quoted\" \\ back\u{0}\u{1f}\u{7f}\u{2028} é 😀 日本\n";
    annotations.set_note("a", "b", odd, T1);
    let progress_text = progress.to_stored();
    assert_eq!(
        Progress::from_stored(&progress_text).unwrap().value,
        progress
    );
    let read = Annotations::from_stored(&annotations.to_stored())
        .unwrap()
        .value;
    assert_eq!(read, annotations);
    assert_eq!(read.note("a", "b"), Some(odd));
    let exported = from_export(&to_export(&progress, &annotations, T1)).unwrap();
    assert!(exported.value.progress.is_read("a", "b"));
    assert_eq!(exported.value.annotations.note("a", "b"), Some(odd));
    assert!(!progress_text.contains('\n'), "on one line");
}
