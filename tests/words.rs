//! A catalog's own interface words (`"interface"`), as `check` and the
//! build judge them against what the pipeline knows of the catalog's
//! language (`node scripts/pipeline/interface.js --words LANG`): each word
//! at its line and column, refused where the page could not say it,
//! warned of where a reader would meet a word the author did not mean,
//! and in a language the kit has no words for, every key not given.
#![cfg(not(target_arch = "wasm32"))]

use learning_series::catalog::check::{Checked, Format, Strict, examine, lines};
use learning_series::catalog::words::Language;
use serde_json::{Value, json};

/// What the pipeline knows of `lang`.
fn language(lang: &str) -> Language {
    let out = std::process::Command::new("node")
        .args(["scripts/pipeline/interface.js", "--words", lang])
        .output()
        .expect("node runs the interface's compiler");
    assert!(out.status.success(), "{out:?}");
    Language::read(&String::from_utf8(out.stdout).unwrap()).expect("a language's facts")
}

/// The seed catalog in `lang`, with `words` as its own, checked.
fn check(lang: &str, words: Value, strict: Strict) -> (Checked, bool, Vec<String>) {
    let mut catalog: Value =
        serde_json::from_str(&std::fs::read_to_string("tests/fixtures/seed-catalog.json").unwrap())
            .unwrap();
    catalog["lang"] = json!(lang);
    if words != Value::Null {
        catalog["interface"] = words;
    }
    let text = serde_json::to_string_pretty(&catalog).unwrap();
    let (checked, read) = examine(&text, strict, Some(&language(lang)));
    let said = lines(&checked, "catalog.json", Format::Plain);
    (checked, read.is_some(), said)
}

/// The interface's keys, the page's, the app's and the series boxes' alike,
/// with English's words.
fn english() -> serde_json::Map<String, Value> {
    let file: Value =
        serde_json::from_str(&std::fs::read_to_string("interface/en.json").unwrap()).unwrap();
    let mut all = file["page"].as_object().unwrap().clone();
    all.extend(file["app"].as_object().unwrap().clone());
    all.extend(file["box"].as_object().unwrap().clone());
    all
}

#[test]
fn lang_and_interface_are_fields_the_app_reads_and_words_in_a_shipped_language_are_fine() {
    let words = json!({
        "search": "Chercher",
        "theme": "Apparence",
        "parts": { "one": "{count} volet", "many": "{count} de volets", "other": "{count} volets" },
    });
    let (checked, read, said) = check("fr", words, Strict::Warnings);
    assert_eq!(checked.code, 0, "{said:#?}");
    assert!(read);
    assert_eq!(said, ["ok: 8 series, 21 parts"]);
}

#[test]
fn a_key_the_interface_does_not_have_is_a_warning_with_the_key_meant() {
    let (checked, read, said) = check("de", json!({ "serach": "Suchen" }), Strict::No);
    assert_eq!(checked.code, 0);
    assert!(read);
    let warning = said.iter().find(|line| line.contains("serach")).unwrap();
    assert!(
        warning.ends_with(
            "warning: interface › serach: not a word of the interface, ignored: \
             did you mean \"search\"?"
        ),
        "{warning}"
    );
    assert!(warning.starts_with("catalog.json:"));
}

#[test]
fn a_placeholder_the_interface_does_not_fill_refuses_the_catalog_where_it_is() {
    let words = json!({ "continue_reading": "Weiterlesen: {titel}" });
    let (checked, read, said) = check("de", words, Strict::No);
    assert_eq!(checked.code, 1);
    assert!(
        !read,
        "the build writes no page that says nothing in its place"
    );
    assert!(
        said.iter().any(|line| line.ends_with(
            "error: interface › continue_reading: {titel} is filled in with nothing here: \
             the interface fills in {title}"
        )),
        "{said:#?}"
    );
    assert!(
        said.iter().any(|line| line.ends_with(
            "warning: interface › continue_reading: never says {title}, which the interface \
             fills in here"
        )),
        "{said:#?}"
    );
}

#[test]
fn a_line_break_or_a_tab_in_a_word_is_refused() {
    for word in ["Suche\nhier", "Suche\there"] {
        let (checked, read, said) = check("de", json!({ "search": word }), Strict::No);
        assert_eq!((checked.code, read), (1, false), "{said:#?}");
        assert!(said.iter().any(|line| line.contains(
            "error: interface › search: holds a line break or a tab, which the interface cannot say"
        )));
    }
}

