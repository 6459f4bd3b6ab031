//! The catalog as authors write it: the bundled file, and one broken
//! example for every rule, checked for the place and words of its message.
//! Native: the problems' paths are `check`'s, which the browser has not.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use learning_series::catalog::{self, CatalogError, Problem};
use serde_json::{Value, json};

fn valid() -> Value {
    json!({
        "schema": 1,
        "title": "Learning Series",
        "subtitle": "In reading order",
        "topics": [{ "id": "gpu", "label": "GPU" }, { "id": "cpu", "label": "CPU" }],
        "sections": [{ "id": "active", "title": "Active Series" }],
        "series": [
            {
                "id": "llm-inference",
                "section": "active",
                "title": "LLM Inference",
                "summary": "Internals",
                "topics": ["gpu"],
                "parts": [
                    { "id": "intro", "title": "Introduction" },
                    { "id": "kv-cache", "title": "The KV Cache", "url": "https://example.org/kv", "topics": ["cpu"] }
                ]
            },
            {
                "id": "locking",
                "section": "active",
                "title": "Locking primitives",
                "parts": [{ "id": "intro", "title": "Spin or Sleep" }]
            }
        ]
    })
}

/// The problems of a catalog that is well-formed but breaks rules.
fn problems_of(doc: Value) -> Vec<Problem> {
    match catalog::parse(&doc.to_string()) {
        Err(CatalogError::Invalid(problems)) => problems,
        other => panic!("expected validation problems, got {other:?}"),
    }
}

fn with(edit: impl FnOnce(&mut Value)) -> Value {
    let mut doc = valid();
    edit(&mut doc);
    doc
}

fn only_problem(doc: Value) -> String {
    let problems = problems_of(doc);
    assert_eq!(problems.len(), 1, "{problems:?}");
    problems[0].to_string()
}

/// The seed page as a catalog: a copy of the catalog the app ships with,
/// kept here so that an author may change `public/catalog.json` freely.
const SEED: &str = "tests/fixtures/seed-catalog.json";

#[test]
fn the_bundled_catalog_is_one_the_app_reads() {
    let text = std::fs::read_to_string("public/catalog.json").unwrap();
    if let Err(error) = catalog::parse(&text) {
        panic!("public/catalog.json: {error} {:?}", error.problems_shown());
    }
}

#[test]
fn the_seed_catalog_holds_the_seed_page() {
    let text = std::fs::read_to_string(SEED).unwrap();
    let catalog = catalog::parse(&text).unwrap_or_else(|e| panic!("{e}: {:?}", e.problems_shown()));
    assert_eq!(catalog.title, "Learning Series");
    assert_eq!(
        catalog.subtitle,
        "Multi-part deep-dive series, in reading order"
    );
    let titles: Vec<_> = catalog.series.iter().map(|s| s.title.as_str()).collect();
    assert_eq!(
        titles,
        [
            "LLM Inference",
            "CPU ISA for ML",
            "CPU Microarchitecture",
            "CXL Series",
            "Locking primitives",
            "LLM Training",
            "GPU Performance Profiling",
            "Performance Profiling"
        ]
    );
    let parts: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
    assert_eq!(parts, 21);
    let past: Vec<_> = catalog
        .series
        .iter()
        .filter(|s| s.section == "past")
        .map(|s| s.title.as_str())
        .collect();
    assert_eq!(past, ["Performance Profiling"]);
}

#[test]
fn the_seed_catalog_has_the_seed_titles_and_summaries_verbatim() {
    let seed = include_str!("fixtures/learning-series-page.txt");
    let text = std::fs::read_to_string(SEED).unwrap();
    let catalog = catalog::parse(&text).unwrap();
    let mut cursor = 0;
    let mut expect_next = |line: &str| match seed[cursor..].find(line) {
        Some(at) => cursor += at + line.len(),
        None => panic!("{line:?} is not in the seed page after byte {cursor}"),
    };
    for series in &catalog.series {
        expect_next(&format!("\n{}\n", series.title));
        expect_next(&format!("\n{}\n", series.summary));
        for (n, part) in series.parts.iter().enumerate() {
            expect_next(&format!("  {}. {}", n + 1, part.title));
        }
    }
}

