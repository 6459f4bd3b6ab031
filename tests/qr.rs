//! The page's QR encoder (`send.js`, which "Send to another device" loads)
//! draws, module for module, what a full QR encoder (qrcodegen) draws for
//! the same text at level L with the same mask, at every version it
//! offers; longer texts get no code. Node runs the module: each text in,
//! its modules out.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;
use qrcodegen::{Mask, QrCodeEcc, QrSegment, Version};

/// For each line of JSON in (`[bytes, mask]`, or `[text]` for the chosen
/// mask's image), a line out: the modules, row by row, `1` dark and `0`
/// light (`""` for no code), or the SVG image.
const ENCODER: &str = r#"
const { MAX_VERSION, encodeWithMask, svgOf } = await import('./send.js');
const lines = require('node:fs').readFileSync(0, 'utf8').split('\n').filter(Boolean);
console.log(MAX_VERSION);
for (const [input, mask] of lines.map((line) => JSON.parse(line))) {
  if (typeof input === 'string') {
    console.log(JSON.stringify(svgOf(input)));
    continue;
  }
  const code = encodeWithMask(Uint8Array.from(input), mask);
  console.log(JSON.stringify(code ? code.dark.map(Number).join('') : ''));
}
"#;

/// What send.js says to each input, and its largest version.
fn encoded(inputs: &[String]) -> (u8, Vec<String>) {
    let mut node = Command::new("node")
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
        .args(["--input-type=commonjs", "-e"])
        .arg(format!("(async () => {{ {ENCODER} }})()"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("node runs");
    node.stdin
        .take()
        .unwrap()
        .write_all(inputs.join("\n").as_bytes())
        .unwrap();
    let out = node.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines = text.lines();
    let max = lines.next().unwrap().parse().unwrap();
    let said: Vec<String> = lines
        .map(|line| serde_json::from_str::<String>(line).unwrap())
        .collect();
    assert_eq!(said.len(), inputs.len());
    (max, said)
}

fn input(text: &[u8], mask: u8) -> String {
    format!("[{},{mask}]", serde_json::to_string(text).unwrap())
}

fn reference(text: &[u8], mask: u8, max: u8) -> Option<qrcodegen::QrCode> {
    qrcodegen::QrCode::encode_segments_advanced(
        &[QrSegment::make_bytes(text)],
        QrCodeEcc::Low,
        Version::MIN,
        Version::new(max),
        Some(Mask::new(mask)),
        false,
    )
    .ok()
}

/// The reference's modules as send.js writes them.
fn modules(code: &qrcodegen::QrCode) -> String {
    let size = code.size();
    (0..size)
        .flat_map(|y| (0..size).map(move |x| (x, y)))
        .map(|(x, y)| if code.get_module(x, y) { '1' } else { '0' })
        .collect()
}

/// Every text at every mask against the reference.
fn all_match(texts: &[Vec<u8>]) {
    let inputs: Vec<String> = texts
        .iter()
        .flat_map(|text| (0..8).map(|mask| input(text, mask)))
        .collect();
    let (max, said) = encoded(&inputs);
    for (i, ours) in said.iter().enumerate() {
        let (text, mask) = (&texts[i / 8], (i % 8) as u8);
        let theirs = reference(text, mask, max).map(|code| modules(&code));
        assert_eq!(
            Some(ours.as_str()).filter(|m| !m.is_empty()),
            theirs.as_deref(),
            "{} bytes, mask {mask}",
            text.len()
        );
    }
}

#[test]
fn every_version_and_mask_matches_the_reference() {
    let (max, _) = encoded(&[]);
    // The longest text of each version (and one byte more, for the next).
    let mut lengths: Vec<usize> = (1..=max)
        .map(|v| {
            (0..600)
                .take_while(|&n| {
                    reference(&vec![b'a'; n], 0, max).is_some_and(|q| q.version().value() <= v)
                })
                .last()
                .unwrap()
        })
        .collect();
    lengths.extend(lengths.clone().iter().map(|n| n + 1));
    let texts: Vec<Vec<u8>> = lengths
        .iter()
        .map(|&n| (0..n).map(|i| (i * 37 % 251) as u8).collect())
        .collect();
    all_match(&texts);
}

#[test]
fn any_text_matches_the_reference() {
    let mut runner = TestRunner::deterministic();
    let texts = prop::collection::vec(prop::collection::vec(any::<u8>(), 0..300), 40)
        .new_tree(&mut runner)
        .unwrap()
        .current();
    all_match(&texts);
}

/// The modules an image draws dark, a run of a row in one rectangle.
fn drawn(svg: &str, size: usize) -> String {
    let mut modules = vec!['0'; size * size];
    for run in svg.split('M').skip(1) {
        let numbers: Vec<usize> = run
            .split(|c: char| !c.is_ascii_digit())
            .filter(|n| !n.is_empty())
            .map(|n| n.parse().unwrap())
            .collect();
        let (x, y, length) = (numbers[0], numbers[1], numbers[2]);
        modules[y * size + x..y * size + x + length].fill('1');
    }
    modules.into_iter().collect()
}

#[test]
fn the_image_is_the_code_of_one_of_the_eight_masks() {
    let mut runner = TestRunner::deterministic();
    let mut links: Vec<String> = prop::collection::vec("[A-Za-z0-9_-]{0,400}", 20)
        .new_tree(&mut runner)
        .unwrap()
        .current()
        .into_iter()
        .map(|fragment| format!("https://example.org/learning/#progress={fragment}"))
        .collect();
    links.push("https://example.org/learning/#progress=AQgQ2Tp0BQ".into());
    let mut inputs = Vec::new();
    for link in &links {
        inputs.push(serde_json::to_string(&[link]).unwrap());
        inputs.extend((0..8).map(|mask| input(link.as_bytes(), mask)));
    }
    let (_, said) = encoded(&inputs);
    for (link, said) in links.iter().zip(said.chunks(9)) {
        let (svg, masks) = (&said[0], &said[1..]);
        let size = (masks[0].len() as f64).sqrt() as usize;
        let side = size + 8;
        let start = format!("<svg viewBox=\"-4 -4 {side} {side}\"><path d=\"M0 0h7v1h-7z");
        assert!(svg.starts_with(&start), "{svg}");
        assert!(masks.contains(&drawn(svg, size)), "{link}");
    }
    let too_long = "a".repeat(600);
    let (_, said) = encoded(&[serde_json::to_string(&[too_long]).unwrap()]);
    assert_eq!(said, [""], "a text longer than the largest code gets none");
}
