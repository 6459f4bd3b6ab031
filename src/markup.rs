//! Catalog text as HTML, for the few places that write markup as a
//! string: a text with its emphasis and the search's marks, and a long
//! list's parts on paper.

use crate::words::Run;

/// Pushes `text` onto `html`, safe as text and in a quoted attribute.
pub fn escaped(html: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => *html += "&amp;",
            '<' => *html += "&lt;",
            '>' => *html += "&gt;",
            '"' => *html += "&quot;",
            c => html.push(c),
        }
    }
}

/// `runs` as HTML: emphasis as `em`, what the search marks as `mark`.
pub fn runs_html(runs: &[Run]) -> String {
    let mut html = String::new();
    for run in runs {
        let (open, close) = match (run.marked, run.emphasis) {
            (false, false) => ("", ""),
            (true, false) => ("<mark>", "</mark>"),
            (false, true) => ("<em>", "</em>"),
            (true, true) => ("<mark><em>", "</em></mark>"),
        };
        html += open;
        escaped(&mut html, &run.text);
        html += close;
    }
    html
}
