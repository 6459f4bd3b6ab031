//! The app's JSON reader (src/json.rs) against serde_json: the same values
//! from any JSON text serde_json writes, the same texts refused, and each
//! mistake said at its line and column.
#![cfg(not(target_arch = "wasm32"))]

use learning_series::json::{self, DEEPEST, Object, SyntaxError, Value};
use proptest::prelude::*;

/// serde_json's value for ours: numbers read from the text they keep.
fn to_serde(value: &Value) -> serde_json::Value {
    match value {
        Value::Null => serde_json::Value::Null,
        Value::Bool(value) => serde_json::Value::Bool(*value),
        Value::Number(number) => serde_json::from_str(number).unwrap(),
        Value::String(text) => serde_json::Value::String(text.clone()),
        Value::Array(items) => items.iter().map(to_serde).collect(),
        Value::Object(Object(fields)) => fields
            .iter()
            .map(|(key, value)| (key.clone(), to_serde(value)))
            .collect(),
    }
}

fn refused(text: &str) -> (&'static str, usize, usize) {
    let SyntaxError {
        reason,
        line,
        column,
    } = json::parse(text).unwrap_err();
    (reason, line, column)
}

#[test]
fn each_mistake_is_said_at_the_character_that_broke_the_text() {
    let cases: [(&str, (&str, usize, usize)); 14] = [
        ("{\n  \"a\": 1,\n  oops\n}", ("key must be a string", 3, 3)),
        ("<!DOCTYPE html>", ("expected value", 1, 1)),
        ("[1, 2, ]", ("trailing comma", 1, 8)),
        ("{\"a\": 1,\n}", ("trailing comma", 2, 1)),
        ("{\"a\" 1}", ("expected `:`", 1, 6)),
        ("[1 2]", ("expected `,` or `]`", 1, 4)),
        ("{\"a\": 1 \"b\"}", ("expected `,` or `}`", 1, 9)),
        ("[\"é\"] x", ("trailing characters", 1, 7)),
        ("{\"a\": ", ("EOF while parsing a value", 1, 6)),
        ("[\"abc", ("EOF while parsing a string", 1, 5)),
        ("[1,\n2\n", ("EOF while parsing a list", 3, 0)),
        (
            "\"a\u{1}\"",
            (
                "control character (\\u0000-\\u001F) found while parsing a string",
                1,
                3,
            ),
        ),
        ("\"\\x\"", ("invalid escape", 1, 3)),
        ("-x", ("invalid number", 1, 2)),
    ];
    for (text, said) in cases {
        assert_eq!(refused(text), said, "{text:?}");
    }
    let surrogate = refused(r#""\ud800x""#);
    assert_eq!(surrogate.0, "lone leading surrogate in hex escape");
    assert_eq!(
        refused(r#""\udc00""#).0,
        "lone trailing surrogate in hex escape"
    );
}

#[test]
fn nesting_stops_at_the_deepest_level_it_reads() {
    let nested = |depth: usize| format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    assert!(json::parse(&nested(DEEPEST)).is_ok());
    assert_eq!(refused(&nested(DEEPEST + 1)).0, "recursion limit exceeded");
}

#[test]
fn numbers_are_kept_as_written_and_whole_ones_read() {
    let value = json::parse(r#"[0, -0, 12, -7, 1.5, 1e3, 18446744073709551615]"#).unwrap();
    let items = value.as_array().unwrap();
    let whole: Vec<_> = items.iter().map(Value::as_i64).collect();
    assert_eq!(
        whole,
        [Some(0), Some(0), Some(12), Some(-7), None, None, None]
    );
    assert_eq!(items[6].as_u64(), Some(u64::MAX));
    assert_eq!(items[4], Value::Number("1.5".into()));
    for refused_number in ["01", "1.", ".5", "1e", "-", "+1", "1e+"] {
        assert!(json::parse(refused_number).is_err(), "{refused_number}");
    }
}

#[test]
fn a_field_written_twice_counts_once_its_last_value() {
    let value = json::parse(r#"{"a": 1, "b": 2, "a": 3}"#).unwrap();
    assert_eq!(value.get("a"), Some(&Value::Number("3".into())));
    let keys: Vec<_> = value.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["a", "b", "a"], "in document order");
}

/// Any JSON value, as serde_json holds it.
fn any_json() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::Bool),
        any::<i64>().prop_map(serde_json::Value::from),
        any::<u64>().prop_map(serde_json::Value::from),
        (-1e300..1e300f64).prop_map(serde_json::Value::from),
        any::<String>().prop_map(serde_json::Value::String),
        "[\"\\\\/\u{0}-\u{1f}\u{7f}\u{2028}\u{fffd}é😀]{0,8}".prop_map(serde_json::Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
            prop::collection::vec((any::<String>(), inner), 0..6)
                .prop_map(|fields| serde_json::Value::Object(fields.into_iter().collect())),
        ]
    })
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
        Just("de00"),
        Just("0"),
        Just("7"),
        Just("-"),
        Just("."),
        Just("e"),
        Just("+"),
        Just("null"),
        Just("true"),
        Just("fals"),
        Just("\"a\""),
        Just("\"\\n\""),
        Just("é"),
        Just("\u{1}"),
    ];
    prop::collection::vec(piece, 0..24).prop_map(|pieces| pieces.concat())
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2000)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    /// Whatever serde_json writes, compact or pretty, reads as serde_json
    /// reads it.
    #[test]
    fn what_serde_json_writes_reads_as_serde_json_reads_it(value in any_json()) {
        for text in [serde_json::to_string(&value).unwrap(), serde_json::to_string_pretty(&value).unwrap()] {
            let read = json::parse(&text).map(|read| to_serde(&read));
            prop_assert_eq!(read, Ok(serde_json::from_str(&text).unwrap()));
        }
    }

    /// A text is refused exactly when serde_json refuses it, and read as
    /// the same value when it is not.
    #[test]
    fn a_text_is_read_or_refused_as_serde_json_does(text in json_like()) {
        let ours = json::parse(&text).map(|read| to_serde(&read));
        let theirs = serde_json::from_str::<serde_json::Value>(&text);
        prop_assert_eq!(ours.is_ok(), theirs.is_ok(), "{:?}: {:?}", text, ours);
        if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
            prop_assert_eq!(ours, theirs);
        }
    }
}
