//! The reading-progress model: marks, counts, what to read next, and the
//! documents it is stored and exported in, with every kind of bad input.

use std::sync::Arc;

use learning_series::catalog::{self, Catalog, ReadingTime, Series};
use learning_series::interface::Key;
use learning_series::kept::annotations::Annotations;
use learning_series::kept::document::{Document, DocumentError, LeftOut, normalize_time};
use learning_series::kept::export::{from_export, to_export};
use learning_series::kept::progress::{MergeReport, Progress, SeriesStatus};
use learning_series::kept::seen::Seen;

mod common;
use common::seed;

const T1: &str = "2026-11-01T09:00:00.000Z";
const T2: &str = "2026-11-02T09:00:00.000Z";
const T3: &str = "2026-11-03T09:00:00.000Z";
const T4: &str = "2026-11-04T09:00:00.000Z";
const T5: &str = "2026-11-05T09:00:00.000Z";

fn series<'a>(catalog: &'a Catalog, id: &str) -> &'a Series {
    catalog.series.iter().find(|s| s.id == id).unwrap()
}

/// A series of the catalog to change, by id.
fn series_mut<'a>(catalog: &'a mut Catalog, id: &str) -> &'a mut Series {
    let series = catalog.series.iter_mut().find(|s| s.id == id).unwrap();
    Arc::make_mut(series)
}

#[test]
fn marking_and_unmarking_a_part() {
    let catalog = seed();
    let training = series(&catalog, "llm-training");
    let mut progress = Progress::default();
    assert_eq!(progress.status(training), SeriesStatus::Unread);

    progress.mark_read("llm-training", "quantization", T1);
    assert!(progress.is_read("llm-training", "quantization"));
    assert!(!progress.is_read("llm-inference", "quantization"));
    assert_eq!(progress.read_count(training), 1);
    assert_eq!(progress.status(training), SeriesStatus::InProgress);
    assert_eq!(progress.total_read(&catalog), 1);

    progress.unmark("llm-training", "quantization", T2);
    assert!(!progress.is_read("llm-training", "quantization"));
    assert_eq!(progress.read_count(training), 0);
    assert_eq!(progress.status(training), SeriesStatus::Unread);
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
    let catalog = seed();
    let locking = series(&catalog, "locking-primitives");
    let mut progress = Progress::default();
    progress.mark_read("locking-primitives", "rcu-primer", T1);
    progress.mark_read("locking-primitives", "gone-part", T1);
    assert_eq!(progress.mark_all_read(locking, T2), ["spin-or-sleep"]);
    assert_eq!(progress.status(locking), SeriesStatus::Completed);
    assert_eq!(
        progress.read_at("locking-primitives", "rcu-primer"),
        Some(T1)
    );

    let removed = progress.reset(locking, T3);
    assert_eq!(removed, ["spin-or-sleep", "rcu-primer"]);
    assert_eq!(progress.status(locking), SeriesStatus::Unread);
    assert!(
        progress.is_read("locking-primitives", "gone-part"),
        "a reset touches only the parts on screen"
    );
    progress.set_parts("locking-primitives", &removed, true, T4);
    assert_eq!(progress.status(locking), SeriesStatus::Completed);
    assert_eq!(
        progress.read_at("locking-primitives", "rcu-primer"),
        Some(T4)
    );
}

#[test]
fn undoing_mark_all_read_brings_back_exactly_the_marks_before() {
    let catalog = seed();
    let inference = series(&catalog, "llm-inference");
    let mut progress = Progress::default();
    progress.mark_read("llm-inference", "kv-cache", T1);
    progress.mark_read("llm-inference", "flashinfer", T1);
    progress.mark_read("llm-inference", "paged-attention", T1);
    progress.unmark("llm-inference", "paged-attention", T2);
    let read_before: Vec<bool> = inference
        .parts
        .iter()
        .map(|p| progress.is_read("llm-inference", &p.id))
        .collect();

    let marked = progress.mark_all_read(inference, T3);
    assert_eq!(marked.len(), 5);
    assert_eq!(progress.status(inference), SeriesStatus::Completed);
    progress.set_parts("llm-inference", &marked, false, T4);
    let read_after: Vec<bool> = inference
        .parts
        .iter()
        .map(|p| progress.is_read("llm-inference", &p.id))
        .collect();
    assert_eq!(read_after, read_before);
    assert_eq!(
        progress.read_at("llm-inference", "kv-cache"),
        Some(T1),
        "a part read before keeps its time"
    );
    assert!(progress.mark_all_read(series(&catalog, "cxl"), T3).len() == 1);
    assert!(
        progress
            .mark_all_read(series(&catalog, "cxl"), T4)
            .is_empty(),
        "nothing left to mark"
    );
}

