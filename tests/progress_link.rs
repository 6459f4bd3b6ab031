//! Progress in a link: what the encoder writes is read back exactly, by
//! this catalog only as the link knew it; every truncation, every other
//! fragment and any bytes at all give an error or nothing, never a panic
//! or a wrong mark.
#![cfg(not(target_arch = "wasm32"))]

use learning_series::catalog::{self, Catalog, PartRef};
use learning_series::kept::progress::Progress;
use learning_series::kept::progress_link::{FRAGMENT_START, FromLink, LinkError, decode, encode};
use proptest::prelude::*;
use serde_json::json;

const T: &str = "2026-11-01T09:00:00.000Z";

fn seed() -> Catalog {
    catalog::parse(&std::fs::read_to_string("tests/fixtures/seed-catalog.json").unwrap()).unwrap()
}

/// A catalog of series with the given part counts (`s0` with parts
/// `p0`, `p1`, ...).
fn generated(parts: &[usize]) -> Catalog {
    let series: Vec<_> = parts
        .iter()
        .enumerate()
        .map(|(s, &n)| {
            let parts: Vec<_> = (0..n)
                .map(|p| json!({ "id": format!("p{p}"), "title": format!("Part {p}") }))
                .collect();
            json!({ "id": format!("s{s}"), "section": "all", "title": format!("Series {s}"),
                    "topics": [], "parts": parts })
        })
        .collect();
    let doc = json!({ "schema": 1, "title": "Generated", "topics": [],
                      "sections": [{ "id": "all", "title": "All" }], "series": series });
    catalog::parse(&doc.to_string()).unwrap()
}

fn part(series: &str, part: &str) -> PartRef {
    PartRef {
        series: series.into(),
        part: part.into(),
    }
}

fn read_parts(progress: &Progress, catalog: &Catalog) -> Vec<PartRef> {
    catalog
        .series
        .iter()
        .flat_map(|s| s.parts.iter().map(move |p| part(&s.id, &p.id)))
        .filter(|p| progress.is_read(&p.series, &p.part))
        .collect()
}

fn marked(catalog: &Catalog, read: impl Fn(usize, usize) -> bool) -> Progress {
    let mut progress = Progress::default();
    for (i, series) in catalog.series.iter().enumerate() {
        for (j, part) in series.parts.iter().enumerate() {
            if read(i, j) {
                progress.mark_read(&series.id, &part.id, T);
            }
        }
    }
    progress
}

#[test]
fn the_seed_catalog_round_trips_in_a_short_link() {
    let catalog = seed();
    let progress = marked(&catalog, |i, j| (i + j) % 3 == 0);
    let fragment = encode(&progress, &catalog);
    let link = decode(&fragment, &catalog).unwrap().unwrap();
    assert_eq!(link.parts, read_parts(&progress, &catalog));
    assert_eq!(link.series_left_out, 0);
    let everything = encode(&marked(&catalog, |_, _| true), &catalog);
    assert!(
        fragment.len() <= 80 && everything.len() <= 80,
        "{fragment} {everything}"
    );
}

#[test]
fn nothing_read_is_a_link_that_brings_nothing() {
    let catalog = seed();
    let fragment = encode(&Progress::default(), &catalog);
    assert_eq!(
        decode(&fragment, &catalog),
        Some(Ok(FromLink {
            parts: vec![],
            series_left_out: 0
        }))
    );
}

#[test]
fn other_fragments_are_not_progress_links() {
    let catalog = seed();
    for fragment in ["", "#", "#series--cxl", "#progress", "progress=AQA"] {
        assert_eq!(decode(fragment, &catalog), None, "{fragment}");
    }
}

