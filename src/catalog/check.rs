//! `cargo run -- check [--strict] FILE`: what an author runs after editing
//! the catalog. Every rule the app applies, those across the document
//! included, with each problem at its place and line; and warnings for
//! what the app reads but an author likely did not mean: a field the app
//! does not know (with the field they may have meant), a link that reads
//! as relative to the page but names another site. No browser, no wasm.

use std::path::Path;

use crate::catalog::positions::Positions;
use crate::catalog::{self, CatalogError, Place, Problem};
use crate::json::{self, Object, Value};

/// What the command prints and its exit code: 0 for a catalog the app
/// reads (warnings or not), 1 for one it refuses (with every problem), or
/// one with warnings under `--strict`, 2 for a file it cannot read as a
/// catalog file at all.
#[derive(Debug, PartialEq, Eq)]
pub struct Checked {
    pub code: u8,
    /// For standard output (0) or standard error (1 and 2).
    pub lines: Vec<String>,
}

/// Checks the catalog file at `path`, named `shown` in what it says (the
/// path as the author typed it).
pub fn check_file(path: &Path, shown: &str, strict: bool) -> Checked {
    let name = shown;
    let unreadable = |why: String| Checked {
        code: 2,
        lines: vec![format!("check: {name}: {why}")],
    };
    if path.is_dir() {
        return unreadable("is a directory, not a catalog file".into());
    }
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            return unreadable("no such file".into());
        }
        Err(error) => return unreadable(error.to_string()),
    };
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => {
            let at = error.utf8_error().valid_up_to();
            return unreadable(format!(
                "not UTF-8 text (byte {at} is not): save the catalog as UTF-8"
            ));
        }
    };
    check_text(&text, strict)
}

/// Prints what `checked` says, on standard output when the catalog is
/// fine and on standard error otherwise, and gives its exit code.
pub fn report(checked: &Checked) -> std::process::ExitCode {
    for line in &checked.lines {
        match checked.code {
            0 => println!("{line}"),
            _ => eprintln!("{line}"),
        }
    }
    std::process::ExitCode::from(checked.code)
}

pub fn check_text(text: &str, strict: bool) -> Checked {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let positions = Positions::of(text);
    let document = json::parse(text).ok();
    let warnings: Vec<String> = document
        .as_ref()
        .map(warnings)
        .unwrap_or_default()
        .iter()
        .map(|warning| format!("warning: {}", line_of(warning, &positions)))
        .collect();
    match catalog::parse(text) {
        Ok(catalog) => {
            let parts: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
            let ok = format!("ok: {} series, {parts} parts", catalog.series.len());
            Checked {
                code: u8::from(strict && !warnings.is_empty()),
                lines: std::iter::once(ok).chain(warnings).collect(),
            }
        }
        Err(error) => {
            let mut lines = vec![headline(&error, text, &positions)];
            if let CatalogError::Invalid(problems) = &error {
                lines.extend(problems.iter().map(|p| line_of(p, &positions)));
            }
            lines.extend(warnings);
            Checked { code: 1, lines }
        }
    }
}

/// `series 3 "cxl" › part 2 "intro" › id, line 41: duplicate id "intro", ...`
fn line_of(problem: &Problem, positions: &Positions) -> String {
    match positions.line(&problem.path) {
        Some(line) => format!("{}, line {line}: {}", problem.place, problem.message),
        None => problem.to_string(),
    }
}

/// The error's headline; a value of the wrong shape or a missing field
/// with the line its place starts on, and a list or object that ends after
/// a comma said to.
fn headline(error: &CatalogError, text: &str, positions: &Positions) -> String {
    match error {
        CatalogError::NotJson { line, column, .. } if after_a_comma(text, *line, *column) => {
            format!(
                "{} The list or object ending there has a comma after its last item: remove it.",
                error
            )
        }
        CatalogError::WrongShape {
            place: Some(place), ..
        } => {
            let said = error.to_string();
            match (positions.line(&place.path), said.strip_suffix('.')) {
                (Some(line), Some(said)) => format!("{said}, line {line}."),
                _ => said,
            }
        }
        _ => error.to_string(),
    }
}

/// Whether the text at `line` and `column` closes a list or object right
/// after a comma: `[1, 2, ]`.
fn after_a_comma(text: &str, line: usize, column: usize) -> bool {
    let Some(row) = text.lines().nth(line.saturating_sub(1)) else {
        return false;
    };
    let closes = row
        .chars()
        .nth(column.saturating_sub(1))
        .is_some_and(|c| matches!(c, ']' | '}'));
    let before: String = text
        .lines()
        .take(line.saturating_sub(1))
        .chain(std::iter::once(
            &row[..row
                .char_indices()
                .nth(column.saturating_sub(1))
                .map_or(row.len(), |(i, _)| i)],
        ))
        .collect::<Vec<_>>()
        .join("\n");
    closes && before.trim_end().ends_with(',')
}

