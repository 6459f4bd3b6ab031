//! The series box: for every part, a fragment of HTML an author puts on
//! the part's article page (`series-box/<series>/<part>.html`), written at
//! build time beside the page and the feed. It names the series (a link
//! to the reader with its list open), says "Part 3 of 7", links the
//! previous and next parts, holds the whole list in a disclosure (closed
//! when the series is long) with this part marked, and ends with "Mark as
//! read and go back to the series": a link to the reader whose fragment
//! (`#read=<series>/<part>`) the app turns into a mark. Its words are the
//! catalog's language's (the `box` words of `interface/<lang>.json`,
//! which the build's interface holds and the page does not).
//!
//! Plain HTML that needs no script and works on any origin: every link is
//! absolute, made from the address the reader is published at, and the
//! catalog's text is escaped, isolated (`bdi`) and inert for the template
//! engine of the site that includes it. Class names start with
//! `ls-box` (`series-box.css`); an optional script (`series-box.js`) shows
//! the parts this browser has read where the reader shares the page's
//! origin, from the keys in `data-ls-keys`.

use crate::catalog::emphasis::{plain, spans};
use crate::catalog::{Catalog, Part, Series};
use crate::folders;
use crate::html::push_escaped;
use crate::ids;
use crate::interface::{Key, around, direction, number, said};
use crate::kept::progress::{OWN_PAGE_MARKS_KEY, PROGRESS_KEY};
use crate::kept::storage::{lookup_keys, scoped_key};

/// A series of up to this many parts shows its list open: a longer list
/// would fill a phone's first screen, so it waits behind its summary.
pub const OPEN_UP_TO: usize = 5;

/// A series of up to this many parts lists them all in each box; a longer
/// one lists its first and last part and [`AROUND`] on each side of this
/// one, the others counted in their place: a box stays small, and the
/// boxes of a series grow with its length, not with its length squared.
pub const LISTED_UP_TO: usize = 25;

/// How many parts on each side of this one a long series' box lists.
pub const AROUND: usize = 5;

/// Every part's fragment, by its path in the site
/// (`series-box/<series>/<part>.html`), for a reader published at
/// `reader` (a whole http(s) address ending with `/`), one at a time.
pub fn fragments<'a>(
    catalog: &'a Catalog,
    reader: &'a str,
) -> impl Iterator<Item = (String, String)> + 'a {
    catalog.series.iter().flat_map(move |series| {
        (0..series.parts.len()).map(move |at| {
            let path = format!(
                "{}/{}/{}.html",
                folders::BOXES,
                series.id,
                series.parts[at].id
            );
            (path, fragment(series, at, reader))
        })
    })
}

