//! What native tests share.

use learning_series::catalog::{self, Catalog};

/// The seed catalog, as the fixture holds it.
pub fn seed() -> Catalog {
    catalog::parse(&std::fs::read_to_string("tests/fixtures/seed-catalog.json").unwrap()).unwrap()
}