#[test]
fn counted_forms_follow_the_languages_plural_forms() {
    let words = json!({
        "theme": { "one": "Thema", "other": "Themen" },
        "parts": { "one": "{count} часть", "other": "{count} части" },
        "stars": { "one": "{count} звезда" },
    });
    let (checked, read, said) = check("ru", words, Strict::No);
    assert_eq!((checked.code, read), (1, false));
    let has = |end: &str| {
        assert!(
            said.iter().any(|line| line.ends_with(end)),
            "{end}\n{said:#?}"
        )
    };
    has("error: interface › theme: is not counted: give it one text, not a form for each count");
    has(
        "error: interface › stars: has no \"other\" form, which is said for every count no \
         other form is",
    );
    has(
        "warning: interface › parts: has no \"few\" form, which \"ru\" says for 2, 3, 4, …: \
         readers see its \"other\" form there",
    );
    has(
        "warning: interface › parts: has no \"many\" form, which \"ru\" says for 0, 5, 6, …: \
         readers see its \"other\" form there",
    );
    let (_, _, said) = check(
        "ja",
        json!({ "parts": { "one": "{count}", "other": "{count}" } }),
        Strict::No,
    );
    assert!(
        said.iter().any(|line| line.ends_with(
            "warning: interface › parts › one: \"ja\" counts with no \"one\" form, so it is never \
             said: its forms are \"other\""
        )),
        "{said:#?}"
    );
}

#[test]
fn a_word_of_another_shape_is_named_by_its_place() {
    let (checked, read, said) = check("de", json!({ "search": 3 }), Strict::No);
    assert_eq!((checked.code, read), (1, false));
    assert!(
        said.iter().any(|line| line.contains(
            "error: interface › search: invalid type: number `3`, expected a string, or an object \
             of a string for each plural form"
        )),
        "{said:#?}"
    );
}

#[test]
fn a_language_the_kit_has_no_words_for_is_one_warning_and_strict_words_names_every_key_not_given() {
    let keys = english();
    let warnings_in = |said: &[String]| -> Vec<String> {
        said.iter()
            .filter(|line| line.contains(": warning: "))
            .cloned()
            .collect()
    };
    let summary = format!(
        "warning: lang: the kit has no words of its own in \"sw\": \"interface\" gives 0 of the \
         interface's {0}, and readers meet English's for the other {0} (check --strict=words \
         names each)",
        keys.len()
    );
    // One warning, which --strict (the default CI's) passes: readers meet
    // English's words.
    for strict in [Strict::No, Strict::Warnings] {
        let (checked, read, said) = check("sw", Value::Null, strict);
        assert_eq!((checked.code, read), (0, true), "{strict:?}: {said:#?}");
        let warnings = warnings_in(&said);
        assert_eq!(warnings.len(), 1, "{warnings:#?}");
        assert!(warnings[0].ends_with(&summary), "{warnings:#?}");
    }
    // Asked for, each is named, and refused.
    let (checked, _, said) = check("sw", Value::Null, Strict::WarningsAndWords);
    assert_eq!(checked.code, 1);
    let warnings = warnings_in(&said);
    assert_eq!(warnings.len(), 1 + keys.len());
    assert!(
        said.iter().any(|line| line
            .ends_with("warning: lang: no words in \"sw\" for \"search\": readers see \"Search\"")),
        "{said:#?}"
    );

    // Every key but one given: that one named, at the words, when asked.
    let mut words = keys.clone();
    words.remove("search");
    let (checked, _, said) = check("sw", Value::Object(words.clone()), Strict::Warnings);
    assert_eq!(checked.code, 0, "{said:#?}");
    let (checked, _, said) = check("sw", Value::Object(words.clone()), Strict::WarningsAndWords);
    assert_eq!(
        checked.code, 1,
        "--strict=words refuses what readers would meet in English"
    );
    let warnings = warnings_in(&said);
    assert_eq!(warnings.len(), 2, "{warnings:#?}");
    assert!(warnings[1].ends_with(
        "warning: interface: no words in \"sw\" for \"search\": readers see \"Search\""
    ));

    // Every key given: the language is whole.
    words.insert("search".into(), json!("Tafuta"));
    let (checked, _, said) = check("sw", Value::Object(words), Strict::WarningsAndWords);
    assert_eq!(checked.code, 0, "{said:#?}");
}
