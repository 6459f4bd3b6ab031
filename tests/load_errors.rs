//! What a reader is told when the catalog does not load, in the English
//! interface (each language's words are held to English's by
//! `tests/interface.rs`).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use learning_series::catalog::fetch::{LoadError, read_catalog};

#[test]
fn a_status_is_said_by_its_code() {
    common::english();
    assert_eq!(
        LoadError::Status(404).to_string(),
        "The catalog could not be loaded: the server answered with error 404."
    );
}

#[test]
fn an_empty_answer_is_named_as_such() {
    common::english();
    for body in ["", "  \n", "\u{feff}"] {
        assert_eq!(read_catalog(body), Err(LoadError::Empty), "{body:?}");
    }
    assert_eq!(
        LoadError::Empty.to_string(),
        "The catalog could not be loaded: the server sent an empty file."
    );
}

#[test]
fn waiting_and_failing_say_what_happened() {
    common::english();
    assert_eq!(
        LoadError::NoAnswer.to_string(),
        "The catalog could not be loaded: the server did not answer in time."
    );
    assert!(
        LoadError::Stalled { received: 100_000 }
            .to_string()
            .contains("after 97 KB of the file")
    );
    assert_eq!(
        LoadError::Stalled {
            received: 1_700_000
        }
        .to_string(),
        "The catalog could not be loaded: the download stopped after 1.6 MB of the file, and \
         nothing more arrived."
    );
    let network = LoadError::Network.to_string();
    assert!(
        network.starts_with("The catalog could not be loaded: the browser stopped the request"),
        "{network}"
    );
    assert!(!network.contains("Check your connection"), "{network}");
}
