//! `cargo run -- check [--strict[=words]] FILE`: what an author runs after editing
//! the catalog. Every rule the app applies, its size limit and those
//! across the document included, with each problem at its place, line and
//! column; and warnings for what the app reads but an author likely did
//! not mean: a field the app does not know (with the field they may have
//! meant), a link that reads as relative to the page but names another
//! site. No browser, no wasm.

use std::path::Path;
use std::process::ExitCode;

use crate::catalog::fetch::{LoadError, SIZE_LIMIT};
use crate::catalog::positions::{At, Positions};
use crate::catalog::spelling::nearest;
use crate::catalog::words::{self, Language};
use crate::catalog::{self, Catalog, CatalogError, Part, Place, Problem, Section, Series, Topic};
use crate::json::field_names;
use serde_json::Value;

/// An object of the document, its fields in document order.
type Object = serde_json::Map<String, Value>;

/// What a check refuses besides problems.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strict {
    /// Nothing: a catalog the app reads passes, warnings or not.
    No,
    /// Warnings (`--strict`), but for the interface's words a language
    /// the kit has none of lacks: one warning says how many, and passes.
    Warnings,
    /// Warnings, and each of those words, named (`--strict=words`).
    WarningsAndWords,
}

/// What a check found, and its exit code: 0 for a catalog the app reads
/// (warnings or not), 1 for one it refuses (with every problem), or one
/// with warnings under `--strict`, 2 for a file it cannot read as a
/// catalog file at all.
#[derive(Debug, PartialEq, Eq)]
pub struct Checked {
    pub code: u8,
    /// `ok: 8 series, 21 parts`, for a catalog the app reads and this
    /// check passes.
    pub ok: Option<String>,
    /// Problems, then warnings, each in document order.
    pub findings: Vec<Finding>,
}

/// One thing `check` says of a place in the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub severity: Severity,
    /// Where in the file; none for the file as a whole.
    pub at: Option<At>,
    pub message: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

/// How findings are written: `FILE:LINE:COL: error: ...`, as compilers
/// write them (editors and CI logs link them), or as GitHub Actions'
/// workflow commands, which annotate the file in a pull request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Plain,
    Github,
}

/// `check [--strict[=words]] [--format plain|github] FILE [--shown-as
/// NAME] [--words LANGUAGE]`, as `cargo run -- check` and the kit run it:
/// checks FILE, names it NAME (the path as the author typed it) and
/// prints what it found; with what the build knows of the catalog's
/// language (the kit's `LANGUAGE` file, [`Language`]), its interface
/// words too.
pub fn run(args: &[&str]) -> Option<ExitCode> {
    let (mut strict, mut format, mut file, mut shown) = (Strict::No, Format::Plain, None, None);
    let mut language = None;
    let mut args = args.iter();
    while let Some(&arg) = args.next() {
        match arg {
            "--strict" => strict = Strict::Warnings,
            "--strict=words" => strict = Strict::WarningsAndWords,
            "--format" => {
                format = match args.next().copied()? {
                    "plain" => Format::Plain,
                    "github" => Format::Github,
                    _ => return None,
                }
            }
            "--shown-as" => shown = Some(*args.next()?),
            "--words" => language = Some(read_language(args.next()?)?),
            _ if arg.starts_with("--") || file.is_some() => return None,
            _ => file = Some(arg),
        }
    }
    let file = file?;
    let name = shown.unwrap_or(file);
    let checked = match read(Path::new(file)) {
        Ok(text) => examine(&text, strict, language.as_ref()).0,
        Err(unread) => unread,
    };
    Some(report(&checked, name, format))
}

/// What the build knows of the catalog's language, from the file at
/// `path` ([`Language`]).
pub fn read_language(path: &str) -> Option<Language> {
    Language::read(&std::fs::read_to_string(path).ok()?)
}

/// Checks the catalog file at `path`.
pub fn check_file(path: &Path, strict: Strict) -> Checked {
    match read(path) {
        Ok(text) => check_text(&text, strict),
        Err(unread) => unread,
    }
}

