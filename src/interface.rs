//! The interface's words in the catalog's language, and its counts, numbers
//! and dates as that language writes them. The words live in one file per
//! language (`interface/<lang>.json`), not here; the finishing pipeline
//! compiles the catalog's language (`scripts/pipeline/interface.js`: the
//! words in the order of [`Key`], with what the Unicode CLDR says of the
//! language) into one document, which the prerender is given and the page
//! carries (`<script id="interface">`) for the app to read at its start.
//! So the page and the app say everything alike, and the wasm carries no
//! language. Pure, so what is said is tested natively.

use std::sync::OnceLock;

use crate::json::Json;

/// The keys: the app's, in the order of `interface/en.json`'s `app`
/// words, then those the build alone says (the series boxes', the series'
/// own pages': not in the app's), in the order of its `box` words
/// (`tests/interface.rs`).
macro_rules! keys {
    ($($key:ident)* ; $($box_key:ident)*) => {
        /// A word or sentence of the interface, by its key in the
        /// language files.
        #[allow(non_camel_case_types)]
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Key {
            $($key,)* $(#[cfg(not(browser))] $box_key),*
        }

        /// The keys' names, in order.
        pub const NAMES: &[&str] = &[$(stringify!($key),)* $(stringify!($box_key)),*];

        /// How many of the keys are the app's: the page's document holds
        /// their words; the build's (`kit build --interface`) the series
        /// boxes' too, which the page never says.
        pub const APP_KEYS: usize = [$(stringify!($key)),*].len();
    };
}

keys! {
    find_series search search_placeholder topics status all status_unread status_in_progress
    status_completed status_new status_starred status_following facet_name open_all_lists
    close_all_lists quoted in_topics topic_or status_is describe_and showing_series
    show_all_series no_series_match status_follows_browser clear_search any_topic any_status
    continue_reading start continue_in parts_read_overall parts_read_of first_visit
    first_visit_send back_from marked_as_read mark_as_read next_part new_parts
    new_parts_followed since_last_visit since_last_visit_opened nothing_new show_them follow_of
    parts list_of_series reading_list progress_of minutes hours hours_minutes time_over
    time_in_all time_left time_left_of matching_parts starred_parts in_your_note and_more
    star_of matches_topic new_mark new_mark_since note_of note_placeholder saved saved_left
    note_cut mark_all_read mark_all_read_of reset reset_of your_progress read_of read_of_left
    export_progress import_progress file_unreadable send_to_device follow_elsewhere undo add_them dismiss
    dismiss_message not_now download_set_aside storage_not_kept storage_full storage_salvaged
    entries storage_set_aside storage_left_untouched storage_newer imported parts_imported
    entries_left_out added stars followed_series notes parts_read marks_left_out notes_joined
    see_notes see_notes_more not_imported not_saved new_from_link link_brings_nothing
    nothing_new_from_link series_left_out added_from_link nothing_added link_refused part_marked
    part_read_already series_marked series_reset more_problems try_again trying_again
    loading_catalog load_offline load_network load_no_answer load_stalled load_status
    load_empty load_web_page why_not_json why_not_object why_field why_newer why_not_ours
    why_link_too_long why_link_damaged why_link_other_format why_link_other_catalog
    why_no_such_part what_progress what_marks what_seen left_out_id left_out_no_id
    left_out_time left_out_note left_out_field print_every_series print_series your_pace feed
    feed_of note_long follow
    ;
    box_label box_part_of box_previous box_next box_only_part box_all_parts box_more_parts
    box_back box_read own_page_list own_page_back own_page_title own_page_not_kept
}

/// The interface of one language, as the pipeline compiled it: its texts,
/// a line each, in the order `scripts/pipeline/interface.js` writes them
/// (the places below), then the words by [`Key`]: a word, or a counted
/// word's forms apart by tabs (a form the same as the last, `other`, left
/// empty).
#[derive(Debug)]
pub struct Interface {
    texts: Vec<String>,
}

/// Each count's plural form below 100, then from 100 on by its last two
/// digits: the form's place among a counted word's forms, a digit each.
const PLURAL: usize = 0;
/// The ten digits; what groups thousands; from how many digits a number
/// is grouped (`4`: 1,000; `5`: 10.000 but 1000).
const DIGITS: usize = 1;
const GROUP: usize = 2;
const GROUPED_FROM: usize = 3;
/// How many digits a day takes at least (`1`, or `2`: 02).
const DAY_WIDTH: usize = 4;
/// A list of two (`{0} and {1}`); between the first items of a longer one
/// (`, `); its last two as a pair (`{0}, and {1}`).
const LIST_TWO: usize = 5;
const LIST_MIDDLE: usize = 6;
const LIST_END: usize = 7;
/// The direction the page does not read in (`rtl` on a left-to-right
/// page), then the language tags of the catalog's series and parts that
/// read in it, as the catalog writes them; apart by spaces; empty when
/// every language of the catalog reads as the page does.
#[cfg(not(browser))]
const OTHER_WAY: usize = 8;
/// Each month's date, with `{day}` and `{year}` in it.
const MONTHS: usize = 9;
const WORDS: usize = MONTHS + 12;

/// The compiled document: the words, one on each line.
#[derive(serde::Deserialize)]
struct Compiled {
    texts: String,
}

impl Interface {
    /// The page's compiled document (`{"texts": "..."}`): the app's words,
    /// or `None` if it is not one for this build's keys.
    pub fn read(text: &str) -> Option<Interface> {
        Interface::read_with(text, APP_KEYS)
    }

    /// The build's compiled document: the app's words and the series
    /// boxes' (`kit build --interface`).
    pub fn read_with_boxes(text: &str) -> Option<Interface> {
        Interface::read_with(text, NAMES.len())
    }

    fn read_with(text: &str, keys: usize) -> Option<Interface> {
        let compiled: Compiled = Json::parse(text).ok()?.salvage()?;
        let texts = compiled.texts.split('\n').map(str::to_string).collect();
        let interface = Interface { texts };
        let whole = interface.texts.len() == WORDS + keys
            && interface.text(PLURAL).len() == 200
            && interface.text(DIGITS).chars().count() == 10;
        whole.then_some(interface)
    }

    /// Makes this the interface everything is said in: once in a
    /// process (the app's page, the kit's build, a test binary's
    /// language); a second is refused, and handed back.
    pub fn install(self) -> Result<(), Interface> {
        CURRENT.set(self)
    }
}

static CURRENT: OnceLock<Interface> = OnceLock::new();

/// The interface installed ([`Interface::install`]): the app installs the
/// page's before it renders anything, the kit the page's before the
/// prerender.
pub fn current() -> &'static Interface {
    CURRENT
        .get()
        .expect("an interface is installed before anything is said")
}

