//! What loading the catalog over HTTP brings, and what a reader is told
//! when it fails: the bytes as they arrive ([`Download`]) and what the
//! server sent judged as the catalog ([`read_catalog`]), plain Rust tested
//! natively. The browser's side, the request read as a stream, is
//! `browser/catalog_request.rs`.

use std::fmt;

use crate::catalog::{self, Catalog, CatalogError, Problem};

/// The largest catalog this app reads, in bytes (5 MiB). 10,000 parts
/// take about 1 MB; a file past this limit is refused rather than left to
/// freeze the tab, and reading stops there. Written once, in
/// `src/catalog-size-limit`, which the service worker's build step reads
/// too (the worker keeps no larger catalog).
pub const SIZE_LIMIT: usize = decimal(include_str!("../catalog-size-limit"));

/// A number written in decimal digits, with an optional line end; anything
/// else stops the build.
const fn decimal(text: &str) -> usize {
    let digits = text.as_bytes();
    let mut value = 0;
    let mut at = 0;
    while at < digits.len() {
        match digits[at] {
            digit @ b'0'..=b'9' => value = value * 10 + (digit - b'0') as usize,
            b'\n' if at == digits.len() - 1 => {}
            _ => panic!("not a number in decimal digits"),
        }
        at += 1;
    }
    value
}

/// How long the app waits for the server without receiving anything: for
/// an answer, then for each part of the file. A large catalog on a slow
/// but steady link takes as long as it takes.
pub const TIMEOUT_SECONDS: u32 = 15;

/// Why the catalog is not on screen.
#[derive(Debug, Clone, PartialEq)]
pub enum LoadError {
    /// The browser says it is offline.
    Offline,
    /// The request did not complete, and the browser does not say why (a
    /// lost connection, a refused redirect, a blocked answer).
    Network,
    /// No answer within [`TIMEOUT_SECONDS`].
    NoAnswer,
    /// The file stopped arriving for [`TIMEOUT_SECONDS`], after `received`
    /// bytes.
    Stalled { received: usize },
    /// The server answered with an error, by its HTTP status code (the
    /// code alone, in every language: the reason phrase is English, and
    /// HTTP/2 sends none).
    Status(u16),
    /// The server sent nothing.
    Empty,
    /// The server sent a web page, as hosts do for a missing file.
    WebPage,
    /// The catalog is larger than [`SIZE_LIMIT`]: its size when the server
    /// announced it, else unknown (reading stopped at the limit).
    TooLarge { bytes: Option<usize> },
    /// The answer is not a usable catalog.
    Catalog(CatalogError),
}

impl LoadError {
    /// Problems to list under the message, with their places.
    pub fn problems_shown(&self) -> &[Problem] {
        match self {
            LoadError::Catalog(error) => error.problems_shown(),
            _ => &[],
        }
    }

    pub fn problems_hidden(&self) -> usize {
        match self {
            LoadError::Catalog(error) => error.problems_hidden(),
            _ => 0,
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Offline => f.write_str(say!(load_offline)),
            LoadError::Network => f.write_str(say!(load_network)),
            LoadError::NoAnswer => f.write_str(say!(load_no_answer)),
            LoadError::Stalled { received } => {
                f.write_str(&say!(load_stalled, size = size(*received)))
            }
            LoadError::Status(code) => f.write_str(&say!(load_status, code = code.to_string())),
            LoadError::Empty => f.write_str(say!(load_empty)),
            LoadError::WebPage => f.write_str(say!(load_web_page)),
            // What the kit and the release build refuse, which only an
            // author meets: said in English, as `check` says it.
            LoadError::TooLarge { bytes: Some(bytes) } => write!(
                f,
                "The catalog is too large to read: {}, more than the {} this app reads.",
                megabytes(*bytes),
                megabytes(SIZE_LIMIT)
            ),
            LoadError::TooLarge { bytes: None } => write!(
                f,
                "The catalog is too large to read: more than the {} this app reads.",
                megabytes(SIZE_LIMIT)
            ),
            LoadError::Catalog(error) => error.fmt(f),
        }
    }
}

/// `6.0 MB`, in integer arithmetic (float formatting would cost the app
/// kilobytes of code for one message).
fn megabytes(bytes: usize) -> String {
    let tenths = bytes * 10 / (1024 * 1024);
    format!("{}.{} MB", tenths / 10, tenths % 10)
}

/// `512 KB` under a megabyte, `1.6 MB` from there.
fn size(bytes: usize) -> String {
    match bytes < 1024 * 1024 {
        true => format!("{} KB", bytes / 1024),
        false => megabytes(bytes),
    }
}

/// The catalog's bytes as they arrive, up to [`SIZE_LIMIT`].
#[derive(Debug, Default)]
pub struct Download {
    bytes: Vec<u8>,
    announced: Option<usize>,
}

