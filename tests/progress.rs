//! The reading-progress model: marks, counts, what to read next, and the
//! documents it is stored and exported in, with every kind of bad input.

use learning_series::catalog::{self, Catalog, Series};
use learning_series::progress::{
    DocumentError, MergeReport, Progress, Seen, SeriesStatus, normalize_time,
};

const T1: &str = "2026-11-01T09:00:00.000Z";
const T2: &str = "2026-11-02T09:00:00.000Z";
const T3: &str = "2026-11-03T09:00:00.000Z";

fn bundled() -> Catalog {
    catalog::parse(&std::fs::read_to_string("public/catalog.json").unwrap()).unwrap()
}

fn series<'a>(catalog: &'a Catalog, id: &str) -> &'a Series {
    catalog.series.iter().find(|s| s.id == id).unwrap()
}

#[test]
fn marking_and_unmarking_a_part() {
    let catalog = bundled();
    let training = series(&catalog, "llm-training");
    let mut progress = Progress::default();
    assert_eq!(progress.status(training), SeriesStatus::Unread);

    progress.mark_read("llm-training", "quantization", T1);
    assert!(progress.is_read("llm-training", "quantization"));
    assert!(!progress.is_read("llm-inference", "quantization"));
    assert_eq!(progress.read_count(training), 1);
    assert_eq!(progress.status(training), SeriesStatus::InProgress);
    assert_eq!(progress.total_read(&catalog), 1);

    progress.unmark("llm-training", "quantization");
    assert_eq!(progress, Progress::default());
}

#[test]
fn marking_a_read_part_again_keeps_the_first_time() {
    let mut progress = Progress::default();
    progress.mark_read("cxl", "introduction", T1);
    progress.mark_read("cxl", "introduction", T2);
    assert_eq!(progress.read_at("cxl", "introduction"), Some(T1));
}

#[test]
fn mark_all_read_completes_a_series_and_reset_can_be_undone() {
    let catalog = bundled();
    let locking = series(&catalog, "locking-primitives");
    let mut progress = Progress::default();
    progress.mark_read("locking-primitives", "rcu-primer", T1);
    progress.mark_read("locking-primitives", "gone-part", T1);
    progress.mark_all_read(locking, T2);
    assert_eq!(progress.status(locking), SeriesStatus::Completed);
    assert_eq!(
        progress.read_at("locking-primitives", "rcu-primer"),
        Some(T1)
    );

    let before = progress.clone();
    let removed = progress.reset(locking);
    assert_eq!(removed.len(), 2);
    assert_eq!(progress.status(locking), SeriesStatus::Unread);
    assert!(
        progress.is_read("locking-primitives", "gone-part"),
        "a reset touches only the parts on screen"
    );
    progress.restore("locking-primitives", &removed);
    assert_eq!(progress, before);
}

#[test]
fn next_unread_follows_reading_order() {
    let catalog = bundled();
    let inference = series(&catalog, "llm-inference");
    let mut progress = Progress::default();
    assert_eq!(progress.next_unread(inference).unwrap().id, "introduction");
    progress.mark_read("llm-inference", "introduction", T1);
    progress.mark_read("llm-inference", "paged-attention", T1);
    assert_eq!(progress.next_unread(inference).unwrap().id, "kv-cache");
    progress.mark_all_read(inference, T2);
    assert_eq!(progress.next_unread(inference), None);
}

#[test]
fn continue_reading_picks_the_most_recently_read_series_that_is_not_finished() {
    let catalog = bundled();
    let mut progress = Progress::default();
    assert_eq!(
        progress.continue_reading(&catalog),
        None,
        "nothing read yet"
    );

    progress.mark_read("llm-inference", "introduction", T1);
    progress.mark_read("llm-training", "end-to-end-flow", T2);
    let (current, part) = progress.continue_reading(&catalog).unwrap();
    assert_eq!(
        (current.id.as_str(), part.id.as_str()),
        ("llm-training", "tiling-collectives")
    );

    // Finishing the latest series moves on to the one read before it.
    progress.mark_all_read(series(&catalog, "llm-training"), T3);
    let (current, part) = progress.continue_reading(&catalog).unwrap();
    assert_eq!(
        (current.id.as_str(), part.id.as_str()),
        ("llm-inference", "kv-cache")
    );
}

