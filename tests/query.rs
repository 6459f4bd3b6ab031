//! Finding series in the bundled catalog: topics, words, status, the counts
//! each filter offers, highlighting, and the URL round trip.

use learning_series::catalog::Catalog;
use learning_series::finding::query::{Query, StatusChoice};
use learning_series::finding::search::{FoldedNotes, SearchIndex, Standing, Text, TextKeys};
use learning_series::finding::words::{highlight, styled, words};
use learning_series::kept::annotations::Annotations;
use learning_series::kept::progress::SeriesStatus::{self, Completed, InProgress, Unread};
use learning_series::phrase::Piece;

mod common;
use common::seed;

fn unread(catalog: &Catalog) -> Vec<Standing> {
    vec![standing(Unread); catalog.series.len()]
}

fn standing(status: SeriesStatus) -> Standing {
    Standing {
        status,
        new: false,
        starred: false,
        following: false,
    }
}

/// The ids of the series a query shows, with every series unread.
fn shown(query: &Query) -> Vec<String> {
    let catalog = seed();
    let filtered =
        SearchIndex::new(&catalog).filter(query, &unread(&catalog), &FoldedNotes::default());
    catalog
        .series
        .iter()
        .zip(&filtered.visible)
        .filter(|(_, visible)| **visible)
        .map(|(s, _)| s.id.clone())
        .collect()
}

fn text(text: &str) -> Query {
    Query {
        text: text.into(),
        ..Query::default()
    }
}

fn topics(ids: &[&str]) -> Query {
    Query {
        topics: ids.iter().map(|t| t.to_string()).collect(),
        ..Query::default()
    }
}

#[test]
fn the_empty_query_shows_everything() {
    assert_eq!(shown(&Query::default()).len(), 8);
    assert!(Query::default().is_empty());
    assert!(text("  ,. ").is_empty(), "punctuation alone is no filter");
}

#[test]
fn the_gpu_topic_shows_the_gpu_series_only() {
    assert_eq!(
        shown(&topics(&["gpu"])),
        ["llm-inference", "llm-training", "gpu-performance-profiling"]
    );
}

#[test]
fn several_topics_match_any_of_them() {
    assert_eq!(
        shown(&topics(&["gpu", "concurrency"])),
        [
            "llm-inference",
            "locking-primitives",
            "llm-training",
            "gpu-performance-profiling"
        ]
    );
}

#[test]
fn a_topic_of_one_part_brings_its_series_and_points_the_part_out() {
    let catalog = seed();
    let index = SearchIndex::new(&catalog);
    // "interconnect" is a topic of CXL and of one part of LLM Training.
    assert_eq!(shown(&topics(&["interconnect"])), ["cxl", "llm-training"]);
    let chosen = topics(&["interconnect"]).topics;
    let training = 5;
    let standing_out: Vec<_> = (0..catalog.series[training].parts.len())
        .filter(|&part| index.part_stands_out(training, part, &chosen))
        .map(|part| catalog.series[training].parts[part].id.as_str())
        .collect();
    assert_eq!(standing_out, ["tiling-collectives"]);
    assert!(
        !index.part_stands_out(3, 0, &chosen),
        "all of CXL matches: nothing to point out"
    );
}

#[test]
fn words_match_titles_summaries_and_part_titles() {
    assert_eq!(shown(&text("RCU")), ["locking-primitives"], "a part title");
    assert_eq!(shown(&text("Compute Express")), ["cxl"], "a summary");
    assert_eq!(
        shown(&text("Inference")),
        ["llm-inference"],
        "a series title"
    );
}

#[test]
fn every_word_must_match_somewhere_in_the_series() {
    assert_eq!(shown(&text("flash blackwell")), ["llm-inference"]);
    assert_eq!(shown(&text("flash quantization")), Vec::<String>::new());
    assert_eq!(shown(&text("training quantization")), ["llm-training"]);
}

