//! The catalog's own words for the interface (its `"interface"`), checked
//! against what the build knows of the catalog's language
//! (`scripts/pipeline/interface.js` writes it, the kit reads it with
//! `--words`): the interface's keys with English's words for them, whether
//! the kit has words of its own in the language, and the plural forms the
//! language counts with. A language the kit has no words for is named,
//! with every key the catalog does not give, as Hugo's
//! `printI18nWarnings` names each missing translation.

use super::problem::{Place, Problem, quoted};
use super::spelling::nearest;
use super::types::{Catalog, Word};
use crate::interface::{Piece, pieces};
use crate::json::{Json, in_order};
use serde::Deserialize;

/// What the build knows of the catalog's language.
#[derive(Debug)]
pub struct Language {
    lang: String,
    /// Whether the kit has words of its own in it.
    shipped: bool,
    /// The plural forms it counts with, each with counts it says it for
    /// (`"2, 3, 4"`).
    forms: Vec<(String, String)>,
    /// Every key of the interface, with English's words.
    english: Vec<(String, English)>,
}

/// English's words for a key: a text, or a counted word's forms.
#[derive(Debug)]
struct English {
    counted: bool,
    texts: Vec<String>,
}

/// The document `interface.js --words LANG` writes.
#[derive(Deserialize)]
struct Written {
    lang: String,
    shipped: bool,
    #[serde(deserialize_with = "in_order")]
    forms: Vec<(String, String)>,
    #[serde(deserialize_with = "in_order")]
    english: Vec<(String, Word)>,
}

impl Language {
    /// The document `interface.js --words LANG` writes, or `None` if it is
    /// not one.
    pub fn read(text: &str) -> Option<Language> {
        let written: Written = Json::parse(text).ok()?.read().ok()?;
        let english = written.english.into_iter().map(|(key, word)| {
            let english = match word {
                Word::Text(text) => English {
                    counted: false,
                    texts: vec![text],
                },
                Word::Counted(forms) => English {
                    counted: true,
                    texts: forms.into_iter().map(|(_, text)| text).collect(),
                },
            };
            (key, english)
        });
        Some(Language {
            lang: written.lang,
            shipped: written.shipped,
            forms: written.forms,
            english: english.collect(),
        })
    }
}

/// What the catalog's words are refused for, and warned of, in document
/// order; and, in a language the kit has no words for, how many it lacks
/// then each one (`untranslated`: `check` says the first alone, and
/// refuses none of them, unless the author asks, `--strict=words`).
#[derive(Debug, Default)]
pub struct Findings {
    pub problems: Vec<Problem>,
    pub warnings: Vec<Problem>,
    pub untranslated: Vec<Problem>,
}

impl Findings {
    fn refuse(&mut self, place: &Place, message: String) {
        self.problems.push(problem(place, message));
    }

    fn warn(&mut self, place: &Place, message: String) {
        self.warnings.push(problem(place, message));
    }

    fn untranslated(&mut self, place: &Place, message: String) {
        self.untranslated.push(problem(place, message));
    }
}

fn problem(place: &Place, message: String) -> Problem {
    Problem {
        place: place.name.clone(),
        path: place.path.clone(),
        message,
    }
}

/// The catalog's words against its language: each word's key, its
/// placeholders and its plural forms, and, in a language the kit has no
/// words for, each key the catalog does not give.
pub fn findings(catalog: &Catalog, language: &Language) -> Findings {
    let mut found = Findings::default();
    let words = Place::top("interface");
    for (key, word) in &catalog.interface {
        let place = words.field(key);
        match language.english.iter().find(|(known, _)| known == key) {
            Some((_, english)) => check_word(&mut found, &place, word, english, language),
            None => {
                let keys = language.english.iter().map(|(key, _)| key.as_str());
                let message = match nearest(key, keys) {
                    Some(meant) => format!(
                        "not a word of the interface, ignored: did you mean {}?",
                        quoted(meant)
                    ),
                    None => "not a word of the interface, ignored".to_string(),
                };
                found.warn(&place, message);
            }
        }
    }
    if !language.shipped {
        missing_words(&mut found, catalog, language);
    }
    found
}

