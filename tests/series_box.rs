//! The series box of each part (`src/series_box.rs`): what it says and
//! links, its catalog text escaped and isolated, links made whole for an
//! article page on any origin, a list closed when long, a fragment that
//! changes only with its own series; and the progress documents its
//! script is held to (`tests/fixtures/progress-documents.json`, read in
//! the browser by tests/e2e/series-box.spec.js), as this code writes and
//! reads them.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use learning_series::catalog::{self, Catalog};
use learning_series::ids;
use learning_series::kept::document::Document;
use learning_series::kept::progress::{PROGRESS_KEY, Progress};
use learning_series::kept::storage::scoped_key;
use learning_series::series_box::{self, AROUND, LISTED_UP_TO, OPEN_UP_TO, absolute, fragments};
use serde_json::json;

const READER: &str = "https://example.org/series/";

/// A catalog of `series`, its boxes said in English.
fn catalog_of(series: serde_json::Value) -> Catalog {
    common::english();
    let doc = json!({
        "schema": 1, "title": "T", "subtitle": "S",
        "sections": [{ "id": "all", "title": "All" }],
        "series": series,
    });
    catalog::parse(&doc.to_string()).unwrap()
}

fn three_parts() -> Catalog {
    catalog_of(json!([{
        "id": "locks", "section": "all", "title": "Locks *and* more", "summary": "",
        "parts": [
            { "id": "spin", "title": "Spinlocks", "url": "../posts/spin.html" },
            { "id": "rcu", "title": "RCU", "url": "https://blog.example.net/rcu?a=1&b=2" },
            { "id": "futex", "title": "Futexes" },
        ],
    }]))
}

fn box_of(catalog: &Catalog, part: &str) -> String {
    let name = format!("series-box/locks/{part}.html");
    fragments(catalog, READER)
        .into_iter()
        .find(|(path, _)| *path == name)
        .unwrap_or_else(|| panic!("no {name}"))
        .1
}

#[test]
fn a_box_names_its_series_and_place_links_its_neighbours_and_the_way_back() {
    let html = box_of(&three_parts(), "rcu");
    assert!(html.starts_with("<nav class=\"ls-box\" aria-label=\"Series: Locks and more\""));
    assert!(html.contains(
        "<a class=\"ls-box-series\" href=\"https://example.org/series/#series--locks\"><bdi>Locks <em>and</em> more</bdi></a>"
    ));
    assert!(html.contains("<span class=\"ls-box-count\">Part 2 of 3</span>"));
    assert!(html.contains(
        "<a class=\"ls-box-prev\" rel=\"prev\" href=\"https://example.org/posts/spin.html\">Previous: <bdi>Spinlocks</bdi></a>"
    ));
    // Without an article, the next part is named, not linked.
    assert!(html.contains("<span class=\"ls-box-next\">Next: <bdi>Futexes</bdi></span>"));
    assert!(html.contains("<details class=\"ls-box-list\" open><summary>All 3 parts</summary>"));
    assert!(html.contains(
        "<li data-ls-part=\"locks/rcu\"><span class=\"ls-box-here\" aria-current=\"page\"><bdi>RCU</bdi></span></li>"
    ));
    assert!(html.contains("<li data-ls-part=\"locks/futex\"><bdi>Futexes</bdi></li>"));
    let back = format!(
        "<a href=\"{READER}{}\">Mark as read and go back to the series</a>",
        ids::read_fragment("locks", "rcu")
    );
    assert!(html.contains(&back), "{html}");
    assert_eq!(ids::read_fragment("locks", "rcu"), "#read=locks/rcu");
}

#[test]
fn the_first_part_has_no_previous_and_the_last_no_next() {
    let catalog = three_parts();
    assert!(!box_of(&catalog, "spin").contains("ls-box-prev"));
    assert!(box_of(&catalog, "spin").contains("ls-box-next"));
    assert!(!box_of(&catalog, "futex").contains("ls-box-next"));
    let one = catalog_of(
        json!([{ "id": "locks", "section": "all", "title": "L", "summary": "",
        "parts": [{ "id": "only", "title": "Only" }] }]),
    );
    let html = box_of(&one, "only");
    assert!(html.contains("Part 1 of 1"));
    assert!(!html.contains("ls-box-steps"));
    assert!(html.contains("<summary>Its one part</summary>"));
}

