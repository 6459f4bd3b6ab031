//! The search's lowercase agrees with the standard library's on every
//! character there is.

use learning_series::finding::lowercase::lowercase;

#[test]
fn every_character_has_the_standard_lowercase() {
    let mut mapped = 0;
    for c in (0..=0x10FFFF).filter_map(char::from_u32) {
        let expected = c.to_lowercase().next().unwrap_or(c);
        assert_eq!(lowercase(c), expected, "U+{:04X}", u32::from(c));
        mapped += usize::from(expected != c);
    }
    // Latin, Greek, Cyrillic, Armenian, Georgian, Cherokee and more.
    assert!(mapped > 1_400, "{mapped}");
}
