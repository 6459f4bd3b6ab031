//! Property tests: whatever text or JSON arrives as a catalog, a stored
//! document, an import file or a query string, the parsers answer with a
//! value or an error, never a panic; and a catalog they accept keeps every
//! rule. The number of cases per property is PROPTEST_CASES (default 2000).
#![cfg(not(target_arch = "wasm32"))]

use learning_series::catalog::{self, validate};
use learning_series::fetch::read_catalog;
use learning_series::progress::{Progress, Seen};
use learning_series::query::{Query, highlight, words};
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

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
            let _ = Progress::from_export(&input);
            let _ = Seen::from_stored(&input);
        }
    }

    #[test]
    fn query_strings_and_search_words_never_panic(search in "[?&=a-z%0-9+]{0,24}|.{0,24}", title in ".{0,24}") {
        let catalog = catalog::parse(&std::fs::read_to_string("public/catalog.json").unwrap()).unwrap();
        let query = Query::from_search(&search, &catalog);
        let again = Query::from_search(&query.to_search(&catalog), &catalog);
        // The same view: blank text and outer spaces do not reach the URL.
        prop_assert_eq!((&again.topics, again.status, again.words()), (&query.topics, query.status, query.words()));
        let pieces = highlight(&title, &words(&search));
        prop_assert_eq!(pieces.into_iter().map(|(p, _)| p).collect::<String>(), title);
    }
}
