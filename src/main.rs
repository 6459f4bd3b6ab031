/// In the browser the page's start-up script (index.html) starts the app,
/// `app::start`, once the wasm is in, with the request for the catalog it
/// began beside it.
#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
}

#[cfg(target_arch = "wasm32")]
pub use learning_series::app::start;

/// Natively, the catalog checker: `cargo run -- check public/catalog.json`.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [command, file] = args.as_slice() else {
        return usage();
    };
    if command != "check" {
        return usage();
    }
    let checked = learning_series::check::check_file(std::path::Path::new(file));
    for line in &checked.lines {
        match checked.code {
            0 => println!("{line}"),
            _ => eprintln!("{line}"),
        }
    }
    std::process::ExitCode::from(checked.code)
}

#[cfg(not(target_arch = "wasm32"))]
fn usage() -> std::process::ExitCode {
    eprintln!(
        "usage: cargo run -- check FILE   checks a catalog (public/catalog.json)\n\
         The reader itself runs in a browser: scripts/serve builds and serves it."
    );
    std::process::ExitCode::from(2)
}
