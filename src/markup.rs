//! The rows and boxes the app writes as markup rather than as views: a
//! long list's parts on paper, and a part's note, shut or open. Written
//! here, beside the escaper, with the classes of [`class!`], so that the
//! views and these strings are one protocol; `tests/markup.rs` holds a
//! part on paper to a built part's classes.
//!
//! A view costs the wasm more than a string for what never changes once
//! written (1 KB of brotli for the note alone), and the note's field must
//! not be written again while the reader types.

use crate::html::{escaped, push_escaped};

/// A part's note while its box is shut: its first line, the rest kept for
/// paper (the stylesheet shows it only there). Plain text, isolated from
/// the page's direction.
pub fn note_shut(note: &str) -> String {
    let (first, rest) = note.split_once('\n').unwrap_or((note, ""));
    format!(
        concat!(
            "<p class=\"",
            class!(note),
            "\" dir=\"auto\">{}<span class=\"",
            class!(note_rest),
            "\">\n{}</span></p>"
        ),
        escaped(first),
        escaped(rest)
    )
}

/// A part's note while its box is open: a text field named `name` holding
/// it, then the line that says it was saved. The newline after the tag is
/// the one the parser drops, so a note that starts with a blank line keeps
/// it.
pub fn note_field(name: &str, note: &str) -> String {
    format!(
        concat!(
            "<textarea class=\"",
            class!(note_field),
            "\" aria-label=\"{}\" placeholder=\"{}\" dir=\"auto\" rows=\"3\">\n{}</textarea><p class=\"",
            class!(note_said),
            "\" role=\"status\"></p>"
        ),
        escaped(name),
        escaped(say!(note_placeholder)),
        escaped(note)
    )
}

/// A part as paper shows it: its title as plain text, its link, whether
/// it is read, its date and reading time.
pub struct PaperPart<'a> {
    pub title: &'a str,
    pub url: Option<&'a str>,
    pub read: bool,
    pub meta: &'a str,
}

/// Parts as a list of their own, numbered from where the first stands,
/// each with the classes of a built part (for the print stylesheet's
/// marks), its checkbox disabled.
pub struct PartsOnPaper(String);

impl PartsOnPaper {
    /// A list whose first part is number `first` (1 for a list's first).
    pub fn new(first: usize) -> PartsOnPaper {
        PartsOnPaper(
            concat!("<ol class=\"", class!(parts), "\" start=\"").to_string()
                + &first.to_string()
                + "\">",
        )
    }

    pub fn push(&mut self, part: PaperPart) {
        let html = &mut self.0;
        *html += concat!(
            "<li class=\"",
            class!(part),
            "\"><div class=\"",
            class!(part_line),
            "\"><input type=\"checkbox\" disabled"
        );
        *html += if part.read { " checked>" } else { ">" };
        *html += concat!("<span class=\"", class!(part_title), "\"><a");
        if let Some(url) = part.url {
            *html += " href=\"";
            push_escaped(html, url);
            *html += "\"";
        }
        *html += ">";
        push_escaped(html, part.title);
        *html += concat!("</a></span><span class=\"", class!(part_meta), "\">");
        push_escaped(html, part.meta);
        *html += "</span></div></li>";
    }

    pub fn finish(self) -> String {
        self.0 + "</ol>"
    }
}