/// The box of part `at` of `series`.
pub fn fragment(series: &Series, at: usize, reader: &str) -> String {
    let part = &series.parts[at];
    let total = series.parts.len();
    let mut out = String::new();
    out += concat!("<nav class=\"", class!(ls_box), "\" aria-label=\"");
    push_escaped(&mut out, &say!(box_label, title = plain(&series.title)));
    out += "\" data-ls-keys=\"";
    push_escaped(&mut out, &lookup_keys(PROGRESS_KEY, scope_of(reader)));
    out += "\" data-ls-own-marks=\"";
    push_escaped(&mut out, &scoped_key(OWN_PAGE_MARKS_KEY, scope_of(reader)));
    out += "\" data-ls-read=\"";
    push_escaped(&mut out, say!(box_read));
    out += concat!(
        "\">\n<p class=\"ls-box-head\"><a class=\"",
        class!(ls_box_series),
        "\" href=\""
    );
    push_escaped(
        &mut out,
        &[reader, "#", &ids::series_title(&series.id)].concat(),
    );
    out += "\">";
    push_title(&mut out, &series.title, series.lang.as_deref());
    out += "</a> <span class=\"ls-box-count\">";
    push_escaped(&mut out, &count!(box_part_of, total, part = number(at + 1)));
    out += "</span></p>\n";
    let before = at.checked_sub(1).map(|at| (PREVIOUS, &series.parts[at]));
    let after = series.parts.get(at + 1).map(|next| (NEXT, next));
    if before.is_some() || after.is_some() {
        out += "<p class=\"ls-box-steps\">";
        for (step, part) in before.into_iter().chain(after) {
            push_step(&mut out, step, part, series.lang_of(part), reader);
        }
        out += "</p>\n";
    }
    let open = if total <= OPEN_UP_TO { " open" } else { "" };
    let all = match total {
        1 => say!(box_only_part).to_string(),
        n => count!(box_all_parts, n),
    };
    out += &format!("<details class=\"ls-box-list\"{open}><summary>");
    push_escaped(&mut out, &all);
    out += "</summary>\n<ol>\n";
    let mut next = 0;
    for i in listed(total, at) {
        if i > next {
            // The parts not listed, counted; the next item keeps its number.
            let (left, series_link) = (i - next, ids::series_title(&series.id));
            out += "<li class=\"ls-box-gap\">";
            push_link(&mut out, &[reader, "#", &series_link].concat());
            push_escaped(&mut out, &count!(box_more_parts, left));
            out += "</a></li>\n";
            out += &format!("<li value=\"{}\" data-ls-part=\"", i + 1);
        } else {
            out += "<li data-ls-part=\"";
        }
        next = i + 1;
        let listed = &series.parts[i];
        push_escaped(&mut out, &[series.id.as_str(), "/", &listed.id].concat());
        out += "\">";
        match (i == at, &listed.url) {
            (true, _) => {
                out += "<span class=\"ls-box-here\" aria-current=\"page\">";
                push_title(&mut out, &listed.title, series.lang_of(listed));
                out += "</span>";
            }
            (false, Some(url)) => {
                push_link(&mut out, &absolute(reader, url));
                push_title(&mut out, &listed.title, series.lang_of(listed));
                out += "</a>";
            }
            (false, None) => push_title(&mut out, &listed.title, series.lang_of(listed)),
        }
        out += "</li>\n";
    }
    out += "</ol>\n</details>\n<p class=\"ls-box-back\">";
    push_link(
        &mut out,
        &[reader, &ids::read_fragment(&series.id, &part.id)].concat(),
    );
    push_escaped(&mut out, say!(box_back));
    out += "</a></p>\n</nav>\n";
    inert(out)
}

/// The box with every `{` written as a character reference: a template
/// engine that reads the file (Liquid's `include`, Nunjucks') finds no
/// `{{`, `{%`, `{#` or `${` in it, whatever the catalog's text, and the
/// browser shows the same characters.
fn inert(html: String) -> String {
    match html.contains('{') {
        true => html.replace('{', "&#123;"),
        false => html,
    }
}

/// The parts a box of part `at` lists, of a series of `total`: all, or in
/// a long series the first, those around `at`, and the last.
fn listed(total: usize, at: usize) -> Vec<usize> {
    if total <= LISTED_UP_TO {
        return (0..total).collect();
    }
    let near = at.saturating_sub(AROUND)..=(at + AROUND).min(total - 1);
    let mut listed: Vec<usize> = std::iter::once(0).chain(near).chain([total - 1]).collect();
    listed.dedup();
    listed
}

/// The scope of the copy of the reader at `reader` (the path its keys
/// name, [`scoped_key`]): where the box's script finds what it keeps.
fn scope_of(reader: &str) -> &str {
    reader
        .split_once("://")
        .and_then(|(_, rest)| rest.find('/').map(|at| &rest[at..]))
        .unwrap_or("/")
}

/// A step to the part before or after this one: its link's `rel`, its
/// class, its words.
struct Step {
    rel: &'static str,
    class: &'static str,
    words: Key,
}

