//! What "Feed reader and calendar" makes (`follow.js`, which the page loads
//! when the reader opens its dialog) from what the app hands it
//! (`kept::plan::Handed`, built here as the app builds it): an OPML 2.0
//! file of exactly the followed series, a reading plan that is RFC 5545
//! (folded lines, escaped text, floating times at the reader's hour, UIDs
//! that stay), and its XML escaper held to `html::escaped`. The pace is
//! the app's (`kept::plan::pace`): it never names a day gone nor says
//! anything with fewer than two days read. Node runs the module: a call a
//! line in, its answer a line out.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use learning_series::catalog::{self, Catalog};
use learning_series::folders;
use learning_series::html::escaped;
use learning_series::json;
use learning_series::kept::export::{Exported, from_export};
use learning_series::kept::plan::{self, Handed};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;
use serde_json::{Value, json};

/// For each line of JSON in (`[name, argument, options]`), the answer as
/// a line of JSON out; dates go in and out as ISO strings.
const CALLS: &str = r#"
const follow = await import('./follow.js');
const lines = require('node:fs').readFileSync(0, 'utf8').split('\n').filter(Boolean);
for (const [name, handed, options] of lines.map((line) => JSON.parse(line))) {
  const now = new Date(options?.now ?? 0);
  const where = { address: options?.address, now };
  const answers = {
    xml: () => follow.xml(handed),
    opml: () => follow.opmlOf(handed.title, handed.followed, where),
    ics: () => follow.icsOf(follow.planOf(handed.unread, { perWeek: options.perWeek, time: options.time, now }), where),
  };
  console.log(JSON.stringify(answers[name]()));
}
"#;

/// What follow.js answers to each call, in the time zone `tz`.
fn answers(tz: &str, calls: &[Value]) -> Vec<Value> {
    let script = format!("(async () => {{ {CALLS} }})()");
    common::node_answers(&["--input-type=commonjs", "-e", &script], tz, calls)
}

fn answer(tz: &str, call: Value) -> Value {
    answers(tz, &[call]).remove(0)
}

const ADDRESS: &str = "https://example.org/series/";
const NOW: &str = "2026-12-05T10:00:00.000Z";

fn options(extra: Value) -> Value {
    let mut all = json!({ "address": ADDRESS, "now": NOW });
    all.as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    all
}

/// Three series: one whose title needs escaping and has emphasis, one in
/// a language of its own, one with parts of every kind (with and without
/// links and minutes, a title that needs escaping in a calendar).
fn catalog() -> Catalog {
    let series = |id: &str, title: &str, extra: Value, parts: Value| {
        let mut series = json!({ "id": id, "section": "all", "title": title, "summary": "S", "topics": [], "parts": parts });
        series
            .as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        series
    };
    let text = json!({
        "schema": 1,
        "title": "Deep *dives* & more",
        "subtitle": "",
        "topics": [],
        "sections": [{ "id": "all", "title": "All" }],
        "series": [
            series("gpu", "GPUs: <the> \"*fast*\" path", json!({}), json!([
                { "id": "one", "title": "One", "url": "https://blog.example/one", "minutes": 20 },
                { "id": "two", "title": "Two, three; and \\ four", "minutes": 40 },
                { "id": "three", "title": "Three", "url": "three.html" },
                { "id": "four", "title": "Четыре — a title long enough that its line in the calendar must fold, at least once or twice", "minutes": 10 }
            ])),
            series("cpu", "CPUs", json!({ "lang": "fr" }), json!([
                { "id": "a", "title": "A", "minutes": 30 },
                { "id": "b", "title": "B", "minutes": 30 }
            ])),
            series("ram", "RAM", json!({}), json!([ { "id": "x", "title": "X" } ]))
        ]
    });
    catalog::parse(&text.to_string()).unwrap()
}

/// What the reader keeps, from what an export file of it holds.
fn kept_of(kept: Value) -> Exported {
    let mut file = json!({ "format": "learning-series-progress", "version": 1, "read": {} });
    file.as_object_mut()
        .unwrap()
        .extend(kept.as_object().unwrap().clone());
    from_export(&file.to_string()).unwrap().value
}

