//! What the search takes for a word character, against the standard
//! library's letters and digits: the same over ASCII and Latin-1, every
//! letter and digit of every script a word character but for a few
//! numbers among the symbol blocks (circled and dingbat digits), and the
//! punctuation of the page's own languages a separator.

use learning_series::finding::words::words;
use learning_series::word_chars::is_word_char;

#[test]
fn ascii_and_latin_1_are_as_the_standard_library_has_them() {
    for c in '\0'..='\u{ff}' {
        assert_eq!(
            is_word_char(c),
            c.is_alphanumeric(),
            "U+{:04X}",
            u32::from(c)
        );
    }
}

#[test]
fn letters_and_digits_of_every_script_are_word_characters() {
    let split: Vec<char> = (0..=0x10FFFF)
        .filter_map(char::from_u32)
        .filter(|&c| c.is_alphanumeric() && !is_word_char(c))
        .collect();
    // Digits drawn as symbols: ➀ to ➓ (dingbats), ⓵ and such.
    assert!(split.len() < 60, "{} split: {split:?}", split.len());
    assert!(
        split
            .iter()
            .all(|&c| ('\u{2190}'..='\u{2bff}').contains(&c)),
        "{split:?}"
    );
}

#[test]
fn punctuation_and_symbols_separate_words() {
    let text = "GPU\u{2014}CPU \u{ab}cache\u{bb} 2\u{d7}faster \u{2192}next \u{3001}\u{65e5}\u{672c}\u{3002} \u{ff08}x\u{ff09} \u{1f680}go \u{201c}q\u{201d}\u{2026}";
    assert_eq!(
        words(text),
        [
            "gpu",
            "cpu",
            "cache",
            "2",
            "faster",
            "next",
            "\u{65e5}\u{672c}",
            "x",
            "go",
            "q"
        ]
    );
    assert_eq!(
        words("Caf\u{e9} na\u{ef}ve \u{3a3}\u{3b9}\u{3c3}"),
        ["cafe", "naive", "\u{3c3}\u{3b9}\u{3c3}"]
    );
}
