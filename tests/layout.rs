//! `docs/architecture.md` against the tree: every file under `src/` is
//! named at its place in its layout and nothing else is, every test file
//! is named; the modules' imports run downwards: a module under `src/`
//! imports only from the modules above it in the layout's list (the order
//! is the document's, so the list is the one source of the layers); every
//! Rust type and function it names exists, and it names every state type.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn architecture() -> String {
    fs::read_to_string(root().join("docs/architecture.md")).unwrap()
}

/// The layout block, from `## Layout` to the end of its code block.
fn layout() -> String {
    let document = architecture();
    let from = document
        .find("## Layout")
        .expect("the document has a layout");
    let block = &document[from..];
    let start = block.find("```\n").expect("the layout is a code block") + 4;
    let end = start + block[start..].find("```").expect("the code block ends");
    block[start..end].to_string()
}

/// The lines of the layout under the top-level entry `name` (as `src/`),
/// up to the next top-level entry.
fn section(layout: &str, name: &str) -> Vec<String> {
    let mut lines = layout.lines().skip_while(|l| !l.starts_with(name));
    lines
        .next()
        .unwrap_or_else(|| panic!("the layout has {name}"));
    lines
        .take_while(|l| l.starts_with(' '))
        .map(str::to_string)
        .collect()
}

/// The paths the layout names under `src/`, in its order: an entry is a
/// file or folder name at an indentation of two spaces per level;
/// deeper-indented lines go on describing the entry above.
fn named_in_src(layout: &str) -> Vec<String> {
    let mut folders: Vec<String> = Vec::new();
    let mut named = Vec::new();
    for line in section(layout, "src/") {
        let indent = line.len() - line.trim_start().len();
        let name = line.split_whitespace().next().unwrap_or("");
        let entry = indent % 2 == 0
            && (2..=8).contains(&indent)
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c));
        if !entry {
            continue;
        }
        let depth = indent / 2 - 1;
        folders.truncate(depth);
        let path = [folders.concat(), name.to_string()].concat();
        if name.ends_with('/') {
            folders.push(name.to_string());
        } else {
            named.push(path);
        }
    }
    named
}

