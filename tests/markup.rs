//! The markup the app writes as strings (`src/markup.rs`): a part on
//! paper carries a built part's classes, in the same order, and its link;
//! a note is escaped, split at its first line, and keeps a leading blank
//! line in its field.

mod common;

use learning_series::markup::{PaperPart, PartsOnPaper, note_field, note_shut};

fn parts_on_paper<'a>(first: usize, parts: impl IntoIterator<Item = PaperPart<'a>>) -> String {
    let mut list = PartsOnPaper::new(first);
    for part in parts {
        list.push(part);
    }
    list.finish()
}

/// The values of the `class` attributes in `html`, in order.
fn classes(html: &str) -> Vec<&str> {
    html.match_indices("class=\"")
        .map(|(at, found)| {
            let value = &html[at + found.len()..];
            &value[..value.find('"').unwrap()]
        })
        .collect()
}

#[test]
fn parts_on_paper_are_numbered_from_their_place_and_escaped() {
    let parts = [
        PaperPart {
            title: "A <b> & \"c\"",
            url: Some("https://example.org/a?b=1&c=2"),
            read: true,
            meta: "Jul 2, 2025 · 12 min",
        },
        PaperPart {
            title: "Without a link",
            url: None,
            read: false,
            meta: "",
        },
    ];
    let html = parts_on_paper(51, parts);
    assert!(
        html.starts_with("<ol class=\"parts\" start=\"51\">"),
        "{html}"
    );
    assert!(html.contains("A &lt;b&gt; &amp; &quot;c&quot;"), "{html}");
    assert!(
        html.contains("href=\"https://example.org/a?b=1&amp;c=2\""),
        "{html}"
    );
    assert_eq!(html.matches("disabled checked>").count(), 1, "{html}");
    assert!(html.contains("<a>Without a link</a>"), "{html}");
    assert_eq!(
        classes(&html),
        [
            "parts",
            "part",
            "part-line",
            "part-title",
            "part-meta",
            "part",
            "part-line",
            "part-title",
            "part-meta"
        ]
    );
}

#[test]
fn a_shut_note_shows_its_first_line_and_keeps_the_rest_for_paper() {
    let html = note_shut("first <line>\nsecond & third");
    assert_eq!(
        html,
        "<p class=\"note\" dir=\"auto\">first &lt;line&gt;<span class=\"note-rest\">\nsecond &amp; third</span></p>"
    );
}

#[test]
fn an_open_note_keeps_a_leading_blank_line_and_its_name_is_escaped() {
    common::english();
    let html = note_field("Note: \"Part\" <1>", "\nafter a blank line");
    assert!(
        html.contains("aria-label=\"Note: &quot;Part&quot; &lt;1&gt;\""),
        "{html}"
    );
    // The parser drops the newline right after the tag, not the note's own.
    assert!(
        html.contains("rows=\"3\">\n\nafter a blank line</textarea>"),
        "{html}"
    );
    assert_eq!(classes(&html), ["note-field", "note-said"]);
}

#[cfg(feature = "prerender")]
#[test]
fn a_part_on_paper_has_the_classes_and_link_of_a_built_part() {
    common::english();
    use std::sync::Arc;

    use learning_series::catalog;
    use learning_series::prerender::render_catalog;

    let text = r#"{
      "schema": 1, "title": "T", "subtitle": "S",
      "topics": [{ "id": "gpu", "label": "GPU" }],
      "sections": [{ "id": "s", "title": "S" }],
      "series": [{
        "id": "a", "section": "s", "title": "A", "summary": "A.", "topics": ["gpu"],
        "parts": [{ "id": "one", "title": "One & *two*", "url": "https://example.org/1?x=1&y=2",
                    "published": "2025-07-02", "minutes": 12 }]
      }]
    }"#;
    let catalog = Arc::new(catalog::parse(text).unwrap());
    let page = render_catalog(catalog);
    let row = &page[page.find("<li class=\"part\"").unwrap()..];
    let row = &row[..row.find("</li>").unwrap()];
    let meta = "Jul 2, 2025 · 12 min";
    assert!(row.contains(meta), "{row}");
    let paper = parts_on_paper(
        1,
        [PaperPart {
            title: "One & two",
            url: Some("https://example.org/1?x=1&y=2"),
            read: false,
            meta,
        }],
    );
    let built = classes(row);
    let mut left = built.iter();
    for class in &classes(&paper)[1..] {
        assert!(
            left.any(|b| b == class),
            "{class} in the order of a built part's classes: {built:?}"
        );
    }
    assert!(
        row.contains("href=\"https://example.org/1?x=1&amp;y=2\""),
        "{row}"
    );
    assert!(
        paper.contains("href=\"https://example.org/1?x=1&amp;y=2\""),
        "{paper}"
    );
}
