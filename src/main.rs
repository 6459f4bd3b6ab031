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

/// Natively, the catalog checker: `cargo run -- check [--strict]
/// public/catalog.json`.
#[cfg(not(browser))]
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (strict, file) = match args.as_slice() {
        [command, file] if command == "check" => (false, file),
        [command, flag, file] if command == "check" && flag == "--strict" => (true, file),
        _ => return usage(),
    };
    let checked =
        learning_series::catalog::check::check_file(std::path::Path::new(file), file, strict);
    learning_series::catalog::check::report(&checked)
}

#[cfg(not(browser))]
fn usage() -> std::process::ExitCode {
    eprintln!(
        "usage: cargo run -- check [--strict] FILE   checks a catalog (public/catalog.json);\n\
         with --strict, warnings fail it too.\n\
         The reader itself runs in a browser: scripts/serve builds and serves it."
    );
    std::process::ExitCode::from(2)
}
