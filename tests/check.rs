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

#[test]
fn a_catalog_that_breaks_rules_lists_every_problem_with_its_place() {
    let mut doc = seed();
    doc["series"][0]["topics"][0] = "fpga".into();
    doc["series"][1]["parts"][0]["id"] = "intro".into();
    doc["series"][1]["parts"][1]["id"] = "intro".into();
    doc["series"][5]["parts"][0]["published"] = "2026-02-30".into();
    let out = check(&file("broken.json", doc.to_string().as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "The catalog has 3 problems:\n\
         series[0].topics[0]: topic \"fpga\" is not declared in topics\n\
         series[1].parts[1].id: duplicate id \"intro\"\n\
         series[5].parts[0].published: \"2026-02-30\" is not a date written YYYY-MM-DD\n"
    );
    assert!(out.stdout.is_empty());
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
    assert!(text(&out.stderr).starts_with("usage: cargo run -- check FILE"));
}