/// What a filter shows carries the query's words, folded: the marks and
/// the matching parts read them there, so a keystroke folds them once.
#[test]
fn what_a_filter_shows_carries_its_folded_words() {
    let catalog = seed();
    let filtered = SearchIndex::new(&catalog).filter(
        &text("  Précision, TORCH "),
        &unread(&catalog),
        &FoldedNotes::default(),
    );
    assert_eq!(filtered.words, ["precision", "torch"]);
    assert_eq!(filtered.words, text("  Précision, TORCH ").words());
}

#[test]
fn matching_ignores_case_accents_and_punctuation() {
    assert_eq!(shown(&text("pAgEdAtTeNtIoN")), ["llm-inference"]);
    assert_eq!(shown(&text("Précision")), ["cpu-isa-for-ml"]);
    assert_eq!(
        shown(&text("torch.profiler")),
        ["gpu-performance-profiling"]
    );
    assert_eq!(shown(&text("read-copy-update")), ["locking-primitives"]);
    assert_eq!(shown(&text("mixture of experts!")), ["llm-inference"]);
    assert_eq!(
        words("Ça déjà-vu, NAÏVE Ångström"),
        ["ca", "deja", "vu", "naive", "angstrom"]
    );
}

#[test]
fn words_match_inside_longer_words() {
    assert_eq!(
        shown(&text("profil")),
        [
            "llm-training",
            "gpu-performance-profiling",
            "performance-profiling"
        ]
    );
}

#[test]
fn status_filters_by_reading_status() {
    let catalog = seed();
    let index = SearchIndex::new(&catalog);
    let mut statuses = unread(&catalog);
    statuses[4] = standing(Completed);
    statuses[0] = standing(InProgress);
    let completed = Query {
        status: Some(StatusChoice::Is(Completed)),
        ..Query::default()
    };
    let filtered = index.filter(&completed, &statuses, &FoldedNotes::default());
    assert_eq!(filtered.shown, 1);
    assert!(filtered.visible[4]);
    assert_eq!(filtered.status_counts.all, 8);
    assert_eq!(filtered.status_counts.unread, 6);
    assert_eq!(filtered.status_counts.in_progress, 1);
    assert_eq!(filtered.status_counts.completed, 1);
    assert_eq!(filtered.status_counts.new, 0);
}

#[test]
fn the_new_choice_shows_series_with_new_parts_whatever_their_status() {
    let catalog = seed();
    let index = SearchIndex::new(&catalog);
    let mut standings = unread(&catalog);
    standings[2] = Standing {
        new: true,
        ..standing(Completed)
    };
    standings[5].new = true;
    let new = Query::from_search("?status=new", &catalog);
    assert_eq!(new.status, Some(StatusChoice::New));
    let filtered = index.filter(&new, &standings, &FoldedNotes::default());
    assert_eq!(filtered.visible.iter().filter(|v| **v).count(), 2);
    assert!(filtered.visible[2] && filtered.visible[5]);
    assert_eq!(filtered.status_counts.new, 2);
    assert_eq!(filtered.status_counts.completed, 1);
    assert_eq!(new.to_search(&catalog), "?status=new");
}

#[test]
fn counts_tell_what_each_choice_would_show() {
    let catalog = seed();
    let index = SearchIndex::new(&catalog);
    let query = Query {
        text: "profiling".into(),
        topics: ["gpu".to_string()].into(),
        status: None,
    };
    let filtered = index.filter(&query, &unread(&catalog), &FoldedNotes::default());
    let count =
        |id: &str| filtered.topic_counts[catalog.topics.iter().position(|t| t.id == id).unwrap()];
    // "profiling" is in LLM Training's summary, GPU Performance Profiling
    // and Performance Profiling.
    assert_eq!(count("gpu"), 2);
    assert_eq!(count("cpu"), 1);
    assert_eq!(count("concurrency"), 0);
    assert_eq!(filtered.shown, 2);
    assert_eq!(filtered.status_counts.of(None), 2);
    assert_eq!(filtered.status_counts.of(Some(StatusChoice::Is(Unread))), 2);
}

