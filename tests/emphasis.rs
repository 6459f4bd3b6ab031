//! Inline emphasis in catalog text, `*word*`: shown as emphasis, and left
//! out wherever only words can go.

use learning_series::catalog::emphasis::{plain, spans};
use learning_series::finding::words::{Run, styled, words};

#[test]
fn asterisks_around_words_mark_emphasis_and_go() {
    assert_eq!(
        spans("Adding a counter to the *proc* interface"),
        [
            ("Adding a counter to the ", false),
            ("proc", true),
            (" interface", false)
        ]
    );
    assert_eq!(
        spans("*a b* and *c*"),
        [("a b", true), (" and ", false), ("c", true)]
    );
    assert_eq!(plain("the *proc* interface"), "the proc interface");
}

#[test]
fn any_other_asterisk_is_a_character_of_the_text() {
    for text in [
        "C*",
        "a * b * c",
        "2 * 3",
        "**",
        "*",
        "x *y",
        "a* b*",
        "*a *",
    ] {
        assert_eq!(spans(text), [(text, false)], "{text}");
        assert_eq!(plain(text), text);
    }
    // A closing asterisk after a space does not close: a later one does.
    assert_eq!(spans("a *b *c*"), [("a *b ", false), ("c", true)]);
    assert_eq!(spans(""), Vec::<(&str, bool)>::new());
}

#[test]
fn a_search_marks_words_across_emphasis() {
    let run = |text: &str, marked, emphasis| Run {
        text: text.to_string(),
        marked,
        emphasis,
    };
    assert_eq!(
        styled("the *proc* interface", &words("proc inter")),
        [
            run("the ", false, false),
            run("proc", true, true),
            run(" ", false, false),
            run("inter", true, false),
            run("face", false, false),
        ]
    );
    assert_eq!(
        styled("*ab*cd", &words("bc")),
        [
            run("a", false, true),
            run("b", true, true),
            run("c", true, false),
            run("d", false, false)
        ]
    );
    assert_eq!(styled("", &words("x")), Vec::<Run>::new());
}
