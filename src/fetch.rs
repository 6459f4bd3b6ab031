//! Loading the catalog over HTTP, and what a reader is told when it fails.
//!
//! What the server sent is judged by [`read_catalog`], plain Rust tested
//! natively; [`load_catalog`] is the thin browser side.

use std::fmt;

use crate::catalog::{self, Catalog, CatalogError, Problem};

/// The largest catalog this app reads. 10,000 parts take about 1 MB; a
/// file past this limit is refused rather than left to freeze the tab.
pub const SIZE_LIMIT: usize = 5 * 1024 * 1024;

/// How long the app waits for the catalog before saying so.
pub const TIMEOUT_SECONDS: u32 = 15;

/// Why the catalog is not on screen.
#[derive(Debug, Clone, PartialEq)]
pub enum LoadError {
    /// The request never got an answer (offline, DNS, refused, CORS).
    Network,
    /// No answer within [`TIMEOUT_SECONDS`].
    Timeout,
    /// The server answered, but not with the catalog.
    Status { code: u16, text: String },
    /// The server sent nothing.
    Empty,
    /// The server sent a web page, as hosts do for a missing file.
    WebPage,
    /// The catalog is larger than [`SIZE_LIMIT`].
    TooLarge { bytes: usize },
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
        let failed = "The catalog could not be loaded:";
        match self {
            LoadError::Network => write!(
                f,
                "{failed} the network request failed. Check your connection, then try again."
            ),
            LoadError::Timeout => write!(
                f,
                "{failed} the server did not answer within {TIMEOUT_SECONDS} seconds."
            ),
            LoadError::Status { code, text } => {
                let text = if text.is_empty() { reason(*code) } else { text };
                write!(f, "{failed} the server answered {code} {text}.")
            }
            LoadError::Empty => write!(f, "{failed} the server sent an empty file."),
            LoadError::WebPage => write!(
                f,
                "{failed} the server sent a web page instead of the catalog. \
                 Is catalog.json deployed next to index.html?"
            ),
            LoadError::TooLarge { bytes } => write!(
                f,
                "The catalog is too large to read: {}, more than the {} this app reads.",
                megabytes(*bytes),
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

/// HTTP/2 answers carry no reason phrase; these are the ones a static host
/// is likely to send.
fn reason(code: u16) -> &'static str {
    match code {
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        410 => "Gone",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        _ => "(an error)",
    }
}

/// Judges what the server sent as the catalog.
pub fn read_catalog(body: &str) -> Result<Catalog, LoadError> {
    if body.len() > SIZE_LIMIT {
        return Err(LoadError::TooLarge { bytes: body.len() });
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

/// Fetches `catalog.json` relative to the page, so the app works at the
/// root of a host and under any sub-path. `no-cache` revalidates with the
/// server, so an author's edit shows on the next visit.
#[cfg(target_arch = "wasm32")]
pub async fn load_catalog() -> Result<std::sync::Arc<Catalog>, LoadError> {
    use gloo_net::http::Request;

    let abort = web_sys::AbortController::new().map_err(|_| LoadError::Network)?;
    let timer = {
        let abort = abort.clone();
        leptos::prelude::set_timeout_with_handle(
            move || abort.abort(),
            std::time::Duration::from_secs(TIMEOUT_SECONDS.into()),
        )
        .ok()
    };
    let signal = abort.signal();
    let lost = || match signal.aborted() {
        true => LoadError::Timeout,
        false => LoadError::Network,
    };
    let response = Request::get("catalog.json")
        .cache(web_sys::RequestCache::NoCache)
        .abort_signal(Some(&signal))
        .send()
        .await
        .map_err(|_| lost())?;
    if !response.ok() {
        return Err(LoadError::Status {
            code: response.status(),
            text: response.status_text(),
        });
    }
    let announced = response
        .headers()
        .get("content-length")
        .and_then(|length| length.parse::<usize>().ok());
    if let Some(bytes) = announced.filter(|&bytes| bytes > SIZE_LIMIT) {
        return Err(LoadError::TooLarge { bytes });
    }
    let body = response.text().await.map_err(|_| lost())?;
    if let Some(timer) = timer {
        timer.clear();
    }
    read_catalog(&body).map(std::sync::Arc::new)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_status_reads_as_a_sentence_with_or_without_a_reason_phrase() {
        let http1 = LoadError::Status {
            code: 404,
            text: "Not Found".into(),
        };
        let http2 = LoadError::Status {
            code: 404,
            text: String::new(),
        };
        let expected = "The catalog could not be loaded: the server answered 404 Not Found.";
        assert_eq!(http1.to_string(), expected);
        assert_eq!(http2.to_string(), expected);
    }

    #[test]
    fn a_catalog_error_keeps_its_problems() {
        let problem = Problem {
            place: "series[0].id".into(),
            message: "duplicate id \"a\"".into(),
        };
        let error = LoadError::Catalog(CatalogError::Invalid(vec![problem.clone()]));
        assert_eq!(error.to_string(), "The catalog has 1 problem:");
        assert_eq!(error.problems_shown(), [problem]);
        assert!(LoadError::Network.problems_shown().is_empty());
    }

    #[test]
    fn an_empty_answer_is_named_as_such() {
        for body in ["", "  \n", "\u{feff}"] {
            assert_eq!(read_catalog(body), Err(LoadError::Empty), "{body:?}");
        }
        assert_eq!(
            LoadError::Empty.to_string(),
            "The catalog could not be loaded: the server sent an empty file."
        );
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
    fn a_good_catalog_passes_through() {
        let text = std::fs::read_to_string("public/catalog.json").unwrap();
        assert_eq!(read_catalog(&text).unwrap().series.len(), 8);
        assert!(matches!(
            read_catalog("{\"schema\":1"),
            Err(LoadError::Catalog(_))
        ));
    }
}