/// The titles of the parts of series `id` that match `query`.
fn matching(id: &str, query: &str) -> Vec<String> {
    let catalog = seed();
    let index = SearchIndex::new(&catalog);
    let at = catalog.series.iter().position(|s| s.id == id).unwrap();
    let series = &catalog.series[at];
    index
        .matching_parts(at, &words(query), &FoldedNotes::default())
        .into_iter()
        .map(|(p, _)| series.parts[p].title.clone())
        .collect()
}

#[test]
fn a_part_matches_when_it_holds_every_word_in_any_order_its_series_title_counting() {
    assert_eq!(
        matching("locking-primitives", "rcu"),
        ["Read-Copy-Update (RCU): A Primer"]
    );
    assert_eq!(
        matching("locking-primitives", "primer RCU"),
        ["Read-Copy-Update (RCU): A Primer"]
    );
    // One word in each part: no part holds both.
    assert!(matching("locking-primitives", "sleep rcu").is_empty());
    assert!(matching("locking-primitives", "cuda").is_empty());
    assert!(matching("locking-primitives", "").is_empty());
    // "attention" alone does not make the KV cache part match.
    assert_eq!(
        matching("llm-inference", "flash attention"),
        [
            "FlashAttention: Exact Attention Without Materialization",
            "The Evolution of FlashAttention: From Ampere to Blackwell",
            "FlashInfer: A Customizable Attention Engine for LLM Serving",
        ]
    );
    assert_eq!(
        matching("llm-inference", "attention flash"),
        matching("llm-inference", "flash attention")
    );
    // The series' title holds "llm": the part need only hold "paged".
    assert_eq!(matching("llm-inference", "llm paged"), ["PagedAttention"]);
    // But a part must hold one word at least itself.
    assert_eq!(
        matching("llm-inference", "llm"),
        [
            "LLM Inference Introduction: the end-to-end flow and vector math",
            "FlashInfer: A Customizable Attention Engine for LLM Serving",
        ]
    );
}

#[test]
fn a_series_shows_when_it_holds_every_word_somewhere() {
    assert_eq!(shown(&text("sleep rcu")), ["locking-primitives"]);
    assert_eq!(shown(&text("rcu sleep")), ["locking-primitives"]);
    assert!(shown(&text("rcu cuda")).is_empty());
    assert_eq!(shown(&text("flash attention")), ["llm-inference"]);
}

#[test]
fn a_query_reads_as_words() {
    common::english();
    let catalog = seed();
    let query = Query::from_search(
        "?topic=gpu&topic=cpu&q=+rcu++lock+&status=completed",
        &catalog,
    );
    assert_eq!(
        query.describe(&catalog).to_string(),
        "“rcu  lock”, in GPU or CPU, status Completed"
    );
    // The reader's words and the catalog's labels are isolated when shown.
    let described = query.describe(&catalog);
    let foreign: Vec<&Piece> = described
        .pieces()
        .iter()
        .filter(|piece| matches!(piece, Piece::Foreign(_)))
        .collect();
    assert_eq!(
        foreign,
        [
            &Piece::Foreign("rcu  lock".into()),
            &Piece::Foreign("GPU".into()),
            &Piece::Foreign("CPU".into())
        ]
    );
    assert_eq!(
        Query::from_search("?status=new", &catalog)
            .describe(&catalog)
            .to_string(),
        "status New"
    );
}

#[test]
fn the_query_string_round_trips() {
    let catalog = seed();
    let query = Query {
        topics: ["cpu".to_string(), "gpu".to_string()].into(),
        text: "cache & co/ünïcode".into(),
        status: Some(StatusChoice::Is(Unread)),
    };
    let search = query.to_search(&catalog);
    assert_eq!(
        search,
        "?topic=gpu&topic=cpu&q=cache+%26+co%2F%C3%BCn%C3%AFcode&status=unread"
    );
    assert_eq!(Query::from_search(&search, &catalog), query);
    assert_eq!(Query::default().to_search(&catalog), "");
}

