//! Progress in a link: what the encoder writes (read parts, stars,
//! followed series) is read back exactly, by this catalog only as the link
//! knew it; links of the format before stars still read; every
//! truncation, every other fragment and any bytes at all give an error or
//! nothing, never a panic or a wrong mark.
#![cfg(not(target_arch = "wasm32"))]

use learning_series::catalog::{self, Catalog, PartRef, Series};
use learning_series::kept::annotations::Annotations;
use learning_series::kept::progress::Progress;
use learning_series::kept::progress_link::{
    FRAGMENT_START, FromLink, LinkError, base64url, decode, encode,
};
use proptest::prelude::*;
use serde_json::json;

mod common;
use common::seed;

const T: &str = "2026-11-01T09:00:00.000Z";

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

/// The link of read marks alone.
fn link_of(progress: &Progress, catalog: &Catalog) -> String {
    encode(progress, &Annotations::default(), catalog)
}

/// The parts of `catalog` for which `on` holds, in order.
fn parts_where(catalog: &Catalog, on: impl Fn(&PartRef) -> bool) -> Vec<PartRef> {
    catalog
        .series
        .iter()
        .flat_map(|s| s.parts.iter().map(move |p| part(&s.id, &p.id)))
        .filter(|p| on(p))
        .collect()
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
    let fragment = link_of(&progress, &catalog);
    let link = decode(&fragment, &catalog).unwrap().unwrap();
    assert_eq!(link.parts, read_parts(&progress, &catalog));
    assert_eq!(link.series_left_out, 0);
    let everything = link_of(&marked(&catalog, |_, _| true), &catalog);
    assert!(
        fragment.len() <= 80 && everything.len() <= 80,
        "{fragment} {everything}"
    );
}

#[test]
fn nothing_read_is_a_link_that_brings_nothing() {
    let catalog = seed();
    let fragment = link_of(&Progress::default(), &catalog);
    assert_eq!(
        decode(&fragment, &catalog),
        Some(Ok(FromLink {
            parts: vec![],
            starred: vec![],
            followed: vec![],
            series_left_out: 0
        }))
    );
}

#[test]
fn stars_and_followed_series_travel_with_the_read_parts() {
    let catalog = generated(&[3, 10, 2]);
    let progress = marked(&catalog, |i, j| i == 1 && j < 4);
    let mut own = Annotations::default();
    own.set_star("s1", "p9", true, T);
    own.set_star("s2", "p0", true, T);
    own.set_star("s2", "p1", true, T);
    own.set_star("s2", "p1", false, T);
    own.set_follow("s0", true, T);
    own.set_follow("s1", true, T);
    let link = decode(&encode(&progress, &own, &catalog), &catalog)
        .unwrap()
        .unwrap();
    assert_eq!(link.parts, read_parts(&progress, &catalog));
    assert_eq!(link.starred, [part("s1", "p9"), part("s2", "p0")]);
    assert_eq!(link.followed, ["s0", "s1"]);
    // A series that only has a star, or is only followed, is in the link.
    let only_marks = encode(&Progress::default(), &own, &catalog);
    let link = decode(&only_marks, &catalog).unwrap().unwrap();
    assert_eq!(link.parts, []);
    assert_eq!(link.starred.len(), 2);
    assert_eq!(link.followed.len(), 2);
}

