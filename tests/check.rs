//! `cargo run -- check FILE`, as an author runs it: the crate's own binary
//! on real files, with its exit codes and what it prints, each finding at
//! its `FILE:LINE:COL` as compilers print them, or as GitHub annotations.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use learning_series::catalog;

fn check(path: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_learning-series"))
        .arg("check")
        .arg(path)
        .output()
        .unwrap()
}

/// The folder these tests' catalogs are written to: in Cargo's target
/// folder, which goes with it, not the system's.
fn folder() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("check")
}

fn file(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = folder();
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn seed() -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string("tests/fixtures/seed-catalog.json").unwrap())
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_bundled_catalog_checks_ok_with_its_counts() {
    let out = check(Path::new("public/catalog.json"));
    let catalog = catalog::parse(&std::fs::read_to_string("public/catalog.json").unwrap()).unwrap();
    let parts: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        format!("ok: {} series, {parts} parts\n", catalog.series.len())
    );
}

/// A catalog as an author writes it, one line per part: a mistake's line
/// is easy to count.
const AUTHORED: &str = r#"{
  "schema": 1,
  "title": "Notes",
  "topics": [{ "id": "gpu", "label": "GPU" }],
  "sections": [{ "id": "active", "title": "Active" }],
  "series": [
    {
      "id": "cxl", "section": "active", "title": "CXL", "topics": ["gpu"],
      "parts": [
        { "id": "intro", "title": "Introduction", "published": "2026-02-28" },
        { "id": "memory", "title": "Memory", "url": "https://example.org/m" }
      ]
    }
  ]
}
"#;

/// The authored catalog with `edit`, in a file of its own (tests run at once).
fn authored(name: &str, edit: &[(&str, &str)]) -> PathBuf {
    let text = edit.iter().fold(AUTHORED.to_string(), |text, (from, to)| {
        assert!(text.contains(from), "{from}");
        text.replacen(from, to, 1)
    });
    file(name, text.as_bytes())
}

