//! Loading the catalog over HTTP, and what a reader is told when it fails.

use std::fmt;

use crate::catalog::{CatalogError, Problem};

/// Why the catalog is not on screen.
#[derive(Debug, Clone, PartialEq)]
pub enum LoadError {
    /// The request never got an answer (offline, DNS, refused, CORS).
    Network,
    /// The server answered, but not with the catalog.
    Status { code: u16, text: String },
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
            LoadError::Network => write!(
                f,
                "The catalog could not be loaded: the network request failed. \
                 Check your connection, then reload the page."
            ),
            LoadError::Status { code, text } => {
                let text = if text.is_empty() { reason(*code) } else { text };
                write!(
                    f,
                    "The catalog could not be loaded: the server answered {code} {text}."
                )
            }
            LoadError::Catalog(error) => error.fmt(f),
        }
    }
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

/// Fetches `catalog.json` relative to the page, so the app works at the
/// root of a host and under any sub-path. `no-cache` revalidates with the
/// server, so an author's edit shows on the next visit.
#[cfg(target_arch = "wasm32")]
pub async fn load_catalog() -> Result<std::sync::Arc<crate::catalog::Catalog>, LoadError> {
    use gloo_net::http::Request;

    let response = Request::get("catalog.json")
        .cache(web_sys::RequestCache::NoCache)
        .send()
        .await
        .map_err(|_| LoadError::Network)?;
    if !response.ok() {
        return Err(LoadError::Status {
            code: response.status(),
            text: response.status_text(),
        });
    }
    let text = response.text().await.map_err(|_| LoadError::Network)?;
    crate::catalog::parse(&text)
        .map(std::sync::Arc::new)
        .map_err(LoadError::Catalog)
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
}
