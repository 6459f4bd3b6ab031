#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    learning_series::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The reader runs in a browser: `scripts/serve` builds and serves it.");
    std::process::exit(1);
}
