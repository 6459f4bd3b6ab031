//! src/json.rs (serde_json): each mistake said at its line and column in
//! characters, nesting never overflowing the stack, a field of a type
//! written twice refused, an entry of another shape costing itself alone
//! ([`Loose`]), only objects salvaged, and what is written read back the
//! same; the path to a value of the wrong shape as serde_path_to_error
//! says it, in any catalog. `browser_json.rs` holds the app's wasm to the
//! same.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use learning_series::catalog::Catalog;
use learning_series::json::{self, Json, Loose, ShapeError, Step, SyntaxError};
use proptest::prelude::*;
use serde::Deserialize;
use serde_json::{Value, json};

fn refused(text: &str) -> (String, (usize, usize)) {
    let Err(SyntaxError {
        reason,
        line,
        column,
    }) = Json::parse(text)
    else {
        panic!("{text:?} is read");
    };
    (reason, (line, column))
}

/// Why a text is refused, and where: its line and column.
type Said<'a> = (&'a str, (usize, usize));

#[test]
fn each_mistake_is_said_at_the_character_that_broke_the_text() {
    let cases: [(&str, Said); 15] = [
        (
            "{\n  \"a\": 1,\n  oops\n}",
            ("key must be a string", (3, 3)),
        ),
        ("<!DOCTYPE html>", ("expected value", (1, 1))),
        ("[1, 2, ]", ("expected value", (1, 8))),
        ("{\"a\": 1,\n}", ("key must be a string", (2, 1))),
        ("{\"a\" 1}", ("expected `:`", (1, 6))),
        ("[1 2]", ("expected `,` or `]`", (1, 4))),
        ("{\"a\": 1 \"b\"}", ("expected `,` or `}`", (1, 9))),
        ("[\"é\"] x", ("trailing characters", (1, 7))),
        ("[\"日本\",\n \"é\" x]", ("expected `,` or `]`", (2, 6))),
        ("{\"a\": ", ("EOF while parsing a value", (1, 6))),
        ("[\"abc", ("EOF while parsing a string", (1, 5))),
        ("[1,\n2\n", ("EOF while parsing a list", (3, 0))),
        (
            "\"a\u{1}\"",
            (
                "control character (\\u0000-\\u001F) found while parsing a string",
                (1, 2),
            ),
        ),
        ("\"\\x\"", ("invalid escape", (1, 3))),
        ("-x", ("invalid number", (1, 2))),
    ];
    for (text, (reason, at)) in cases {
        assert_eq!(refused(text), (reason.to_string(), at), "{text:?}");
    }
    // A lone surrogate is stepped over where no type reads it, and
    // refused where a text is read.
    let lone = Json::parse(r#""\ud800x""#).unwrap();
    assert_eq!(
        lone.read::<String>().unwrap_err().reason,
        "unexpected end of hex escape"
    );
}

#[test]
fn nesting_never_overflows_the_stack() {
    let nested = |depth: usize| format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    // What no type reads is stepped over without recursion, however deep.
    assert!(Json::parse(&nested(100_000)).is_ok());
    // What a type reads is refused past serde_json's depth.
    let text = nested(200);
    let deep = Json::parse(&text).unwrap();
    let error = deep.read::<serde_json::Value>().unwrap_err();
    assert_eq!(error.reason, "recursion limit exceeded");
}

#[test]
fn numbers_are_whole_where_a_type_says_so() {
    #[derive(Deserialize, Debug)]
    struct Whole {
        #[allow(dead_code)]
        n: i64,
    }
    let read = |text: &str| Json::parse(text).unwrap().read::<Whole>();
    assert!(read(r#"{"n": -7}"#).is_ok());
    let ShapeError { reason, path } = read(r#"{"n": 1.5}"#).unwrap_err();
    assert_eq!(reason, "invalid type: floating point `1.5`, expected i64");
    assert_eq!(path, [Step::Field("n".into())]);
    for refused_number in ["01", "1.", ".5", "1e", "-", "+1", "1e+"] {
        assert!(Json::parse(refused_number).is_err(), "{refused_number}");
    }
}

#[test]
fn a_shape_error_says_the_path_to_its_value() {
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct Item {
        id: String,
    }
    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct List {
        items: Vec<Item>,
    }
    let error = Json::parse(r#"{"items": [{"id": "a"}, {"id": 2}]}"#)
        .unwrap()
        .read::<List>()
        .unwrap_err();
    assert_eq!(
        error.path,
        [
            Step::Field("items".into()),
            Step::Item(1),
            Step::Field("id".into())
        ]
    );
    assert_eq!(error.reason, "invalid type: integer `2`, expected a string");
    let twice = Json::parse(r#"{"items": [{"id": "a", "id": "b"}]}"#).unwrap();
    let error = twice.read::<List>().unwrap_err();
    assert_eq!(error.reason, "duplicate field `id`");
    assert_eq!(error.path, [Step::Field("items".into()), Step::Item(0)]);
    // A key's escapes are read; a field missing is placed at its object.
    let escaped = Json::parse("{\"it\\u0065ms\" :\n [ {} ] }").unwrap();
    let error = escaped.read::<List>().unwrap_err();
    assert_eq!(error.reason, "missing field `id`");
    assert_eq!(error.path, [Step::Field("items".into()), Step::Item(0)]);
}

#[test]
fn a_types_field_names_are_the_ones_it_reads() {
    use learning_series::catalog::{Catalog, Part};
    assert_eq!(
        json::field_names::<Part>(),
        [
            "id",
            "title",
            "url",
            "topics",
            "published",
            "minutes",
            "lang"
        ]
    );
    let catalog = json::field_names::<Catalog>();
    assert!(
        ["schema", "series", "site", "interface"]
            .iter()
            .all(|f| catalog.contains(f))
    );
    assert!(json::field_names::<String>().is_empty(), "not a struct");
}

/// Dated entries as the kept documents hold them.
#[derive(Deserialize, Debug, Default)]
#[serde(default)]
struct Entries {
    read: Loose<BTreeMap<String, Loose<String>>>,
    unread: Loose<BTreeMap<String, Loose<String>>>,
    version: Loose<u64>,
}

#[test]
fn an_entry_of_another_shape_costs_itself_alone() {
    let text = r#"{"read": {"a/b": "T1", "a/c": 3, "a/d": {"x": [1]}, "a/e": "T2"},
        "unread": [1], "version": 1}"#;
    let entries: Entries = Json::parse(text).unwrap().salvage().unwrap();
    let read = entries.read.read().unwrap();
    assert_eq!(read["a/b"], Loose::Read("T1".into()));
    assert_eq!(read["a/c"], Loose::Wrong);
    assert_eq!(read["a/d"], Loose::Wrong);
    assert_eq!(read["a/e"], Loose::Read("T2".into()));
    assert_eq!(entries.unread, Loose::Wrong);
    assert_eq!(entries.version, Loose::Read(1));
    let missing: Entries = Json::parse("{}").unwrap().salvage().unwrap();
    assert_eq!(
        (missing.read, missing.version),
        (Loose::Missing, Loose::Missing)
    );
}

#[test]
fn an_entry_written_twice_counts_once_its_last_value() {
    let text = r#"{"read": {"a/b": "T1", "a/b": "T2"}}"#;
    let entries: Entries = Json::parse(text).unwrap().salvage().unwrap();
    assert_eq!(
        entries.read.read().unwrap()["a/b"],
        Loose::Read("T2".into())
    );
}

#[test]
fn only_an_object_is_salvaged() {
    for text in ["[]", "[1, 2]", "\"read\"", "1", "null"] {
        let salvaged = Json::parse(text).unwrap().salvage::<Entries>();
        assert!(salvaged.is_none(), "{text}");
    }
}

#[derive(serde::Serialize, Deserialize, Debug, Default, PartialEq)]
#[serde(default)]
struct Written {
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    marks: Loose<BTreeMap<String, Loose<String>>>,
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    list: Loose<Vec<Loose<String>>>,
    #[serde(skip_serializing_if = "Loose::is_unwritten")]
    version: Loose<u64>,
}

/// The path serde_path_to_error says to a catalog's value of the wrong
/// shape, or none for a catalog of the right shape.
fn path_to_error(text: &str) -> Option<Vec<Step>> {
    use serde_path_to_error::Segment;
    let mut read = serde_json::Deserializer::from_str(text);
    let error = serde_path_to_error::deserialize::<_, Catalog>(&mut read).err()?;
    let steps = error.path().iter().filter_map(|segment| match segment {
        Segment::Map { key } => Some(Step::Field(key.clone())),
        Segment::Seq { index } => Some(Step::Item(*index)),
        Segment::Enum { .. } | Segment::Unknown => None,
    });
    Some(steps.collect())
}

/// The JSON pointer of `value` (at `at`) and of every value in it.
fn pointers(value: &Value, at: String, all: &mut Vec<String>) {
    let inside: Vec<(String, &Value)> = match value {
        Value::Array(items) => items
            .iter()
            .enumerate()
            .map(|(i, v)| (i.to_string(), v))
            .collect(),
        Value::Object(fields) => fields
            .iter()
            .map(|(name, v)| (name.replace('~', "~0").replace('/', "~1"), v))
            .collect(),
        _ => Vec::new(),
    };
    for (step, value) in inside {
        pointers(value, format!("{at}/{step}"), all);
    }
    all.push(at);
}

/// The seed's catalog changed in one place (the `at`th of its values):
/// the value replaced by `by`, or if it is an object, a field left out
/// or one added.
fn changed(at: usize, change: usize, by: Value) -> Value {
    let mut catalog: Value =
        serde_json::from_str(include_str!("fixtures/seed-catalog.json")).unwrap();
    let mut all = Vec::new();
    pointers(&catalog, String::new(), &mut all);
    match (change, catalog.pointer_mut(&all[at % all.len()]).unwrap()) {
        (1, Value::Object(fields)) if !fields.is_empty() => {
            let name = fields.keys().nth(at % fields.len()).cloned().unwrap();
            fields.shift_remove(&name);
        }
        (2, Value::Object(fields)) => drop(fields.insert("unknown".into(), by)),
        (_, value) => *value = by,
    }
    catalog
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2000)
}

/// JSON-like text: the pieces JSON is made of, in any order.
fn json_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("{"),
        Just("}"),
        Just("["),
        Just("]"),
        Just(","),
        Just(":"),
        Just(" "),
        Just("\n"),
        Just("\""),
        Just("\\"),
        Just("\\u"),
        Just("d83d"),
        Just("0"),
        Just("-"),
        Just("null"),
        Just("fals"),
        Just("\"a\""),
        Just("é"),
        Just("日本"),
        Just("\u{1}"),
    ];
    prop::collection::vec(piece, 0..24).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    /// Any marks, list and version written (quotes, backslashes, control
    /// characters, any script) read back as they were.
    #[test]
    fn what_is_written_reads_back_the_same(
        marks in prop::collection::btree_map(any::<String>(), any::<String>(), 0..6),
        list in prop::collection::vec(any::<String>(), 0..6),
        version in any::<u64>(),
    ) {
        let written = Written {
            marks: Loose::Read(marks.into_iter().map(|(k, v)| (k, Loose::Read(v))).collect()),
            list: Loose::Read(list.into_iter().map(Loose::Read).collect()),
            version: Loose::Read(version),
        };
        let text = json::write(&written);
        prop_assert!(!text.contains('\n'), "on one line");
        let read: Written = Json::parse(&text).unwrap().salvage().unwrap();
        prop_assert_eq!(read, written);
    }

    /// A catalog with a value of the wrong shape anywhere, a field left
    /// out or one it does not know, written on one line or on many: the
    /// path to its error is serde_path_to_error's.
    #[test]
    fn a_wrong_shape_is_placed_as_serde_path_to_error_places_it(
        at in 0usize..10_000,
        change in 0usize..3,
        by in prop_oneof![
            Just(json!(null)), Just(json!(true)), Just(json!(-1)), Just(json!(1.5)),
            Just(json!("x é")), Just(json!([])), Just(json!({})), Just(json!([1, "a"])),
            Just(json!({ "id": 2 })), Just(json!(20_000_000_000u64)), Just(json!("2026-13-01")),
        ],
        pretty in any::<bool>(),
    ) {
        let catalog = changed(at, change, by);
        let text = if pretty {
            serde_json::to_string_pretty(&catalog).unwrap()
        } else {
            serde_json::to_string(&catalog).unwrap()
        };
        let ours = Json::parse(&text).unwrap().read::<Catalog>().err().map(|e| e.path);
        prop_assert_eq!(ours, path_to_error(&text), "{}", text);
    }

    /// A mistake is placed where the text breaks: at its line, and at the
    /// column of its character counted in characters, not bytes.
    #[test]
    fn a_mistake_is_placed_in_characters(text in json_like()) {
        if let Err(SyntaxError { line, column, .. }) = Json::parse(&text) {
            let read = serde_json::from_str::<Box<serde_json::value::RawValue>>(&text);
            let bytes = read.unwrap_err().column();
            let row = text.split('\n').nth(line - 1).unwrap_or_default();
            let chars = row.char_indices().take_while(|(at, _)| *at < bytes).count();
            prop_assert_eq!(column, chars, "{:?}", text);
            prop_assert!(column <= row.chars().count() + 1);
        }
    }
}
