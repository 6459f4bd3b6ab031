//! What native tests share; each test binary uses part of it.
#![allow(dead_code)]

use std::sync::{Once, OnceLock};

use learning_series::catalog::{self, Catalog};
use learning_series::interface::Interface;

/// The seed catalog, as the fixture holds it.
pub fn seed() -> Catalog {
    catalog::parse(&std::fs::read_to_string("tests/fixtures/seed-catalog.json").unwrap()).unwrap()
}

/// The English interface, as the finishing pipeline compiles it into the
/// page (`scripts/pipeline/interface.js`).
pub fn english_compiled() -> &'static str {
    static COMPILED: OnceLock<String> = OnceLock::new();
    COMPILED.get_or_init(|| {
        let compiled = std::process::Command::new("node")
            .args(["scripts/pipeline/interface.js", "en"])
            .output()
            .expect("node runs the interface's compiler");
        assert!(compiled.status.success(), "{compiled:?}");
        String::from_utf8(compiled.stdout).unwrap()
    })
}

/// Installs the English interface, once for the test process.
pub fn english() {
    static INSTALLED: Once = Once::new();
    INSTALLED.call_once(|| {
        Interface::read_with_boxes(english_compiled())
            .expect("the compiler writes an interface")
            .install()
            .expect("no other interface is installed");
    });
}

/// The stylesheets the reader and the series box are drawn with.
pub const STYLESHEETS: &[&str] = &["style/main.css", "public/series-box/series-box.css"];

/// `css` without its comments.
pub fn without_comments(css: &str) -> String {
    let mut text = String::new();
    let mut rest = css;
    while let Some(open) = rest.find("/*") {
        text.push_str(&rest[..open]);
        rest = rest[open..].split_once("*/").map_or("", |(_, after)| after);
    }
    text.push_str(rest);
    text
}

/// What Node answers, run with `args` in the project's folder (and the
/// time zone `tz`), to each value given it as a line of JSON on its
/// standard input: a line of JSON out for each, read back.
pub fn node_answers(
    args: &[&str],
    tz: &str,
    values: &[serde_json::Value],
) -> Vec<serde_json::Value> {
    use std::io::Write;
    use std::process::{Command, Stdio};

    let mut node = Command::new("node")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("TZ", tz)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("node runs");
    let input: Vec<String> = values.iter().map(serde_json::Value::to_string).collect();
    node.stdin
        .take()
        .unwrap()
        .write_all(input.join("\n").as_bytes())
        .unwrap();
    let out = node.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let said: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(said.len(), values.len());
    said
}