impl Interface {
    fn text(&self, at: usize) -> &str {
        &self.texts[at]
    }

    /// The words of `key`; a counted word's form for many.
    pub fn said(&self, key: Key) -> &str {
        self.form(key, usize::MAX)
    }

    /// The form of counted `key` that `n` takes, as written (the words of
    /// a word not counted).
    pub fn form(&self, key: Key, n: usize) -> &str {
        let mut forms = self.text(WORDS + key as usize).split('\t');
        // The last form, found forwards: a search from the end costs the
        // wasm its own code.
        let other = forms.clone().fold("", |_, form| form);
        let at = if n < 100 { n } else { 100 + n % 100 };
        let category = match n {
            usize::MAX => usize::MAX,
            _ => usize::from(self.text(PLURAL).as_bytes()[at] - b'0'),
        };
        match forms.nth(category) {
            Some(form) if !form.is_empty() => form,
            _ => other,
        }
    }

    /// `n` as the language writes it: its digits, grouped by thousands.
    pub fn number(&self, n: usize) -> String {
        let plain = self.digits(&n.to_string());
        let length = plain.chars().count();
        let grouped = length >= self.text(GROUPED_FROM).parse().unwrap_or(4);
        let mut out = String::new();
        for (at, digit) in plain.chars().enumerate() {
            if grouped && at > 0 && (length - at).is_multiple_of(3) {
                out.push_str(self.text(GROUP));
            }
            out.push(digit);
        }
        out
    }

    /// Ascii digits as the language writes them.
    fn digits(&self, ascii: &str) -> String {
        let digits: Vec<char> = self.text(DIGITS).chars().collect();
        ascii
            .bytes()
            .map(|b| digits[usize::from(b - b'0')])
            .collect()
    }

    /// A `YYYY-MM-DD` date as the language writes it, or as it is if it is
    /// not one.
    pub fn date(&self, iso: &str) -> String {
        let part = |range: std::ops::Range<usize>| iso.get(range)?.parse::<usize>().ok();
        let (Some(year), Some(month @ 1..=12), Some(day)) = (part(0..4), part(5..7), part(8..10))
        else {
            return iso.to_string();
        };
        let day = match self.text(DAY_WIDTH) {
            "2" => format!("{day:02}"),
            _ => day.to_string(),
        };
        let (day, year) = (self.digits(&day), self.digits(&year.to_string()));
        filled(
            self.text(MONTHS + month - 1),
            &[("day", &day), ("year", &year)],
        )
    }

