//! A set of strings, filled by insertion.

use std::collections::BTreeSet;

/// The strings as a set, inserted one by one: collecting would sort them
/// first, and the sorting code costs the wasm more than the insertions.
pub fn strings_set(strings: impl Iterator<Item = String>) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    set.extend(strings);
    set
}
