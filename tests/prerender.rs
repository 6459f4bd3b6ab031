//! The prerendered page, rendered natively by the app's components: the
//! whole catalog is in it as text, every control waits for the app, and
//! it goes into the page between its markers.
#![cfg(feature = "prerender")]

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Arc;

use learning_series::catalog::emphasis::spans;
use learning_series::catalog::{self, Catalog};
use learning_series::ids;
use learning_series::kept::progress::PROGRESS_KEY;
use learning_series::kept::seen::SEEN_KEY;
use learning_series::kept::storage::scoped_key;
use learning_series::prerender::{
    END, FEEDS_END, FEEDS_START, MASTHEAD_END, MASTHEAD_START, NoPlace, START, fill_page,
    render_catalog, render_masthead, start_up_keys,
};

fn bundled() -> Arc<Catalog> {
    let text = std::fs::read_to_string("public/catalog.json").unwrap();
    Arc::new(catalog::parse(&text).unwrap())
}

fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

const HOSTILE: &str = r#"{
  "schema": 1, "title": "Tom & Jerry <b>", "subtitle": "\"quoted\" <i>",
  "topics": [{ "id": "gpu", "label": "GPU" }],
  "sections": [{ "id": "active", "title": "Active" }, { "id": "past", "title": "Past" }],
  "series": [{
    "id": "xss", "section": "active", "title": "<script>alert(1)</script>",
    "summary": "<img src=x onerror=alert(2)>", "topics": ["gpu"],
    "parts": [
      { "id": "one", "title": "<!-- not a comment -->", "url": "https://example.org/a?b=1&c=2" },
      { "id": "two", "title": "Two" }
    ]
  }]
}"#;

#[test]
fn every_title_summary_and_part_is_in_the_markup() {
    common::english();
    let catalog = bundled();
    let markup = render_catalog(catalog.clone());
    let masthead = render_masthead(catalog.clone());
    assert!(masthead.contains(&escaped(&catalog.title)));
    assert!(masthead.contains(&escaped(&catalog.subtitle)));
    for section in &catalog.sections {
        assert!(
            markup.contains(&escaped(&section.title)),
            "{}",
            section.title
        );
    }
    for series in &catalog.series {
        assert!(markup.contains(&escaped(&series.title)), "{}", series.title);
        assert!(
            markup.contains(&escaped(&series.summary)),
            "{}",
            series.summary
        );
        for part in &series.parts {
            // Emphasis (`*word*`) is markup of its own: each piece is there.
            for (piece, _) in spans(&part.title) {
                assert!(markup.contains(&escaped(piece)), "{}", part.title);
            }
        }
    }
}

#[test]
fn every_reading_list_is_written_out_in_a_closed_disclosure() {
    common::english();
    let catalog = bundled();
    let markup = render_catalog(catalog.clone());
    let parts: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
    assert_eq!(markup.matches("<li class=\"part\"").count(), parts);
    assert_eq!(
        markup.matches("<details class=\"reading-list\">").count(),
        catalog.series.len(),
        "one closed disclosure per series"
    );
    assert!(!markup.contains("<details class=\"reading-list\" open"));
    for series in &catalog.series {
        let list = format!(
            "<summary class=\"disclosure\"><span class=\"visually-hidden\">{}: </span>",
            escaped(&series.title)
        );
        assert!(markup.contains(&list), "{list}");
        let list = format!("<ol id=\"{}\" class=\"parts\">", ids::part_list(&series.id));
        assert!(markup.contains(&list), "{list}");
    }
}

/// The opening tags of the controls in `markup`.
fn controls(markup: &str) -> Vec<&str> {
    markup
        .split('<')
        .filter(|tag| {
            ["button", "input", "select"]
                .iter()
                .any(|t| tag.starts_with(t))
        })
        .map(|tag| &tag[..tag.find('>').unwrap()])
        .collect()
}

fn disabled(control: &str) -> bool {
    control.ends_with(" disabled") || control.contains(" disabled ")
}

