//! The element ids the page builds from catalog ids, in one place: the
//! components write them, the app reads the prerendered page by them, the
//! feed links to them. Pure, so the way back from an id is tested natively.
//!
//! Each starts with a word and a double hyphen (`series--`, `part--`),
//! and catalog ids are slugs with single hyphens, so no two catalog ids
//! give one element id. The page's fixed ids (`series-list`, `main`,
//! `catalog`, `search`, ...) never hold a double hyphen, so none of them
//! can equal an id built here, whatever the catalog's ids.

/// A series' title heading, which the address can name (`#series--<id>`,
/// as the feed links to a series) to open its reading list.
pub fn series_title(series: &str) -> String {
    ["series--", series].concat()
}

/// The series of a title heading's id [`series_title`] built.
pub fn series_of_title(id: &str) -> Option<&str> {
    id.strip_prefix("series--")
        .filter(|series| !series.is_empty())
}

/// The series an address fragment names (`#series--<id>`, or
/// `#series-<id>` as feeds of earlier builds link), if any.
pub fn series_of_fragment(fragment: &str) -> Option<&str> {
    let rest = fragment.strip_prefix("#series-")?;
    Some(rest.strip_prefix('-').unwrap_or(rest)).filter(|id| !id.is_empty())
}

/// The address fragment that asks the reader to mark a part read
/// (`#read=<series>/<part>`): the series box's "Mark as read and go back
/// to the series" (`series_box.rs`) links to it.
pub fn read_fragment(series: &str, part: &str) -> String {
    ["#read=", series, "/", part].concat()
}

/// What a fragment [`read_fragment`] built asks to mark (the series and
/// part, as written: they may not be ids at all), or None for any other
/// fragment.
pub fn part_of_read_fragment(fragment: &str) -> Option<(&str, &str)> {
    fragment
        .strip_prefix("#read=")
        .map(|rest| rest.split_once('/').unwrap_or((rest, "")))
}

/// A section's heading.
pub fn section_title(section: &str) -> String {
    ["section--", section].concat()
}

/// A series' reading list (the `ol` of its parts).
pub fn part_list(series: &str) -> String {
    ["parts--", series].concat()
}

/// The series of a reading list id [`part_list`] built.
pub fn series_of_part_list(id: &str) -> Option<&str> {
    id.strip_prefix("parts--")
        .filter(|series| !series.is_empty())
}

/// A part's checkbox; the second double hyphen keeps `a-b`/`c` and
/// `a`/`b-c` apart.
pub fn part_checkbox(series: &str, part: &str) -> String {
    ["part--", series, "--", part].concat()
}

/// The series and part ids of a checkbox id [`part_checkbox`] built.
pub fn part_of_checkbox(id: &str) -> Option<(&str, &str)> {
    let (series, part) = id.strip_prefix("part--")?.split_once("--")?;
    (!series.is_empty() && !part.is_empty()).then_some((series, part))
}