#[test]
fn a_catalog_that_breaks_rules_lists_every_problem_at_its_file_line_and_column() {
    let path = authored(
        "broken-rules.json",
        &[
            (r#""topics": ["gpu"]"#, r#""topics": ["fpga"]"#),
            (r#""id": "memory""#, r#""id": "intro""#),
            ("2026-02-28", "2026-02-30"),
        ],
    );
    let out = check(&path);
    assert_eq!(out.status.code(), Some(1));
    let file = path.display();
    assert_eq!(
        text(&out.stderr),
        format!(
            "{file}:8:68: error: series 1 \"cxl\" A topic 1: topic \"fpga\" is not declared in topics\n\
             {file}:10:64: error: series 1 \"cxl\" A part 1 \"intro\" A published: \"2026-02-30\": no such day\n\
             {file}:11:17: error: series 1 \"cxl\" A part 2 \"intro\" A id: duplicate id \"intro\", \
             first used by series 1 \"cxl\" A part 1 \"intro\"\n\
             {file}: 3 problems: the app refuses the catalog until they are fixed\n"
        )
        .replace(" A ", " \u{203a} ")
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn what_the_app_ignores_but_an_author_likely_did_not_mean_is_a_warning() {
    let out = check(&authored(
        "warnings.json",
        &[
            (
                r#""published": "2026-02-28""#,
                r#""publised": "2026-02-28""#,
            ),
            (
                r#""url": "https://example.org/m""#,
                r#""link": "x", "url": "www.example.org/m""#,
            ),
            (
                r#""title": "Notes""#,
                r#""title": "Notes", "subtitel": "x""#,
            ),
        ],
    ));
    assert_eq!(out.status.code(), Some(0), "warnings alone pass");
    let lines = text(&out.stdout);
    let lines: Vec<&str> = lines.lines().collect();
    // An unknown field at its name, a link at its value.
    let file = folder().join("warnings.json");
    let file = file.display();
    assert_eq!(
        lines,
        [
            "ok: 1 series, 2 parts".to_string(),
            format!(
                "{file}:3:21: warning: subtitel: a field the app does not read, ignored: did you mean \"subtitle\"?"
            ),
            format!(
                "{file}:10:51: warning: series 1 \"cxl\" \u{203a} part 1 \"intro\" \u{203a} publised: \
             a field the app does not read, ignored: did you mean \"published\"?"
            ),
            format!(
                "{file}:11:46: warning: series 1 \"cxl\" \u{203a} part 2 \"memory\" \u{203a} link: \
             a field the app does not read, ignored: did you mean \"url\"?"
            ),
            format!(
                "{file}:11:59: warning: series 1 \"cxl\" \u{203a} part 2 \"memory\" \u{203a} url: \
             \"www.example.org/m\" is a link relative to this page; if it is another site, \
             write \"https://www.example.org/m\""
            ),
        ]
    );
}

#[test]
fn under_strict_warnings_fail_and_nothing_says_ok() {
    let path = authored(
        "strict.json",
        &[(r#""title": "Notes""#, r#""title": "Notes", "sumary": "x""#)],
    );
    let strict = Command::new(env!("CARGO_BIN_EXE_learning-series"))
        .args(["check", "--strict"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(strict.status.code(), Some(1));
    assert!(strict.stdout.is_empty());
    let file = path.display();
    assert_eq!(
        text(&strict.stderr),
        format!(
            "{file}:3:21: warning: sumary: a field the app does not read, ignored\n\
             {file}: 1 warning, which --strict refuses\n"
        )
    );
}

#[test]
fn for_github_every_finding_is_an_annotation_of_its_place() {
    let path = authored(
        "github.json",
        &[
            (r#""title": "Notes""#, r#""title": "Notes", "sumary": "x""#),
            ("2026-02-28", "2026-02-30"),
        ],
    );
    let out = Command::new(env!("CARGO_BIN_EXE_learning-series"))
        .args(["check", "--format", "github"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    // A property's `:` and `,` written as GitHub reads them back.
    let file = path
        .display()
        .to_string()
        .replace(':', "%3A")
        .replace(',', "%2C");
    assert_eq!(
        text(&out.stderr),
        format!(
            "::error file={file},line=10,col=64::series 1 \"cxl\" \u{203a} part 1 \"intro\" \u{203a} published: \"2026-02-30\": no such day\n\
             ::warning file={file},line=3,col=21::sumary: a field the app does not read, ignored\n\
             {}: 1 problem and 1 warning: the app refuses the catalog until the problems are fixed\n",
            path.display()
        )
    );
}

#[test]
fn a_field_written_twice_is_named_where_it_is_written_again() {
    let path = authored(
        "duplicate.json",
        &[(
            r#""title": "Memory", "#,
            r#""title": "Memory", "title": "Again", "#,
        )],
    );
    let out = check(&path);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr).lines().next().unwrap(),
        format!(
            "{}:11:46: error: series 1 \"cxl\" \u{203a} part 2 \"memory\" \u{203a} title: duplicate field `title`",
            path.display()
        )
    );
}

#[test]
fn a_catalog_larger_than_the_app_reads_is_refused_with_its_size() {
    let limit = learning_series::catalog::fetch::SIZE_LIMIT;
    let big = format!("{{\"schema\": 1, \"title\": \"{}\"}}", "x".repeat(limit));
    let path = file("too-large.json", big.as_bytes());
    let out = check(&path);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!(
            "{file}: error: The catalog is too large to read: 5.0 MB, more than the 5.0 MB this app reads\n\
             {file}: 1 problem: the app refuses the catalog until it is fixed\n",
            file = path.display()
        )
    );
}

#[test]
fn a_value_of_the_wrong_type_or_a_missing_field_is_named_by_its_place() {
    let out = check(&authored(
        "wrong-type.json",
        &[(
            r#""title": "Memory""#,
            r#""title": "Memory", "minutes": "12""#,
        )],
    ));
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains(
            ":11:46: error: series 1 \"cxl\" \u{203a} part 2 \"memory\" \u{203a} minutes: \
             invalid type: string \"12\", expected a whole number\n"
        ),
        "{}",
        text(&out.stderr)
    );
    let out = check(&authored(
        "missing-field.json",
        &[(r#""title": "Memory", "#, "")],
    ));
    assert!(
        text(&out.stderr).contains(
            ":11:9: error: series 1 \"cxl\" \u{203a} part 2 \"memory\": missing field `title`\n"
        ),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_comma_after_the_last_item_says_so() {
    let out = check(&authored(
        "trailing-comma.json",
        &[(
            r#""https://example.org/m" }"#,
            r#""https://example.org/m" },"#,
        )],
    ));
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains(
            ":12:7: error: not valid JSON: expected value; the list or object ending here has a \
             comma after its last item: remove it\n"
        ),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_catalog_saved_with_a_byte_order_mark_checks_ok() {
    let bytes = [&b"\xef\xbb\xbf"[..], seed().to_string().as_bytes()].concat();
    let out = check(&file("with-bom.json", &bytes));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "ok: 8 series, 21 parts\n");
}

#[test]
fn a_file_that_is_not_json_says_where_it_broke() {
    let path = file("truncated.json", b"{\"schema\": 1, \"title\": ");
    let out = check(&path);
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stderr);
    assert!(
        said.starts_with(&format!("{}:1:23: error: not valid JSON: ", path.display())),
        "{said}"
    );
    // A text that ends with a new line ends on the next line's first column.
    let path = file("truncated-line.json", b"{\"schema\": 1,\n");
    let said = text(&check(&path).stderr);
    assert!(
        said.starts_with(&format!("{}:2:1: error: not valid JSON: ", path.display())),
        "{said}"
    );
}

#[test]
fn a_missing_file_a_directory_or_bytes_that_are_not_utf8_get_one_line_and_exit_2() {
    let dir = file("x.json", b"{}").parent().unwrap().to_path_buf();
    let cases = [
        (dir.join("missing.json"), "no such file"),
        (dir.clone(), "is a directory, not a catalog file"),
        (
            file("latin1.json", b"{\"title\": \"caf\xe9\"}"),
            "not UTF-8 text (byte 14 is not): save the catalog as UTF-8",
        ),
    ];
    for (path, why) in cases {
        let out = check(&path);
        assert_eq!(out.status.code(), Some(2), "{path:?}");
        assert_eq!(
            text(&out.stderr),
            format!("{}: error: {why}\n", path.display())
        );
    }
}

#[test]
fn without_a_command_it_says_how_to_use_it() {
    let out = Command::new(env!("CARGO_BIN_EXE_learning-series"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr)
            .starts_with("usage: cargo run -- check [--strict] [--format github] FILE")
    );
}