/// What the app hands the dialog for what the reader keeps (`kept`, as an
/// export file holds it) at `now`, in UTC.
fn handed(kept: Value, now: &str) -> Value {
    common::english();
    let kept = kept_of(kept);
    let catalog = catalog();
    let handed = Handed::new(&catalog, &kept.progress, &kept.annotations, now, 0);
    serde_json::from_str(&json::write(&handed)).unwrap()
}

#[test]
fn the_xml_escaper_escapes_as_the_app_s() {
    let pieces = ["a", "&", "<", ">", "\"", "'", "&amp;", "é", "😀", "\n", " "];
    let strategy = prop::collection::vec(prop::sample::select(pieces.to_vec()), 0..12);
    let mut runner = TestRunner::deterministic();
    let texts: Vec<String> = (0..500)
        .map(|_| strategy.new_tree(&mut runner).unwrap().current().concat())
        .collect();
    let calls: Vec<Value> = texts.iter().map(|text| json!(["xml", text])).collect();
    let said = answers("UTC", &calls);
    assert!(texts.iter().any(|text| text.contains('&')));
    for (text, said) in texts.iter().zip(said) {
        assert_eq!(said, json!(escaped(text)), "{text:?}");
    }
}

#[test]
fn the_opml_file_holds_exactly_the_followed_series_with_their_feeds_and_places() {
    // Followed out of the catalog's order, and one the catalog no longer has.
    let kept = json!({ "following": { "cpu": "2026-12-01T00:00:00.000Z", "gone": "2026-12-01T00:00:00.000Z", "gpu": "2026-12-02T00:00:00.000Z" } });
    let text = answer(
        "UTC",
        json!(["opml", handed(kept, NOW), options(json!({}))]),
    );
    let text = text.as_str().unwrap();
    let doc = roxmltree::Document::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let opml = doc.root_element();
    assert_eq!(
        (opml.tag_name().name(), opml.attribute("version")),
        ("opml", Some("2.0"))
    );
    let title = opml
        .descendants()
        .find(|n| n.has_tag_name("title"))
        .unwrap();
    assert_eq!(title.text(), Some("Deep dives & more"));
    let created = opml
        .descendants()
        .find(|n| n.has_tag_name("dateCreated"))
        .unwrap();
    assert_eq!(created.text(), Some("Sat, 05 Dec 2026 10:00:00 GMT"));
    let outlines: Vec<_> = opml
        .descendants()
        .filter(|n| n.has_tag_name("outline"))
        .collect();
    let attributes =
        |name: &str| -> Vec<Option<&str>> { outlines.iter().map(|o| o.attribute(name)).collect() };
    assert_eq!(
        attributes("text"),
        [Some("GPUs: <the> \"fast\" path"), Some("CPUs")]
    );
    assert_eq!(attributes("title"), attributes("text"));
    assert_eq!(attributes("type"), [Some("rss"), Some("rss")]);
    // Where the build writes each series' feed (feed.rs).
    let feeds = ["gpu", "cpu"].map(|id| format!("{ADDRESS}{}", folders::series_feed(id)));
    assert_eq!(
        attributes("xmlUrl"),
        feeds.each_ref().map(|url| Some(url.as_str()))
    );
    assert_eq!(
        attributes("htmlUrl"),
        [
            Some("https://example.org/series/#series--gpu"),
            Some("https://example.org/series/#series--cpu")
        ]
    );
    assert_eq!(attributes("language"), [None, Some("fr")]);
}

/// The lines of an iCalendar file unfolded, after checking each is
/// CRLF-ended and at most 75 octets.
fn unfolded(text: &str) -> Vec<String> {
    assert!(text.ends_with("\r\n"), "{text}");
    let mut lines: Vec<String> = Vec::new();
    for line in text.trim_end_matches("\r\n").split("\r\n") {
        assert!(!line.contains('\n'), "a bare line feed: {line:?}");
        assert!(line.len() <= 75, "{} octets: {line:?}", line.len());
        match line.strip_prefix(' ') {
            Some(rest) => lines.last_mut().unwrap().push_str(rest),
            None => lines.push(line.to_string()),
        }
    }
    lines
}

