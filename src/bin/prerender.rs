//! Writes the catalog's markup into a built page, in place, and the feed
//! of its dated parts beside it (`feed.xml`):
//!
//!     prerender dist/index.html dist/catalog.json
//!
//! Run by the release build (scripts/post-build, a Trunk hook) and by
//! scripts/prerender after a catalog change. A catalog that breaks a rule
//! fails the build with every problem and its place.

use std::process::ExitCode;
use std::sync::Arc;

use learning_series::catalog;
use learning_series::check;
use learning_series::feed;
use learning_series::prerender::{fill_page, render_catalog, render_masthead};

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
    let [page_path, catalog_path] = args.as_slice() else {
        eprintln!("usage: prerender <index.html> <catalog.json>");
        return ExitCode::from(2);
    };
    let read = |path: &str| {
        std::fs::read_to_string(path).map_err(|error| eprintln!("prerender: {path}: {error}"))
    };
    let (Ok(page), Ok(text)) = (read(page_path), read(catalog_path)) else {
        return ExitCode::from(2);
    };
    // What `check` says of the catalog, problems and warnings, with lines.
    let checked = check::check_text(&text, false);
    let catalog = match catalog::parse(&text) {
        Ok(catalog) => Arc::new(catalog),
        Err(_) => {
            for line in &checked.lines {
                eprintln!("prerender: {catalog_path}: {line}");
            }
            return ExitCode::from(1);
        }
    };
    for warning in checked.lines.iter().skip(1) {
        eprintln!("prerender: {catalog_path}: {warning}");
    }
    let markup = render_catalog(catalog.clone());
    let masthead = render_masthead(catalog.clone());
    let filled = match fill_page(&page, &catalog, &masthead, &markup) {
        Ok(filled) => filled,
        Err(why) => {
            eprintln!("prerender: {page_path}: {}", why.0);
            return ExitCode::from(1);
        }
    };
    let feed_path = std::path::Path::new(page_path).with_file_name(feed::FILE);
    for (path, text) in [
        (page_path.into(), filled),
        (feed_path, feed::atom_feed(&catalog, &today())),
    ] {
        if let Err(error) = std::fs::write(&path, text) {
            eprintln!("prerender: {}: {error}", path.display());
            return ExitCode::from(2);
        }
    }
    println!(
        "prerender: {page_path}: {} series, {} bytes of markup",
        catalog.series.len(),
        markup.len()
    );
    ExitCode::SUCCESS
}