/// The catalog file's text, or why it is not one the app reads: missing,
/// a folder, larger than the app reads (said before it is read), not
/// UTF-8.
pub fn read(path: &Path) -> Result<String, Checked> {
    let refused = |code, why: String| Checked {
        code,
        ok: None,
        findings: vec![Finding {
            severity: Severity::Error,
            at: None,
            message: why,
        }],
    };
    let size = match std::fs::metadata(path) {
        Ok(metadata) if metadata.is_dir() => {
            return Err(refused(2, "is a directory, not a catalog file".into()));
        }
        Ok(metadata) => usize::try_from(metadata.len()).unwrap_or(usize::MAX),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            return Err(refused(2, "no such file".into()));
        }
        Err(error) => return Err(refused(2, error.to_string())),
    };
    if size > SIZE_LIMIT {
        let too_large = LoadError::TooLarge { bytes: Some(size) }.to_string();
        return Err(refused(1, too_large.trim_end_matches('.').to_string()));
    }
    let bytes = std::fs::read(path).map_err(|error| refused(2, error.to_string()))?;
    String::from_utf8(bytes).map_err(|error| {
        let at = error.utf8_error().valid_up_to();
        refused(
            2,
            format!("not UTF-8 text (byte {at} is not): save the catalog as UTF-8"),
        )
    })
}

/// Prints what `checked` says of the file `name`, on standard output when
/// the check passes and on standard error otherwise, and gives its exit
/// code.
pub fn report(checked: &Checked, name: &str, format: Format) -> ExitCode {
    for line in lines(checked, name, format) {
        match checked.code {
            0 => println!("{line}"),
            _ => eprintln!("{line}"),
        }
    }
    ExitCode::from(checked.code)
}

/// What [`report`] prints, line by line.
pub fn lines(checked: &Checked, name: &str, format: Format) -> Vec<String> {
    let findings = checked.findings.iter().map(|finding| {
        let severity = match finding.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        match (format, finding.at) {
            (Format::Plain, Some(At { line, column })) => {
                format!("{name}:{line}:{column}: {severity}: {}", finding.message)
            }
            (Format::Plain, None) => format!("{name}: {severity}: {}", finding.message),
            (Format::Github, at) => {
                let at = at.map_or(String::new(), |At { line, column }| {
                    format!(",line={line},col={column}")
                });
                format!(
                    "::{severity} file={}{at}::{}",
                    workflow_property(name),
                    workflow_data(&finding.message)
                )
            }
        }
    });
    checked
        .ok
        .iter()
        .cloned()
        .chain(findings)
        .chain(summary(checked, name))
        .collect()
}

/// The last line of a check that fails: how many problems (and
/// warnings), and what they mean.
fn summary(checked: &Checked, name: &str) -> Option<String> {
    let count = |severity| {
        checked
            .findings
            .iter()
            .filter(|finding| finding.severity == severity)
            .count()
    };
    let (problems, warnings) = (count(Severity::Error), count(Severity::Warning));
    let counted = |n: usize, one: &str| match n {
        1 => format!("1 {one}"),
        n => format!("{n} {one}s"),
    };
    match (checked.code, problems, warnings) {
        (1, 0, warnings) => Some(format!(
            "{name}: {}, which --strict refuses",
            counted(warnings, "warning")
        )),
        (1, problems, 0) => Some(format!(
            "{name}: {}: the app refuses the catalog until {} fixed",
            counted(problems, "problem"),
            if problems == 1 { "it is" } else { "they are" }
        )),
        (1, problems, warnings) => Some(format!(
            "{name}: {} and {}: the app refuses the catalog until the problems are fixed",
            counted(problems, "problem"),
            counted(warnings, "warning")
        )),
        _ => None,
    }
}

/// A workflow command's message: `%`, carriage returns and new lines
/// written as GitHub reads them back.
fn workflow_data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// A workflow command's property value: as its message, and its `:` and
/// `,` too.
fn workflow_property(text: &str) -> String {
    workflow_data(text).replace(':', "%3A").replace(',', "%2C")
}

/// The check of a catalog's text (its byte order mark, if any, left
/// aside): every problem and warning, each at its place.
pub fn check_text(text: &str, strict: Strict) -> Checked {
    examine(text, strict, None).0
}

