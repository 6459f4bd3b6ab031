//! `cargo run -- check FILE`, as an author runs it: the crate's own binary
//! on real files, with its exit codes and what it prints.
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

fn file(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("check-test-{}", std::process::id()));
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
fn a_catalog_that_breaks_rules_lists_every_problem_with_its_place_and_line() {
    let out = check(&authored(
        "broken-rules.json",
        &[
            (r#""topics": ["gpu"]"#, r#""topics": ["fpga"]"#),
            (r#""id": "memory""#, r#""id": "intro""#),
            ("2026-02-28", "2026-02-30"),
        ],
    ));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "The catalog has 3 problems:\n\
         series 1 \"cxl\" A topic 1, line 8: topic \"fpga\" is not declared in topics\n\
         series 1 \"cxl\" A part 1 \"intro\" A published, line 10: \"2026-02-30\": no such day\n\
         series 1 \"cxl\" A part 2 \"intro\" A id, line 11: duplicate id \"intro\", \
         first used by series 1 \"cxl\" A part 1 \"intro\"\n"
            .replace('A', "\u{203a}")
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
    assert_eq!(
        lines,
        [
            "ok: 1 series, 2 parts",
            "warning: subtitel, line 3: a field the app does not read, ignored: did you mean \"subtitle\"?",
            "warning: series 1 \"cxl\" \u{203a} part 1 \"intro\" \u{203a} publised, line 10: \
             a field the app does not read, ignored: did you mean \"published\"?",
            "warning: series 1 \"cxl\" \u{203a} part 2 \"memory\" \u{203a} link, line 11: \
             a field the app does not read, ignored: did you mean \"url\"?",
            "warning: series 1 \"cxl\" \u{203a} part 2 \"memory\" \u{203a} url, line 11: \
             \"www.example.org/m\" is a link relative to this page; if it is another site, \
             write \"https://www.example.org/m\"",
        ]
    );
    // --strict fails on them.
    let strict = Command::new(env!("CARGO_BIN_EXE_learning-series"))
        .args(["check", "--strict"])
        .arg(authored(
            "strict.json",
            &[(r#""title": "Notes""#, r#""title": "Notes", "sumary": "x""#)],
        ))
        .output()
        .unwrap();
    assert_eq!(strict.status.code(), Some(1));
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
    assert_eq!(
        text(&out.stderr),
        "The catalog does not have the expected shape: invalid type: string \"12\", expected a whole \
         number, in series 1 \"cxl\" \u{203a} part 2 \"memory\" \u{203a} minutes, line 11.\n"
    );
    let out = check(&authored(
        "missing-field.json",
        &[(r#""title": "Memory", "#, "")],
    ));
    assert_eq!(
        text(&out.stderr),
        "The catalog does not have the expected shape: missing field `title`, in series 1 \"cxl\" \
         \u{203a} part 2 \"memory\", line 11.\n"
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
        text(&out.stderr).ends_with(
            "line 12, column 7. The list or object ending there has a comma after its last item: \
             remove it.\n"
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
    let out = check(&file("truncated.json", b"{\"schema\": 1, \"title\": "));
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stderr);
    assert!(
        said.starts_with("The catalog is not valid JSON: "),
        "{said}"
    );
    assert!(said.contains("at line 1, column"), "{said}");
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
            format!("check: {}: {why}\n", path.display())
        );
    }
}

#[test]
fn without_a_command_it_says_how_to_use_it() {
    let out = Command::new(env!("CARGO_BIN_EXE_learning-series"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("usage: cargo run -- check [--strict] FILE"));
}