#[test]
fn gpu_and_cpu_topics_cover_the_series_they_name() {
    let catalog = catalog::parse(&std::fs::read_to_string(SEED).unwrap()).unwrap();
    let with_topic = |topic: &str| -> Vec<&str> {
        catalog
            .series
            .iter()
            .filter(|s| s.topics.iter().any(|t| t == topic))
            .map(|s| s.id.as_str())
            .collect()
    };
    assert_eq!(
        with_topic("gpu"),
        ["llm-inference", "llm-training", "gpu-performance-profiling"]
    );
    assert_eq!(
        with_topic("cpu"),
        [
            "cpu-isa-for-ml",
            "cpu-microarchitecture",
            "locking-primitives",
            "performance-profiling"
        ]
    );
}

/// A series handed on with its place: found by its id, or at a place, and
/// nothing for an id or a place the catalog does not have.
#[test]
fn a_series_is_found_with_its_place() {
    let catalog = catalog::parse(&valid().to_string()).unwrap();
    let last = catalog.series.len() - 1;
    let found = catalog.find(&catalog.series[last].id).unwrap();
    assert_eq!((found.index, &found.id), (last, &catalog.series[last].id));
    assert_eq!(catalog.at(last), Some(found));
    assert_eq!(catalog.at(last + 1), None);
    assert_eq!(catalog.find("no-such-series"), None);
}

#[test]
fn a_valid_catalog_parses_and_unknown_fields_are_ignored() {
    let doc = with(|d| {
        d["$schema"] = json!("./catalog.schema.json");
        d["series"][0]["future"] = json!({ "anything": true });
    });
    let catalog = catalog::parse(&doc.to_string()).unwrap();
    assert_eq!(
        catalog.series[0].parts[1].url.as_deref(),
        Some("https://example.org/kv")
    );
    assert_eq!(catalog.series[1].summary, "");
}

#[test]
fn a_byte_order_mark_before_the_document_is_skipped() {
    let catalog = catalog::parse(&format!("\u{feff}{}", valid())).unwrap();
    assert_eq!(catalog.series[0].id, "llm-inference");
    let err = catalog::parse("\u{feff}{\n  oops\n}").unwrap_err();
    assert!(
        matches!(err, CatalogError::NotJson { line: 2, .. }),
        "{err:?}"
    );
}

#[test]
fn text_that_is_not_json_names_line_and_column() {
    let err = catalog::parse("{\n  \"schema\": 1,\n  oops\n}").unwrap_err();
    assert!(
        matches!(
            err,
            CatalogError::NotJson {
                line: 3,
                column: 3,
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "The catalog is not valid JSON: key must be a string at line 3, column 3."
    );
}

#[test]
fn truncated_json_is_not_json() {
    let text = valid().to_string();
    let err = catalog::parse(&text[..text.len() / 2]).unwrap_err();
    assert!(matches!(err, CatalogError::NotJson { .. }), "{err:?}");
}

#[test]
fn text_after_a_whole_catalog_is_not_json() {
    for after in [" x", "}", " {}", ","] {
        let err = catalog::parse(&format!("{}{after}", valid())).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("The catalog is not valid JSON: trailing characters at line"),
            "{after:?}: {err}"
        );
    }
    assert!(catalog::parse(&format!("{}\n\t ", valid())).is_ok());
}

#[test]
fn an_html_error_page_is_not_json() {
    let err = catalog::parse("<!DOCTYPE html><title>404</title>").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("The catalog is not valid JSON: expected value at line 1, column 1")
    );
}

#[test]
fn a_wrong_type_says_what_was_expected() {
    let err =
        catalog::parse(&with(|d| d["series"][0]["parts"] = json!("none")).to_string()).unwrap_err();
    assert!(matches!(err, CatalogError::WrongShape { .. }), "{err:?}");
    assert!(
        err.to_string()
            .contains("invalid type: string \"none\", expected a list, in series 1 \""),
        "{err}"
    );
}

#[test]
fn a_missing_field_is_named() {
    let err = catalog::parse(
        &with(|d| {
            d["series"][1].as_object_mut().unwrap().remove("title");
        })
        .to_string(),
    )
    .unwrap_err();
    assert!(err.to_string().contains("missing field `title`"), "{err}");
}

