use leptos::prelude::*;

/// A part of the reader's state, which the app provides every component
/// under it (`state::Reader`, app.rs). One function for all of them rather
/// than Leptos' `expect_context` at each use, which writes each type's
/// name and the place of each call into the wasm for a panic that cannot
/// come: 1.5 KB of brotli over fifty uses (BENCHMARKS.md).
pub fn provided<T: Clone + 'static>() -> T {
    use_context().expect("the app provides the reader's state at its root")
}
