//! The catalog's request, which the page's loader began (and gloo-net
//! begins again, for "Try again"), read as it arrives: what arrives is
//! judged by `catalog/fetch.rs`; here, the waiting, the stream and the
//! browser's own failures.

use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use gloo_net::http::{Request, Response};
use leptos::prelude::{TimeoutHandle, set_timeout_with_handle, window};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen_futures::JsFuture;

use crate::catalog::Catalog;
use crate::catalog::fetch::{Download, LoadError, TIMEOUT_SECONDS};

#[wasm_bindgen]
extern "C" {
    /// A request for `catalog.json` that the page's loader began
    /// (`index.html`, beside the wasm, so the catalog does not wait for
    /// the app to start): the response to come, and what aborts it. The
    /// loader asks relative to the page (the app works at the root of a
    /// host and under any sub-path) and with `no-cache`, which revalidates
    /// with the server, so an author's edit shows on the next visit.
    pub type LoaderRequest;
    #[wasm_bindgen(method, getter)]
    fn response(this: &LoaderRequest) -> js_sys::Promise;
    #[wasm_bindgen(method, getter)]
    fn abort(this: &LoaderRequest) -> web_sys::AbortController;
}

/// A request for `catalog.json`: its response to come (none if the
/// request failed), and what aborts it.
pub struct CatalogRequest {
    response: Pin<Box<dyn Future<Output = Option<Response>>>>,
    abort: web_sys::AbortController,
}

impl CatalogRequest {
    /// The request the page's loader began.
    pub fn begun(loader: LoaderRequest) -> CatalogRequest {
        let response = JsFuture::from(loader.response());
        CatalogRequest {
            response: Box::pin(async move {
                let response = response.await.ok()?;
                Some(Response::from(
                    response.unchecked_into::<web_sys::Response>(),
                ))
            }),
            abort: loader.abort(),
        }
    }

    /// Another, asked as the loader asks (relative to the page, with
    /// `no-cache`), by gloo-net.
    pub fn again() -> CatalogRequest {
        // Not `expect`: it would format the `JsValue` error with `Debug`,
        // which cost the wasm 836 bytes of brotli (the release pipeline's measure).
        let Ok(abort) = web_sys::AbortController::new() else {
            panic!("the browser has AbortController")
        };
        let request = Request::get("catalog.json")
            .cache(web_sys::RequestCache::NoCache)
            .abort_signal(Some(&abort.signal()));
        CatalogRequest {
            response: Box::pin(async move { request.send().await.ok() }),
            abort,
        }
    }
}

/// Reads the catalog as it arrives: gives up after [`TIMEOUT_SECONDS`]
/// without a byte (counted from here: the request may have begun
/// earlier), and stops reading at the size limit
/// ([`SIZE_LIMIT`](crate::catalog::fetch::SIZE_LIMIT)).
pub async fn load_catalog(request: CatalogRequest) -> Result<Arc<Catalog>, LoadError> {
    let idle = IdleTimer::new(request.abort);
    let lost = |received: Option<usize>| match (idle.fired(), received) {
        (true, None) => LoadError::NoAnswer,
        (true, Some(received)) => LoadError::Stalled { received },
        (false, _) if !window().navigator().on_line() => LoadError::Offline,
        (false, _) => LoadError::Network,
    };
    idle.restart();
    let response = request.response.await.ok_or_else(|| lost(None))?;
    if !response.ok() {
        idle.stop();
        return Err(LoadError::Status(response.status()));
    }
    let announced = response
        .headers()
        .get("content-length")
        .and_then(|length| length.parse::<usize>().ok());
    let mut download = Download::new(announced).inspect_err(|_| idle.stop())?;
    if let Some(body) = response.body() {
        let reader: web_sys::ReadableStreamDefaultReader = body.get_reader().unchecked_into();
        loop {
            idle.restart();
            let read = JsFuture::from(reader.read()).await;
            let chunk: web_sys::ReadableStreamReadResult = read
                .map_err(|_| lost(Some(download.received())))?
                .unchecked_into();
            if chunk.get_done() == Some(true) {
                break;
            }
            let bytes = js_sys::Uint8Array::new(&chunk.get_value()).to_vec();
            if let Err(error) = download.push(&bytes) {
                idle.stop();
                let _ = reader.cancel();
                return Err(error);
            }
        }
    }
    idle.stop();
    download.finish().map(Arc::new)
}

/// Aborts the request when nothing has arrived for [`TIMEOUT_SECONDS`].
struct IdleTimer {
    abort: web_sys::AbortController,
    timer: Cell<Option<TimeoutHandle>>,
}

impl IdleTimer {
    fn new(abort: web_sys::AbortController) -> IdleTimer {
        IdleTimer {
            abort,
            timer: Cell::new(None),
        }
    }

    /// Gives the server another [`TIMEOUT_SECONDS`].
    fn restart(&self) {
        self.stop();
        let abort = self.abort.clone();
        let timer = set_timeout_with_handle(
            move || abort.abort(),
            std::time::Duration::from_secs(TIMEOUT_SECONDS.into()),
        );
        self.timer.set(timer.ok());
    }

    fn stop(&self) {
        if let Some(timer) = self.timer.take() {
            timer.clear();
        }
    }

    fn fired(&self) -> bool {
        self.abort.signal().aborted()
    }
}
