//! The class list (`src/classes.rs`) against everything that reads or
//! writes a class: every class a script, a test or the app's own look-ups
//! select by is in the list; every class in the list is written by
//! someone; Rust code and markup written as strings write a listed class
//! only through `class!`; and every class the stylesheets style is
//! written by the page, its scripts or the series box.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The files under `dir` (relative to the root) whose names end with
/// `ending`, at any depth.
fn files(dir: &str, ending: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![root().join(dir)];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.to_string_lossy().ends_with(ending) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// The list: each arm of `class!`, its name and its literal alike.
fn listed() -> BTreeSet<String> {
    let source = read(&root().join("src/classes.rs"));
    let mut names = BTreeSet::new();
    for line in source.lines().map(str::trim) {
        let Some(arm) = line.strip_prefix('(') else {
            continue;
        };
        let (name, rest) = arm.split_once(") => { \"").expect("an arm on one line");
        let literal = rest.strip_suffix("\" };").expect("an arm on one line");
        assert_eq!(
            name.replace('_', "-"),
            literal,
            "the arm of {name} gives its own name, hyphens for underscores"
        );
        names.insert(literal.to_string());
    }
    names
}

/// What HTML calls its elements, as a selector may put one before a class
/// (`li.part`); any other word before a dot is not a selector
/// (`catalog.json`).
const TAGS: &[&str] = &[
    "a", "article", "button", "details", "dialog", "div", "form", "h2", "h3", "html", "input",
    "label", "li", "nav", "ol", "p", "section", "span", "summary", "textarea", "ul",
];

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// The classes a CSS selector names: `.name` at the start, after a
/// combinator or punctuation, or after an element's name.
fn classes_in(selector: &str) -> Vec<String> {
    let chars: Vec<char> = selector.chars().collect();
    let mut classes = Vec::new();
    for at in 0..chars.len() {
        if chars[at] != '.' || !chars.get(at + 1).is_some_and(char::is_ascii_alphabetic) {
            continue;
        }
        let word_start = (0..at)
            .rev()
            .find(|&i| !chars[i].is_ascii_alphanumeric())
            .map_or(0, |i| i + 1);
        let before: String = chars[word_start..at].iter().collect();
        let after_name = word_start == 0 || !is_name_char(chars[word_start - 1]);
        let after_tag = after_name && TAGS.contains(&before.as_str());
        let on_its_own = before.is_empty() && !(at > 0 && is_name_char(chars[at - 1]));
        if !(after_tag || on_its_own) {
            continue;
        }
        let name: String = chars[at + 1..]
            .iter()
            .take_while(|c| is_name_char(**c))
            .collect();
        classes.push(name);
    }
    classes
}

/// The string literal at the start of `text` (after blanks), if any:
/// quoted with ', " or `.
fn literal_at(text: &str) -> Option<&str> {
    let text = text.trim_start();
    let quote = text.chars().next().filter(|c| "'\"`".contains(*c))?;
    let body = &text[1..];
    let mut escaped = false;
    for (at, c) in body.char_indices() {
        match c {
            '\\' if !escaped => escaped = true,
            c if c == quote && !escaped => return Some(&body[..at]),
            _ => escaped = false,
        }
    }
    None
}

/// The selectors a script or a test hands to the DOM or to Playwright:
/// the first string argument of each call that takes one.
fn selectors_in_script(text: &str) -> Vec<String> {
    const CALLS: &[&str] = &[
        "querySelector(",
        "querySelectorAll(",
        "closest(",
        "matches(",
        "locator(",
        "$(",
        "$$(",
        "$eval(",
        "$$eval(",
        "waitForSelector(",
    ];
    let mut selectors = Vec::new();
    for call in CALLS {
        for (at, _) in text.match_indices(call) {
            let preceded = text[..at].chars().next_back();
            if preceded.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
                continue;
            }
            if let Some(selector) = literal_at(&text[at + call.len()..]) {
                selectors.push(selector.to_string());
            }
        }
    }
    selectors
}