#[test]
fn the_design_example_url_reads_as_expected() {
    let catalog = seed();
    let query = Query::from_search("?topic=gpu&topic=cpu&q=cache&status=unread", &catalog);
    assert_eq!(query.topics.iter().collect::<Vec<_>>(), ["cpu", "gpu"]);
    assert_eq!(query.text, "cache");
    assert_eq!(query.status, Some(StatusChoice::Is(Unread)));
    assert_eq!(
        Query::from_search("?status=in-progress", &catalog).status,
        Some(StatusChoice::Is(InProgress))
    );
}

#[test]
fn unknown_values_and_parameters_are_ignored() {
    let catalog = seed();
    for search in [
        "?topic=quantum&status=someday&utm_source=x",
        "?topic=&status=&",
        "?=&&==&topic",
        "?q=%ZZ%",
        "",
        "?",
    ] {
        let query = Query::from_search(search, &catalog);
        assert!(
            query.topics.is_empty() && query.status.is_none(),
            "{search}"
        );
    }
    assert_eq!(Query::from_search("?q=%ZZ%", &catalog).text, "%ZZ%");
    assert_eq!(Query::from_search("?q=%FF", &catalog).text, "\u{fffd}");
    assert_eq!(Query::from_search("?q=a+b%20c", &catalog).text, "a b c");
    assert_eq!(Query::from_search("?q=%2bf", &catalog).text, "+f");
}

#[test]
fn highlight_marks_every_matching_piece_of_a_title() {
    let pieces = highlight("The KV Cache: Sizing It", &words("kv sizing"));
    assert_eq!(
        pieces,
        [
            ("The ".to_string(), false),
            ("KV".to_string(), true),
            (" Cache: ".to_string(), false),
            ("Sizing".to_string(), true),
            (" It".to_string(), false),
        ]
    );
    let accented = highlight("Précision", &words("precision"));
    assert_eq!(accented, [("Précision".to_string(), true)]);
    assert_eq!(highlight("abc", &[]), [("abc".to_string(), false)]);
    assert_eq!(highlight("", &words("x")), Vec::<(String, bool)>::new());
}

#[test]
fn a_part_matches_exactly_when_every_word_is_in_its_title_or_its_series_title() {
    let catalog = seed();
    let index = SearchIndex::new(&catalog);
    let holds = |text: &str, word: &str| styled(text, &[word.to_string()]).iter().any(|r| r.marked);
    for query in [
        "flash",
        "PAGED",
        "précision",
        "rcu primer",
        "llm paged",
        "zzz",
        "",
    ] {
        let words = words(query);
        for (s, series) in catalog.series.iter().enumerate() {
            for (p, part) in series.parts.iter().enumerate() {
                let expected = words.iter().any(|w| holds(&part.title, w))
                    && words
                        .iter()
                        .all(|w| holds(&part.title, w) || holds(&series.title, w));
                assert_eq!(
                    index.part_matches(s, p, &words),
                    expected,
                    "{query}: {}",
                    part.title
                );
            }
        }
    }
    assert!(
        !index.part_matches(99, 0, &words("flash")),
        "no such series"
    );
}

/// Every text of the catalog with its key: titles, summaries, part titles.
fn texts(catalog: &Catalog) -> Vec<(Text, &str)> {
    let mut texts = Vec::new();
    for (s, series) in catalog.series.iter().enumerate() {
        texts.push((Text::Title(s), series.title.as_str()));
        texts.push((Text::Summary(s), series.summary.as_str()));
        for (p, part) in series.parts.iter().enumerate() {
            texts.push((Text::Part(s, p), part.title.as_str()));
        }
    }
    texts
}