#[test]
fn a_changed_series_is_left_out_and_the_others_are_taken() {
    let before = generated(&[3, 4, 5]);
    let progress = marked(&before, |_, j| j < 2);
    let fragment = encode(&progress, &before);

    // s1 lost a part, s2 gained one: only s0 is as the link knew it.
    let after = generated(&[3, 3, 6]);
    let link = decode(&fragment, &after).unwrap().unwrap();
    assert_eq!(link.parts, [part("s0", "p0"), part("s0", "p1")]);
    assert_eq!(link.series_left_out, 2);

    let elsewhere = generated(&[2, 2]);
    assert_eq!(
        decode(&fragment, &elsewhere),
        Some(Err(LinkError::OtherCatalog))
    );
}

#[test]
fn hostile_fragments_are_refused_with_a_reason() {
    let catalog = seed();
    let start = FRAGMENT_START;
    let cases = [
        (start.to_string(), LinkError::Damaged),
        (format!("{start}not base64!"), LinkError::Damaged),
        (format!("{start}A"), LinkError::Damaged),
        // A later format (2), then a valid-looking body.
        (format!("{start}AgA"), LinkError::OtherFormat),
        // Format 1, one series, nothing after it.
        (format!("{start}AQE"), LinkError::Damaged),
        (
            format!("{start}{}", "A".repeat(100_000)),
            LinkError::TooLong,
        ),
    ];
    for (fragment, error) in cases {
        assert_eq!(
            decode(&fragment, &catalog),
            Some(Err(error)),
            "{fragment:.40}"
        );
    }
}

/// The sizes the closing note and README quote: the seed catalog, and
/// 1,000 parts (100 series of 10) half read and all read.
#[test]
fn link_sizes() {
    let seed = seed();
    let all = encode(&marked(&seed, |_, _| true), &seed);
    let catalog = generated(&[10; 100]);
    let half = encode(&marked(&catalog, |_, j| j % 2 == 0), &catalog);
    let full = encode(&marked(&catalog, |_, _| true), &catalog);
    println!(
        "seed, all read: {} characters; 1,000 parts half read: {}; all read: {}",
        all.len(),
        half.len(),
        full.len()
    );
    assert!(half.len() < 1_000 && full.len() < half.len());
}

fn catalog_and_progress() -> impl Strategy<Value = (Catalog, Progress)> {
    prop::collection::vec(1usize..20, 1..12).prop_flat_map(|parts| {
        let total: usize = parts.iter().sum();
        prop::collection::vec(any::<bool>(), total).prop_map(move |read| {
            let catalog = generated(&parts);
            let offsets: Vec<usize> = parts
                .iter()
                .scan(0, |at, n| {
                    *at += n;
                    Some(*at - n)
                })
                .collect();
            let progress = marked(&catalog, |i, j| read[offsets[i] + j]);
            (catalog, progress)
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(500)
    ))]

    #[test]
    fn every_link_round_trips((catalog, progress) in catalog_and_progress()) {
        let fragment = encode(&progress, &catalog);
        let link = decode(&fragment, &catalog).unwrap().unwrap();
        prop_assert_eq!(link.parts, read_parts(&progress, &catalog));
        prop_assert_eq!(link.series_left_out, 0);
    }

    #[test]
    fn every_truncation_is_refused((catalog, progress) in catalog_and_progress()) {
        let fragment = encode(&progress, &catalog);
        for end in FRAGMENT_START.len()..fragment.len() {
            let cut = decode(&fragment[..end], &catalog).unwrap();
            prop_assert!(cut.is_err(), "{} of {} accepted", end, fragment);
        }
    }

    #[test]
    fn any_text_is_decoded_without_a_panic(text in "[A-Za-z0-9_=#-]{0,64}") {
        let _ = decode(&format!("{FRAGMENT_START}{text}"), &seed());
    }

    /// "AQ" is the format byte (1): what follows is read as entries.
    #[test]
    fn any_entries_are_decoded_without_a_panic(text in "AQ[A-Za-z0-9_-]{2,80}") {
        let _ = decode(&format!("{FRAGMENT_START}{text}"), &generated(&[3, 9, 17]));
    }
}