    /// The direction of text in `lang`, a language of the catalog's, where
    /// it is not the page's: `rtl` for an Arabic series on an English page.
    #[cfg(not(browser))]
    pub fn direction(&self, lang: &str) -> Option<&str> {
        let mut other_way = self.text(OTHER_WAY).split(' ');
        let direction = other_way.next();
        other_way
            .any(|tag| tag == lang)
            .then_some(direction)
            .flatten()
    }

    /// Items said as a list: `A`, `A and B`, `A, B, and C`.
    pub fn list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [first, rest @ .., last] => {
                let mut init = first.clone();
                for item in rest {
                    init += self.text(LIST_MIDDLE);
                    init += item;
                }
                let template = if rest.is_empty() { LIST_TWO } else { LIST_END };
                filled(self.text(template), &[("0", &init), ("1", last)])
            }
        }
    }
}

/// The words of `key` in the interface installed; a counted word's form
/// for many.
#[inline(never)]
pub fn said(key: Key) -> &'static str {
    current().said(key)
}

/// The words of `key` with each `{name}` in it filled in.
pub fn fill(key: Key, args: &[(&str, &str)]) -> String {
    filled(said(key), args)
}

/// The form of counted `key` that `n` takes, `{count}` in it as the
/// language writes `n`, and each other `{name}` filled in.
pub fn counted(key: Key, n: usize, args: &[(&str, &str)]) -> String {
    let count = number(n);
    let mut all = vec![("count", count.as_str())];
    all.extend_from_slice(args);
    filled(form(key, n), &all)
}

/// The form of counted `key` that `n` takes, as written.
pub fn form(key: Key, n: usize) -> &'static str {
    current().form(key, n)
}

/// `n` as the installed interface's language writes it.
pub fn number(n: usize) -> String {
    current().number(n)
}

/// A `YYYY-MM-DD` date as the installed interface's language writes it.
pub fn date(iso: &str) -> String {
    current().date(iso)
}

/// The direction of text in the catalog's language `lang`, where it is
/// not the page's.
#[cfg(not(browser))]
pub fn direction(lang: &str) -> Option<&'static str> {
    current().direction(lang)
}

/// Items said as a list, in the installed interface's language.
pub fn list(items: &[String]) -> String {
    current().list(items)
}

/// `template`'s pieces in order: its own text, and the names of the
/// `{name}`s in it.
pub fn pieces(template: &str) -> Vec<Piece<'_>> {
    let mut pieces = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        if open > 0 {
            pieces.push(Piece::Text(&rest[..open]));
        }
        pieces.push(Piece::Named(&rest[open + 1..open + close]));
        rest = &rest[open + close + 1..];
    }
    if !rest.is_empty() {
        pieces.push(Piece::Text(rest));
    }
    pieces
}

/// `template` before and after `{name}` (all of it before, if it has
/// none): where an element goes in a sentence.
pub fn around<'a>(template: &'a str, name: &str) -> (&'a str, &'a str) {
    template.split_once(name).unwrap_or((template, ""))
}

/// A piece of a template: its own text, or the name of a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece<'a> {
    Text(&'a str),
    Named(&'a str),
}

/// `template` with each `{name}` in it as `args` gives it (empty if not).
pub fn filled(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::new();
    for piece in pieces(template) {
        out += match piece {
            Piece::Text(text) => text,
            Piece::Named(name) => args
                .iter()
                .find(|(n, _)| *n == name)
                .map_or("", |(_, v)| *v),
        };
    }
    out
}

/// `say!(key)`: the words of `key`; `say!(key, name = value, …)`: with
/// each `{name}` filled in.
#[macro_export]
macro_rules! say {
    ($key:ident) => {
        $crate::interface::said($crate::interface::Key::$key)
    };
    ($key:ident, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::interface::fill(
            $crate::interface::Key::$key,
            &[$((stringify!($name), AsRef::<str>::as_ref(&$value))),+],
        )
    };
}

/// `count!(key, n)`: the form of counted `key` that `n` takes, with `{count}`
/// (and each other `{name} = value` given) filled in.
#[macro_export]
macro_rules! count {
    ($key:ident, $n:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::interface::counted(
            $crate::interface::Key::$key,
            $n,
            &[$((stringify!($name), AsRef::<str>::as_ref(&$value))),*],
        )
    };
}