/// Every file under `dir`, by its path from `dir`.
fn files_under(dir: &Path) -> BTreeSet<String> {
    let mut files = BTreeSet::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let relative = path.strip_prefix(dir).unwrap();
                files.insert(relative.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    files
}

#[test]
fn the_layout_names_every_file_under_src_and_only_those() {
    let named: BTreeSet<String> = named_in_src(&layout()).into_iter().collect();
    let present = files_under(&root().join("src"));
    let unnamed: Vec<_> = present.difference(&named).collect();
    let gone: Vec<_> = named.difference(&present).collect();
    assert!(
        unnamed.is_empty(),
        "in src/, not in the layout: {unnamed:?}"
    );
    assert!(gone.is_empty(), "in the layout, not in src/: {gone:?}");
}

#[test]
fn the_layout_names_every_test_file() {
    let words: BTreeSet<String> = section(&layout(), "tests/")
        .join(" ")
        .split(|c: char| !(c.is_ascii_alphanumeric() || "_-.".contains(c)))
        .map(|w| w.trim_end_matches('.').to_string())
        .collect();
    let tests = root().join("tests");
    let unnamed: Vec<String> = files_under(&tests)
        .into_iter()
        .filter(|path| !path.starts_with("fixtures/"))
        .filter(|path| {
            let name = path.rsplit('/').next().unwrap();
            let stem = name.strip_suffix(".spec.js").unwrap_or(name);
            !words.contains(name) && !words.contains(stem)
        })
        .collect();
    assert!(
        unnamed.is_empty(),
        "in tests/, not in the layout: {unnamed:?}"
    );
}

/// The module a file under `src/` belongs to at the top: `catalog` for
/// `catalog/feed.rs`, `ids` for `ids.rs`.
fn top_module(path: &str) -> &str {
    let first = path.split('/').next().unwrap();
    first.strip_suffix(".rs").unwrap_or(first)
}

#[test]
fn imports_run_downwards() {
    let order: Vec<String> = named_in_src(&layout())
        .iter()
        .map(|path| top_module(path).to_string())
        .fold(Vec::new(), |mut order, module| {
            if !order.contains(&module) {
                order.push(module);
            }
            order
        });
    let rank = |module: &str| order.iter().position(|m| m == module);
    let mut upward = Vec::new();
    for path in files_under(&root().join("src")) {
        let own = top_module(&path);
        // The crate's roots: the library's index, and the binaries, which
        // use the library by its name.
        if !path.ends_with(".rs") || ["lib", "main", "bin"].contains(&own) {
            continue;
        }
        let text = fs::read_to_string(root().join("src").join(&path)).unwrap();
        for (at, _) in text.match_indices("crate::") {
            let rest = &text[at + "crate::".len()..];
            let used: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if used.is_empty() || used == own {
                continue;
            }
            let (Some(from), Some(to)) = (rank(own), rank(&used)) else {
                upward.push(format!("{path}: crate::{used} (not in the layout)"));
                continue;
            };
            if to > from {
                upward.push(format!("{path}: crate::{used}"));
            }
        }
    }
    upward.dedup();
    assert!(upward.is_empty(), "imports from a module below: {upward:?}");
}

#[test]
fn the_check_of_imports_sees_the_layers() {
    let order = named_in_src(&layout());
    let at = |path: &str| order.iter().position(|p| p == path).unwrap();
    assert!(at("ids.rs") < at("catalog/types.rs"));
    assert!(at("catalog/types.rs") < at("kept/progress.rs"));
    assert!(at("kept/progress.rs") < at("finding/search.rs"));
    assert!(at("browser/dom.rs") < at("state/marks.rs"));
    assert!(at("state/marks.rs") < at("components/series_card.rs"));
    assert!(at("components/series_card.rs") < at("app.rs"));
}

/// Every Rust source under `src/`, as one text.
fn sources() -> String {
    files_under(&root().join("src"))
        .into_iter()
        .filter(|path| path.ends_with(".rs"))
        .map(|path| fs::read_to_string(root().join("src").join(path)).unwrap())
        .collect()
}

#[test]
fn components_take_the_state_through_one_function() {
    // `expect_context` at each use costs the wasm 1.5 KB of brotli
    // (src/components/provided.rs).
    let uses = sources().matches("expect_context::").count()
        + sources().matches("expect_context()").count();
    assert_eq!(uses, 0, "use components::provided");
}

/// The names the document writes in backticks that look like a Rust type
/// (`Marks`), or a type and its function (`Reader::first_visit`).
fn named_types() -> BTreeSet<String> {
    architecture()
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|code| {
            let (ty, function) = code.split_once("::").unwrap_or((code, ""));
            ty.starts_with(|c: char| c.is_ascii_uppercase())
                && ty.chars().all(|c| c.is_ascii_alphanumeric())
                && function.chars().all(|c| c.is_ascii_lowercase() || c == '_')
        })
        .map(str::to_string)
        .collect()
}

/// What the document names from outside the crate: the web platform's and
/// `reactive_graph`'s.
const FROM_ELSEWHERE: [&str; 3] = ["AbortController", "Selector", "WebAssembly"];

#[test]
fn every_type_the_document_names_exists() {
    let sources = sources();
    let defines = |name: &str| {
        ["struct", "enum", "trait", "type", "fn"]
            .iter()
            .any(|kind| sources.contains(&format!("{kind} {name}")))
    };
    let gone: Vec<String> = named_types()
        .into_iter()
        .filter(|name| !FROM_ELSEWHERE.contains(&name.as_str()))
        .filter(|name| {
            let (ty, function) = name.split_once("::").unwrap_or((name, ""));
            !defines(ty) || (!function.is_empty() && !defines(function))
        })
        .collect();
    assert!(
        gone.is_empty(),
        "named in docs/architecture.md, not in src/: {gone:?}"
    );
}

#[test]
fn the_document_names_every_state_type() {
    let named = named_types();
    let unnamed: Vec<String> = files_under(&root().join("src/state"))
        .into_iter()
        .flat_map(|path| {
            let text = fs::read_to_string(root().join("src/state").join(path)).unwrap();
            text.lines()
                .filter_map(|line| line.strip_prefix("pub struct "))
                .map(|rest| {
                    rest.chars()
                        .take_while(char::is_ascii_alphanumeric)
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
        })
        .filter(|name| !named.contains(name))
        .collect();
    assert!(
        unnamed.is_empty(),
        "state types docs/architecture.md does not name: {unnamed:?}"
    );
}

#[test]
fn the_check_of_names_sees_them() {
    let named = named_types();
    assert!(named.contains("Marks") && named.contains("Reader::first_visit"));
    assert!(!named.contains("Arc<Series>") && !named.contains("cfg(browser)"));
}
