//! Which known name an author likely meant by one the app does not know:
//! one a typing mistake or two away.

/// The name of `known` nearest `word`, if a mistake or two away (and
/// fewer mistakes than either has letters).
pub fn nearest<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    known
        .into_iter()
        .map(|k| (k, distance(word, k)))
        .filter(|(k, d)| *d <= 2 && *d < k.len().min(word.len()))
        .min_by_key(|(_, d)| *d)
        .map(|(k, _)| k)
}

/// The Levenshtein distance between two short words.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != *cb))
                .min(above + 1)
                .min(row[j] + 1);
            diagonal = above;
        }
    }
    row[b.len()]
}
