//! `public/catalog.schema.json` is generated from the catalog types, so the
//! two cannot drift: this test fails when the file differs from what the
//! types give. `UPDATE_SCHEMA=1 cargo test --features schema --test schema`
//! rewrites it. scripts/test runs it (native tests run with `--features
//! schema`).
#![cfg(feature = "schema")]

use learning_series::catalog::Catalog;
use serde_json::Value;

const PATH: &str = "public/catalog.schema.json";

fn generated() -> String {
    let mut schema = schemars::schema_for!(Catalog);
    schema.insert(
        "$id".into(),
        "https://learning-series.invalid/catalog.schema.json".into(),
    );
    schema.insert("title".into(), "Learning Series catalog".into());
    // Editors read `$schema` to find this file; the app ignores it.
    schema
        .as_object_mut()
        .and_then(|schema| schema.get_mut("properties"))
        .and_then(|properties| properties.as_object_mut())
        .expect("the catalog has properties")
        .insert(
            "$schema".into(),
            serde_json::json!({ "description": "This file, for editors.", "type": "string" }),
        );
    serde_json::to_string_pretty(&schema).unwrap() + "\n"
}

#[test]
fn the_committed_schema_is_the_one_the_types_give() {
    let generated = generated();
    if std::env::var_os("UPDATE_SCHEMA").is_some() {
        std::fs::write(PATH, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(PATH).unwrap_or_default();
    assert!(
        committed == generated,
        "{PATH} is out of date with src/catalog/types.rs; run \
         UPDATE_SCHEMA=1 cargo test --features schema --test schema"
    );
}

#[test]
fn the_schema_states_the_rules_an_editor_can_check() {
    let schema: Value = serde_json::from_str(&generated()).unwrap();
    let definitions = &schema["$defs"];
    assert_eq!(
        schema["required"],
        serde_json::json!(["schema", "title", "sections", "series"])
    );
    assert_eq!(definitions["Series"]["properties"]["parts"]["minItems"], 1);
    assert_eq!(
        definitions["Part"]["properties"]["id"]["pattern"],
        "^[a-z0-9]+(-[a-z0-9]+)*$"
    );
    assert_eq!(
        definitions["Series"]["properties"]["title"]["pattern"],
        "\\S"
    );
    assert!(definitions["Part"]["properties"]["url"]["pattern"].is_string());
}

#[test]
fn the_bundled_catalog_points_editors_at_the_schema() {
    let catalog: Value =
        serde_json::from_str(&std::fs::read_to_string("public/catalog.json").unwrap()).unwrap();
    assert_eq!(catalog["$schema"], "./catalog.schema.json");
}

fn schema() -> Value {
    serde_json::from_str(&generated()).unwrap()
}

/// The seed catalog: the mistakes below are made to known series.
fn seed() -> Value {
    serde_json::from_str(&std::fs::read_to_string("tests/fixtures/seed-catalog.json").unwrap())
        .unwrap()
}

#[test]
fn the_bundled_catalog_is_valid_under_the_schema() {
    let schema = schema();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let catalog: Value =
        serde_json::from_str(&std::fs::read_to_string("public/catalog.json").unwrap()).unwrap();
    let errors: Vec<_> = validator
        .iter_errors(&catalog)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn the_schema_flags_a_field_the_app_does_not_read_which_the_app_ignores() {
    let validator = jsonschema::validator_for(&schema()).unwrap();
    type Edit = fn(&mut Value);
    let misspelt: [Edit; 4] = [
        |c| c["sumary"] = "x".into(),
        |c| c["topics"][0]["name"] = "x".into(),
        |c| c["series"][0]["link"] = "x".into(),
        |c| c["series"][0]["parts"][0]["publised"] = "2026-01-01".into(),
    ];
    for edit in misspelt {
        let mut catalog = seed();
        edit(&mut catalog);
        assert!(!validator.is_valid(&catalog), "{catalog}");
        assert!(learning_series::catalog::parse(&catalog.to_string()).is_ok());
    }
}

#[test]
fn the_schema_and_the_app_refuse_the_same_mistakes() {
    let validator = jsonschema::validator_for(&schema()).unwrap();
    type Mistake = (&'static str, fn(&mut Value));
    let mistakes: [Mistake; 15] = [
        ("a language that is not a tag", |c| {
            c["lang"] = "Arabic".into()
        }),
        ("a language tag with a space", |c| {
            c["lang"] = "pt BR".into()
        }),
        ("a language tag with an empty subtag", |c| {
            c["lang"] = "pt--BR".into()
        }),
        ("a series' language that is not a tag", |c| {
            c["series"][1]["lang"] = "Hebrew".into()
        }),
        ("a part's language that is not a tag", |c| {
            c["series"][0]["parts"][1]["lang"] = "fr_FR".into()
        }),
        ("a newer version", |c| c["schema"] = 2.into()),
        ("an id that is not a slug", |c| {
            c["series"][0]["id"] = "LLM Inference".into()
        }),
        ("a blank title", |c| c["series"][1]["title"] = "  ".into()),
        ("a series without parts", |c| {
            c["series"][2]["parts"] = Value::Array(vec![])
        }),
        ("a javascript: link", |c| {
            c["series"][0]["parts"][0]["url"] = "javascript:alert(1)".into()
        }),
        ("a link with a space", |c| {
            c["series"][0]["parts"][0]["url"] = "https://example.org/a b".into()
        }),
        ("a topic that is not a slug", |c| {
            c["series"][0]["topics"][0] = "G P U".into()
        }),
        ("a link to another host without a scheme", |c| {
            c["series"][0]["parts"][0]["url"] = "//evil.example/x".into()
        }),
        ("a link to another host with backslashes", |c| {
            c["series"][0]["parts"][0]["url"] = "\\\\evil.example\\x".into()
        }),
        ("a title past its limit", |c| {
            c["series"][0]["title"] = "x".repeat(301).into()
        }),
    ];
    for (what, make) in mistakes {
        let mut catalog = seed();
        make(&mut catalog);
        assert!(!validator.is_valid(&catalog), "the schema accepts {what}");
        assert!(
            learning_series::catalog::parse(&catalog.to_string()).is_err(),
            "the app accepts {what}"
        );
    }
    for lang in ["en", "ar", "pt-BR", "zh-Hans", "sr-Latn-RS", "de-CH-1996"] {
        let mut catalog = seed();
        catalog["lang"] = lang.into();
        catalog["series"][0]["lang"] = lang.into();
        catalog["series"][1]["parts"][0]["lang"] = lang.into();
        assert!(validator.is_valid(&catalog), "the schema refuses {lang}");
        assert!(
            learning_series::catalog::parse(&catalog.to_string()).is_ok(),
            "the app refuses {lang}"
        );
    }
    for link in [
        "https://example.org/kv",
        "HTTP://example.org",
        "posts/kv.html",
        "#part-2",
        "../a?b=c:d",
    ] {
        let mut catalog = seed();
        catalog["series"][0]["parts"][0]["url"] = link.into();
        assert!(validator.is_valid(&catalog), "the schema refuses {link}");
        assert!(
            learning_series::catalog::parse(&catalog.to_string()).is_ok(),
            "the app refuses {link}"
        );
    }
}

/// The schema's id pattern (for editors) and the app's rule
/// (`catalog::is_slug`) are one rule written twice in Rust: held alike
/// over every string of a small alphabet up to five characters long.
#[test]
fn the_schema_s_id_pattern_is_the_app_s_rule() {
    let pattern = schema()["$defs"]["Series"]["properties"]["id"]["pattern"].clone();
    assert!(pattern.is_string(), "{pattern}");
    let validator =
        jsonschema::validator_for(&serde_json::json!({ "type": "string", "pattern": pattern }))
            .unwrap();
    let alphabet = ['a', 'z', '0', '9', '-', 'A', '_', ' ', 'é'];
    let mut texts = vec![String::new()];
    let mut checked = 0;
    for _ in 0..5 {
        texts = texts
            .iter()
            .flat_map(|text| alphabet.iter().map(move |c| format!("{text}{c}")))
            .collect();
        for text in &texts {
            let id = Value::String(text.clone());
            assert_eq!(
                validator.is_valid(&id),
                learning_series::catalog::is_slug(text),
                "{text:?}"
            );
            checked += 1;
        }
    }
    assert!(checked > 60_000);
}
