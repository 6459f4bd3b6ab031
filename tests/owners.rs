//! One owner per rule: a rule that Rust and JavaScript both need is
//! written once, in Rust, and JavaScript gets its results as data, save
//! where a copy is held to the Rust by a differential test. This reads
//! every JavaScript source the project ships or builds with (the page's
//! scripts and its inline start-up script, the series box's, the
//! pipeline, the package, the benchmark; not the tests) and fails where
//! a second copy appears: an HTML/XML escaper other than the browser's
//! (`follow.js`, held by `tests/follow.rs`) and the pipeline's
//! (`scripts/pipeline/markup.js`, held by `tests/html.rs`), the emphasis
//! grammar or the word table (`src/catalog/emphasis.rs`,
//! `src/word_chars.rs`), or a writer of the progress document (the app
//! alone writes it: what a script keeps is under a key Rust hands it).
//! Each check is also shown a copy it must find, so none passes by
//! seeing nothing.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every JavaScript source outside the tests, by its path from the root,
/// with its text (the page's inline start-up script within `index.html`).
fn sources() -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut folders = vec![root().to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path: PathBuf = entry.unwrap().path();
            let name = path
                .strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .to_string();
            // Built, installed or left by a test run; the tests; the docs.
            let skipped = [
                "node_modules",
                "target",
                "dist",
                "tests",
                "docs",
                "test-results",
                "playwright-report",
            ];
            let file_name = path.file_name().unwrap().to_string_lossy().to_string();
            if path.is_dir() {
                if !skipped.contains(&file_name.as_str()) && !file_name.starts_with('.') {
                    folders.push(path);
                }
            } else if [".js", ".mjs", "index.html"]
                .iter()
                .any(|end| name.ends_with(end))
            {
                found.push((name, fs::read_to_string(&path).unwrap()));
            }
        }
    }
    found.sort();
    found
}

/// Whether `text` escapes or unescapes HTML by hand: it names one of the
/// references an escaper writes, as a string.
fn escapes(text: &str) -> bool {
    ["'&amp;'", "\"&amp;\"", "'&lt;'", "\"&lt;\""]
        .iter()
        .any(|reference| text.contains(reference))
}

/// Whether `text` holds the emphasis grammar: the code of its own, or its
/// escaped asterisk (`\*`, which only emphasis reads).
fn reads_emphasis(text: &str) -> bool {
    let code: String = text
        .lines()
        .filter(|line| {
            let line = line.trim_start();
            !(line.starts_with("//") || line.starts_with('*') || line.starts_with("/*"))
        })
        .collect::<Vec<_>>()
        .join("\n");
    code.to_lowercase().contains("emphasis") || code.contains("'\\\\*'")
}

/// The word table's ranges beyond Latin-1, as a JavaScript regular
/// expression writes them (`\u2000-\u206f`), from `src/word_chars.rs`.
fn word_table_ranges() -> Vec<String> {
    let table = fs::read_to_string(root().join("src/word_chars.rs")).unwrap();
    let written = |hex: &str| match hex.len() {
        4 => format!("\\u{hex}"),
        _ => format!("\\u{{{hex}}}"),
    };
    table
        .lines()
        .filter_map(|line| {
            let line = line.trim().strip_prefix("('\\u{")?;
            let (first, rest) = line.split_once("}', '\\u{")?;
            let last = rest.split_once('}')?.0;
            (first.len() >= 4 && first != last)
                .then(|| format!("{}-{}", written(first), written(last)))
        })
        .collect()
}

/// Whether `text` holds the word table: two or more of its ranges.
fn has_word_table(text: &str, ranges: &[String]) -> bool {
    ranges
        .iter()
        .filter(|range| text.contains(range.as_str()))
        .count()
        >= 2
}

