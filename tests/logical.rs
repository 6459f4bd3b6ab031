//! The stylesheets in logical terms: no property names a left or a right
//! side, and no shorthand gives its two sides different values, so a page
//! whose catalog reads right to left (`dir="rtl"`) mirrors, its checkboxes
//! beside their titles and its filter labels beside their chips.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;

mod common;
use common::{STYLESHEETS, without_comments};

/// The shorthands whose second and fourth values are the right and left
/// sides.
const SIDES: &[&str] = &[
    "margin",
    "padding",
    "inset",
    "scroll-margin",
    "scroll-padding",
    "border-width",
    "border-style",
    "border-color",
];

/// Each declaration of `css` (`property`, `value`), comments left out.
fn declarations(css: &str) -> Vec<(String, String)> {
    without_comments(css)
        .split([';', '{', '}'])
        .filter_map(|declaration| declaration.split_once(':'))
        .filter(|(property, _)| {
            let property = property.trim();
            !property.is_empty() && property.chars().all(|c| c.is_ascii_lowercase() || c == '-')
        })
        .map(|(property, value)| (property.trim().to_string(), value.trim().to_string()))
        .collect()
}

/// What is physical in one declaration, if anything.
fn physical(property: &str, value: &str) -> Option<&'static str> {
    let words: Vec<&str> = value.split_whitespace().collect();
    if property
        .split('-')
        .any(|word| word == "left" || word == "right")
    {
        return Some("a left or right side: say inline-start or inline-end");
    }
    if matches!(property, "text-align" | "float" | "clear")
        && words.iter().any(|w| *w == "left" || *w == "right")
    {
        return Some("left or right: say start or end");
    }
    if SIDES.contains(&property) && words.len() == 4 && words[1] != words[3] {
        return Some("two sides apart: give the inline sides with -inline-start and -inline-end");
    }
    if property == "border-radius" && words.len() > 1 && words.iter().any(|w| *w != words[0]) {
        return Some("corners apart: give them as border-start-start-radius and the like");
    }
    None
}

#[test]
fn the_stylesheets_name_no_left_or_right() {
    let mut found = Vec::new();
    for sheet in STYLESHEETS {
        let css = fs::read_to_string(sheet).unwrap();
        let all = declarations(&css);
        assert!(all.len() > 20, "{sheet}: its declarations are read");
        for (property, value) in all {
            if let Some(why) = physical(&property, &value) {
                found.push(format!("{sheet}: {property}: {value}: {why}"));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn each_kind_of_physical_declaration_is_found() {
    for (property, value) in [
        ("margin-left", "1rem"),
        ("right", "0"),
        ("border-top-right-radius", "2px"),
        ("text-align", "left"),
        ("margin", "0 0 0 -4.5rem"),
        ("padding", "0 1px 0 2px"),
        ("border-radius", "4px 0"),
    ] {
        assert!(physical(property, value).is_some(), "{property}: {value}");
    }
    for (property, value) in [
        ("margin-inline-start", "1rem"),
        ("inset-inline-end", "0"),
        ("text-align", "start"),
        ("margin", "0 auto 1rem"),
        ("padding", "1px 2px 3px 2px"),
        ("border-radius", "4px"),
        ("content", "\"left\""),
    ] {
        assert_eq!(physical(property, value), None, "{property}: {value}");
    }
}
