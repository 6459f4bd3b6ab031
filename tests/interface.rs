//! The interface's languages (`interface/*.json`) against English, the
//! keys the app says and those the page (`index.html`) says; and what the
//! compiled interface writes (the form a count takes, numbers, dates,
//! lists) against the CLDR as Node's Intl writes them, language by
//! language.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::process::Command;

use learning_series::interface::{APP_KEYS, Interface, Key, NAMES, Piece, pieces};
use serde_json::Value;

/// A language file's words, in the file's order.
type Object = serde_json::Map<String, Value>;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every language file: its language, and its words by key, the page's
/// or the app's (`part`).
fn languages(part: &str) -> Vec<(String, Object)> {
    let mut found: Vec<(String, Object)> = fs::read_dir(root().join("interface"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .map(|path| {
            let lang = path.file_stem().unwrap().to_string_lossy().into_owned();
            let text = fs::read_to_string(&path).unwrap();
            let words = serde_json::from_str::<Value>(&text)
                .unwrap_or_else(|e| panic!("{}: {e:?}", path.display()))
                .get(part)
                .and_then(Value::as_object)
                .cloned()
                .unwrap_or_else(|| panic!("{}: no {part} words", path.display()));
            (lang, words)
        })
        .collect();
    found.sort_by(|a, b| a.0.cmp(&b.0));
    found
}

fn english(part: &str) -> Object {
    languages(part)
        .into_iter()
        .find(|(lang, _)| lang == "en")
        .unwrap()
        .1
}

/// The names of the `{name}`s in a word: in each of a counted word's
/// forms, and whether it is counted.
fn placeholders(word: &Value) -> (Vec<BTreeSet<String>>, bool) {
    let named = |text: &str| {
        pieces(text)
            .into_iter()
            .filter_map(|piece| match piece {
                Piece::Named(name) => Some(name.to_string()),
                Piece::Text(_) => None,
            })
            .collect::<BTreeSet<String>>()
    };
    match word {
        Value::String(text) => (vec![named(text)], false),
        Value::Object(forms) => (
            forms
                .iter()
                .map(|(_, form)| named(form.as_str().unwrap_or_default()))
                .collect(),
            true,
        ),
        other => panic!("a word is a text or its forms, not {other:?}"),
    }
}

#[test]
fn the_keys_are_english_s_in_its_order_the_app_s_then_the_series_boxes() {
    let (app, boxes) = (english("app"), english("box"));
    let keys: Vec<&str> = app.keys().chain(boxes.keys()).map(String::as_str).collect();
    assert_eq!(NAMES, keys.as_slice());
    assert_eq!(APP_KEYS, app.keys().count());
}

#[test]
fn every_key_is_said_somewhere_in_the_app() {
    let mut source = String::new();
    let mut folders = vec![root().join("src")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            match path.is_dir() {
                true => folders.push(path),
                false if path.extension().is_some_and(|e| e == "rs") => {
                    source += &fs::read_to_string(&path).unwrap();
                }
                false => {}
            }
        }
    }
    let source: String = source.split_whitespace().collect();
    let says = |name: &str| {
        ["say!(", "count!(", "Key::"].iter().any(|said| {
            let call = format!("{said}{name}");
            source.match_indices(&call).any(|(at, _)| {
                let next = source[at + call.len()..].chars().next();
                !next.is_some_and(|c| c.is_alphanumeric() || c == '_')
            })
        })
    };
    let unsaid: Vec<&&str> = NAMES.iter().filter(|name| !says(name)).collect();
    assert!(unsaid.is_empty(), "keys nothing says: {unsaid:?}");
}

#[test]
fn the_page_says_each_of_its_words_and_only_those() {
    // With the words of the dialog it fills in later (data-words).
    let page = ["index.html", "follow.html"]
        .map(|file| fs::read_to_string(root().join(file)).unwrap())
        .concat();
    let english = english("page");
    let mut said = BTreeSet::new();
    for (at, _) in page.match_indices("{{") {
        let key = &page[at + 2..at + 2 + page[at..].find("}}").unwrap() - 2];
        said.insert(key.to_string());
    }
    // A word's `{link}` is the words of its key with `_link` after it.
    let linked = |key: &str| {
        key.strip_suffix("_link")
            .and_then(|word| english.get(word))
            .is_some_and(|word| word.as_str().unwrap_or_default().contains("{link}"))
    };
    let words: BTreeSet<String> = english
        .keys()
        .filter(|key| !linked(key))
        .cloned()
        // And what the build says beside them: the language and its
        // direction.
        .chain(["lang", "dir"].map(String::from))
        .collect();
    assert_eq!(
        said, words,
        "{{{{key}}}}s in index.html and follow.html against the page's words"
    );
    for (key, word) in english.iter() {
        if word.as_str().unwrap().contains("{link}") {
            assert!(
                english.contains_key(&format!("{key}_link")),
                "{key} has a link with no words"
            );
        }
    }
}

#[test]
fn every_language_has_every_key_with_english_s_placeholders() {
    for part in ["page", "app", "box"] {
        every_key_with_english_s_placeholders(part);
    }
}

fn every_key_with_english_s_placeholders(part: &str) {
    let english = english(part);
    for (lang, words) in languages(part) {
        let missing: Vec<&String> = english
            .keys()
            .filter(|key| !words.contains_key(key.as_str()))
            .collect();
        let unknown: Vec<&String> = words
            .keys()
            .filter(|key| !english.contains_key(key.as_str()))
            .collect();
        assert!(
            missing.is_empty(),
            "{lang}.json has no words for {missing:?}"
        );
        assert!(
            unknown.is_empty(),
            "{lang}.json has words for no key: {unknown:?}"
        );
        for (key, word) in &words {
            let (theirs, counted) = placeholders(word);
            let (ours, english_counted) = placeholders(english.get(key).unwrap());
            assert_eq!(
                counted, english_counted,
                "{lang}.json: {key} is counted in English"
            );
            let all: BTreeSet<String> = ours.into_iter().flatten().collect();
            for form in theirs {
                // A form may say its count in words ("one part"), never
                // leave out anything else, nor name what is not given.
                let mut wanted = all.clone();
                if counted && !form.contains("count") {
                    wanted.remove("count");
                }
                assert_eq!(form, wanted, "{lang}.json: {key}'s placeholders");
            }
        }
    }
}

/// The node program that compiles each language given and writes, beside
/// it, what Intl itself writes for the same counts, numbers, dates and
/// lists: one line of JSON per language.
const INTL: &str = r#"
const { interfaceOf, wordsIn } = await import('./scripts/pipeline/interface.js');
const counts = [...Array(301).keys(), 1000, 1001, 1002, 1003, 1011, 1100, 10000, 100001, 100002, 100011, 100015];
const numbers = [0, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 100000, 1234567];
const dates = ['2025-01-09', '2025-07-02', '1999-12-31', '2026-02-28', '2024-10-15', '2001-05-01', '2030-11-30', '2020-03-03', '2019-04-22', '2018-06-06', '2017-08-19', '2016-09-10'];
const lists = [['A'], ['A', 'B'], ['A', 'B', 'C'], ['A', 'B', 'C', 'D']];
for (const lang of process.argv.slice(1)) {
  const rules = new Intl.PluralRules(lang);
  const categories = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  const parts = wordsIn(lang).app.parts;
  const dateFormat = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC', calendar: 'gregory' });
  console.log(JSON.stringify({
    lang,
    compiled: JSON.stringify(interfaceOf(lang, {}, { boxes: true })),
    page: JSON.stringify(interfaceOf(lang)),
    forms: counts.map((n) => [n, parts[rules.select(n)] ?? parts.other]),
    categories,
    numbers: numbers.map((n) => [n, new Intl.NumberFormat(lang).format(n)]),
    dates: dates.map((d) => [d, dateFormat.format(new Date(`${d}T00:00:00Z`))]),
    lists: lists.map((items) => [items, new Intl.ListFormat(lang, { type: 'conjunction' }).format(items)]),
  }));
}
"#;

#[test]
fn counts_numbers_dates_and_lists_are_written_as_intl_writes_them() {
    let langs: Vec<String> = languages("app").into_iter().map(|(lang, _)| lang).collect();
    let out = Command::new("node")
        .current_dir(root())
        .args(["--input-type=module", "-e", INTL, "--"])
        .args(&langs)
        .output()
        .expect("node runs");
    assert!(out.status.success(), "{out:?}");
    let lines = String::from_utf8(out.stdout).unwrap();
    assert_eq!(lines.lines().count(), langs.len());
    for line in lines.lines() {
        let said = serde_json::from_str::<Value>(line).unwrap();
        let lang = said.get("lang").unwrap().as_str().unwrap();
        let interface = Interface::read_with_boxes(said.get("compiled").unwrap().as_str().unwrap())
            .unwrap_or_else(|| panic!("{lang}: the compiled interface reads"));
        let pairs = |name: &str| said.get(name).unwrap().as_array().unwrap().clone();
        let categories: BTreeSet<&str> = said
            .get("categories")
            .unwrap()
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        let page = said.get("page").unwrap().as_str().unwrap();
        assert!(
            Interface::read(page).is_some() && Interface::read_with_boxes(page).is_none(),
            "{lang}: the page's interface reads, without the series boxes' words"
        );
        let words: Vec<(String, Value)> = ["app", "box"]
            .into_iter()
            .flat_map(|part| {
                let (_, words) = languages(part)
                    .into_iter()
                    .find(|(l, _)| l == lang)
                    .unwrap();
                words
                    .iter()
                    .map(|(key, word)| (key.clone(), word.clone()))
                    .collect::<Vec<_>>()
            })
            .collect();
        for (key, word) in words.iter() {
            if let Value::Object(forms) = word {
                let given: BTreeSet<&str> = forms.keys().map(String::as_str).collect();
                assert_eq!(
                    given, categories,
                    "{lang}.json: {key} gives a form for each plural category"
                );
            }
        }
        for pair in pairs("forms") {
            let n = pair.get(0).unwrap().as_u64().unwrap() as usize;
            let form = pair.get(1).unwrap().as_str().unwrap();
            assert_eq!(
                interface.form(Key::parts, n),
                form,
                "{lang}: the form {n} takes"
            );
        }
        for pair in pairs("numbers") {
            let n = pair.get(0).unwrap().as_u64().unwrap() as usize;
            let written = pair.get(1).unwrap().as_str().unwrap();
            assert_eq!(interface.number(n), written, "{lang}: {n}");
        }
        for pair in pairs("dates") {
            let date = pair.get(0).unwrap().as_str().unwrap();
            let written = pair.get(1).unwrap().as_str().unwrap();
            assert_eq!(interface.date(date), written, "{lang}: {date}");
        }
        for pair in pairs("lists") {
            let items: Vec<String> = pair
                .get(0)
                .unwrap()
                .as_array()
                .unwrap()
                .iter()
                .map(|item| item.as_str().unwrap().to_string())
                .collect();
            let written = pair.get(1).unwrap().as_str().unwrap();
            assert_eq!(interface.list(&items), written, "{lang}: {items:?}");
        }
    }
}

#[test]
fn the_browser_tests_english_is_english_as_the_pipeline_compiles_it() {
    assert_eq!(
        fs::read_to_string(root().join("tests/fixtures/interface-en.json")).unwrap(),
        common::english_compiled(),
        "run node scripts/pipeline/interface.js en > tests/fixtures/interface-en.json"
    );
}

#[test]
fn a_document_that_is_not_a_whole_interface_is_refused() {
    let text = common::english_compiled();
    assert!(Interface::read_with_boxes(text).is_some());
    for broken in [
        text.replace("\"texts\":\"", "\"texts\":\"one text more\\n"),
        text.replace("0123456789", "012345678"),
        text.replace("\"texts\":\"1", "\"texts\":\""),
        text.replace("Find series\\n", ""),
        text.replace("\"texts\":", "\"words\":"),
        text[..text.len() / 2].to_string(),
    ] {
        assert!(Interface::read_with_boxes(&broken).is_none(), "{broken}");
    }
}

#[test]
fn a_series_or_part_in_a_language_that_reads_the_other_way_is_given_its_direction() {
    let script = "const { interfaceOf } = await import('./scripts/pipeline/interface.js');
        const langs = ['ar', 'he-IL', 'fr', 'ja', 'pa-Arab', 'en'];
        for (const lang of ['en', 'ar']) console.log(JSON.stringify(interfaceOf(lang, {}, { langs })));";
    let out = Command::new("node")
        .current_dir(root())
        .args(["--input-type=module", "-e", script])
        .output()
        .expect("node runs");
    assert!(out.status.success(), "{out:?}");
    let lines = String::from_utf8(out.stdout).unwrap();
    let [english, arabic] = [0, 1]
        .map(|at| Interface::read(lines.lines().nth(at).unwrap()).expect("the interface reads"));
    for (lang, direction) in [
        ("ar", Some("rtl")),
        ("he-IL", Some("rtl")),
        ("pa-Arab", Some("rtl")),
        ("fr", None),
        ("ja", None),
        ("en", None),
        // As the catalog writes it, or not at all: the build names each.
        ("he", None),
        ("AR", None),
    ] {
        assert_eq!(
            english.direction(lang),
            direction,
            "{lang} on an English page"
        );
    }
    for (lang, direction) in [
        ("fr", Some("ltr")),
        ("ja", Some("ltr")),
        ("en", Some("ltr")),
        ("ar", None),
        ("he-IL", None),
    ] {
        assert_eq!(
            arabic.direction(lang),
            direction,
            "{lang} on an Arabic page"
        );
    }
}
