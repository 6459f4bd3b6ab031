//! Catalog text written as HTML: escaped, with emphasis and marks.

use learning_series::markup::{escaped, runs_html};
use learning_series::words::{styled, words};

#[test]
fn text_is_safe_as_text_and_in_a_quoted_attribute() {
    let mut html = String::from("<p>");
    escaped(&mut html, r#"a < b & "c" > d"#);
    assert_eq!(html, "<p>a &lt; b &amp; &quot;c&quot; &gt; d");
}

#[test]
fn emphasis_and_marks_are_elements_around_escaped_text() {
    let runs = styled("The *KV cache* <fast>", &words("cache"));
    assert_eq!(
        runs_html(&runs),
        "The <em>KV </em><mark><em>cache</em></mark> &lt;fast&gt;"
    );
    assert_eq!(runs_html(&styled("", &[])), "");
}
