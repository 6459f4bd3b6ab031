//! The JSON text of what is kept: the stored documents and the export
//! file, flat objects of strings, written here (and read by
//! [`crate::json`]).

/// A JSON object, written field by field in the order given.
pub struct JsonObject {
    text: String,
}

impl JsonObject {
    pub fn new() -> JsonObject {
        JsonObject { text: "{".into() }
    }

    /// A field whose value is already JSON text.
    pub fn json(&mut self, key: &str, json: &str) -> &mut JsonObject {
        if !self.is_empty() {
            self.text.push(',');
        }
        push_string(&mut self.text, key);
        self.text.push(':');
        self.text.push_str(json);
        self
    }

    pub fn string(&mut self, key: &str, value: &str) -> &mut JsonObject {
        self.json(key, &string(value))
    }

    pub fn is_empty(&self) -> bool {
        self.text.len() == 1
    }

    pub fn end(mut self) -> String {
        self.text.push('}');
        self.text
    }
}

impl Default for JsonObject {
    fn default() -> JsonObject {
        JsonObject::new()
    }
}

/// `text` as a JSON string.
pub fn string(text: &str) -> String {
    let mut json = String::new();
    push_string(&mut json, text);
    json
}

/// A JSON list of `texts`, as strings.
pub fn strings<'a>(texts: impl IntoIterator<Item = &'a String>) -> String {
    let mut json = String::from("[");
    for (at, text) in texts.into_iter().enumerate() {
        if at > 0 {
            json.push(',');
        }
        push_string(&mut json, text);
    }
    json.push(']');
    json
}

/// Quotes, backslashes and control characters escaped; the rest as it is
/// (JSON text is UTF-8).
fn push_string(json: &mut String, text: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    json.push('"');
    for c in text.chars() {
        match c {
            '"' => json.push_str("\\\""),
            '\\' => json.push_str("\\\\"),
            '\0'..='\u{1f}' => {
                json.push_str("\\u00");
                json.push(char::from(HEX[usize::from(c as u8 >> 4)]));
                json.push(char::from(HEX[usize::from(c as u8 & 15)]));
            }
            c => json.push(c),
        }
    }
    json.push('"');
}