/// Each event's properties, by name.
fn events(lines: &[String]) -> Vec<Vec<(String, String)>> {
    let mut events = Vec::new();
    let mut current = None;
    for line in lines {
        match line.as_str() {
            "BEGIN:VEVENT" => current = Some(Vec::new()),
            "END:VEVENT" => events.push(current.take().unwrap()),
            _ => {
                if let Some(event) = current.as_mut() {
                    let (name, value) = line.split_once(':').unwrap();
                    event.push((name.to_string(), value.to_string()));
                }
            }
        }
    }
    events
}

fn property<'a>(event: &'a [(String, String)], name: &str) -> &'a str {
    &event.iter().find(|(n, _)| n == name).unwrap().1
}

/// An iCalendar text value read back: `\\`, `\;`, `\,` and `\n`.
fn unescaped(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next().unwrap() {
                'n' | 'N' => out.push('\n'),
                escaped @ ('\\' | ';' | ',') => out.push(escaped),
                other => panic!("\\{other} in {value:?}"),
            },
            ';' | ',' => panic!("an unescaped {c} in {value:?}"),
            _ => out.push(c),
        }
    }
    out
}

fn plan(tz: &str, kept: Value, extra: Value) -> Vec<Vec<(String, String)>> {
    let text = answer(tz, json!(["ics", handed(kept, NOW), options(extra)]));
    let lines = unfolded(text.as_str().unwrap());
    assert_eq!(
        (
            lines.first().map(String::as_str),
            lines.last().map(String::as_str)
        ),
        (Some("BEGIN:VCALENDAR"), Some("END:VCALENDAR"))
    );
    for required in ["VERSION:2.0", "PRODID:-//learning-series//reading plan//EN"] {
        assert!(lines.iter().any(|line| line == required), "{required}");
    }
    events(&lines)
}

#[test]
fn the_plan_has_an_event_for_each_unread_part_of_the_followed_series_at_the_reader_s_rhythm() {
    let kept = json!({
        "following": { "gpu": "2026-12-01T00:00:00.000Z", "cpu": "2026-12-01T00:00:00.000Z" },
        "read": { "gpu/one": "2026-12-01T00:00:00.000Z", "ram/x": "2026-12-01T00:00:00.000Z" }
    });
    let events = plan("UTC", kept, json!({ "perWeek": 2, "time": "19:30" }));
    let summaries: Vec<String> = events
        .iter()
        .map(|e| unescaped(property(e, "SUMMARY")))
        .collect();
    assert_eq!(
        summaries,
        [
            "Two, three; and \\ four",
            "Three",
            "Четыре — a title long enough that its line in the calendar must fold, at least once or twice",
            "A",
            "B"
        ]
    );
    // Twice a week from the next day, at the reader's hour, with no zone.
    let starts: Vec<&str> = events.iter().map(|e| property(e, "DTSTART")).collect();
    assert_eq!(
        starts,
        [
            "20261206T193000",
            "20261209T193000",
            "20261213T193000",
            "20261216T193000",
            "20261220T193000"
        ]
    );
    let durations: Vec<&str> = events.iter().map(|e| property(e, "DURATION")).collect();
    assert_eq!(durations, ["PT40M", "PT30M", "PT10M", "PT30M", "PT30M"]);
    let urls: Vec<&str> = events.iter().map(|e| property(e, "URL")).collect();
    assert_eq!(
        urls,
        [
            "https://example.org/series/#series--gpu",
            "https://example.org/series/three.html",
            "https://example.org/series/#series--gpu",
            "https://example.org/series/#series--cpu",
            "https://example.org/series/#series--cpu"
        ]
    );
    assert_eq!(
        unescaped(property(&events[0], "DESCRIPTION")),
        "GPUs: <the> \"fast\" path"
    );
    for event in &events {
        assert_eq!(property(event, "DTSTAMP"), "20261205T100000Z");
    }
}

