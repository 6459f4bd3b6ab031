/// In the browser the page's start-up script (index.html) starts the app,
/// `app::start`, once the wasm is in, with the request for the catalog it
/// began beside it. Debug builds say in the console where a panic
/// happened; release builds leave the hook out (0.9 KB of brotli): a
/// panic there is an `unreachable` error, which the page treats as any
/// failed start.
#[cfg(browser)]
fn main() {
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
}

#[cfg(browser)]
pub use learning_series::app::start;

/// The browser's allocator: talc, without growing an allocation in place
/// (Cargo.toml), in 365 B of brotli less than Rust's dlmalloc
/// (docs/architecture.md).
#[cfg(browser)]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Natively, the catalog checker: `cargo run -- check [--strict]
/// [--format github] public/catalog.json`.
#[cfg(not(browser))]
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let checked = match args.as_slice() {
        ["check", rest @ ..] => learning_series::catalog::check::run(rest),
        _ => None,
    };
    checked.unwrap_or_else(|| {
        eprintln!(
            "usage: cargo run -- check [--strict] [--format github] FILE   checks a catalog\n\
             (public/catalog.json); with --strict, warnings fail it too.\n\
             The reader itself runs in a browser: scripts/serve builds and serves it."
        );
        std::process::ExitCode::from(2)
    })
}
