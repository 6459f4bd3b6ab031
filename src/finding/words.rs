//! Words as the search reads them: folded (lowercase, without accents),
//! split into words, and marked where they occur in a catalog text.

use crate::catalog::emphasis::spans;
use crate::finding::lowercase::lowercase;
use crate::word_chars::is_word_char;

/// Lowercase, without accents: `É` → `e`. One char for one char, so a
/// match in the folded text is a match at the same place in the original.
pub fn fold_char(c: char) -> char {
    match lowercase(c) {
        'à'..='å' | 'ā' | 'ă' | 'ą' => 'a',
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => 'c',
        'ď' | 'đ' => 'd',
        'è'..='ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => 'e',
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => 'g',
        'ĥ' | 'ħ' => 'h',
        'ì'..='ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => 'i',
        'ĵ' => 'j',
        'ķ' => 'k',
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => 'l',
        'ñ' | 'ń' | 'ņ' | 'ň' => 'n',
        'ò'..='ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => 'o',
        'ŕ' | 'ŗ' | 'ř' => 'r',
        'ś' | 'ŝ' | 'ş' | 'š' => 's',
        'ţ' | 'ť' | 'ŧ' => 't',
        'ù'..='ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => 'u',
        'ŵ' => 'w',
        'ý' | 'ÿ' | 'ŷ' => 'y',
        'ź' | 'ż' | 'ž' => 'z',
        other => other,
    }
}

/// The folded words of a text: runs of [word characters](is_word_char).
pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !is_word_char(c))
        .filter(|w| !w.is_empty())
        .map(|w| w.chars().map(fold_char).collect())
        .collect()
}

/// Splits `text` into pieces, marking those that match one of `words`
/// (folded), for highlighting: `[("The ", false), ("KV", true), ...]`.
pub fn highlight(text: &str, words: &[String]) -> Vec<(String, bool)> {
    // Most titles match none of the words: say so without the search below.
    let folded_text: String = text.chars().map(fold_char).collect();
    if !words
        .iter()
        .any(|w| !w.is_empty() && folded_text.contains(w.as_str()))
    {
        return match text.is_empty() {
            true => Vec::new(),
            false => vec![(text.to_string(), false)],
        };
    }
    let chars: Vec<char> = text.chars().collect();
    let folded: Vec<char> = folded_text.chars().collect();
    let mut marked = vec![false; chars.len()];
    for word in words {
        let word: Vec<char> = word.chars().collect();
        if word.is_empty() || word.len() > folded.len() {
            continue;
        }
        for start in 0..=folded.len() - word.len() {
            if folded[start..start + word.len()] == word[..] {
                marked[start..start + word.len()].fill(true);
            }
        }
    }
    let mut pieces: Vec<(String, bool)> = Vec::new();
    for (c, mark) in chars.into_iter().zip(marked) {
        match pieces.last_mut() {
            Some((piece, m)) if *m == mark => piece.push(c),
            _ => pieces.push((c.to_string(), mark)),
        }
    }
    pieces
}

/// A piece of a catalog text as the page shows it: marked where it holds
/// a word of the search, emphasised where the author wrote `*word*`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub text: String,
    pub marked: bool,
    pub emphasis: bool,
}

/// A catalog text in [`Run`]s: its emphasis (without the asterisks) and,
/// over the words it shows, the search's words marked as [`highlight`]
/// marks them.
pub fn styled(text: &str, words: &[String]) -> Vec<Run> {
    let spans = spans(text);
    let shown: String = spans.iter().map(|(piece, _)| *piece).collect();
    let mut spans = spans.into_iter();
    let mut span = spans.next();
    let mut runs = Vec::new();
    for (piece, marked) in highlight(&shown, words) {
        let mut rest = piece.as_str();
        while let Some((text, emphasis)) = span.filter(|_| !rest.is_empty()) {
            let taken = text.len().min(rest.len());
            runs.push(Run {
                text: rest[..taken].to_string(),
                marked,
                emphasis,
            });
            rest = &rest[taken..];
            span = match &text[taken..] {
                "" => spans.next(),
                left => Some((left, emphasis)),
            };
        }
    }
    runs
}

/// A catalog text's [`Run`]s where the search marks something in it;
/// `None` where it marks nothing (the text shows as [`styled`] without
/// words).
pub fn marked(text: &str, words: &[String]) -> Option<Vec<Run>> {
    let runs = styled(text, words);
    runs.iter().any(|run| run.marked).then_some(runs)
}
