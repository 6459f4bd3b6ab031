//! Text written into HTML (or XML) by hand, outside Leptos' views: the
//! page's title and description in the prerender, the feed, the series
//! box and the rows of `markup.rs`. One escaper for all of them.

/// Pushes `text` onto `out`, safe as an element's text and inside a
/// double-quoted attribute.
pub fn push_escaped(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => *out += "&amp;",
            '<' => *out += "&lt;",
            '>' => *out += "&gt;",
            '"' => *out += "&quot;",
            c => out.push(c),
        }
    }
}

/// `text`, safe as an element's text and inside a double-quoted attribute.
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    push_escaped(&mut out, text);
    out
}