#[test]
fn continue_reading_ignores_reads_of_parts_no_longer_in_the_catalog() {
    let catalog = bundled();
    let mut progress = Progress::default();
    progress.mark_read("llm-inference", "introduction", T1);
    progress.mark_read("cxl", "removed-part", T3);
    let (series, _) = progress.continue_reading(&catalog).unwrap();
    assert_eq!(series.id, "llm-inference");
}

#[test]
fn marks_of_removed_parts_are_kept_not_counted_and_count_again_when_back() {
    let mut catalog = bundled();
    let mut progress = Progress::default();
    progress.mark_read("cxl", "introduction", T1);
    let removed = catalog.series[3].parts.remove(0);
    catalog.series[3].parts.push(catalog::Part {
        id: "cxl-memory".into(),
        ..removed.clone()
    });
    assert_eq!(progress.read_count(&catalog.series[3]), 0);
    assert_eq!(progress.total_read(&catalog), 0);
    let stored = Progress::from_stored(&progress.to_stored()).unwrap();
    assert!(stored.is_read("cxl", "introduction"), "kept in storage");

    catalog.series[3].parts.push(removed);
    assert_eq!(stored.read_count(&catalog.series[3]), 1);
}

#[test]
fn progress_follows_ids_when_the_catalog_is_reordered() {
    let mut catalog = bundled();
    let mut progress = Progress::default();
    progress.mark_read("llm-inference", "flashinfer", T1);
    catalog.series.reverse();
    catalog.series.iter_mut().for_each(|s| s.parts.reverse());
    let inference = series(&catalog, "llm-inference");
    assert_eq!(progress.read_count(inference), 1);
    assert_eq!(
        progress.next_unread(inference).unwrap().id,
        "agentic-inference-moe"
    );
}

#[test]
fn the_stored_document_round_trips() {
    let mut progress = Progress::default();
    progress.mark_read("llm-inference", "introduction", T1);
    progress.mark_read("cxl", "introduction", T2);
    let text = progress.to_stored();
    assert_eq!(
        text,
        r#"{"read":{"cxl/introduction":"2026-11-02T09:00:00.000Z","llm-inference/introduction":"2026-11-01T09:00:00.000Z"},"version":1}"#
    );
    assert_eq!(Progress::from_stored(&text).unwrap(), progress);
}