/// 32 bits of FNV-1a over a series' id and its parts' ids, each ended by
/// 0xFF: the link format's fingerprint, written out here to make a link
/// of the format before stars.
fn fingerprint(series: &Series) -> [u8; 4] {
    let ids = std::iter::once(&series.id).chain(series.parts.iter().map(|part| &part.id));
    let hash = ids
        .flat_map(|id| id.bytes().chain([0xFF]))
        .fold(0x811C_9DC5u32, |hash, byte| {
            (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
        });
    hash.to_be_bytes()
}

#[test]
fn a_link_of_the_format_before_stars_still_reads() {
    let catalog = generated(&[3, 10]);
    // Format 1, two series: s0 all read (3 parts: 3 * 2 + 1), s1 with
    // parts 0 and 9 read (10 * 2, then two bytes of bits).
    let mut bytes = vec![1, 2];
    bytes.extend(fingerprint(&catalog.series[0]));
    bytes.push(7);
    bytes.extend(fingerprint(&catalog.series[1]));
    bytes.extend([20, 0b0000_0001, 0b0000_0010]);
    let fragment = format!("{FRAGMENT_START}{}", base64url(&bytes));
    let link = decode(&fragment, &catalog).unwrap().unwrap();
    let expected = [
        ("s0", "p0"),
        ("s0", "p1"),
        ("s0", "p2"),
        ("s1", "p0"),
        ("s1", "p9"),
    ];
    assert_eq!(link.parts, expected.map(|(s, p)| part(s, p)));
    assert_eq!(
        (link.starred, link.followed),
        (vec![], Vec::<String>::new())
    );
    // Format 1 had no empty entries either.
    let mut empty = vec![1, 1];
    empty.extend(fingerprint(&catalog.series[1]));
    empty.extend([20, 0, 0]);
    let fragment = format!("{FRAGMENT_START}{}", base64url(&empty));
    assert_eq!(decode(&fragment, &catalog), Some(Err(LinkError::Damaged)));
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
    let fragment = link_of(&progress, &before);

    // s1 lost a part, s2 gained one at its end: s2's parts all stand, so
    // only s1 is left out.
    let after = generated(&[3, 3, 6]);
    let link = decode(&fragment, &after).unwrap().unwrap();
    let read = ["s0", "s2"].map(|s| [part(s, "p0"), part(s, "p1")]);
    assert_eq!(link.parts, read.concat());
    assert_eq!(link.series_left_out, 1);

    // A series read to its end, then given a part: the new part is unread.
    let all = marked(&before, |_, _| true);
    let link = decode(&link_of(&all, &before), &after).unwrap().unwrap();
    let s2: Vec<_> = link.parts.iter().filter(|p| p.series == "s2").collect();
    assert_eq!(s2.len(), 5);
    assert!(!s2.contains(&&part("s2", "p5")));

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
        // A later format (3), then a valid-looking body.
        (format!("{start}AwA"), LinkError::OtherFormat),
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

/// The sizes the closing note and docs/reading.md quote: the seed catalog, and
/// 1,000 parts (100 series of 10) half read and all read.
#[test]
fn link_sizes() {
    let seed = seed();
    let all = link_of(&marked(&seed, |_, _| true), &seed);
    let catalog = generated(&[10; 100]);
    let half = link_of(&marked(&catalog, |_, j| j % 2 == 0), &catalog);
    let full = link_of(&marked(&catalog, |_, _| true), &catalog);
    println!(
        "seed, all read: {} characters; 1,000 parts half read: {}; all read: {}",
        all.len(),
        half.len(),
        full.len()
    );
    assert!(half.len() < 1_100 && full.len() < half.len());
}

/// A catalog, progress in it, and stars and follows.
fn catalog_and_progress() -> impl Strategy<Value = (Catalog, Progress, Annotations)> {
    prop::collection::vec(1usize..20, 1..12).prop_flat_map(|parts| {
        let total: usize = parts.iter().sum();
        let bits = prop::collection::vec(any::<(bool, bool)>(), total);
        let follows = prop::collection::vec(any::<bool>(), parts.len());
        (bits, follows).prop_map(move |(bits, follows)| {
            let catalog = generated(&parts);
            let offsets: Vec<usize> = parts
                .iter()
                .scan(0, |at, n| {
                    *at += n;
                    Some(*at - n)
                })
                .collect();
            let progress = marked(&catalog, |i, j| bits[offsets[i] + j].0);
            let mut own = Annotations::default();
            for (i, series) in catalog.series.iter().enumerate() {
                own.set_follow(&series.id, follows[i], T);
                for (j, part) in series.parts.iter().enumerate() {
                    own.set_star(&series.id, &part.id, bits[offsets[i] + j].1, T);
                }
            }
            (catalog, progress, own)
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(500)
    ))]

    #[test]
    fn every_link_round_trips((catalog, progress, own) in catalog_and_progress()) {
        let fragment = encode(&progress, &own, &catalog);
        let link = decode(&fragment, &catalog).unwrap().unwrap();
        prop_assert_eq!(link.parts, read_parts(&progress, &catalog));
        let starred = parts_where(&catalog, |p| own.is_starred(&p.series, &p.part));
        prop_assert_eq!(link.starred, starred);
        let followed: Vec<String> = catalog.series.iter()
            .filter(|s| own.is_followed(&s.id)).map(|s| s.id.clone()).collect();
        prop_assert_eq!(link.followed, followed);
        prop_assert_eq!(link.series_left_out, 0);
    }

    #[test]
    fn every_truncation_is_refused((catalog, progress, own) in catalog_and_progress()) {
        let fragment = encode(&progress, &own, &catalog);
        for end in FRAGMENT_START.len()..fragment.len() {
            let cut = decode(&fragment[..end], &catalog).unwrap();
            prop_assert!(cut.is_err(), "{} of {} accepted", end, fragment);
        }
    }

    #[test]
    fn any_text_is_decoded_without_a_panic(text in "[A-Za-z0-9_=#-]{0,64}") {
        let _ = decode(&format!("{FRAGMENT_START}{text}"), &seed());
    }

    /// "AQ" and "Ag" are the format byte (1, 2): what follows is read as
    /// entries.
    #[test]
    fn any_entries_are_decoded_without_a_panic(text in "A[Qg][A-Za-z0-9_-]{2,80}") {
        let _ = decode(&format!("{FRAGMENT_START}{text}"), &generated(&[3, 9, 17]));
    }
}