#[test]
fn every_text_has_a_key_of_its_own_and_an_unknown_series_none() {
    let catalog = seed();
    let keys = TextKeys::new(&catalog);
    let mut all: Vec<usize> = texts(&catalog)
        .iter()
        .map(|(text, _)| keys.key(*text))
        .collect();
    let count = all.len();
    all.sort_unstable();
    assert_eq!(all, (0..count).collect::<Vec<_>>());
    let past = catalog.series.len();
    for text in [Text::Title(past), Text::Summary(past), Text::Part(past, 0)] {
        assert!(keys.key(text) >= count, "{text:?}");
    }
}

#[test]
fn a_shown_text_is_marked_as_styled_marks_it_a_part_only_when_it_matches_and_a_hidden_one_not_at_all()
 {
    let catalog = seed();
    let (index, keys) = (SearchIndex::new(&catalog), TextKeys::new(&catalog));
    for query in [
        "flash",
        "PAGED",
        "précision",
        "rcu primer",
        "flash attention",
        "inference",
        "zzz",
        "",
    ] {
        let words = words(query);
        let filtered = index.filter(&text(query), &unread(&catalog), &FoldedNotes::default());
        let marked = index.marked_texts(&catalog, &words, &filtered.visible);
        for (text, shown) in texts(&catalog) {
            let series = match text {
                Text::Title(s) | Text::Summary(s) | Text::Part(s, _) => s,
            };
            let runs = styled(shown, &words);
            let holds = match text {
                Text::Part(s, p) => index.part_matches(s, p, &words),
                _ => runs.iter().any(|run| run.marked),
            };
            let expected = (filtered.visible[series] && holds).then_some(runs);
            assert_eq!(
                marked.get(keys.key(text)),
                Some(&expected),
                "{query}: {shown}"
            );
        }
    }
}

/// The cards near the screen are counted among those shown, in the order
/// of the page (section by section): a hidden series takes no place, and
/// a series shown past the places named is not near.
#[test]
fn the_series_shown_near_are_those_at_the_places_named_among_the_shown_in_page_order() {
    let mut catalog = seed();
    // An active series that "guide" finds last, after the past one.
    let moved = catalog.series.remove(1);
    catalog.series.push(moved);
    let page_order = catalog.page_order();
    let in_order: Vec<&str> = page_order
        .iter()
        .map(|&at| catalog.series[at].section.as_str())
        .collect();
    let sections: Vec<&str> = catalog.sections.iter().map(|s| s.id.as_str()).collect();
    let mut grouped = in_order.clone();
    grouped.dedup();
    assert_eq!(grouped, sections, "section by section");

    let filtered = SearchIndex::new(&catalog).filter(
        &text("guide"),
        &unread(&catalog),
        &FoldedNotes::default(),
    );
    let shown: Vec<usize> = page_order
        .iter()
        .copied()
        .filter(|&s| filtered.visible[s])
        .collect();
    assert!(
        shown.len() >= 3 && shown.len() < catalog.series.len(),
        "{shown:?}"
    );
    assert!(
        !shown.is_sorted(),
        "the series shown come in another order on the page: {shown:?}"
    );
    let near = |places| -> Vec<usize> {
        let near = filtered.shown_near(&places, &page_order);
        let mut near: Vec<usize> = (0..catalog.series.len()).filter(|&s| near[s]).collect();
        near.sort_by_key(|s| page_order.iter().position(|p| p == s));
        near
    };
    assert_eq!(near(0..1), shown[..1]);
    assert_eq!(near(1..3), shown[1..3]);
    assert_eq!(near(1..usize::MAX), shown[1..]);
    assert_eq!(near(shown.len()..shown.len() + 4), Vec::<usize>::new());
    assert_eq!(near(0..0), Vec::<usize>::new());
}