#[test]
fn every_kind_of_junk_in_storage_is_an_error_value() {
    let cases = [
        ("", DocumentError::NotJson),
        ("undefined", DocumentError::NotJson),
        ("{\"version\":1,\"read\":{", DocumentError::NotJson),
        ("null", DocumentError::WrongShape("not an object".into())),
        ("[1,2]", DocumentError::WrongShape("not an object".into())),
        (
            "\"text\"",
            DocumentError::WrongShape("not an object".into()),
        ),
        (
            "{}",
            DocumentError::WrongShape("no known \"version\"".into()),
        ),
        (
            "{\"version\":\"1\",\"read\":{}}",
            DocumentError::WrongShape("no known \"version\"".into()),
        ),
        (
            "{\"version\":0,\"read\":{}}",
            DocumentError::WrongShape("no known \"version\"".into()),
        ),
        (
            "{\"version\":1}",
            DocumentError::WrongShape("\"read\" is not an object".into()),
        ),
        (
            "{\"version\":1,\"read\":[]}",
            DocumentError::WrongShape("\"read\" is not an object".into()),
        ),
        (
            "{\"version\":1,\"read\":{\"no-slash\":\"2026-11-01T09:00:00.000Z\"}}",
            DocumentError::WrongShape("\"no-slash\" is not a series/part id".into()),
        ),
        (
            "{\"version\":1,\"read\":{\"a/b\":true}}",
            DocumentError::WrongShape("the time of \"a/b\" is not an ISO 8601 UTC time".into()),
        ),
        (
            "{\"version\":1,\"read\":{\"a/b\":\"yesterday\"}}",
            DocumentError::WrongShape("the time of \"a/b\" is not an ISO 8601 UTC time".into()),
        ),
        (
            "{\"version\":2,\"read\":{}}",
            DocumentError::FutureVersion(2),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(Progress::from_stored(text), Err(expected), "{text:?}");
    }
}

#[test]
fn export_then_import_into_empty_progress_restores_it() {
    let mut progress = Progress::default();
    progress.mark_read("llm-inference", "introduction", T1);
    progress.mark_read("cxl", "introduction", T2);
    let file = progress.to_export(T3);
    assert!(
        file.contains("\"format\": \"learning-series-progress\""),
        "{file}"
    );
    assert!(
        file.contains("\"exported\": \"2026-11-03T09:00:00.000Z\""),
        "{file}"
    );

    let mut fresh = Progress::default();
    let report = fresh.merge(Progress::from_export(&file).unwrap());
    assert_eq!(
        report,
        MergeReport {
            imported: 2,
            already_read: 0
        }
    );
    assert_eq!(fresh, progress);
}

#[test]
fn import_merges_and_the_earlier_time_wins() {
    let mut here = Progress::default();
    here.mark_read("cxl", "introduction", T2);
    here.mark_read("llm-training", "quantization", T1);
    let mut there = Progress::default();
    there.mark_read("cxl", "introduction", T1);
    there.mark_read("llm-training", "quantization", T3);
    there.mark_read("llm-inference", "flashinfer", T3);

    let report = here.merge(Progress::from_export(&there.to_export(T3)).unwrap());
    assert_eq!(
        report,
        MergeReport {
            imported: 1,
            already_read: 2
        }
    );
    assert_eq!(report.to_string(), "1 part imported, 2 already read.");
    assert_eq!(here.read_at("cxl", "introduction"), Some(T1));
    assert_eq!(here.read_at("llm-training", "quantization"), Some(T1));
    assert_eq!(here.read_at("llm-inference", "flashinfer"), Some(T3));
}

#[test]
fn an_import_file_that_is_not_ours_or_is_malformed_is_refused() {
    let ours_but_broken = r#"{"format":"learning-series-progress","version":1,"read":{"x":"y"}}"#;
    let cases = [
        ("not json at all", DocumentError::NotJson),
        ("[]", DocumentError::NotOurs),
        (r#"{"version":1,"read":{}}"#, DocumentError::NotOurs),
        (
            r#"{"format":"something-else","version":1,"read":{}}"#,
            DocumentError::NotOurs,
        ),
        (
            r#"{"format":"learning-series-progress","version":9,"read":{}}"#,
            DocumentError::FutureVersion(9),
        ),
        (
            ours_but_broken,
            DocumentError::WrongShape("\"x\" is not a series/part id".into()),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(Progress::from_export(text), Err(expected), "{text:?}");
    }
    assert_eq!(
        DocumentError::NotOurs.to_string(),
        "it is not a Learning Series progress file"
    );
}

#[test]
fn times_are_normalized_so_they_compare_as_text() {
    assert_eq!(
        normalize_time("2026-11-01T09:00:00Z").as_deref(),
        Some("2026-11-01T09:00:00.000Z")
    );
    assert_eq!(
        normalize_time("2026-11-01T09:00:00.5Z").as_deref(),
        Some("2026-11-01T09:00:00.500Z")
    );
    assert_eq!(
        normalize_time("2026-11-01T09:00:00.123456Z").as_deref(),
        Some("2026-11-01T09:00:00.123Z")
    );
    for bad in [
        "2026-11-01",
        "2026-11-01T09:00:00",
        "2026-11-01T09:00:00+01:00",
        "2026-1-01T09:00:00Z",
        "x",
    ] {
        assert_eq!(normalize_time(bad), None, "{bad}");
    }
}

#[test]
fn seen_parts_make_added_parts_new() {
    let mut catalog = bundled();
    let seen = Seen::everything_in(&catalog);
    assert!(seen.contains("cxl", "introduction"));
    catalog.series[3].parts.push(catalog::Part {
        id: "cxl-memory".into(),
        title: "CXL Memory".into(),
        url: None,
        topics: vec![],
    });
    let mut seen = Seen::from_stored(&seen.to_stored()).unwrap();
    assert!(!seen.contains("cxl", "cxl-memory"));
    assert!(seen.see_series(&catalog.series[3]));
    assert!(seen.contains("cxl", "cxl-memory"));
    assert!(
        !seen.see_series(&catalog.series[3]),
        "nothing new the second time"
    );
}

#[test]
fn junk_in_the_seen_document_is_an_error_value() {
    for text in [
        "",
        "{}",
        "{\"version\":1}",
        "{\"version\":1,\"parts\":[1]}",
        "{\"version\":1,\"parts\":[\"a\"]}",
    ] {
        assert!(Seen::from_stored(text).is_err(), "{text:?}");
    }
    assert_eq!(
        Seen::from_stored("{\"version\":3,\"parts\":[]}"),
        Err(DocumentError::FutureVersion(3))
    );
}