#[test]
fn next_unread_picks_up_after_the_part_read_last() {
    let catalog = seed();
    let inference = series(&catalog, "llm-inference");
    let mut progress = Progress::default();
    let next = |progress: &Progress| progress.next_unread(inference).unwrap().id.clone();
    assert_eq!(next(&progress), "introduction");
    // Begun at part 3: on to part 4, not back to part 1.
    progress.mark_read("llm-inference", "paged-attention", T1);
    assert_eq!(next(&progress), "flash-attention");
    // Then part 1 read: on to part 2.
    progress.mark_read("llm-inference", "introduction", T2);
    assert_eq!(next(&progress), "kv-cache");
    // Parts read at once: after the furthest of them.
    progress.mark_read("llm-inference", "flashinfer", T2);
    assert_eq!(next(&progress), "agentic-inference-moe");
    // Nothing unread after the part read last: the first unread part.
    progress.mark_read("llm-inference", "agentic-inference-moe", T3);
    assert_eq!(next(&progress), "kv-cache");
    progress.mark_all_read(inference, T3);
    assert_eq!(progress.next_unread(inference), None);
}

#[test]
fn continue_reading_picks_the_most_recently_read_series_that_is_not_finished() {
    let catalog = seed();
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
fn start_next_is_the_first_series_with_nothing_read_once_none_is_in_progress() {
    let catalog = seed();
    let mut progress = Progress::default();
    assert_eq!(progress.start_next(&catalog), None, "nothing read yet");

    // The first series finished: the next one in the catalog's order.
    progress.mark_all_read(series(&catalog, &catalog.series[0].id), T1);
    assert_eq!(progress.continue_reading(&catalog), None);
    let (next, part) = progress.start_next(&catalog).unwrap();
    assert_eq!(
        (&next.id, &part.id),
        (&catalog.series[1].id, &catalog.series[1].parts[0].id)
    );

    // A series started further on is passed over; every series started, none.
    progress.mark_read(&catalog.series[1].id, &catalog.series[1].parts[0].id, T2);
    let (next, _) = progress.start_next(&catalog).unwrap();
    assert_eq!(next.id, catalog.series[2].id);
    for series in &catalog.series {
        progress.mark_read(&series.id, &series.parts[0].id, T3);
    }
    assert_eq!(progress.start_next(&catalog), None, "every series started");
}

#[test]
fn continue_reading_ignores_reads_of_parts_no_longer_in_the_catalog() {
    let catalog = seed();
    let mut progress = Progress::default();
    progress.mark_read("llm-inference", "introduction", T1);
    progress.mark_read("cxl", "removed-part", T3);
    let (series, _) = progress.continue_reading(&catalog).unwrap();
    assert_eq!(series.id, "llm-inference");
}

#[test]
fn marks_of_removed_parts_are_kept_not_counted_and_count_again_when_back() {
    let mut catalog = seed();
    let mut progress = Progress::default();
    progress.mark_read("cxl", "introduction", T1);
    let removed = series_mut(&mut catalog, "cxl").parts.remove(0);
    series_mut(&mut catalog, "cxl").parts.push(catalog::Part {
        id: "cxl-memory".into(),
        ..removed.clone()
    });
    assert_eq!(progress.read_count(series(&catalog, "cxl")), 0);
    assert_eq!(progress.total_read(&catalog), 0);
    let stored = Progress::from_stored(&progress.to_stored()).unwrap().value;
    assert!(stored.is_read("cxl", "introduction"), "kept in storage");

    series_mut(&mut catalog, "cxl").parts.push(removed);
    assert_eq!(stored.read_count(series(&catalog, "cxl")), 1);
}

#[test]
fn progress_follows_ids_when_the_catalog_is_reordered() {
    let mut catalog = seed();
    let mut progress = Progress::default();
    progress.mark_read("llm-inference", "flashinfer", T1);
    catalog.series.reverse();
    catalog
        .series
        .iter_mut()
        .for_each(|s| Arc::make_mut(s).parts.reverse());
    let inference = series(&catalog, "llm-inference");
    assert_eq!(progress.read_count(inference), 1);
    assert_eq!(
        progress.next_unread(inference).unwrap().id,
        "flash-attention-evolution",
        "the part after it in the new order"
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
    let again = Progress::from_stored(&text).unwrap();
    assert_eq!(
        (again.value, again.kept, again.problems),
        (progress.clone(), 2, vec![])
    );

    progress.unmark("cxl", "introduction", T3);
    let text = progress.to_stored();
    assert_eq!(
        text,
        r#"{"read":{"llm-inference/introduction":"2026-11-01T09:00:00.000Z"},"unread":{"cxl/introduction":"2026-11-03T09:00:00.000Z"},"version":1}"#
    );
    assert_eq!(Progress::from_stored(&text).unwrap().value, progress);
}

#[test]
fn a_document_nothing_can_be_read_from_is_an_error_value() {
    let cases = [
        ("", DocumentError::NotJson),
        ("undefined", DocumentError::NotJson),
        ("{\"version\":1,\"read\":{", DocumentError::NotJson),
        ("null", DocumentError::WrongShape("")),
        ("[1,2]", DocumentError::WrongShape("")),
        ("\"text\"", DocumentError::WrongShape("")),
        ("{}", DocumentError::WrongShape("version")),
        (
            "{\"version\":\"1\",\"read\":{}}",
            DocumentError::WrongShape("version"),
        ),
        (
            "{\"version\":0,\"read\":{}}",
            DocumentError::WrongShape("version"),
        ),
        ("{\"version\":1}", DocumentError::WrongShape("read")),
        (
            "{\"version\":1,\"read\":[]}",
            DocumentError::WrongShape("read"),
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
fn entries_that_cannot_be_read_are_left_out_and_named_and_the_rest_kept() {
    let text = format!(
        r#"{{"version":1,"read":{{"no-slash":"{T1}","a/b":true,"c/d":"yesterday",
           "e/f":"2026-13-45T99:99:99Z","g/h":"{T1}"}},"unread":{{"i/j":"{T2}","K/l":"{T2}"}}}}"#
    );
    let salvaged = Progress::from_stored(&text).unwrap();
    assert_eq!(salvaged.kept, 2);
    assert_eq!(
        salvaged.problems,
        [
            LeftOut::new(Key::left_out_time, "a/b"),
            LeftOut::new(Key::left_out_time, "c/d"),
            LeftOut::new(Key::left_out_time, "e/f"),
            LeftOut::new(Key::left_out_id, "no-slash"),
            LeftOut::new(Key::left_out_id, "K/l"),
        ],
        "the read marks', then the unread's, each in key order"
    );
    common::english();
    let said: Vec<String> = [&salvaged.problems[3], &salvaged.problems[0]]
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        said,
        [
            "“no-slash” is not the id of a part or a series",
            "the time of “a/b” cannot be read"
        ]
    );
    assert!(salvaged.value.is_read("g", "h"));

    let unread_not_an_object = format!(r#"{{"version":1,"read":{{"g/h":"{T1}"}},"unread":7}}"#);
    let salvaged = Progress::from_stored(&unread_not_an_object).unwrap();
    assert_eq!((salvaged.kept, salvaged.problems.len()), (1, 1));
}

#[test]
fn the_later_change_of_a_part_wins_a_merge_and_an_unmark_is_not_undone() {
    let mut here = Progress::default();
    here.mark_read("cxl", "introduction", T1);
    here.mark_read("llm", "kv-cache", T1);
    let mut there = here.clone();

    here.unmark("cxl", "introduction", T2);
    there.unmark("llm", "kv-cache", T2);
    there.mark_read("llm", "kv-cache", T3);
    there.mark_read("llm", "paged", T3);

    let mut merged = here.clone();
    assert!(merged.merge(&there));
    assert!(
        !merged.is_read("cxl", "introduction"),
        "unmarked later than read"
    );
    assert_eq!(
        merged.read_at("llm", "kv-cache"),
        Some(T3),
        "read again after the unmark"
    );
    assert!(merged.is_read("llm", "paged"));

    let mut other_way = there.clone();
    other_way.merge(&here);
    assert_eq!(merged, other_way);
    assert!(!merged.clone().merge(&there), "nothing new the second time");
}

#[test]
fn a_mark_and_an_unmark_at_the_same_moment_leave_the_part_unread() {
    let mut read = Progress::default();
    read.mark_read("cxl", "introduction", T1);
    let mut unread = read.clone();
    unread.unmark("cxl", "introduction", T1);
    let mut merged = read.clone();
    merged.merge(&unread);
    assert!(!merged.is_read("cxl", "introduction"));
}

#[test]
fn export_then_import_into_empty_progress_restores_it() {
    let mut progress = Progress::default();
    progress.mark_read("llm-inference", "introduction", T1);
    progress.mark_read("cxl", "introduction", T2);
    let file = to_export(&progress, &Annotations::default(), T3);
    let doc: serde_json::Value = serde_json::from_str(&file).unwrap();
    assert_eq!(doc["format"], "learning-series-progress", "{file}");
    assert_eq!(doc["exported"], "2026-11-03T09:00:00.000Z", "{file}");

    let mut fresh = Progress::default();
    let (report, _) = fresh.import(&from_export(&file).unwrap().value.progress, T4);
    assert_eq!(
        report,
        MergeReport {
            imported: 2,
            already_read: 0,
            unreadable: 0
        }
    );
    assert_eq!(fresh, progress);
}

#[test]
fn import_adds_what_the_file_read_and_unmarks_nothing() {
    common::english();
    let mut here = Progress::default();
    here.mark_read("cxl", "introduction", T2);
    here.mark_read("llm-training", "quantization", T1);
    here.mark_read("llm-inference", "kv-cache", T1);
    here.unmark("llm-inference", "kv-cache", T3);
    let mut there = Progress::default();
    there.mark_read("cxl", "introduction", T1);
    there.mark_read("llm-inference", "flashinfer", T3);
    there.mark_read("llm-inference", "kv-cache", T2);

    let file = from_export(&to_export(&there, &Annotations::default(), T3))
        .unwrap()
        .value
        .progress;
    let (report, written) = here.import(&file, T4);
    assert_eq!(
        report,
        MergeReport {
            imported: 2,
            already_read: 1,
            unreadable: 0
        }
    );
    assert_eq!(report.to_string(), "2 parts imported, 1 already read.");
    assert_eq!(
        here.read_at("cxl", "introduction"),
        Some(T2),
        "already read here"
    );
    assert_eq!(here.read_at("llm-inference", "flashinfer"), Some(T3));
    assert_eq!(
        here.read_at("llm-inference", "kv-cache"),
        Some(T4),
        "unmarked here after the file read it: read now, so it stays read"
    );
    assert!(here.is_read("llm-training", "quantization"));

    // Undone: the two parts it marked are unread again, unless marked
    // since; what was read here stays read.
    let mut undone = here.clone();
    undone.take_back(&written, T5);
    assert!(!undone.is_read("llm-inference", "flashinfer"));
    assert!(!undone.is_read("llm-inference", "kv-cache"));
    assert!(undone.is_read("cxl", "introduction"));
    assert!(undone.is_read("llm-training", "quantization"));
    here.unmark("llm-inference", "flashinfer", T5);
    here.mark_read("llm-inference", "flashinfer", T5);
    here.take_back(&written, T5);
    assert!(
        here.is_read("llm-inference", "flashinfer"),
        "marked again since"
    );
}

#[test]
fn a_set_aside_copy_imports_too_with_what_could_be_read() {
    common::english();
    let copy = format!(r#"{{"version":1,"read":{{"cxl/introduction":"{T1}","x":"{T1}"}}}}"#);
    let salvaged = from_export(&copy).unwrap();
    let mut here = Progress::default();
    let (mut report, _) = here.import(&salvaged.value.progress, T4);
    report.unreadable = salvaged.problems.len();
    assert_eq!(
        report.to_string(),
        "1 part imported, 0 already read. Left out 1 entry that could not be read."
    );
}

#[test]
fn an_import_file_that_is_not_ours_is_refused() {
    let cases = [
        ("not json at all", DocumentError::NotJson),
        ("[]", DocumentError::NotOurs),
        (r#"{"hello":"world"}"#, DocumentError::NotOurs),
        (r#"{"version":1,"parts":[]}"#, DocumentError::NotOurs),
        (
            r#"{"format":"something-else","version":1,"read":{}}"#,
            DocumentError::NotOurs,
        ),
        (
            r#"{"format":"learning-series-progress","version":9,"read":{}}"#,
            DocumentError::FutureVersion(9),
        ),
        (
            r#"{"format":"learning-series-progress","version":1,"read":[]}"#,
            DocumentError::WrongShape("read"),
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(from_export(text), Err(expected), "{text:?}");
    }
    common::english();
    assert_eq!(
        DocumentError::NotOurs.to_string(),
        "it is not a Learning Series progress file"
    );
    assert_eq!(
        DocumentError::WrongShape("read").to_string(),
        "its “read” is missing or not as this app writes it"
    );
    assert_eq!(
        DocumentError::WrongShape("").to_string(),
        "it is not a JSON object"
    );
    assert_eq!(
        DocumentError::FutureVersion(9).to_string(),
        "it was written by a newer version of this app"
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
    assert_eq!(
        normalize_time("2024-02-29T23:59:59Z").as_deref(),
        Some("2024-02-29T23:59:59.000Z"),
        "a leap day"
    );
    for bad in [
        "2026-11-01",
        "2026-11-01T09:00:00",
        "2026-11-01T09:00:00+01:00",
        "2026-1-01T09:00:00Z",
        "x",
        "2026-13-45T99:99:99Z",
        "2026-00-10T09:00:00Z",
        "2026-04-31T09:00:00Z",
        "2026-02-29T09:00:00Z",
        "1900-02-29T09:00:00Z",
        "2026-11-00T09:00:00Z",
        "2026-11-01T24:00:00Z",
        "2026-11-01T23:60:00Z",
        "2026-11-01T23:59:60Z",
    ] {
        assert_eq!(normalize_time(bad), None, "{bad}");
    }
}

#[test]
fn seen_parts_make_added_parts_new() {
    let mut catalog = seed();
    let seen = Seen::everything_in(&catalog);
    assert!(seen.contains("cxl", "introduction"));
    let added = catalog::Part {
        id: "cxl-memory".into(),
        title: "CXL Memory".into(),
        ..series(&catalog, "cxl").parts[0].clone()
    };
    series_mut(&mut catalog, "cxl").parts.push(added);
    let mut seen = Seen::from_stored(&seen.to_stored()).unwrap().value;
    assert!(!seen.contains("cxl", "cxl-memory"));
    assert!(seen.see_series(series(&catalog, "cxl")));
    assert!(seen.contains("cxl", "cxl-memory"));
    assert!(
        !seen.see_series(series(&catalog, "cxl")),
        "nothing new the second time"
    );
}

#[test]
fn junk_in_the_seen_document_is_an_error_value_or_left_out() {
    for text in ["", "{}", "{\"version\":1}", "{\"version\":1,\"parts\":{}}"] {
        assert!(Seen::from_stored(text).is_err(), "{text:?}");
    }
    let salvaged = Seen::from_stored("{\"version\":1,\"parts\":[1,\"a\",\"b/c\"]}").unwrap();
    assert_eq!((salvaged.kept, salvaged.problems.len()), (1, 2));
    assert!(salvaged.value.contains("b", "c"));
    assert_eq!(
        Seen::from_stored("{\"version\":3,\"parts\":[]}"),
        Err(DocumentError::FutureVersion(3))
    );
}

#[test]
fn minutes_left_sums_the_unread_parts_and_says_when_some_give_no_time() {
    common::english();
    let mut catalog = seed();
    let isa = series_mut(&mut catalog, "cpu-isa-for-ml");
    isa.parts[0].minutes = Some(20);
    isa.parts[1].minutes = Some(15);
    let isa = series(&catalog, "cpu-isa-for-ml");
    let mut progress = Progress::default();
    let time = |minutes, more| ReadingTime { minutes, more };
    assert_eq!(progress.minutes_left(isa), time(35, false));
    progress.mark_read(&isa.id, &isa.parts[0].id, T1);
    assert_eq!(progress.minutes_left(isa), time(15, false));
    progress.mark_read(&isa.id, &isa.parts[1].id, T1);
    assert_eq!(progress.minutes_left(isa), time(0, false));

    let llm = series(&catalog, "llm-inference");
    assert_eq!(
        progress.minutes_left(llm),
        time(0, true),
        "no part gives a time"
    );
    assert_eq!(time(125, true).text(), "over 2 h 5 min");
    assert_eq!(time(60, false).text(), "1 h");
}

#[test]
fn a_part_published_after_the_last_visit_is_new_though_it_was_seen() {
    let mut catalog = seed();
    series_mut(&mut catalog, "cxl").parts[0].published = Some("2026-11-20".into());
    let part = series(&catalog, "cxl").parts[0].clone();
    let mut seen = Seen::everything_in(&catalog);
    assert!(
        !seen.is_new("cxl", &part, T3),
        "no visit recorded: only unseen parts are new"
    );

    seen.visit("2026-11-10T08:00:00.000Z");
    let seen = Seen::from_stored(&seen.to_stored()).unwrap().value;
    assert!(
        seen.is_new("cxl", &part, "2026-11-30T08:00:00.000Z"),
        "published since"
    );
    assert!(
        !seen.is_new("cxl", &part, "2026-11-15T08:00:00.000Z"),
        "dated ahead: not new before its date"
    );
    let mut later = seen.clone();
    later.visit("2026-11-25T08:00:00.000Z");
    assert!(
        !later.is_new("cxl", &part, "2026-11-30T08:00:00.000Z"),
        "visited since"
    );
    let mut merged = seen.clone();
    merged.merge(&later);
    assert_eq!(
        merged.visited(),
        Some("2026-11-25T08:00:00.000Z"),
        "the later visit counts"
    );
}