#[test]
fn a_newer_plan_keeps_each_part_s_uid_so_calendars_replace_the_older() {
    let kept = json!({ "following": { "cpu": "2026-12-01T00:00:00.000Z" } });
    let first = plan(
        "UTC",
        kept.clone(),
        json!({ "perWeek": 7, "time": "08:00" }),
    );
    let later = plan(
        "UTC",
        kept,
        json!({ "perWeek": 1, "time": "21:00", "now": "2026-12-20T10:00:00.000Z" }),
    );
    let uids = |events: &[Vec<(String, String)>]| -> Vec<String> {
        events
            .iter()
            .map(|e| property(e, "UID").to_string())
            .collect()
    };
    assert_eq!(
        uids(&first),
        ["cpu.a.plan@example.org", "cpu.b.plan@example.org"]
    );
    assert_eq!(uids(&first), uids(&later));
    let sequence = |events: &[Vec<(String, String)>]| -> u64 {
        property(&events[0], "SEQUENCE").parse().unwrap()
    };
    assert!(sequence(&later) > sequence(&first));
    assert_eq!(property(&later[1], "DTSTART"), "20261228T210000");
}

#[test]
fn without_follows_the_plan_is_of_the_series_started_and_keeps_the_hour_in_any_time_zone() {
    let kept = json!({ "read": { "gpu/one": "2026-12-01T00:00:00.000Z", "ram/x": "2026-12-01T00:00:00.000Z" } });
    for tz in ["America/New_York", "Asia/Tokyo", "Pacific/Kiritimati"] {
        let events = plan(tz, kept.clone(), json!({ "perWeek": 3, "time": "07:05" }));
        // The finished RAM series is left out; GPU's three unread parts stay.
        assert_eq!(events.len(), 3, "{tz}");
        assert!(
            events
                .iter()
                .all(|e| property(e, "DTSTART").ends_with("T070500")),
            "{tz}"
        );
    }
    let nothing = plan("UTC", json!({}), json!({ "perWeek": 3, "time": "07:05" }));
    assert!(nothing.is_empty());
}

/// The pace of what the reader keeps (`kept`) at `now`, for a clock
/// `offset` minutes ahead of UTC, as the app works it out.
fn pace_of(kept: Value, now: &str, offset: i64) -> Option<plan::Pace> {
    let kept = kept_of(kept);
    let catalog = catalog();
    let planned = plan::planned(&catalog, &kept.progress, &kept.annotations);
    plan::pace(&catalog, &planned, &kept.progress, now, offset)
}

#[test]
fn the_pace_is_the_last_four_weeks_minutes_spread_over_them() {
    // 60 minutes read on two days of the last four weeks (CPU's first
    // part long before), and 40 left with minutes in the followed series
    // (GPU's fourth, CPU's second): 40 * 28 / 60 = 18.7, so 19 days on.
    let kept = json!({
        "following": { "cpu": "2026-11-01T00:00:00.000Z", "gpu": "2026-11-01T00:00:00.000Z" },
        "read": { "gpu/one": "2026-11-20T09:00:00.000Z", "gpu/two": "2026-12-04T21:00:00.000Z", "cpu/a": "2026-10-01T09:00:00.000Z" }
    });
    let pace = pace_of(kept.clone(), NOW, 0).unwrap();
    assert_eq!(
        pace,
        plan::Pace {
            minutes_a_week: 15,
            finish: "2026-12-24".to_string()
        }
    );
    common::english();
    assert_eq!(
        pace.said(),
        "At your pace of the last four weeks (15 min a week), you would be done around Dec 24, 2026."
    );
    // What the dialog is handed says the same.
    assert_eq!(handed(kept, NOW)["pace"], json!(pace.said()));
    // One day only: nothing to say yet.
    let one_day = json!({ "following": { "cpu": "2026-11-01T00:00:00.000Z" }, "read": { "gpu/one": "2026-12-04T09:00:00.000Z", "gpu/two": "2026-12-04T21:00:00.000Z" } });
    assert_eq!(pace_of(one_day, NOW, 0), None);
}