#[test]
fn checkboxes_and_search_are_live_and_what_needs_the_app_waits() {
    common::english();
    let markup = render_catalog(bundled()) + &render_masthead(bundled());
    let controls = controls(&markup);
    let (live, waiting): (Vec<&str>, Vec<&str>) = controls.into_iter().partition(|c| {
        [
            "type=\"checkbox\"",
            "type=\"radio\"",
            "type=\"search\"",
            "data-all-lists",
            "aria-pressed",
        ]
        .iter()
        .any(|live| c.contains(live))
    });
    let parts: usize = bundled().series.iter().map(|s| s.parts.len()).sum();
    // Every part's checkbox and star, every series' Follow, the search,
    // every topic and status choice (chosen on the page, they apply at
    // the takeover), and "Open all lists" and "Close all lists" (the
    // page's script handles them).
    let choices = bundled().topics.len() + 7;
    let follows = bundled().series.len();
    assert_eq!(live.len(), 2 * parts + follows + choices + 3, "{live:?}");
    assert!(live.iter().all(|c| !disabled(c)), "{live:?}");
    assert!(waiting.len() > 10, "{waiting:?}");
    assert!(waiting.iter().all(|c| disabled(c)), "{waiting:?}");
    // And says so: the filters, the series' actions, the parts' notes and
    // the progress section are busy.
    let busy = markup.matches("aria-busy=\"true\"").count();
    assert_eq!(busy, bundled().series.len() + parts + 2);
    assert!(
        markup
            .contains("<section aria-label=\"Find series\" aria-busy=\"true\" class=\"filters\">")
    );
}

#[test]
fn it_renders_a_first_visit_with_no_filter() {
    common::english();
    let catalog = bundled();
    let markup = render_catalog(catalog.clone());
    let parts: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
    assert!(markup.contains(&format!(">0 of {parts} read<")));
    assert_eq!(
        markup.matches("data-status=\"unread\"").count(),
        catalog.series.len()
    );
    assert!(!markup.contains("<article hidden"));
    assert!(
        markup.contains("<p class=\"new-parts\"></p>"),
        "nothing new"
    );
    assert!(!markup.contains("class=\"new-mark"));
    assert!(!markup.contains("class=\"new-count"));
    assert!(!markup.contains("since your last visit"));
    assert!(!markup.contains("Continue reading"));
    assert!(
        !markup.contains("class=\"status\""),
        "no status before a start"
    );
}

#[test]
fn catalog_text_is_escaped_and_the_markup_has_no_comments() {
    common::english();
    let catalog = Arc::new(catalog::parse(HOSTILE).unwrap());
    let markup = render_catalog(catalog);
    for raw in ["<script>", "<img", "<b>", "<!--"] {
        assert!(!markup.contains(raw), "{raw} in {markup}");
    }
    assert!(markup.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(markup.contains("&lt;!-- not a comment --&gt;"));
    assert!(markup.contains("href=\"https://example.org/a?b=1&amp;c=2\""));
}

/// A series' title and summary, and each of its parts' titles, say the
/// language they are written in where the catalog gives one: a part's
/// own, else its series'. The page's rule turns each such language that
/// reads the other way (scripts/pipeline/interface.js).
#[test]
fn titles_and_summaries_in_a_language_of_their_own_say_which() {
    common::english();
    let text = r#"{
      "schema": 1, "title": "T", "topics": [], "sections": [{ "id": "s", "title": "S" }],
      "series": [
        { "id": "he", "section": "s", "title": "שלום", "summary": "סיכום", "lang": "he",
          "parts": [{ "id": "one", "title": "אחד" }, { "id": "two", "title": "Two", "lang": "en" }] },
        { "id": "plain", "section": "s", "title": "Plain", "summary": "Words", "parts": [{ "id": "one", "title": "One" }] }
      ]
    }"#;
    let markup = render_catalog(Arc::new(catalog::parse(text).unwrap()));
    let said = |lang: &str, text: &str| {
        let at = markup.find(text).unwrap();
        let opening = &markup[markup[..at].rfind('<').unwrap()..at];
        opening.contains(&format!(" lang=\"{lang}\""))
    };
    assert!(said("he", "שלום</a>"), "{markup}");
    assert!(said("he", "סיכום</p>"), "{markup}");
    assert!(said("he", "אחד</a>"), "{markup}");
    assert!(said("en", "Two</a>"), "{markup}");
    assert_eq!(
        markup.matches(" lang=").count(),
        4,
        "the catalog's own language is the page's"
    );
}

/// The start-up script adds the page's directory to the first key and
/// checks the second as it is: the keys the storage rules keep documents
/// under, for this copy and from a build before per-copy keys.
#[test]
fn the_start_up_script_is_given_the_keys_storage_uses() {
    for key in [PROGRESS_KEY, SEEN_KEY] {
        let keys = start_up_keys(key);
        let (scoped, before) = keys.split_once(' ').unwrap();
        for scope in ["/", "/learning/"] {
            assert_eq!([scoped, scope].concat(), scoped_key(key, scope));
        }
        assert_eq!(before, key);
    }
}

