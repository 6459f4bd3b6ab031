use leptos::prelude::*;

/// Present (as a context) while the components render the page's HTML at
/// build time: controls are disabled until the app has taken the page
/// over, and every reading list is written out, for readers without
/// WebAssembly, printing and search engines.
#[derive(Clone, Copy, Debug)]
pub struct Prerendering;

/// Whether the components render the prerendered page.
pub fn prerendering() -> bool {
    use_context::<Prerendering>().is_some()
}