#[test]
fn a_long_series_shows_its_list_closed() {
    let parts = |n: usize| {
        (1..=n)
            .map(|i| json!({ "id": format!("p{i}"), "title": format!("Part {i}") }))
            .collect::<Vec<_>>()
    };
    for (n, open) in [(OPEN_UP_TO, true), (OPEN_UP_TO + 1, false)] {
        let catalog = catalog_of(
            json!([{ "id": "locks", "section": "all", "title": "L", "summary": "", "parts": parts(n) }]),
        );
        let html = box_of(&catalog, "p1");
        assert_eq!(
            html.contains("<details class=\"ls-box-list\" open>"),
            open,
            "{n} parts"
        );
    }
}

/// A series of `n` parts, `p1` to `pn`.
fn long_series(n: usize) -> Catalog {
    let parts: Vec<_> = (1..=n)
        .map(|i| json!({ "id": format!("p{i}"), "title": format!("Part {i}") }))
        .collect();
    catalog_of(
        json!([{ "id": "locks", "section": "all", "title": "L", "summary": "", "parts": parts }]),
    )
}

/// The parts a box lists, by their number, and the gaps between them.
fn listed(html: &str) -> Vec<String> {
    html.split("<li")
        .skip(1)
        .map(|item| match item.split_once("data-ls-part=\"locks/p") {
            Some((_, rest)) => rest.split('"').next().unwrap().to_string(),
            None => item
                .split('>')
                .nth(2)
                .unwrap()
                .split('<')
                .next()
                .unwrap()
                .to_string(),
        })
        .collect()
}

#[test]
fn a_long_series_lists_its_ends_and_the_parts_around_this_one() {
    let whole = long_series(LISTED_UP_TO);
    assert_eq!(listed(&box_of(&whole, "p13")).len(), LISTED_UP_TO);
    let catalog = long_series(30_000);
    let html = box_of(&catalog, "p500");
    let near: Vec<String> = (500 - AROUND..=500 + AROUND)
        .map(|i| i.to_string())
        .collect();
    let expected: Vec<String> = ["1", "493 more parts"]
        .into_iter()
        .map(str::to_string)
        .chain(near)
        .chain(["29,494 more parts".to_string(), "30000".to_string()])
        .collect();
    assert_eq!(listed(&html), expected);
    // Each listed part after a gap keeps its number in the list.
    assert!(
        html.contains("<li value=\"495\" data-ls-part=\"locks/p495\">"),
        "{html}"
    );
    assert!(html.contains("<li value=\"30000\" data-ls-part=\"locks/p30000\">"));
    // A box stays small whatever the series' length.
    assert!(html.len() < 4_000, "{} bytes", html.len());
    // At the ends, no gap where there is nothing to skip.
    assert_eq!(
        listed(&box_of(&catalog, "p1"))[..AROUND + 2],
        ["1", "2", "3", "4", "5", "6", "29,993 more parts"]
    );
    assert_eq!(listed(&box_of(&catalog, "p30000")).last().unwrap(), "30000");
    assert_eq!(listed(&box_of(&catalog, "p2"))[..2], ["1", "2"]);
}

#[test]
fn catalog_text_is_inert_for_template_engines() {
    let hostile = "{{ page.url }} {% include x %} {# c #} ${env.HOME} {{";
    let catalog = catalog_of(json!([{
        "id": "locks", "section": "all", "title": hostile, "summary": "",
        "parts": [
            { "id": "a", "title": hostile, "url": "posts/{{a}}.html" },
            { "id": "b", "title": "B" },
        ],
    }]));
    for (_, html) in fragments(&catalog, READER) {
        assert!(!html.contains('{'), "{html}");
        assert!(
            html.contains("&#123;&#123; page.url }} &#123;% include x %}"),
            "{html}"
        );
    }
}

