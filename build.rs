//! Writes the table `src/finding/lowercase.rs` looks characters up in: every
//! character that has a lowercase form, from this toolchain's own
//! `char::to_lowercase`, as runs of the same offset. The standard
//! library's table costs the wasm about 3 KB of brotli; this one a tenth.
//!
//! Writes the folders the build writes a file into per series or part
//! as constants (`src/folders.rs`), from `scripts/pipeline/folders.json`,
//! which the build's scripts read too: the app then pays nothing for
//! reading that file.
//!
//! And names the browser: `cfg(browser)` where the build is for a web page
//! (`wasm32-unknown-unknown`), the app's one gate for what needs one. The
//! author kit's WebAssembly (`wasm32-wasip1`, run by Node) is wasm32 too,
//! but has no browser: there the native code paths apply.

use std::fmt::Write;

fn main() {
    let mut pairs = Vec::new();
    for code in 0x80..=0x10FFFF_u32 {
        let Some(c) = char::from_u32(code) else {
            continue;
        };
        let lower = c.to_lowercase().next().unwrap_or(c);
        if lower != c {
            pairs.push((code, i64::from(u32::from(lower)) - i64::from(code)));
        }
    }
    // (first character, offset to its lowercase, characters, step): a run
    // of characters `step` apart whose lowercase is the same offset away.
    let mut runs: Vec<(u32, i64, usize, u32)> = Vec::new();
    let mut at = 0;
    while at < pairs.len() {
        let (first, offset) = pairs[at];
        let run = |step: u32| {
            pairs[at..]
                .iter()
                .zip(0..)
                .take_while(|&(&(code, o), i)| o == offset && code == first + i * step)
                .count()
        };
        let (count, step) = [(run(1), 1), (run(2), 2)]
            .into_iter()
            .max()
            .unwrap_or((1, 1));
        let count = count.min(usize::from(u8::MAX));
        runs.push((first, offset, count, step));
        at += count;
    }
    let mut table = format!("const RUNS: [(u32, i32, u8, u8); {}] = [\n", runs.len());
    for (first, offset, count, step) in runs {
        writeln!(table, "    ({first:#x}, {offset}, {count}, {step}),").unwrap();
    }
    table.push_str("];\n");
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("lowercase.rs");
    std::fs::write(out, table).unwrap();
    write_folders();
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rustc-check-cfg=cfg(browser)");
    let target = |key: &str| std::env::var(key).unwrap_or_default();
    if target("CARGO_CFG_TARGET_ARCH") == "wasm32" && target("CARGO_CFG_TARGET_OS") == "unknown" {
        println!("cargo::rustc-cfg=browser");
    }
}

/// `folders.rs` in the build's output: a constant for each entry of
/// `scripts/pipeline/folders.json`, a flat object of strings
/// (`"seriesPages": "series"` is `SERIES_PAGES`).
fn write_folders() {
    const FILE: &str = "scripts/pipeline/folders.json";
    println!("cargo::rerun-if-changed={FILE}");
    let text = std::fs::read_to_string(FILE).unwrap();
    let quoted: Vec<&str> = text.split('"').skip(1).step_by(2).collect();
    assert!(
        text.trim().starts_with('{') && !quoted.is_empty() && quoted.len().is_multiple_of(2),
        "{FILE} is a flat object of strings"
    );
    let mut out = String::new();
    for pair in quoted.chunks(2) {
        let name: String = pair[0]
            .chars()
            .flat_map(|c| match c.is_ascii_uppercase() {
                true => vec!['_', c],
                false => vec![c.to_ascii_uppercase()],
            })
            .collect();
        writeln!(out, "pub const {name}: &str = {:?};", pair[1]).unwrap();
    }
    let path = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("folders.rs");
    std::fs::write(path, out).unwrap();
}
