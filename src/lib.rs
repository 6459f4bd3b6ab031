//! The Learning Series reader: a pure core (catalog) tested natively, and a
//! thin browser shell (fetch, components) compiled to WebAssembly.

#[cfg(target_arch = "wasm32")]
pub mod browser;
pub mod catalog;
pub mod fetch;
pub mod progress;
pub mod query;
#[cfg(target_arch = "wasm32")]
pub mod state;
pub mod storage;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod components;
