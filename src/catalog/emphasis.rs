//! Inline emphasis in catalog text, written as authors write it in plain
//! text (and as the seed page does): `the *proc* interface`. A `*` opens
//! emphasis when a letter (not a space) follows it and a later `*` closes
//! it after a letter; any other `*` is a character of the text.

use std::borrow::Cow;

/// The text in pieces, without the asterisks that mark emphasis, each
/// with whether it is emphasised: `[("the ", false), ("proc", true),
/// (" interface", false)]`. Empty pieces are left out.
pub fn spans(text: &str) -> Vec<(&str, bool)> {
    let mut spans = Vec::new();
    let mut rest = text;
    while let Some((before, inside, after)) = next_emphasis(rest) {
        if !before.is_empty() {
            spans.push((before, false));
        }
        spans.push((inside, true));
        rest = after;
    }
    if !rest.is_empty() {
        spans.push((rest, false));
    }
    spans
}

/// The words alone, for what cannot show emphasis: the page's title, the
/// feed, sentences of the app's own, the search.
pub fn plain(text: &str) -> Cow<'_, str> {
    match next_emphasis(text) {
        None => Cow::Borrowed(text),
        Some(_) => Cow::Owned(spans(text).into_iter().map(|(piece, _)| piece).collect()),
    }
}

/// The first emphasis in `text`: what comes before it, what it holds and
/// what comes after its closing asterisk.
fn next_emphasis(text: &str) -> Option<(&str, &str, &str)> {
    let mut from = 0;
    while let Some(found) = text[from..].find('*') {
        let open = from + found;
        let inside = &text[open + 1..];
        let starts_word = inside
            .chars()
            .next()
            .is_some_and(|c| !c.is_whitespace() && c != '*');
        if starts_word && let Some(close) = inside.find('*') {
            let held = &inside[..close];
            if held.chars().next_back().is_some_and(|c| !c.is_whitespace()) {
                return Some((&text[..open], held, &inside[close + 1..]));
            }
        }
        from = open + 1;
    }
    None
}
