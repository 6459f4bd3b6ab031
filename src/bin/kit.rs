//! The catalog work of a build, for the finishing pipeline
//! (`scripts/pipeline/`) and the author kit's Node program, which run it
//! compiled to WebAssembly (`wasm32-wasip1`, by `node:wasi`): the same
//! Rust as the reader's, with no Rust on the author's machine.
//!
//!     kit check [--strict] [--format plain|github] FILE [--shown-as NAME] [--words LANGUAGE]
//!     kit build PAGE CATALOG OUT --interface INTERFACE [--site URL] [--shown-as NAME] [--words LANGUAGE]
//!
//! `check` says what `cargo run -- check` says, with the same exit codes
//! (0 fine, 1 problems, 2 unreadable), naming the file `NAME` if given
//! (the kit passes the path as the author typed it), and, given what the
//! build knows of the catalog's language (`LANGUAGE`, which
//! `scripts/pipeline/interface.js` writes), what is wrong or missing in
//! the catalog's interface words. `build` says what
//! `check` says of the catalog and, if the app reads it, renders it in
//! the words of `INTERFACE` (`scripts/pipeline/interface.js`' document
//! with the words the build alone says, which the page does not carry):
//! the catalog's markup in the built page, the own page of each series
//! whose list a large catalog's page leaves out
//! (`series/<series>/index.html`, `src/series_page.rs`), the feeds of its
//! dated parts (the site's `feed.xml` and each series' `feeds/<series>.xml`), their
//! ids made from `URL`, the address the site is
//! published at, if given (else from the catalog's `site`), and with that
//! address a series box for every part (`series-box/<series>/<part>.html`,
//! `src/series_box.rs`). It writes them all into the one file `OUT`: the
//! page, the catalog as it was read, then the files beside the page by
//! their path in the site, each as its name, a line, its length in bytes,
//! a line, and its bytes. A few large writes, whatever the number of
//! parts, which the Node program splits into files.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use learning_series::catalog;
use learning_series::catalog::check::{self, Format, Strict};
use learning_series::catalog::feed;
use learning_series::catalog::words::Language;
use learning_series::interface::Interface;
use learning_series::prerender::{fill_page, render_catalog, render_masthead};
use learning_series::{series_box, series_page};

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
    let done = match args.as_slice() {
        ["check", rest @ ..] => check::run(rest),
        ["build", page, catalog, out, rest @ ..] => Built::of(page, catalog, out, rest).map(build),
        _ => None,
    };
    done.unwrap_or_else(|| {
        eprintln!(
            "usage: kit check [--strict] [--format plain|github] FILE [--shown-as NAME] [--words LANGUAGE]\n       \
             kit build PAGE CATALOG OUT --interface INTERFACE [--site URL] [--shown-as NAME] [--words LANGUAGE]"
        );
        ExitCode::from(2)
    })
}

/// What `build` is asked for: the page, the catalog and the file to
/// write, the interface's document, the site's address if given, the name
/// the catalog is shown by, and what the build knows of its language.
struct Built<'a> {
    page: &'a str,
    catalog: &'a str,
    out: &'a str,
    interface: &'a str,
    site: Option<&'a str>,
    shown: &'a str,
    language: Option<Language>,
}

impl<'a> Built<'a> {
    fn of(page: &'a str, catalog: &'a str, out: &'a str, options: &[&'a str]) -> Option<Self> {
        let mut built = Built {
            page,
            catalog,
            out,
            interface: "",
            site: None,
            shown: catalog,
            language: None,
        };
        for pair in options.chunks(2) {
            match pair {
                ["--interface", path] => built.interface = path,
                ["--site", site] => built.site = Some(site),
                ["--shown-as", shown] => built.shown = shown,
                ["--words", path] => built.language = Some(check::read_language(path)?),
                _ => return None,
            }
        }
        (!built.interface.is_empty()).then_some(built)
    }
}

fn build(built: Built) -> ExitCode {
    let Built {
        page: page_path,
        catalog: catalog_path,
        out,
        interface: interface_path,
        site,
        shown,
        language,
    } = built;
    let text = match check::read(Path::new(catalog_path)) {
        Ok(text) => text,
        Err(unread) => return check::report(&unread, shown, Format::Plain),
    };
    let (checked, catalog) = check::examine(&text, Strict::No, language.as_ref());
    let code = check::report(&checked, shown, Format::Plain);
    let Some(mut catalog) = catalog else {
        return code;
    };
    let Ok(page) = std::fs::read_to_string(page_path) else {
        eprintln!("build: {page_path}: cannot be read");
        return ExitCode::from(2);
    };
    if let Some(site) = site {
        if !catalog::is_site(site) {
            eprintln!(
                "build: the site's address {site:?} is not a whole http(s) address ending with /"
            );
            return ExitCode::from(2);
        }
        catalog.site = Some(site.to_string());
    }
    let Some(interface) = std::fs::read_to_string(interface_path)
        .ok()
        .as_deref()
        .and_then(Interface::read_with_boxes)
    else {
        eprintln!("build: {interface_path}: not an interface this build reads");
        return ExitCode::from(2);
    };
    let _ = interface.install();
    let catalog = Arc::new(catalog);
    let markup = render_catalog(catalog.clone());
    let masthead = render_masthead(catalog.clone());
    let pages = fill_page(&page, &catalog, &masthead, &markup).and_then(|filled| {
        let series_pages = series_page::pages(catalog.clone(), &page, &masthead)?;
        Ok((filled, series_pages))
    });
    let (filled, series_pages) = match pages {
        Ok(pages) => pages,
        Err(why) => {
            eprintln!("build: {page_path}: {}", why.0);
            return ExitCode::from(1);
        }
    };
    let written = File::create(out).and_then(|file| {
        let mut out = BufWriter::with_capacity(1 << 20, file);
        let mut put = |path: &str, bytes: &[u8]| {
            write!(out, "{path}\n{}\n", bytes.len())?;
            out.write_all(bytes)
        };
        put(page_path, filled.as_bytes())?;
        put(catalog_path, text.as_bytes())?;
        let today = today();
        put(feed::FILE, feed::atom_feed(&catalog, &today).as_bytes())?;
        for series in &catalog.series {
            let path = learning_series::folders::series_feed(&series.id);
            put(
                &path,
                feed::series_feed(&catalog, series, &today).as_bytes(),
            )?;
        }
        for (path, html) in &series_pages {
            put(path, html.as_bytes())?;
        }
        if let Some(reader) = &catalog.site {
            for (path, html) in series_box::fragments(&catalog, reader) {
                put(&path, html.as_bytes())?;
            }
        }
        out.flush()
    });
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("build: {out}: {error}");
            ExitCode::from(2)
        }
    }
}
