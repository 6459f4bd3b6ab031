//! What belongs to a word, for the search's words and for where an
//! asterisk may mark emphasis: one table for both, small enough for the
//! wasm.

/// Whether `c` belongs to a word: anything but spaces, and punctuation and
/// symbols (ASCII's, Latin-1's, and Unicode's blocks of them: general and
/// supplemental punctuation, currency, arrows to dingbats, CJK and
/// fullwidth punctuation, emoji). So every letter, digit and mark of every
/// script is a word character (but the digits drawn as dingbats, ❶ to ➓),
/// as with `char::is_alphanumeric`, and so is a symbol outside those
/// blocks; the standard library's tables of letters and digits would cost
/// the wasm 1.5 KB of brotli (`tests/word_chars.rs` compares the two).
pub fn is_word_char(c: char) -> bool {
    const NOT_WORDS: [(char, char); 18] = [
        ('\u{80}', '\u{a9}'),
        ('\u{ab}', '\u{b1}'),
        ('\u{b4}', '\u{b4}'),
        ('\u{b6}', '\u{b8}'),
        ('\u{bb}', '\u{bb}'),
        ('\u{bf}', '\u{bf}'),
        ('\u{d7}', '\u{d7}'),
        ('\u{f7}', '\u{f7}'),
        ('\u{2000}', '\u{206f}'),
        ('\u{20a0}', '\u{20cf}'),
        ('\u{2190}', '\u{245f}'),
        ('\u{2500}', '\u{2bff}'),
        ('\u{2e00}', '\u{2e2e}'),
        ('\u{2e30}', '\u{2e7f}'),
        ('\u{3000}', '\u{3004}'),
        ('\u{3008}', '\u{3020}'),
        ('\u{1f000}', '\u{1f0ff}'),
        ('\u{1f300}', '\u{1faff}'),
    ];
    match c {
        _ if c.is_ascii() => c.is_ascii_alphanumeric(),
        _ if c.is_whitespace() => false,
        '\u{fe10}'..='\u{fe6f}' | '\u{ff01}'..='\u{ff0f}' | '\u{ff1a}'..='\u{ff20}' => false,
        '\u{ff3b}'..='\u{ff40}' | '\u{ff5b}'..='\u{ff65}' => false,
        _ => !NOT_WORDS
            .iter()
            .any(|&(first, last)| (first..=last).contains(&c)),
    }
}