/// Every string literal of a Rust source, comments left out.
fn rust_literals(text: &str) -> Vec<String> {
    let mut literals = Vec::new();
    for line in text.lines() {
        let mut rest = line;
        loop {
            let quote = rest.find('"');
            let comment = rest.find("//");
            match (quote, comment) {
                (Some(q), Some(c)) if c < q => break,
                (None, _) => break,
                (Some(q), _) => {
                    let char_literal = rest[..q].ends_with('\'') && rest[q + 1..].starts_with('\'');
                    if char_literal {
                        rest = &rest[q + 2..];
                        continue;
                    }
                    let Some(literal) = literal_at(&rest[q..]) else {
                        break;
                    };
                    literals.push(literal.to_string());
                    rest = &rest[q + literal.len() + 2..];
                }
            }
        }
    }
    literals
}

/// A Rust literal that reads as a selector: only what selectors are made
/// of, and a class in it.
fn rust_selector(literal: &str) -> bool {
    literal
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || " .#-_:>,()[]=*".contains(c))
        && !classes_in(literal).is_empty()
}

/// The page's own scripts, which write classes as well as select by them:
/// its markup and start-up script, page.js and the modules it loads (and
/// the words one puts in), the series box's script.
fn page_scripts() -> Vec<(PathBuf, String)> {
    let mut paths = [
        "index.html",
        "page.js",
        "send.js",
        "follow.js",
        "follow.html",
    ]
    .map(|file| root().join(file))
    .to_vec();
    paths.extend(files("public/series-box", ".js"));
    paths.into_iter().map(|p| (p.clone(), read(&p))).collect()
}

/// Everything that selects by class in JavaScript: the page's scripts
/// and the tests.
fn scripts() -> Vec<(PathBuf, String)> {
    let mut all = page_scripts();
    for path in files("tests/e2e", ".js")
        .into_iter()
        .chain(files("tests/engines", ".js"))
    {
        all.push((path.clone(), read(&path)));
    }
    all
}

fn rust_sources() -> Vec<(PathBuf, String)> {
    files("src", ".rs")
        .into_iter()
        .filter(|p| !p.ends_with("classes.rs"))
        .map(|p| (p.clone(), read(&p)))
        .collect()
}

/// The browser shell's sources, where the app looks elements up (the
/// core's strings hold no selectors, but paths such as `series[0].id`).
fn shell_sources() -> Vec<(PathBuf, String)> {
    let shell = [
        "src/app.rs",
        "src/browser/",
        "src/components/",
        "src/state/",
    ];
    rust_sources()
        .into_iter()
        .filter(|(p, _)| {
            shell
                .iter()
                .any(|s| p.starts_with(root().join(s)) || p.ends_with(s))
        })
        .collect()
}

#[test]
fn every_class_a_script_a_test_or_the_app_selects_by_is_listed() {
    let listed = listed();
    let mut unlisted = Vec::new();
    for (path, text) in scripts() {
        for selector in selectors_in_script(&text) {
            for class in classes_in(&selector) {
                if !listed.contains(&class) {
                    unlisted.push(format!("{}: {class} (in {selector:?})", path.display()));
                }
            }
        }
    }
    for (path, text) in shell_sources() {
        for literal in rust_literals(&text)
            .into_iter()
            .filter(|l| rust_selector(l))
        {
            for class in classes_in(&literal) {
                if !listed.contains(&class) {
                    unlisted.push(format!("{}: {class} (in {literal:?})", path.display()));
                }
            }
        }
    }
    assert!(unlisted.is_empty(), "not in src/classes.rs: {unlisted:#?}");
}

/// Each literal argument of the calls `call` at the start of `text`
/// (`add('app', 'starting')`), or the literal assigned.
fn literal_arguments(mut rest: &str) -> Vec<&str> {
    let mut values = Vec::new();
    while let Some(value) = literal_at(rest) {
        values.push(value);
        rest = rest.trim_start()[value.len() + 2..].trim_start();
        match rest.strip_prefix(',') {
            Some(next) => rest = next,
            None => break,
        }
    }
    values
}

