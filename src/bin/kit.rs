//! The catalog work of a build, for the finishing pipeline
//! (`scripts/pipeline/`) and the author kit's Node program, which run it
//! compiled to WebAssembly (`wasm32-wasip1`, by `node:wasi`): the same
//! Rust as the reader's, with no Rust on the author's machine.
//!
//!     kit check [--strict] FILE [--shown-as NAME]
//!     kit render PAGE CATALOG [--site URL]
//!
//! `check` says what `cargo run -- check` says, with the same exit codes
//! (0 fine, 1 problems, 2 unreadable), naming the file `NAME` if given
//! (the kit passes the path as the author typed it). `render` writes the
//! catalog's markup into the built page, in place, and the feed of its
//! dated parts beside it (`feed.xml`), its ids made from `URL`, the
//! address the site is published at, if given (else from the catalog's
//! `site`), and with that address a series box for every part
//! (`series-box/<series>/<part>.html`, `src/series_box.rs`); a catalog
//! that breaks a rule fails with every problem and its place.

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use learning_series::catalog;
use learning_series::catalog::check;
use learning_series::catalog::feed;
use learning_series::prerender::{fill_page, render_catalog, render_masthead};
use learning_series::series_box;

/// The day of the build, UTC: parts dated after it wait for a later build
/// to join the feed.
fn today() -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    feed::day_of(i64::try_from(now).unwrap_or(i64::MAX))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["check", rest @ ..] => match check_args(rest) {
            Some((strict, file, shown)) => {
                check::report(&check::check_file(Path::new(file), shown, strict))
            }
            None => usage(),
        },
        ["render", page, catalog] => render(page, catalog, None),
        ["render", page, catalog, "--site", site] => render(page, catalog, Some(site)),
        _ => usage(),
    }
}

/// `[--strict] FILE [--shown-as NAME]`: whether strict, the file, and the
/// name to show it by.
fn check_args<'a>(args: &[&'a str]) -> Option<(bool, &'a str, &'a str)> {
    let (strict, rest) = match args {
        ["--strict", rest @ ..] => (true, rest),
        rest => (false, rest),
    };
    match rest {
        [file] => Some((strict, file, file)),
        [file, "--shown-as", shown] => Some((strict, file, shown)),
        _ => None,
    }
}

fn render(page_path: &str, catalog_path: &str, site: Option<&str>) -> ExitCode {
    let read = |path: &str| {
        std::fs::read_to_string(path).map_err(|error| eprintln!("render: {path}: {error}"))
    };
    let (Ok(page), Ok(text)) = (read(page_path), read(catalog_path)) else {
        return ExitCode::from(2);
    };
    // What `check` says of the catalog, problems and warnings, with lines.
    let checked = check::check_text(&text, false);
    let mut catalog = match catalog::parse(&text) {
        Ok(catalog) => catalog,
        Err(_) => {
            for line in &checked.lines {
                eprintln!("render: {catalog_path}: {line}");
            }
            return ExitCode::from(1);
        }
    };
    for warning in checked.lines.iter().skip(1) {
        eprintln!("render: {catalog_path}: {warning}");
    }
    if let Some(site) = site {
        if !catalog::is_site(site) {
            eprintln!(
                "render: the site's address {site:?} is not a whole http(s) address ending with /"
            );
            return ExitCode::from(2);
        }
        catalog.site = Some(site.to_string());
    }
    let catalog = Arc::new(catalog);
    let markup = render_catalog(catalog.clone());
    let masthead = render_masthead(catalog.clone());
    let filled = match fill_page(&page, &catalog, &masthead, &markup) {
        Ok(filled) => filled,
        Err(why) => {
            eprintln!("render: {page_path}: {}", why.0);
            return ExitCode::from(1);
        }
    };
    let beside = |name: &str| Path::new(page_path).with_file_name(name);
    let mut files = vec![
        (page_path.into(), filled),
        (beside(feed::FILE), feed::atom_feed(&catalog, &today())),
    ];
    let boxes = match &catalog.site {
        Some(reader) => series_box::fragments(&catalog, reader),
        None => Vec::new(),
    };
    files.extend(
        boxes
            .iter()
            .map(|(path, html)| (beside(path), html.clone())),
    );
    for (path, text) in files {
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, text));
        if let Err(error) = written {
            eprintln!("render: {}: {error}", path.display());
            return ExitCode::from(2);
        }
    }
    println!(
        "render: {page_path}: {} series, {} bytes of markup",
        catalog.series.len(),
        markup.len()
    );
    match catalog.site {
        Some(_) => println!(
            "render: {}/: a series box for each of {} parts",
            series_box::DIR,
            boxes.len()
        ),
        None => println!(
            "render: no series boxes: their links need the address the reader is published at (the catalog's \"site\", or --site)"
        ),
    }
    ExitCode::SUCCESS
}

fn usage() -> ExitCode {
    eprintln!(
        "usage: kit check [--strict] FILE [--shown-as NAME]\n       kit render PAGE CATALOG [--site URL]"
    );
    ExitCode::from(2)
}