impl Download {
    /// A download the server announced `announced` bytes for (its
    /// Content-Length, if any): refused at once past the limit.
    pub fn new(announced: Option<usize>) -> Result<Download, LoadError> {
        if let Some(bytes) = announced.filter(|&bytes| bytes > SIZE_LIMIT) {
            return Err(LoadError::TooLarge { bytes: Some(bytes) });
        }
        Ok(Download {
            bytes: Vec::with_capacity(announced.unwrap_or(0)),
            announced,
        })
    }

    /// Takes a chunk; past the limit, stops with an error (the caller then
    /// stops reading).
    pub fn push(&mut self, chunk: &[u8]) -> Result<(), LoadError> {
        if self.bytes.len() + chunk.len() > SIZE_LIMIT {
            return Err(LoadError::TooLarge {
                bytes: self.announced.filter(|&bytes| bytes > SIZE_LIMIT),
            });
        }
        self.bytes.extend_from_slice(chunk);
        Ok(())
    }

    pub fn received(&self) -> usize {
        self.bytes.len()
    }

    /// The catalog the bytes hold.
    pub fn finish(self) -> Result<Catalog, LoadError> {
        read_catalog(&String::from_utf8_lossy(&self.bytes))
    }
}

/// Judges what the server sent as the catalog.
pub fn read_catalog(body: &str) -> Result<Catalog, LoadError> {
    if body.len() > SIZE_LIMIT {
        return Err(LoadError::TooLarge {
            bytes: Some(body.len()),
        });
    }
    let start = body.trim_start_matches(['\u{feff}', ' ', '\t', '\r', '\n']);
    if start.is_empty() {
        return Err(LoadError::Empty);
    }
    if start.starts_with('<') {
        return Err(LoadError::WebPage);
    }
    catalog::parse(body).map_err(LoadError::Catalog)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_catalog_error_keeps_its_problems() {
        let problem = Problem {
            place: "series 1 \"a\" \u{203a} id".into(),
            #[cfg(not(browser))]
            path: "series[0].id".into(),
            message: "duplicate id \"a\"".into(),
        };
        let error = LoadError::Catalog(CatalogError::Invalid(vec![problem.clone()]));
        assert_eq!(error.to_string(), "The catalog has 1 problem:");
        assert_eq!(error.problems_shown(), [problem]);
        assert!(LoadError::Network.problems_shown().is_empty());
    }

    #[test]
    fn a_web_page_instead_of_the_catalog_is_named_as_such() {
        for body in ["<!DOCTYPE html><title>Not found</title>", "\n  <html>"] {
            assert_eq!(read_catalog(body), Err(LoadError::WebPage), "{body:?}");
        }
    }

    #[test]
    fn a_catalog_past_the_limit_is_refused_with_its_size() {
        let pad = "x".repeat(6 * 1024 * 1024);
        let body = format!("{{\"schema\":1,\"pad\":\"{pad}\"}}");
        let error = read_catalog(&body).unwrap_err();
        assert!(matches!(error, LoadError::TooLarge { .. }));
        assert_eq!(
            error.to_string(),
            "The catalog is too large to read: 6.0 MB, more than the 5.0 MB this app reads."
        );
    }

    #[test]
    fn a_download_stops_at_the_limit_whether_or_not_its_size_was_announced() {
        let announced = Download::new(Some(6 * 1024 * 1024)).unwrap_err();
        assert_eq!(
            announced,
            LoadError::TooLarge {
                bytes: Some(6 * 1024 * 1024)
            }
        );

        let mut unannounced = Download::new(None).unwrap();
        let chunk = vec![b' '; 64 * 1024];
        let mut pushed = 0;
        let error = loop {
            match unannounced.push(&chunk) {
                Ok(()) => pushed += chunk.len(),
                Err(error) => break error,
            }
        };
        assert_eq!(
            pushed, SIZE_LIMIT,
            "everything up to the limit, nothing past it"
        );
        assert_eq!(unannounced.received(), SIZE_LIMIT);
        assert_eq!(
            error.to_string(),
            "The catalog is too large to read: more than the 5.0 MB this app reads."
        );
    }

    #[test]
    fn a_download_in_chunks_reads_as_the_whole_file() {
        let text = std::fs::read_to_string("public/catalog.json").unwrap();
        let mut download = Download::new(Some(text.len())).unwrap();
        for chunk in text.as_bytes().chunks(7) {
            download.push(chunk).unwrap();
        }
        assert_eq!(download.finish(), read_catalog(&text));
    }

    #[test]
    fn a_good_catalog_passes_through() {
        let text = std::fs::read_to_string("public/catalog.json").unwrap();
        assert_eq!(read_catalog(&text), Ok(catalog::parse(&text).unwrap()));
        assert!(matches!(
            read_catalog("{\"schema\":1"),
            Err(LoadError::Catalog(_))
        ));
    }
}
