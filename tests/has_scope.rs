//! The stylesheets' `:has()` looks inside one small element only: a part
//! or a note's toggle. A `:has()` on the body, the catalog or a card
//! makes every element under it a candidate, so each card a keystroke
//! shows or hides sends the browser through the page to match it again:
//! 30 ms of style for one key at 1,000 series, where the page's rules
//! took 8 without (BENCHMARKS.md, "The slowest key and `:has()`").
#![cfg(not(target_arch = "wasm32"))]

use std::fs;

mod common;
use common::{STYLESHEETS, without_comments};

/// What a `:has()` may be on: a part's row, a note's toggle.
const SMALL: &[&str] = &[".part", ".note-toggle"];

/// The compound each `:has(` of `css` is written on: what stands before
/// it back to a combinator, a comma or the start of a rule.
fn anchors(css: &str) -> Vec<String> {
    let text = without_comments(css);
    text.match_indices(":has(")
        .map(|(at, _)| {
            let before = &text[..at];
            let start = before
                .rfind(|c: char| c.is_whitespace() || ",(){}>+~".contains(c))
                .map_or(0, |i| i + 1);
            before[start..].to_string()
        })
        .collect()
}

#[test]
fn every_has_is_on_a_part_or_a_note_toggle() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut wide = Vec::new();
    for sheet in STYLESHEETS {
        let css = fs::read_to_string(format!("{root}/{sheet}")).unwrap();
        for anchor in anchors(&css) {
            if !SMALL.contains(&anchor.as_str()) {
                wide.push(format!("{sheet}: {anchor:?}:has(...)"));
            }
        }
    }
    assert!(
        wide.is_empty(),
        "a :has() on more than a part or a note toggle: {wide:#?}"
    );
}

#[test]
fn the_check_sees_a_has_on_the_body_or_on_nothing() {
    assert_eq!(
        anchors(
            "/* a:has(b) */ html.x body:has(#n:not([hidden])), :has(> p) {}\n.part:has(input:checked) a {}"
        ),
        ["body", "", ".part"]
    );
}