/// What each `localStorage.setItem(` in `text` writes under: its first
/// argument, as written.
fn written_keys(text: &str) -> Vec<String> {
    text.match_indices("localStorage.setItem(")
        .map(|(at, call)| {
            let rest = &text[at + call.len()..];
            rest[..rest.find(',').unwrap_or(rest.len())]
                .trim()
                .to_string()
        })
        .collect()
}

/// The keys scripts may write, each a key Rust hands the script or the
/// script's own: the day of the last copy and the theme (`page.js`), and
/// the marks a series' own page leaves for the app (`series-box.js`,
/// under `data-ls-own-marks`).
const WRITTEN: &[(&str, &str)] = &[
    ("page.js", "copied"),
    ("page.js", "themeKey"),
    ("public/series-box/series-box.js", "found.key"),
];

#[test]
fn html_is_escaped_by_one_script_in_the_browser_and_one_in_the_build() {
    let escaping: Vec<String> = sources()
        .into_iter()
        .filter(|(_, text)| escapes(text))
        .map(|(name, _)| name)
        .collect();
    assert_eq!(escaping, ["follow.js", "scripts/pipeline/markup.js"]);
}

#[test]
fn no_script_reads_emphasis_or_holds_the_word_table() {
    let ranges = word_table_ranges();
    let copies: Vec<String> = sources()
        .into_iter()
        .filter(|(_, text)| reads_emphasis(text) || has_word_table(text, &ranges))
        .map(|(name, _)| name)
        .collect();
    assert!(
        copies.is_empty(),
        "the emphasis grammar or the word table in {copies:?}"
    );
}

#[test]
fn no_script_writes_the_progress_document() {
    let mut writes = Vec::new();
    for (name, text) in sources() {
        assert!(
            !text.contains("progress/v1"),
            "{name} names the progress document's key: scripts are handed their keys by Rust"
        );
        writes.extend(
            written_keys(&text)
                .into_iter()
                .map(|key| (name.clone(), key)),
        );
    }
    let allowed: Vec<(String, String)> = WRITTEN
        .iter()
        .map(|(name, key)| (name.to_string(), key.to_string()))
        .collect();
    assert_eq!(
        writes, allowed,
        "what scripts write under, against the keys they may write"
    );
}

/// What follow.js held before the app handed it plain titles: each check
/// finds its copy there.
const FORMER_FOLLOW: &str = r#"
/** What is not a word's character beyond ASCII (src/word_chars.rs). */
const NOT_WORDS = /^[\x80-\xa9\xab-\xb1\xb4\xb6-\xb8\xbb\xbf\xd7\xf7\u2000-\u206f\u20a0-\u20cf\u2190-\u245f\u2500-\u2bff\u2e00-\u2e2e\u2e30-\u2e7f\u3000-\u3004\u3008-\u3020\ufe10-\ufe6f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u{1f000}-\u{1f0ff}\u{1f300}-\u{1faff}]$/u;
const unescaped = (text) => text.split('\\*').join('*');
function emphasisIn(text) {}
const xml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
localStorage.setItem(found.key, JSON.stringify(doc));
"#;

#[test]
fn each_check_finds_a_copy_where_there_is_one() {
    let ranges = word_table_ranges();
    assert!(ranges.len() >= 10, "{ranges:?}");
    assert!(has_word_table(FORMER_FOLLOW, &ranges));
    assert!(reads_emphasis(FORMER_FOLLOW));
    assert!(!reads_emphasis(
        "// emphasis, in a comment alone\nconst a = 1;"
    ));
    assert!(escapes(FORMER_FOLLOW));
    assert_eq!(written_keys(FORMER_FOLLOW), ["found.key"]);
    let names: Vec<String> = sources().into_iter().map(|(name, _)| name).collect();
    for shipped in [
        "index.html",
        "page.js",
        "follow.js",
        "public/series-box/series-box.js",
        "scripts/pipeline/interface.js",
    ] {
        assert!(
            names.iter().any(|name| name == shipped),
            "{shipped} read: {names:?}"
        );
    }
}