#[test]
fn catalog_text_is_escaped_and_isolated() {
    let start = "<img src=x onerror=alert(1)> \"quoted\" & \u{202e}reversed ";
    // As long as a title may be: 300 characters.
    let hostile = format!("{start}{}", "x".repeat(300 - start.chars().count()));
    let catalog = catalog_of(json!([{
        "id": "locks", "section": "all", "title": hostile, "summary": "",
        "parts": [
            { "id": "a", "title": hostile, "url": "posts/a.html?x=\"><script>" },
            { "id": "b", "title": "B" },
        ],
    }]));
    for (_, html) in fragments(&catalog, READER) {
        assert!(!html.contains("<img"), "{html}");
        assert!(!html.contains("<script"), "{html}");
        assert!(!html.contains("\"quoted\""), "{html}");
        assert!(html.contains(
            "&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; \u{202e}reversed"
        ));
        // Every title sits in its own bdi: bidi controls end with it.
        assert_eq!(
            html.matches("<bdi>").count(),
            html.matches("</bdi>").count()
        );
    }
}

#[test]
fn links_relative_to_the_reader_are_made_whole_for_any_article_page() {
    for (link, whole) in [
        ("posts/a.html", "https://example.org/series/posts/a.html"),
        ("./posts/a.html", "https://example.org/series/posts/a.html"),
        (
            "../posts/a.html?x=1#top",
            "https://example.org/posts/a.html?x=1#top",
        ),
        ("../../../a", "https://example.org/a"),
        ("/posts/b/", "https://example.org/posts/b/"),
        ("?part=2", "https://example.org/series/?part=2"),
        ("#series--x", "https://example.org/series/#series--x"),
        ("..", "https://example.org/"),
        ("https://other.example/a", "https://other.example/a"),
        ("HTTP://other.example/a", "HTTP://other.example/a"),
    ] {
        assert_eq!(absolute(READER, link), whole, "{link}");
    }
    assert_eq!(
        absolute("http://127.0.0.1:4173/", "a/b.html"),
        "http://127.0.0.1:4173/a/b.html"
    );
}

#[test]
fn every_part_has_a_box_and_a_change_rewrites_only_its_own_series_boxes() {
    let catalog = |title: &str| {
        catalog_of(json!([
            { "id": "locks", "section": "all", "title": "Locks", "summary": "",
              "parts": [{ "id": "spin", "title": title }, { "id": "rcu", "title": "RCU" }] },
            { "id": "cxl", "section": "all", "title": "CXL", "summary": "",
              "parts": [{ "id": "intro", "title": "Intro" }] },
        ]))
    };
    let all = |title: &str| fragments(&catalog(title), READER).collect::<Vec<_>>();
    let before = all("Spinlocks");
    let paths: Vec<&str> = before.iter().map(|(path, _)| path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "series-box/locks/spin.html",
            "series-box/locks/rcu.html",
            "series-box/cxl/intro.html"
        ]
    );
    let after = all("Spinlocks, renamed");
    let changed: Vec<&str> = before
        .iter()
        .zip(&after)
        .filter(|(a, b)| a != b)
        .map(|((path, _), _)| path.as_str())
        .collect();
    assert_eq!(
        changed,
        ["series-box/locks/spin.html", "series-box/locks/rcu.html"]
    );
    assert_eq!(all("Spinlocks"), before, "the same catalog, the same bytes");
}

#[test]
fn the_box_names_the_keys_the_reader_keeps_progress_under() {
    let html = box_of(&three_parts(), "rcu");
    let keys = format!(
        "data-ls-keys=\"{} {PROGRESS_KEY}\"",
        scoped_key(PROGRESS_KEY, "/series/")
    );
    assert!(html.contains(&keys), "{html}");
    let at_root = series_box::fragment(&three_parts().series[0], 0, "http://127.0.0.1:4173/");
    assert!(at_root.contains(&format!("data-ls-keys=\"{PROGRESS_KEY}@/ {PROGRESS_KEY}\"")));
}

#[test]
fn a_read_fragment_names_its_part_and_nothing_else_is_one() {
    assert_eq!(
        ids::part_of_read_fragment("#read=locks/rcu"),
        Some(("locks", "rcu"))
    );
    assert_eq!(
        ids::part_of_read_fragment("#read=locks"),
        Some(("locks", ""))
    );
    assert_eq!(ids::part_of_read_fragment("#read="), Some(("", "")));
    assert_eq!(ids::part_of_read_fragment("#series--locks"), None);
    assert_eq!(ids::part_of_read_fragment(""), None);
}