/// The fields the app reads, at each level of the document.
const CATALOG_FIELDS: &[&str] = &[
    "$schema", "schema", "title", "subtitle", "topics", "sections", "series", "site",
];
const TOPIC_FIELDS: &[&str] = &["id", "label"];
const SECTION_FIELDS: &[&str] = &["id", "title"];
const SERIES_FIELDS: &[&str] = &[
    "id", "section", "title", "summary", "url", "topics", "parts",
];
const PART_FIELDS: &[&str] = &["id", "title", "url", "topics", "published", "minutes"];

/// What the app reads but an author likely did not mean, in document order.
fn warnings(document: &Value) -> Vec<Problem> {
    let mut found = Vec::new();
    let Some(catalog) = document.as_object() else {
        return found;
    };
    unknown_fields(&mut found, None, catalog, CATALOG_FIELDS);
    let items = |list: &str| {
        catalog
            .get(list)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
            .filter_map(|(i, item)| Some((i, item.as_object()?)))
    };
    for (i, topic) in items("topics") {
        let place = Place::item("topics", i, "topic", id_of(topic));
        unknown_fields(&mut found, Some(&place), topic, TOPIC_FIELDS);
    }
    for (i, section) in items("sections") {
        let place = Place::item("sections", i, "section", id_of(section));
        unknown_fields(&mut found, Some(&place), section, SECTION_FIELDS);
    }
    for (i, series) in items("series") {
        let place = Place::item("series", i, "series", id_of(series));
        unknown_fields(&mut found, Some(&place), series, SERIES_FIELDS);
        host_like_link(&mut found, &place, series);
        let parts = series.get("parts").and_then(Value::as_array);
        for (j, part) in parts.into_iter().flatten().enumerate() {
            let Some(part) = part.as_object() else {
                continue;
            };
            let place = place.inner("parts", j, "part", id_of(part));
            unknown_fields(&mut found, Some(&place), part, PART_FIELDS);
            host_like_link(&mut found, &place, part);
        }
    }
    found
}

fn id_of(item: &Object) -> &str {
    item.get("id").and_then(Value::as_str).unwrap_or_default()
}

fn unknown_fields(found: &mut Vec<Problem>, place: Option<&Place>, item: &Object, known: &[&str]) {
    for field in item.keys().filter(|field| !known.contains(&field.as_str())) {
        let place = place.map_or_else(|| Place::top(field), |place| place.field(field));
        let message = match meant(field, known) {
            Some(meant) => {
                format!("a field the app does not read, ignored: did you mean \"{meant}\"?")
            }
            None => "a field the app does not read, ignored".to_string(),
        };
        found.push(Problem {
            place: place.name,
            path: place.path,
            message,
        });
    }
}

/// The field an author likely meant: another word for it, or one a typing
/// mistake or two away.
fn meant<'a>(field: &str, known: &[&'a str]) -> Option<&'a str> {
    let lower = field.to_lowercase();
    let other_word = match lower.as_str() {
        "link" | "href" | "address" | "article" | "uri" => Some("url"),
        "date" | "published_at" | "publish_date" | "date_published" => Some("published"),
        "time" | "duration" | "reading_time" | "read_time" | "length" => Some("minutes"),
        "tag" | "tags" | "category" | "categories" => Some("topics"),
        "description" | "desc" | "about" | "abstract" => Some("summary"),
        "name" => Some(if known.contains(&"label") {
            "label"
        } else {
            "title"
        }),
        "slug" | "key" => Some("id"),
        _ => None,
    };
    if let Some(word) = other_word {
        return known.iter().copied().find(|k| *k == word);
    }
    known
        .iter()
        .copied()
        .map(|k| (k, distance(&lower, k)))
        .filter(|(k, d)| *d <= 2 && *d < k.len().min(lower.len()))
        .min_by_key(|(_, d)| *d)
        .map(|(k, _)| k)
}

/// The Levenshtein distance between two short words.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != *cb))
                .min(above + 1)
                .min(row[j] + 1);
            diagonal = above;
        }
    }
    row[b.len()]
}

/// A link without a scheme whose first segment is a host name
/// (`www.example.org/x`): the browser reads it as relative to the page.
fn host_like_link(found: &mut Vec<Problem>, place: &Place, item: &Object) {
    let Some(url) = item.get("url").and_then(Value::as_str) else {
        return;
    };
    if url.starts_with(['/', '.', '#', '?']) || url.contains("://") || url.contains(':') {
        return;
    }
    let first = url.split(['/', '?', '#']).next().unwrap_or_default();
    let top_level = first.rsplit('.').next().unwrap_or_default();
    let named_host = first.contains('.')
        && (url.len() > first.len() || first.starts_with("www."))
        && top_level.len() >= 2
        && top_level.chars().all(|c| c.is_ascii_alphabetic());
    if named_host {
        let place = place.field("url");
        found.push(Problem {
            place: place.name,
            path: place.path,
            message: format!(
                "\"{url}\" is a link relative to this page; if it is another site, \
                 write \"https://{url}\""
            ),
        });
    }
}