#[test]
fn an_unknown_schema_version_is_refused_before_its_fields_are_read() {
    let err = catalog::parse(r#"{ "schema": 2, "everything": "different" }"#).unwrap_err();
    assert_eq!(err, CatalogError::UnknownSchema(2));
    assert_eq!(
        err.to_string(),
        "The catalog uses schema version 2, but this app reads version 1."
    );
}

#[test]
fn a_later_schema_version_is_refused_even_where_its_fields_read_as_this_one() {
    let err = catalog::parse(&with(|d| d["schema"] = json!(2)).to_string()).unwrap_err();
    assert_eq!(err, CatalogError::UnknownSchema(2));
}

#[test]
fn a_missing_schema_version_is_named() {
    let err = catalog::parse(
        &with(|d| {
            d.as_object_mut().unwrap().remove("schema");
        })
        .to_string(),
    )
    .unwrap_err();
    assert!(err.to_string().contains("missing field `schema`"), "{err}");
}

#[test]
fn duplicate_series_ids() {
    let doc = with(|d| d["series"][1]["id"] = json!("llm-inference"));
    assert_eq!(
        only_problem(doc),
        "series 2 \"llm-inference\" › id: duplicate id \"llm-inference\", first used by series 1 \"llm-inference\""
    );
}

#[test]
fn duplicate_part_ids_within_a_series() {
    let doc = with(|d| d["series"][0]["parts"][1]["id"] = json!("intro"));
    assert_eq!(
        only_problem(doc),
        "series 1 \"llm-inference\" › part 2 \"intro\" › id: duplicate id \"intro\", \
         first used by series 1 \"llm-inference\" › part 1 \"intro\""
    );
}

#[test]
fn the_same_part_id_in_two_series_is_fine() {
    // Both example series have a part "intro"; progress keys are series/part.
    assert!(catalog::parse(&valid().to_string()).is_ok());
}

#[test]
fn duplicate_topic_and_section_ids() {
    let doc = with(|d| {
        d["topics"]
            .as_array_mut()
            .unwrap()
            .push(json!({ "id": "gpu", "label": "GPU again" }));
        d["sections"] = json!([{ "id": "active", "title": "A" }, { "id": "active", "title": "B" }]);
    });
    let problems: Vec<_> = problems_of(doc).iter().map(ToString::to_string).collect();
    assert_eq!(
        problems,
        [
            "topic 3 \"gpu\" › id: duplicate id \"gpu\", first used by topic 1 \"gpu\"",
            "section 2 \"active\" › id: duplicate id \"active\", first used by section 1 \"active\""
        ]
    );
}

#[test]
fn ids_must_be_slugs() {
    let doc = with(|d| d["series"][0]["parts"][0]["id"] = json!("Intro/1"));
    assert_eq!(
        only_problem(doc),
        "series 1 \"llm-inference\" › part 1 \"Intro/1\" › id: id \"Intro/1\" must be a slug: \
         lowercase letters, digits and single hyphens"
    );
    // A value's hidden characters show in the message, and cannot turn it.
    let doc = with(|d| d["series"][0]["id"] = json!("x\u{202e}y\u{2067}"));
    assert_eq!(
        only_problem(doc),
        "series 1 \"x\\u{202e}y\\u{2067}\" › id: id \"x\\u{202e}y\\u{2067}\" must be a slug: \
         lowercase letters, digits and single hyphens"
    );
    for bad in ["", "-a", "a-", "a--b", "A", "a b", "é"] {
        assert!(!catalog::is_slug(bad), "{bad:?}");
    }
    for good in ["a", "llm-inference", "part-2", "2024"] {
        assert!(catalog::is_slug(good), "{good:?}");
    }
}

#[test]
fn empty_titles_and_labels() {
    let doc = with(|d| {
        d["title"] = json!(" ");
        d["topics"][0]["label"] = json!("");
        d["sections"][0]["title"] = json!("");
        d["series"][0]["title"] = json!("\n");
        d["series"][1]["parts"][0]["title"] = json!("");
    });
    // By their paths in the document (the places for a reader are tested
    // above and below).
    let paths: Vec<_> = problems_of(doc).into_iter().map(|p| p.path).collect();
    assert_eq!(
        paths,
        [
            "title",
            "topics[0].label",
            "sections[0].title",
            "series[0].title",
            "series[1].parts[0].title"
        ]
    );
}

#[test]
fn a_series_without_parts() {
    let doc = with(|d| d["series"][1]["parts"] = json!([]));
    assert_eq!(
        only_problem(doc),
        "series 2 \"locking\" › parts: a series needs at least one part"
    );
}

#[test]
fn an_undeclared_section() {
    let doc = with(|d| d["series"][1]["section"] = json!("past"));
    assert_eq!(
        only_problem(doc),
        "series 2 \"locking\" › section: section \"past\" is not declared in sections"
    );
}

#[test]
fn undeclared_topics_on_series_and_parts() {
    let doc = with(|d| {
        d["series"][0]["topics"] = json!(["gpu", "tpu"]);
        d["series"][0]["parts"][1]["topics"] = json!(["fpga"]);
    });
    let problems: Vec<_> = problems_of(doc).iter().map(ToString::to_string).collect();
    assert_eq!(
        problems,
        [
            "series 1 \"llm-inference\" › topic 2: topic \"tpu\" is not declared in topics",
            "series 1 \"llm-inference\" › part 2 \"kv-cache\" › topic 1: topic \"fpga\" is not declared in topics"
        ]
    );
}

#[test]
fn links_must_be_http_or_relative() {
    let doc = with(|d| d["series"][0]["parts"][1]["url"] = json!("javascript:alert(1)"));
    assert_eq!(
        only_problem(doc),
        "series 1 \"llm-inference\" › part 2 \"kv-cache\" › url: \
         link \"javascript:alert(1)\" must start with http:// or https://, or be relative"
    );
    for bad in [
        "javascript:alert(1)",
        "JavaScript:x",
        "data:text/html,x",
        "java\tscript:x",
        " javascript:x",
        "file:///etc",
        "",
        "vbscript:x",
        "//cdn.example.org/x",
        "\\\\evil.example\\x",
        "/\\evil.example",
        "\\/evil.example",
    ] {
        assert!(catalog::check_link(bad).is_err(), "{bad:?}");
    }
    for good in [
        "https://example.org/a",
        "HTTP://example.org",
        "posts/kv-cache.html",
        "../a?b=c:d",
        "#part-2",
        "/learning/a",
        "https://cdn.example.org/x",
    ] {
        assert!(catalog::check_link(good).is_ok(), "{good:?}");
    }
}

#[test]
fn a_link_to_another_host_must_say_its_scheme() {
    let doc = with(|d| d["series"][0]["parts"][1]["url"] = json!("//evil.example/x"));
    assert_eq!(
        only_problem(doc),
        "series 1 \"llm-inference\" › part 2 \"kv-cache\" › url: \
         link \"//evil.example/x\" leads to another site without a scheme: write it with https://"
    );
}

#[test]
fn texts_longer_than_their_limit_are_refused_with_their_length() {
    use catalog::limits;
    let long = |n: usize| "é".repeat(n);
    let doc = with(|d| {
        d["title"] = json!(long(limits::TITLE + 1));
        d["subtitle"] = json!(long(limits::SUBTITLE));
        d["topics"][0]["label"] = json!(long(limits::LABEL + 1));
        d["series"][0]["title"] = json!(long(4 * 1024 * 1024));
        d["series"][0]["summary"] = json!(long(limits::SUMMARY + 1));
        d["series"][0]["parts"][0]["title"] = json!(long(limits::TITLE + 1));
        d["series"][1]["id"] = json!("a".repeat(limits::ID + 1));
        d["series"][1]["parts"][0]["url"] =
            json!(format!("https://e.org/{}", "a".repeat(limits::URL)));
    });
    let problems: Vec<String> = problems_of(doc)
        .iter()
        .map(|p| format!("{}: {}", p.path, p.message))
        .collect();
    assert_eq!(
        problems,
        [
            "title: is 301 characters long; the most is 300",
            "topics[0].label: is 61 characters long; the most is 60",
            "series[0].title: is 4194304 characters long; the most is 300",
            "series[0].summary: is 2001 characters long; the most is 2000",
            "series[0].parts[0].title: is 301 characters long; the most is 300",
            "series[1].id: id is 65 characters long; the most is 64",
            "series[1].parts[0].url: a link is at most 2048 characters long",
        ]
    );
}

#[test]
fn every_problem_is_reported_but_only_the_first_few_are_shown() {
    let doc = with(|d| {
        d["series"][0]["parts"] = json!(
            (0..8)
                .map(|i| json!({ "id": "same", "title": format!("Part {i}") }))
                .collect::<Vec<_>>()
        );
    });
    let err = catalog::parse(&doc.to_string()).unwrap_err();
    assert_eq!(err.to_string(), "The catalog has 7 problems:");
    assert_eq!(err.problems_shown().len(), catalog::PROBLEMS_SHOWN);
    assert_eq!(err.problems_hidden(), 2);
    assert_eq!(err.problems_shown()[0].path, "series[0].parts[1].id");
}

#[test]
fn dates_reading_times_and_series_links_are_optional_and_checked() {
    common::english();
    let good = with(|d| {
        d["series"][0]["url"] = json!("https://example.org/series");
        d["series"][0]["parts"][0]["published"] = json!("2024-02-29");
        d["series"][0]["parts"][0]["minutes"] = json!(12);
    });
    let catalog = catalog::parse(&good.to_string()).unwrap();
    assert_eq!(
        catalog.series[0].url.as_deref(),
        Some("https://example.org/series")
    );
    assert_eq!(
        catalog.series[0].parts[0].published.as_deref(),
        Some("2024-02-29")
    );
    assert_eq!(
        catalog.series[0].minutes().map(|time| time.text()),
        Some("over 12 min".to_string()),
        "one part of several gives minutes"
    );
    assert_eq!(catalog.series[1].minutes(), None, "no part gives minutes");

    let bad = with(|d| {
        d["series"][0]["url"] = json!("javascript:alert(1)");
        d["series"][0]["parts"][0]["published"] = json!("2026-02-29");
        d["series"][0]["parts"][0]["minutes"] = json!(0);
        d["series"][1]["parts"][0]["published"] = json!("30/11/2026");
        d["series"][1]["parts"][0]["minutes"] = json!(-5);
    });
    let problems: Vec<String> = problems_of(bad).iter().map(ToString::to_string).collect();
    assert_eq!(
        problems,
        [
            "series 1 \"llm-inference\" › url: link \"javascript:alert(1)\" must start with http:// or https://, or be relative",
            "series 1 \"llm-inference\" › part 1 \"intro\" › published: \"2026-02-29\": no such day",
            "series 1 \"llm-inference\" › part 1 \"intro\" › minutes: 0 is not a reading time: a whole number of minutes from 1 to 10080",
            "series 2 \"locking\" › part 1 \"intro\" › published: \"30/11/2026\" is not a date written YYYY-MM-DD",
            "series 2 \"locking\" › part 1 \"intro\" › minutes: -5 is not a reading time: a whole number of minutes from 1 to 10080",
        ]
    );
}

#[test]
fn reading_times_read_as_a_reader_says_them() {
    common::english();
    assert_eq!(catalog::duration(12), "12 min");
    assert_eq!(catalog::duration(60), "1 h");
    assert_eq!(catalog::duration(125), "2 h 5 min");
}

#[test]
fn a_site_is_the_whole_address_the_catalog_is_published_at() {
    let with_site = |site: &str| with(|d| d["site"] = json!(site));
    assert!(catalog::parse(&with_site("https://example.org/learning/").to_string()).is_ok());
    assert!(catalog::parse(&with_site("http://example.org/").to_string()).is_ok());
    for bad in [
        "example.org/learning/",
        "https://example.org/learning",
        "/learning/",
        "https:///",
        "https://example.org/a b/",
        "ftp://example.org/",
    ] {
        assert_eq!(
            only_problem(with_site(bad)),
            format!(
                "site: \"{bad}\" is not the address the catalog is published at: write it whole, \
                 with https:// and a / at the end"
            ),
            "{bad}"
        );
    }
}
