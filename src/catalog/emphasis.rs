//! Inline emphasis in catalog text, written as authors write it in plain
//! text (and as the seed page does): `the *proc* interface`.
//!
//! An asterisk marks emphasis as CommonMark flanks `_`, the rule that
//! keeps code as written: it opens when what follows it is not a space
//! and what precedes it is not a word's character (`*proc`, `(*proc`),
//! it closes when what precedes it is not a space and what follows it is
//! not a word's character (`proc*`, `proc*)`), and a closing one ends the
//! nearest opening one before it. So `int *p, *q` and `a*b*c` stay as
//! written. Two asterisks or more in a row are characters, and so is one
//! written `\*` (the backslash goes). Emphasis does not nest: an opening
//! asterisk left open before a pair is a character.

use std::borrow::Cow;

use crate::word_chars::is_word_char;

/// The text in pieces, without the asterisks that mark emphasis (nor the
/// backslashes of `\*`), each with whether it is emphasised: `[("the ",
/// false), ("proc", true), (" interface", false)]`. Empty pieces are left
/// out; a piece may follow one of the same kind where a backslash went.
pub fn spans(text: &str) -> Vec<(&str, bool)> {
    let mut spans = Vec::new();
    let mut rest = text;
    while let Some((before, inside, after)) = next_emphasis(rest) {
        push_unescaped(&mut spans, before, false);
        push_unescaped(&mut spans, inside, true);
        rest = after;
    }
    push_unescaped(&mut spans, rest, false);
    spans
}

/// The words alone, for what cannot show emphasis: the page's title, the
/// feed, the manifest, sentences of the app's own, the search.
pub fn plain(text: &str) -> Cow<'_, str> {
    match text.contains('*') {
        false => Cow::Borrowed(text),
        true => Cow::Owned(spans(text).into_iter().map(|(piece, _)| piece).collect()),
    }
}

/// Pushes `piece` in pieces split where a backslash makes an asterisk a
/// character, without the backslash; nothing if it is empty.
fn push_unescaped<'a>(spans: &mut Vec<(&'a str, bool)>, piece: &'a str, emphasised: bool) {
    let mut rest = piece;
    while let Some((before, _)) = rest.split_once("\\*") {
        if !before.is_empty() {
            spans.push((before, emphasised));
        }
        rest = &rest[before.len() + 1..];
    }
    if !rest.is_empty() {
        spans.push((rest, emphasised));
    }
}

/// The first emphasis in `text`: what comes before it, what it holds and
/// what comes after its closing asterisk. An asterisk beside another, or
/// after a backslash, is a character.
fn next_emphasis(text: &str) -> Option<(&str, &str, &str)> {
    let mut opening = None;
    for (at, _) in text.match_indices('*') {
        let before = text[..at].chars().next_back();
        let after = text[at + 1..].chars().next();
        if matches!(before, Some('*' | '\\')) || after == Some('*') {
            continue;
        }
        let space = |c: Option<char>| c.is_none_or(char::is_whitespace);
        let word = |c: Option<char>| c.is_some_and(is_word_char);
        if let Some(open) = opening.filter(|_| !space(before) && !word(after)) {
            return Some((&text[..open], &text[open + 1..at], &text[at + 1..]));
        }
        if !space(after) && !word(before) {
            opening = Some(at);
        }
    }
    None
}
