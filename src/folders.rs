//! The folders beside the page that the build writes a file into for
//! each series or part: the series boxes (`BOXES`: their fragments,
//! stylesheet and script, for the author's article pages, not the
//! reader's), the series' feeds (`FEEDS`) and the series' own pages
//! (`SERIES_PAGES`, for a catalog whose page leaves their reading lists
//! out: `catalog::on_page`). Named once, in
//! `scripts/pipeline/folders.json`, which `build.rs` writes into these
//! constants and the build's scripts read too (`folders.js`): the worker
//! leaves these folders out and `_headers` has a rule for each
//! (`catalog.js`), and the preview shows their pages (`serve.js`).

include!(concat!(env!("OUT_DIR"), "/folders.rs"));

/// A series' feed's path, from the page: `feeds/<series id>.xml`.
pub fn series_feed(series_id: &str) -> String {
    [FEEDS, "/", series_id, ".xml"].concat()
}