#[test]
fn a_keystroke_that_marks_the_same_changes_no_text() {
    let catalog = seed();
    let index = SearchIndex::new(&catalog);
    let marks = |query: &str| {
        let filtered = index.filter(&text(query), &unread(&catalog), &FoldedNotes::default());
        index.marked_texts(&catalog, &words(query), &filtered.visible)
    };
    let (before, after) = (marks("inference"), marks("inference "));
    assert_eq!(before, after);
    let (before, after) = (marks("inferenc"), marks("inference"));
    let changed = before.iter().zip(&after).filter(|(b, a)| b != a).count();
    let marked = after.iter().filter(|m| m.is_some()).count();
    assert!(changed > 0 && changed == marked, "{changed} of {marked}");
}

#[test]
fn the_starred_and_following_choices_show_their_series() {
    let catalog = seed();
    let index = SearchIndex::new(&catalog);
    let mut standings = unread(&catalog);
    standings[1].starred = true;
    standings[3].following = true;
    standings[4].starred = true;
    standings[4].following = true;
    let cases = [
        ("?status=starred", StatusChoice::Starred, [1, 4]),
        ("?status=following", StatusChoice::Following, [3, 4]),
    ];
    for (search, choice, expected) in cases {
        let query = Query::from_search(search, &catalog);
        assert_eq!(query.status, Some(choice));
        let filtered = index.filter(&query, &standings, &FoldedNotes::default());
        let shown: Vec<usize> = (0..catalog.series.len())
            .filter(|&s| filtered.visible[s])
            .collect();
        assert_eq!(shown, expected, "{search}");
        assert_eq!(filtered.status_counts.of(Some(choice)), 2);
        assert_eq!(filtered.status_counts.of(None), catalog.series.len());
        assert_eq!(query.to_search(&catalog), search);
    }
}

#[test]
fn search_finds_words_in_the_readers_notes_and_says_so() {
    const T: &str = "2026-11-01T09:00:00.000Z";
    let catalog = seed();
    let index = SearchIndex::new(&catalog);
    let mut own = Annotations::default();
    own.set_note(
        "cxl",
        "introduction",
        "Reread the Périphérals part\nwith COFFEE",
        T,
    );
    own.set_note("llm-inference", "kv-cache", "nothing to see", T);
    let notes = FoldedNotes::of(&catalog, &own);
    let cxl = catalog.series.iter().position(|s| s.id == "cxl").unwrap();
    let ids = |query: &str, notes: &FoldedNotes| {
        let filtered = index.filter(&text(query), &unread(&catalog), notes);
        (catalog.series.iter().zip(&filtered.visible))
            .filter(|(_, shown)| **shown)
            .map(|(s, _)| s.id.clone())
            .collect::<Vec<_>>()
    };
    // Folded like the catalog's text, on any line of the note.
    assert_eq!(ids("peripherals coffee", &notes), ["cxl"]);
    assert_eq!(
        ids("peripherals coffee", &FoldedNotes::default()),
        [] as [&str; 0]
    );
    assert_eq!(
        index.matching_parts(cxl, &words("coffee"), &notes),
        [(0, true)],
        "in your note"
    );
    // A word of the series' title and one of the note: the part matches,
    // by its note.
    assert_eq!(
        index.matching_parts(cxl, &words("cxl coffee"), &notes),
        [(0, true)]
    );
    // A part that matches by its title alone does not say "in your note".
    let inference = catalog
        .series
        .iter()
        .position(|s| s.id == "llm-inference")
        .unwrap();
    let by_title = index.matching_parts(inference, &words("cache"), &notes);
    assert_eq!(by_title, [(1, false)]);
    // A note on a part the catalog no longer has finds nothing.
    own.set_note("cxl", "gone", "coffee", T);
    let notes = FoldedNotes::of(&catalog, &own);
    assert_eq!(
        index.matching_parts(cxl, &words("coffee"), &notes),
        [(0, true)]
    );
}