/// The check of a catalog's text, its interface words against `language`
/// if given, and the catalog if the app reads it and its words are ones
/// the interface can say.
pub fn examine(
    text: &str,
    strict: Strict,
    language: Option<&Language>,
) -> (Checked, Option<Catalog>) {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let positions = Positions::of(text);
    let document = serde_json::from_str::<Value>(text).ok();
    let at = |severity, problems: &[Problem]| -> Vec<Finding> {
        let found = problems.iter();
        found
            .map(|problem| finding(severity, problem, positions.field(&problem.path)))
            .collect()
    };
    let mut warnings = at(
        Severity::Warning,
        &document.as_ref().map(warnings).unwrap_or_default(),
    );
    match catalog::parse(text) {
        Ok(catalog) => {
            let words = language.map(|language| words::findings(&catalog, language));
            let mut words = words.unwrap_or_default();
            let mut findings = at(Severity::Error, &words.problems);
            // The words a language the kit has none of lacks: each one
            // where the author asks (and refused then), else how many.
            let untranslated = match strict {
                Strict::WarningsAndWords => {
                    words.warnings.append(&mut words.untranslated);
                    Vec::new()
                }
                _ => at(
                    Severity::Warning,
                    &words.untranslated[..words.untranslated.len().min(1)],
                ),
            };
            warnings.extend(at(Severity::Warning, &words.warnings));
            // Document order; stable, so the words missing stay in the
            // interface's order.
            warnings.sort_by_key(|warning| warning.at.map(|At { line, column }| (line, column)));
            let refused = !findings.is_empty() || strict != Strict::No && !warnings.is_empty();
            warnings.extend(untranslated);
            let parts: usize = catalog.series.iter().map(|s| s.parts.len()).sum();
            let ok = format!("ok: {} series, {parts} parts", catalog.series.len());
            findings.extend(warnings);
            let checked = Checked {
                code: u8::from(refused),
                ok: (!refused).then_some(ok),
                findings,
            };
            (checked, words.problems.is_empty().then_some(catalog))
        }
        Err(error) => {
            let mut findings = match &error {
                CatalogError::Invalid(problems) => problems
                    .iter()
                    .map(|p| finding(Severity::Error, p, positions.value(&p.path)))
                    .collect(),
                _ => vec![headline(&error, text, &positions)],
            };
            findings.extend(warnings);
            let checked = Checked {
                code: 1,
                ok: None,
                findings,
            };
            (checked, None)
        }
    }
}

/// `series 3 "cxl" › part 2 "intro" › id: duplicate id "intro", ...`, at
/// `at`.
fn finding(severity: Severity, problem: &Problem, at: Option<At>) -> Finding {
    Finding {
        severity,
        at,
        message: problem.to_string(),
    }
}

/// A document the app cannot read as a catalog, at the place that says
/// why: a mistake in the JSON where the text breaks (a list or object
/// that ends after a comma, said to), a value of the wrong shape or a
/// missing field at its place, a schema version at its field.
fn headline(error: &CatalogError, text: &str, positions: &Positions) -> Finding {
    let (at, message) = match error {
        CatalogError::NotJson {
            line,
            column,
            reason,
        } => {
            let comma = match after_a_comma(text, *line, *column) {
                true => {
                    "; the list or object ending here has a comma after its last item: remove it"
                }
                false => "",
            };
            // The reader counts the end of a text that ends in a new line as
            // column 0 of the next line, as serde_json does; editors count
            // from 1.
            let at = At {
                line: *line,
                column: (*column).max(1),
            };
            (Some(at), format!("not valid JSON: {reason}{comma}"))
        }
        CatalogError::WrongShape {
            place: Some(place),
            reason,
        } => (
            positions.field(&place.path),
            format!("{}: {reason}", place.name),
        ),
        CatalogError::UnknownSchema(_) => (positions.value("schema"), error.to_string()),
        _ => (positions.value(""), error.to_string()),
    };
    let message = message
        .strip_suffix('.')
        .map(str::to_string)
        .unwrap_or(message);
    Finding {
        severity: Severity::Error,
        at,
        message,
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

/// The fields the app reads in the document itself, as its type names
/// them, and the schema's link for editors.
fn catalog_fields() -> Vec<&'static str> {
    let mut fields = vec!["$schema"];
    fields.extend(field_names::<Catalog>());
    fields
}

/// What the app reads but an author likely did not mean, in document order.
fn warnings(document: &Value) -> Vec<Problem> {
    let mut found = Vec::new();
    let Some(catalog) = document.as_object() else {
        return found;
    };
    unknown_fields(&mut found, None, catalog, &catalog_fields());
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
        unknown_fields(&mut found, Some(&place), topic, field_names::<Topic>());
    }
    for (i, section) in items("sections") {
        let place = Place::item("sections", i, "section", id_of(section));
        unknown_fields(&mut found, Some(&place), section, field_names::<Section>());
    }
    for (i, series) in items("series") {
        let place = Place::item("series", i, "series", id_of(series));
        unknown_fields(&mut found, Some(&place), series, field_names::<Series>());
        host_like_link(&mut found, &place, series);
        let parts = series.get("parts").and_then(Value::as_array);
        for (j, part) in parts.into_iter().flatten().enumerate() {
            let Some(part) = part.as_object() else {
                continue;
            };
            let place = place.inner("parts", j, "part", id_of(part));
            unknown_fields(&mut found, Some(&place), part, field_names::<Part>());
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
    nearest(&lower, known.iter().copied())
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
