//! The one escaper for text written into HTML by hand: markup characters
//! become entities, everything else stays.

#[cfg(not(target_arch = "wasm32"))]
mod common;

use learning_series::html::{escaped, push_escaped};

#[test]
fn markup_characters_become_entities() {
    assert_eq!(
        escaped(r#"<a href="x">Tom & Jerry</a>"#),
        "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;"
    );
}

#[test]
fn other_text_is_kept_as_it_is() {
    let text = "Ünïcode — 'quotes', \u{2067}bidi\u{2069}, tabs\tand\nlines";
    assert_eq!(escaped(text), text);
}

#[test]
fn an_entity_is_escaped_again_rather_than_read() {
    assert_eq!(escaped("&amp;"), "&amp;amp;");
}

#[test]
fn pushing_appends_to_what_is_there() {
    let mut html = "<p title=\"".to_string();
    push_escaped(&mut html, "a\"b");
    assert_eq!(html, "<p title=\"a&quot;b");
}

/// The build's scripts' one escaper (`scripts/pipeline/markup.js`), held
/// to this one over generated texts: each a line of JSON into Node, its
/// escaped form a line out.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_pipeline_escapes_as_the_app_does() {
    use proptest::prelude::*;
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;

    let pieces = [
        "a", "&", "<", ">", "\"", "'", "&amp;", "é", "😀", "\n", " ", "\u{2067}",
    ];
    let strategy = prop::collection::vec(prop::sample::select(pieces.to_vec()), 0..12);
    let mut runner = TestRunner::deterministic();
    let texts: Vec<String> = (0..500)
        .map(|_| strategy.new_tree(&mut runner).unwrap().current().concat())
        .collect();
    let values: Vec<serde_json::Value> = texts.iter().map(|text| text.as_str().into()).collect();
    let said = common::node_answers(&["scripts/pipeline/markup.js"], "UTC", &values);
    assert!(texts.iter().any(|text| text.contains('"')));
    for (text, said) in texts.iter().zip(said) {
        assert_eq!(said, serde_json::Value::from(escaped(text)), "{text:?}");
    }
}