/// The classes a text writes: in `class` attributes (of HTML, of `view!`,
/// escaped in Rust strings), through `class!`, Leptos' `class:name`, and
/// the DOM's `classList` and `className`.
fn written_in(text: &str) -> BTreeSet<String> {
    let mut written = BTreeSet::new();
    for start in ["class=\"", "class=\\\""] {
        for (at, _) in text.match_indices(start) {
            let value = &text[at + start.len()..];
            let value = &value[..value.find(['"', '\\']).unwrap_or(0)];
            written.extend(value.split_whitespace().map(str::to_string));
        }
    }
    for (start, end) in [("class!(", ")"), ("class:", "=")] {
        for (at, _) in text.match_indices(start) {
            if let Some((name, _)) = text[at + start.len()..].split_once(end) {
                written.insert(name.replace('_', "-"));
            }
        }
    }
    for call in ["classList.add(", "classList.toggle(", "className = "] {
        for (at, _) in text.match_indices(call) {
            let values = literal_arguments(&text[at + call.len()..]);
            written.extend(values.into_iter().map(str::to_string));
        }
    }
    written
}

/// Every class the page writes: the app and the series box (Rust), the
/// page's markup and its scripts.
fn written() -> BTreeSet<String> {
    rust_sources()
        .into_iter()
        .chain(page_scripts())
        .flat_map(|(_, text)| written_in(&text))
        .collect()
}

#[test]
fn every_listed_class_is_written_and_rust_writes_it_through_the_list() {
    let written = written();
    let unwritten: Vec<_> = listed()
        .into_iter()
        .filter(|c| !written.contains(c))
        .collect();
    assert!(
        unwritten.is_empty(),
        "listed, written by no one: {unwritten:?}"
    );
    // Outside `view!`: in markup written as strings anywhere, and in the
    // browser shell's code (a class handed to a call, or chosen).
    let shell: Vec<_> = shell_sources().into_iter().map(|(p, _)| p).collect();
    let mut raw = Vec::new();
    for (path, text) in rust_sources() {
        for class in &listed() {
            let mut spellings = vec![format!("class=\\\"{class}\\\"")];
            if shell.contains(&path) {
                spellings.extend([format!("(\"{class}\")"), format!("=> \"{class}\"")]);
            }
            for spelled in spellings.iter().filter(|s| text.contains(s.as_str())) {
                raw.push(format!("{}: {spelled}", path.display()));
            }
        }
    }
    assert!(raw.is_empty(), "write these with class!(…): {raw:#?}");
}

/// The classes a stylesheet styles: its text without comments and
/// strings, read as selectors.
fn styled(path: &Path) -> BTreeSet<String> {
    let mut text = read(path);
    while let Some(start) = text.find("/*") {
        let end = start + text[start..].find("*/").expect("a comment ends") + 2;
        text.replace_range(start..end, " ");
    }
    let mut plain = String::new();
    let mut quote = None;
    for c in text.chars() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, c) => plain.push(c),
            _ => {}
        }
    }
    classes_in(&plain).into_iter().collect()
}

/// Classes the series box's stylesheet reads from the author's page, as
/// themes set them on its root (`html.dark`), not from this app.
const SET_BY_THE_AUTHORS_PAGE: &[&str] = &["dark", "light"];

#[test]
fn every_class_the_stylesheets_style_is_written() {
    let written = written();
    let mut dead = Vec::new();
    let sheets = [root().join("style/main.css")]
        .into_iter()
        .chain(files("public/series-box", ".css"));
    for sheet in sheets {
        for class in styled(&sheet) {
            if !written.contains(&class) && !SET_BY_THE_AUTHORS_PAGE.contains(&class.as_str()) {
                dead.push(format!("{}: .{class}", sheet.display()));
            }
        }
    }
    assert!(dead.is_empty(), "styled, written by no one: {dead:#?}");
}

#[test]
fn the_checks_see_classes_where_selectors_name_them() {
    assert_eq!(
        classes_in("li.part > .note-field, catalog.json, x-li.no, 0.5rem :is(.a)"),
        ["part", "note-field", "a"]
    );
    assert_eq!(
        selectors_in_script(
            "el.closest('li.part'); page.locator(`.series h3`); x.myclosest('.no')"
        ),
        ["li.part", ".series h3"]
    );
    assert_eq!(
        rust_literals("find(&row, \"li.part\"); // \"not.this\"\nlet q = '\"'; \"a\\\"b\""),
        ["li.part", "a\\\"b"]
    );
    assert!(rust_selector(".continue .go") && !rust_selector("Saved. 3 left."));
    assert!(listed().contains("part"));
}