const PREVIOUS: Step = Step {
    rel: "prev",
    class: class!(ls_box_prev),
    words: Key::box_previous,
};

const NEXT: Step = Step {
    rel: "next",
    class: class!(ls_box_next),
    words: Key::box_next,
};

/// "Previous: <title>" or "Next: <title>", a link where the part has an
/// article.
fn push_step(out: &mut String, step: Step, part: &Part, lang: Option<&str>, reader: &str) {
    let Step { rel, class, words } = step;
    let (before, after) = around(said(words), "{title}");
    match &part.url {
        Some(url) => {
            *out += &format!("<a class=\"{class}\" rel=\"{rel}\" href=\"");
            push_escaped(out, &absolute(reader, url));
            *out += "\">";
        }
        None => *out += &format!("<span class=\"{class}\">"),
    }
    push_escaped(out, before);
    push_title(out, &part.title, lang);
    push_escaped(out, after);
    *out += if part.url.is_some() {
        "</a>"
    } else {
        "</span>"
    };
}

fn push_link(out: &mut String, href: &str) {
    *out += "<a href=\"";
    push_escaped(out, href);
    *out += "\">";
}

/// A catalog title, escaped, its emphasis as `em`, isolated from the
/// text around it, in its language where it has one of its own.
fn push_title(out: &mut String, title: &str, lang: Option<&str>) {
    *out += "<bdi";
    push_language(out, lang);
    *out += ">";
    for (piece, emphasised) in spans(title) {
        if emphasised {
            *out += "<em>";
        }
        push_escaped(out, piece);
        if emphasised {
            *out += "</em>";
        }
    }
    *out += "</bdi>";
}

/// The `lang` and, where it reads the other way from the catalog's
/// language, `dir` attributes of a title in a language of its own (`lang`).
fn push_language(out: &mut String, lang: Option<&str>) {
    if let Some(lang) = lang {
        *out += " lang=\"";
        push_escaped(out, lang);
        *out += "\"";
        if let Some(dir) = direction(lang) {
            *out += " dir=\"";
            *out += dir;
            *out += "\"";
        }
    }
}

/// A part's link as the article page reaches it: an address relative to
/// the reader's page (as the catalog may write it) made whole from
/// `reader`, with `.` and `..` resolved.
pub fn absolute(reader: &str, link: &str) -> String {
    let scheme = link.split(['/', '?', '#']).next().unwrap_or_default();
    if scheme.contains(':') {
        return link.to_string();
    }
    let (scheme, rest) = reader.split_once("://").unwrap_or(("https", reader));
    let (host, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let path = path.split(['?', '#']).next().unwrap_or("/");
    let (joined, tail) = match link.as_bytes().first() {
        Some(b'/') => split_tail(link),
        Some(b'?' | b'#') => (path.to_string(), link.to_string()),
        _ => {
            let (relative, tail) = split_tail(link);
            let dir = &path[..path.rfind('/').map_or(0, |at| at + 1)];
            ([dir, &relative].concat(), tail)
        }
    };
    format!("{scheme}://{host}{}{tail}", without_dots(&joined))
}

/// A link's path, and its query and fragment.
fn split_tail(link: &str) -> (String, String) {
    let at = link.find(['?', '#']).unwrap_or(link.len());
    (link[..at].to_string(), link[at..].to_string())
}

/// `/a/./b/../c` as `/a/c` (RFC 3986, 5.2.4).
fn without_dots(path: &str) -> String {
    let mut kept: Vec<&str> = Vec::new();
    let segments: Vec<&str> = path.split('/').skip(1).collect();
    for (i, segment) in segments.iter().enumerate() {
        let last = i + 1 == segments.len();
        match *segment {
            "." | ".." => {
                if *segment == ".." {
                    kept.pop();
                }
                if last {
                    kept.push("");
                }
            }
            segment => kept.push(segment),
        }
    }
    ["/", &kept.join("/")].concat()
}
