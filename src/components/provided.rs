use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::state::{
    BackFrom, Finder, Marks, Messages, OwnMarks, Provided, ReadingLists, SeenParts,
};

/// A part of what the app provides every component under it (the catalog,
/// a part of the reader's state: `state::Provided`, app.rs). One function
/// and one context for all of them: Leptos' `expect_context` at each use
/// wrote each type's name and each call's place into the wasm (1.5 KB of
/// brotli over fifty uses), and a context per type one lookup per type
/// (about 3 KB of wasm over eight).
pub fn provided<T: FromProvided>() -> T {
    T::from_provided(&context())
}

fn context() -> Provided {
    use_context().expect("the app provides the reader's state at its root")
}

/// What can be taken from what the app provides.
pub trait FromProvided {
    fn from_provided(provided: &Provided) -> Self;
}

impl FromProvided for Arc<Catalog> {
    fn from_provided(provided: &Provided) -> Self {
        provided.catalog.clone()
    }
}

/// Each part of the reader's state, taken from its field.
macro_rules! from_reader {
    ($($part:ty => $field:ident),* $(,)?) => {$(
        impl FromProvided for $part {
            fn from_provided(provided: &Provided) -> Self {
                provided.reader.$field
            }
        }
    )*};
}

from_reader! {
    Marks => marks,
    OwnMarks => own,
    SeenParts => seen,
    ReadingLists => lists,
    BackFrom => back_from,
    Finder => finder,
    Messages => messages,
}
