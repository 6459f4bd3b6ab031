//! The one escaper for text written into HTML by hand: markup characters
//! become entities, everything else stays.

use learning_series::html::{escaped, push_escaped};

#[test]
fn markup_characters_become_entities() {
    assert_eq!(
        escaped(r#"<a href="x">Tom & Jerry</a>"#),
        "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;"
    );
}

#[test]
fn other_text_is_kept_as_it_is() {
    let text = "Ünïcode — 'quotes', \u{2067}bidi\u{2069}, tabs\tand\nlines";
    assert_eq!(escaped(text), text);
}

#[test]
fn an_entity_is_escaped_again_rather_than_read() {
    assert_eq!(escaped("&amp;"), "&amp;amp;");
}

#[test]
fn pushing_appends_to_what_is_there() {
    let mut html = "<p title=\"".to_string();
    push_escaped(&mut html, "a\"b");
    assert_eq!(html, "<p title=\"a&quot;b");
}