/// One word the catalog gives, against English's for its key.
fn check_word(
    found: &mut Findings,
    place: &Place,
    word: &Word,
    english: &English,
    language: &Language,
) {
    let filled = unique(english.texts.iter().flat_map(|t| names(t)));
    let texts: Vec<(Place, &str)> = match word {
        Word::Text(text) => vec![(place.clone(), text.as_str())],
        Word::Counted(forms) => forms
            .iter()
            .map(|(form, text)| (place.field(form), text.as_str()))
            .collect(),
    };
    for (at, text) in &texts {
        if text.contains(['\n', '\t']) {
            let message = "holds a line break or a tab, which the interface cannot say: \
                           write it on one line";
            found.refuse(at, message.to_string());
        }
        for name in names(text).filter(|name| !filled.contains(name)) {
            let message = format!(
                "{{{name}}} is filled in with nothing here: the interface fills in {}",
                said_names(&filled)
            );
            found.refuse(at, message);
        }
    }
    let given = unique(texts.iter().flat_map(|(_, text)| names(text)));
    for name in filled.iter().filter(|name| !given.contains(name)) {
        let message = format!("never says {{{name}}}, which the interface fills in here");
        found.warn(place, message);
    }
    if let Word::Counted(forms) = word {
        check_forms(found, place, forms, english, language);
    }
}

/// A counted word's forms, against the plural forms its language counts
/// with.
fn check_forms(
    found: &mut Findings,
    place: &Place,
    forms: &[(String, String)],
    english: &English,
    language: &Language,
) {
    let lang = quoted(&language.lang);
    if !english.counted {
        let message = "is not counted: give it one text, not a form for each count";
        found.refuse(place, message.to_string());
        return;
    }
    if !forms.iter().any(|(form, _)| form == "other") {
        let message = "has no \"other\" form, which is said for every count no other form is";
        found.refuse(place, message.to_string());
    }
    for (form, _) in forms {
        if !language.forms.iter().any(|(counted, _)| counted == form) {
            let known: Vec<String> = language.forms.iter().map(|(f, _)| quoted(f)).collect();
            let message = format!(
                "{lang} counts with no {} form, so it is never said: its forms are {}",
                quoted(form),
                known.join(", ")
            );
            found.warn(&place.field(form), message);
        }
    }
    for (form, counts) in &language.forms {
        if form != "other" && !forms.iter().any(|(given, _)| given == form) {
            let message = format!(
                "has no {} form, which {lang} says for {counts}: readers see its \"other\" form there",
                quoted(form)
            );
            found.warn(place, message);
        }
    }
}

/// Each key the catalog gives no words for, in a language the kit has
/// none for: said where the catalog gives its words, or its language.
fn missing_words(found: &mut Findings, catalog: &Catalog, language: &Language) {
    let place = Place::top(match catalog.interface.is_empty() {
        true => "lang",
        false => "interface",
    });
    let lang = quoted(&language.lang);
    let missing: Vec<&(String, English)> = language
        .english
        .iter()
        .filter(|(key, _)| !catalog.interface.iter().any(|(given, _)| given == key))
        .collect();
    if missing.is_empty() {
        return;
    }
    let message = format!(
        "the kit has no words of its own in {lang}: \"interface\" gives {} of the \
         interface's {}, and readers meet English's for the other {} \
         (check --strict=words names each)",
        language.english.len() - missing.len(),
        language.english.len(),
        missing.len()
    );
    found.untranslated(&place, message);
    for (key, english) in missing {
        let said = english
            .texts
            .last()
            .map_or(String::new(), |text| quoted(text));
        let message = format!("no words in {lang} for {}: readers see {said}", quoted(key));
        found.untranslated(&place, message);
    }
}

/// The names of the `{name}`s in `text`.
fn names(text: &str) -> impl Iterator<Item = &str> {
    pieces(text).into_iter().filter_map(|piece| match piece {
        Piece::Named(name) => Some(name),
        Piece::Text(_) => None,
    })
}

/// Each name once, in the order first named.
fn unique<'a>(names: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut seen = Vec::new();
    for name in names {
        if !seen.contains(&name) {
            seen.push(name);
        }
    }
    seen
}

/// `{title} and {count}`, or `nothing`.
fn said_names(names: &[&str]) -> String {
    let shown: Vec<String> = names.iter().map(|name| format!("{{{name}}}")).collect();
    match shown.len() {
        0 => "nothing".to_string(),
        _ => shown.join(" and "),
    }
}
