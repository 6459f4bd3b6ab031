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
fn code_stays_as_written() {
    for text in [
        "int *p, *q and a*b*c",
        "int *p, *q",
        "a*b*c",
        "char **argv",
        "**strong** is not ours",
        "x = *p * *q;",
        "2*3*4",
        "glob *.rs and *.toml",
    ] {
        assert_eq!(spans(text), [(text, false)], "{text}");
        assert_eq!(plain(text), text);
    }
}

#[test]
fn emphasis_opens_and_closes_beside_punctuation_but_not_inside_a_word() {
    assert_eq!(
        spans("(*mmap*), and *RCU*."),
        [
            ("(", false),
            ("mmap", true),
            ("), and ", false),
            ("RCU", true),
            (".", false)
        ]
    );
    assert_eq!(spans("*a*b"), [("*a*b", false)]);
    assert_eq!(
        spans("un*frigging*believable"),
        [("un*frigging*believable", false)]
    );
    assert_eq!(spans("«*ça*»"), [("«", false), ("ça", true), ("»", false)]);
}

#[test]
fn a_backslash_makes_an_asterisk_a_character() {
    assert_eq!(spans(r"\*x\*"), [("*x", false), ("*", false)]);
    assert_eq!(plain(r"\*x\*"), "*x*");
    assert_eq!(
        spans(r"*a \* b*"),
        [("a ", true), ("* b", true)],
        "an escaped asterisk inside emphasis"
    );
    assert_eq!(
        plain(r"a\b"),
        r"a\b",
        "a backslash before anything else stays"
    );
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
        styled("*ab*-cd", &words("b-c")),
        [
            run("a", false, true),
            run("b", true, true),
            run("-", false, false),
            run("c", true, false),
            run("d", false, false)
        ]
    );
    assert_eq!(styled("", &words("x")), Vec::<Run>::new());
}
