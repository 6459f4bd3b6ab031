//! The folders beside the page that the build writes a file into for
//! each series or part: the series boxes, the feeds and the series' own
//! pages. Named once, in `scripts/pipeline/folders.json`, which the
//! build's scripts read too (`folders.js`): the worker leaves these
//! folders out and `_headers` has a rule for each (`catalog.js`), the
//! preview shows their pages (`serve.js`), and the follow dialog learns
//! the feeds' folder from the words the build writes (`follow.html`).

use std::sync::LazyLock;

#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Folders {
    /// The series boxes, their stylesheet and script: for the author's
    /// article pages, not the reader's.
    pub boxes: String,
    /// The series' feeds.
    pub feeds: String,
    /// The series' own pages, for a catalog whose page leaves their
    /// reading lists out (`catalog::on_page`).
    pub series_pages: String,
}

/// The folders, as `folders.json` names them.
pub fn folders() -> &'static Folders {
    static FOLDERS: LazyLock<Folders> = LazyLock::new(|| {
        serde_json::from_str(include_str!("../scripts/pipeline/folders.json"))
            .expect("scripts/pipeline/folders.json names the build's folders")
    });
    &FOLDERS
}