#[test]
fn the_pace_counts_the_reader_s_own_days() {
    // An hour apart across midnight in UTC: two days there, one at UTC−2.
    let kept = json!({ "read": { "gpu/one": "2026-12-03T23:30:00.000Z", "gpu/two": "2026-12-04T00:30:00.000Z" } });
    assert!(pace_of(kept.clone(), NOW, 0).is_some());
    assert_eq!(pace_of(kept.clone(), NOW, -120), None);
    // At UTC+14 it is already the 6th: the day after is the 7th at the earliest.
    let kept = json!({ "read": { "gpu/one": "2026-12-03T08:00:00.000Z", "gpu/two": "2026-12-04T08:00:00.000Z" } });
    let finish = pace_of(kept, "2026-12-05T12:00:00.000Z", 14 * 60)
        .unwrap()
        .finish;
    assert!(finish.as_str() > "2026-12-06", "{finish}");
}

/// Over any history of reading, the finishing day is never today or
/// before, and there is none with fewer than two days read in the last
/// four weeks.
#[test]
fn the_finishing_day_is_never_gone_and_needs_two_days_read() {
    let keys = [
        "gpu/one",
        "gpu/two",
        "gpu/three",
        "gpu/four",
        "cpu/a",
        "cpu/b",
        "ram/x",
    ];
    let history = (
        prop::collection::vec((0..keys.len(), 0i64..60 * 24), 0..8),
        0i64..24,
        any::<bool>(),
    );
    let mut runner = TestRunner::deterministic();
    let day = |at: i64| at.div_euclid(86_400_000);
    let mut said_some = 0;
    for _ in 0..500 {
        let (reads, hour, followed) = history.new_tree(&mut runner).unwrap().current();
        // 2026-12-05, at `hour`.
        let now = 1_796_515_200_000_i64 + hour * 3_600_000;
        let mut read = serde_json::Map::new();
        for (key, hours_ago) in &reads {
            read.insert(
                keys[*key].to_string(),
                json!(iso_of(now - hours_ago * 3_600_000)),
            );
        }
        // The days of the last four weeks a part (still) read was read on.
        let days: std::collections::BTreeSet<i64> = read
            .values()
            .map(|at| millis_of(at.as_str().unwrap()))
            .filter(|at| now - at < 28 * 86_400_000)
            .map(day)
            .collect();
        let mut kept = json!({ "read": read });
        if followed {
            kept["following"] =
                json!({ "cpu": "2026-11-01T00:00:00.000Z", "gpu": "2026-11-01T00:00:00.000Z" });
        }
        if let Some(pace) = pace_of(kept, &iso_of(now), 0) {
            said_some += 1;
            assert!(days.len() >= 2, "{pace:?} from {days:?} days read");
            let finish = millis_of(&format!("{}T00:00:00.000Z", pace.finish));
            assert!(day(finish) > day(now), "{pace:?} is not after {now}");
        }
    }
    // The property held over histories that do give a day.
    assert!(said_some > 50, "{said_some}");
}

/// An ISO time of milliseconds since 1970, as JavaScript writes it.
fn iso_of(millis: i64) -> String {
    let days = millis.div_euclid(86_400_000);
    let rest = millis.rem_euclid(86_400_000);
    let (year, month, day) = civil(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        rest / 3_600_000,
        rest / 60_000 % 60,
        rest / 1_000 % 60,
        rest % 1_000
    )
}

/// Milliseconds since 1970 of an ISO time as JavaScript writes it.
fn millis_of(iso: &str) -> i64 {
    let number = |range: std::ops::Range<usize>| iso[range].parse::<i64>().unwrap();
    let days = days_from_civil(number(0..4), number(5..7), number(8..10));
    days * 86_400_000
        + number(11..13) * 3_600_000
        + number(14..16) * 60_000
        + number(17..19) * 1_000
}

/// The date of a day since 1970 (Howard Hinnant's civil_from_days).
fn civil(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// The day since 1970 of a date (Howard Hinnant's days_from_civil).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year - era * 400;
    let mp = if month > 2 { month - 3 } else { month + 9 };
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}