#[test]
fn the_page_takes_the_markup_between_its_markers_again_and_again() {
    let catalog = catalog::parse(HOSTILE).unwrap();
    let page = format!(
        "<head><meta name=\"description\" content=\"old\" /><title>Old</title>\
         {FEEDS_START}{FEEDS_END}\
         <script data-progress-keys=\"\" data-seen-keys=\"\"></script></head>\
         <header>{MASTHEAD_START}{MASTHEAD_END}</header>\
         <main><div id=\"catalog\">{START}{END}</div>\
         <dialog data-site=\"\"></dialog></main>"
    );
    let once = fill_page(&page, &catalog, "<h1>1</h1>", "<p>first</p>").unwrap();
    let twice = fill_page(&once, &catalog, "<h1>2</h1>", "<p>second</p>").unwrap();
    assert_eq!(
        twice,
        format!(
            "<head><meta name=\"description\" content=\"&quot;quoted&quot; &lt;i&gt;\" />\
             <title>Tom &amp; Jerry &lt;b&gt;</title>\
             {FEEDS_START}<link rel=\"alternate\" type=\"application/atom+xml\" \
             href=\"feeds/xss.xml\" title=\"&lt;script&gt;alert(1)&lt;/script&gt;\" />{FEEDS_END}\
             <script data-progress-keys=\"{PROGRESS_KEY}@ {PROGRESS_KEY}\" \
             data-seen-keys=\"{SEEN_KEY}@ {SEEN_KEY}\"></script></head>\
             <header>{MASTHEAD_START}<h1>2</h1>{MASTHEAD_END}</header>\
             <main><div id=\"catalog\">{START}<p>second</p>{END}</div>\
             <dialog data-site=\"\"></dialog></main>"
        )
    );
}

#[test]
fn a_page_without_markers_is_refused() {
    let catalog = catalog::parse(HOSTILE).unwrap();
    let page = "<title>x</title><meta name=\"description\" content=\"\" />\
                <script data-progress-keys=\"\"></script><main></main>";
    assert!(matches!(
        fill_page(page, &catalog, "", "<p></p>"),
        Err(NoPlace(_))
    ));
    let no_banner = format!("{page}{START}{END}{FEEDS_START}{FEEDS_END}");
    assert!(matches!(
        fill_page(&no_banner, &catalog, "", "<p></p>"),
        Err(NoPlace(_))
    ));
    let no_key = format!(
        "<title>x</title><meta name=\"description\" content=\"\" />\
         {MASTHEAD_START}{MASTHEAD_END}{START}{END}{FEEDS_START}{FEEDS_END}"
    );
    assert_eq!(
        fill_page(&no_key, &catalog, "", "<p></p>"),
        Err(NoPlace(
            "the page's start-up script has no data-progress-keys attribute"
        ))
    );
    let no_seen_key = format!(
        "<title>x</title><meta name=\"description\" content=\"\" />\
         <script data-progress-keys=\"\"></script>{MASTHEAD_START}{MASTHEAD_END}{START}{END}{FEEDS_START}{FEEDS_END}"
    );
    assert_eq!(
        fill_page(&no_seen_key, &catalog, "", "<p></p>"),
        Err(NoPlace(
            "the page's start-up script has no data-seen-keys attribute"
        ))
    );
    let no_site = no_seen_key.replace("<script ", "<script data-seen-keys=\"\" ");
    assert_eq!(
        fill_page(&no_site, &catalog, "", "<p></p>"),
        Err(NoPlace(
            "the page's follow dialog has no data-site attribute"
        ))
    );
}

/// The binary the finishing pipeline and the author kit run (compiled to
/// WebAssembly there), building from a page of its own: its exit, and the
/// files of the one file it writes, by name.
fn run_kit_build(
    page: &Path,
    catalog: &str,
    site: Option<&str>,
) -> (Output, Vec<(String, String)>) {
    let catalog_path = page.with_extension("json");
    let out = page.with_extension("built");
    let interface = page.with_extension("interface");
    std::fs::write(&catalog_path, catalog).unwrap();
    std::fs::write(&interface, common::english_compiled()).unwrap();
    let _ = std::fs::remove_file(&out);
    let output = Command::new(env!("CARGO_BIN_EXE_kit"))
        .arg("build")
        .args([page, &catalog_path, &out])
        .arg("--interface")
        .arg(&interface)
        .args(site.map(|site| ["--site", site]).into_iter().flatten())
        .output()
        .unwrap();
    let mut files = Vec::new();
    let bytes = std::fs::read(&out).unwrap_or_default();
    let mut rest = &bytes[..];
    while !rest.is_empty() {
        let line = |rest: &mut &[u8]| {
            let end = rest.iter().position(|&b| b == b'\n').unwrap();
            let text = String::from_utf8(rest[..end].to_vec()).unwrap();
            *rest = &rest[end + 1..];
            text
        };
        let name = line(&mut rest);
        let length: usize = line(&mut rest).parse().unwrap();
        files.push((name, String::from_utf8(rest[..length].to_vec()).unwrap()));
        rest = &rest[length..];
    }
    (output, files)
}

