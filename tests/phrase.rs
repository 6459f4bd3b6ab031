//! Sentences with text from elsewhere in them: which pieces are isolated,
//! and that a piece's bidi controls are balanced, so none can reach past
//! it (`properties.rs` tries any text).

mod common;

use learning_series::phrase::{Phrase, Piece, balanced};

const RLO: char = '\u{202e}';
const LRE: char = '\u{202a}';
const PDF: char = '\u{202c}';
const LRI: char = '\u{2066}';
const RLI: char = '\u{2067}';
const PDI: char = '\u{2069}';

#[test]
fn the_app_s_words_and_the_pieces_from_elsewhere_stay_apart() {
    common::english();
    let phrase = Phrase::new()
        .own("Progress of ")
        .quoted("Locks")
        .own(" was reset.");
    assert_eq!(
        phrase.to_string(),
        "Progress of \u{201c}Locks\u{201d} was reset."
    );
    assert_eq!(
        phrase.pieces(),
        [
            Piece::Own("Progress of ".into()),
            Piece::Own("\u{201c}".into()),
            Piece::Foreign("Locks".into()),
            Piece::Own("\u{201d}".into()),
            Piece::Own(" was reset.".into()),
        ]
    );
}

#[test]
fn what_a_piece_opens_it_closes() {
    assert_eq!(balanced(&format!("{RLO}Locks")), format!("{RLO}Locks{PDF}"));
    // An override, then an isolate: closed innermost first.
    assert_eq!(
        balanced(&format!("{RLO}a {LRI}b")),
        format!("{RLO}a {LRI}b{PDI}{PDF}")
    );
    // An isolate's PDI closes the embeddings opened inside it first.
    assert_eq!(
        balanced(&format!("{RLI}a{LRE}b{PDI} c")),
        format!("{RLI}a{LRE}b{PDF}{PDI} c")
    );
    assert_eq!(
        Phrase::new().foreign(format!("{RLI}x")).pieces(),
        [Piece::Foreign(format!("{RLI}x{PDI}"))]
    );
}

#[test]
fn a_closer_that_closes_nothing_is_left_out() {
    assert_eq!(balanced(&format!("Locks{PDI} alone")), "Locks alone");
    assert_eq!(balanced(&format!("a{PDF}b")), "ab");
    // A PDF cannot close an embedding outside the isolate it is in.
    assert_eq!(
        balanced(&format!("{LRE}a{RLI}b{PDF}c")),
        format!("{LRE}a{RLI}bc{PDI}{PDF}")
    );
}

#[test]
fn balanced_text_stays_as_it_is() {
    for text in [
        "plain".to_string(),
        format!("{RLO}reversed{PDF} then not"),
        format!("{RLI}isolated{PDI}"),
        "العربية".to_string(),
    ] {
        assert_eq!(balanced(&text), text);
    }
}

#[test]
fn a_title_reads_its_own_way_only_where_it_declares_its_language() {
    assert_eq!(
        Phrase::title("LLM Inference", None).pieces(),
        [Piece::Foreign("LLM Inference".into())]
    );
    assert_eq!(
        Phrase::title(format!("{RLO}שלום"), Some("he")).pieces(),
        [Piece::OwnLanguage(format!("{RLO}שלום{PDF}"), "he".into())]
    );
}