/// The documents the series box's script is held to: each as stored, and
/// the parts this code reads as read in it (none where it reads nothing).
fn progress_documents() -> serde_json::Value {
    let mut progress = Progress::default();
    progress.mark_read("locks", "spin", "2026-11-01T10:00:00.000Z");
    progress.mark_read("locks", "rcu", "2026-11-01T10:05:00.000Z");
    progress.mark_read("cxl", "intro", "2026-11-02T09:00:00.000Z");
    let written = progress.to_stored();
    progress.unmark("locks", "rcu", "2026-11-03T08:00:00.000Z");
    let unmarked = progress.to_stored();
    let texts = [
        ("written by the app", written.clone()),
        ("a part unmarked after it was read", unmarked),
        (
            "read again after it was unmarked, and times without a fraction",
            r#"{"read":{"locks/spin":"2026-11-04T10:00:00Z","locks/rcu":"2026-11-01T10:05:00.5Z"},"unread":{"locks/spin":"2026-11-03T10:00:00.000Z","locks/rcu":"2026-11-01T10:05:00.500Z"},"version":1}"#.to_string(),
        ),
        (
            "damaged entries, which are set aside",
            r#"{"read":{"locks/spin":"2026-11-01T10:00:00.000Z","Locks/rcu":"2026-11-01T10:00:00.000Z","locks":"2026-11-01T10:00:00.000Z","locks/rcu/x":"2026-11-01T10:00:00.000Z","cxl/intro":"yesterday","cxl/mem":7},"unread":[],"version":1}"#.to_string(),
        ),
        ("a newer version's", written.replace("\"version\":1", "\"version\":2")),
        ("no version", written.replace(",\"version\":1", "")),
        ("not JSON", written[..written.len() / 2].to_string()),
        ("not an object", "[1,2]".to_string()),
        ("read is not an object", r#"{"read":[],"version":1}"#.to_string()),
    ];
    let documents: Vec<serde_json::Value> = texts
        .into_iter()
        .map(|(name, text)| {
            let mut read: Vec<String> = match Progress::from_stored(&text) {
                Ok(salvaged) => ["locks/spin", "locks/rcu", "cxl/intro", "cxl/mem"]
                    .into_iter()
                    .filter(|key| {
                        let (series, part) = key.split_once('/').unwrap();
                        salvaged.value.is_read(series, part)
                    })
                    .map(str::to_string)
                    .collect(),
                Err(_) => Vec::new(),
            };
            read.sort();
            json!({ "name": name, "text": text, "read": read })
        })
        .collect();
    json!(documents)
}

#[test]
fn the_documents_the_series_box_script_is_held_to_are_as_this_code_writes_and_reads_them() {
    let path = "tests/fixtures/progress-documents.json";
    let expected = format!(
        "{}\n",
        serde_json::to_string_pretty(&progress_documents()).unwrap()
    );
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write(path, &expected).unwrap();
    }
    let kept = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        kept == expected,
        "{path} is not what this code writes and reads: run `UPDATE_FIXTURES=1 cargo test --test series_box`, and look at the change"
    );
}

#[test]
fn a_title_in_a_language_of_its_own_says_which() {
    let catalog = catalog_of(json!([{
        "id": "locks", "section": "all", "title": "Verrous", "summary": "", "lang": "fr",
        "parts": [
            { "id": "a", "title": "Spin", "lang": "en" },
            { "id": "b", "title": "RCU" },
        ],
    }]));
    let html = box_of(&catalog, "b");
    assert!(
        html.contains("<bdi lang=\"fr\">Verrous</bdi></a>"),
        "{html}"
    );
    assert!(html.contains("<bdi lang=\"en\">Spin</bdi>"), "{html}");
    assert!(html.contains("<bdi lang=\"fr\">RCU</bdi>"), "{html}");
    // Both read as English does: no dir (the build names the languages
    // that read the other way; tests/interface.rs).
    assert!(!html.contains("dir="), "{html}");
}