fn empty_page(dir: &Path) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let page = dir.join("index.html");
    std::fs::write(
        &page,
        format!(
            "<title></title><meta name=\"description\" content=\"\" />\
             {FEEDS_START}{FEEDS_END}<script data-progress-keys=\"\" data-seen-keys=\"\"></script>\
             {MASTHEAD_START}{MASTHEAD_END}{START}{END}<dialog data-site=\"\"></dialog>"
        ),
    )
    .unwrap();
    page
}

#[test]
fn the_binary_renders_into_the_page_and_refuses_a_broken_catalog() {
    common::english();
    let dir = std::env::temp_dir().join(format!("prerender-test-{}", std::process::id()));
    let page = empty_page(&dir);
    let series = bundled().series.clone();

    // Saved with a byte order mark, as editors on Windows do: the catalog
    // comes back as it was read.
    let bundled = format!(
        "\u{feff}{}",
        std::fs::read_to_string("public/catalog.json").unwrap()
    );
    let (out, files) = run_kit_build(&page, &bundled, None);
    assert!(out.status.success(), "{out:?}");
    let names: Vec<&str> = files.iter().map(|(name, _)| name.as_str()).collect();
    let (page_name, catalog_name) = (page.display().to_string(), page.with_extension("json"));
    let mut expected = vec![
        page_name,
        catalog_name.display().to_string(),
        "feed.xml".into(),
    ];
    expected.extend(series.iter().map(|s| format!("feeds/{}.xml", s.id)));
    assert_eq!(names, expected);
    let xss = ids::series_title("xss");
    assert!(files[0].1.contains("<article") && !files[0].1.contains(&xss));
    assert_eq!(files[1].1, bundled);
    assert!(
        String::from_utf8_lossy(&out.stdout).starts_with("ok: "),
        "as check says it"
    );

    let (out, files) = run_kit_build(&page, HOSTILE, None);
    assert!(out.status.success(), "{out:?}");
    assert!(files[0].1.contains(&format!("<h3 id=\"{xss}\"")));
    assert_eq!(files[0].1.matches(START).count(), 1);

    let broken = HOSTILE.replace("\"id\": \"two\"", "\"id\": \"one\"");
    let (out, files) = run_kit_build(&page, &broken, None);
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    // As `check` says it: the place, its line and column, the first use.
    assert!(
        said.contains(
            ":10:15: error: series 1 \"xss\" \u{203a} part 2 \"one\" \u{203a} id: duplicate id \"one\", \
             first used by series 1 \"xss\" \u{203a} part 1 \"one\""
        ),
        "{said}"
    );
    assert!(files.is_empty(), "nothing written");

    let (out, _) = run_kit_build(&dir.join("missing.html"), HOSTILE, None);
    assert_eq!(out.status.code(), Some(2));

    // No interface the pipeline compiled: nothing to say it in.
    let out = dir.join("speechless.built");
    let good = dir.join("good.json");
    std::fs::copy("public/catalog.json", &good).unwrap();
    let speechless = Command::new(env!("CARGO_BIN_EXE_kit"))
        .arg("build")
        .args([&page, &good, &out])
        .args(["--interface", "no-such-interface.json"])
        .output()
        .unwrap();
    assert_eq!(speechless.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&speechless.stderr)
            .contains("no-such-interface.json: not an interface this build reads")
    );
    assert!(!out.exists(), "nothing written");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_site_given_to_build_names_the_feed_and_a_bad_one_is_refused() {
    common::english();
    let dir = std::env::temp_dir().join(format!("render-site-{}", std::process::id()));
    let page = empty_page(&dir);
    let (out, files) = run_kit_build(&page, HOSTILE, Some("https://example.org/learning/"));
    assert!(out.status.success(), "{out:?}");
    let feed = &files.iter().find(|(name, _)| name == "feed.xml").unwrap().1;
    assert!(
        feed.contains("<id>https://example.org/learning/feed.xml</id>"),
        "{feed}"
    );
    assert!(
        files
            .iter()
            .any(|(name, _)| name.starts_with("series-box/xss/"))
    );

    let (out, files) = run_kit_build(&page, HOSTILE, Some("example.org/learning"));
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a whole http(s) address"));
    assert!(files.is_empty(), "nothing written");
    std::fs::remove_dir_all(&dir).unwrap();
}
