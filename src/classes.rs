//! The class names the page's pieces find each other by, in one place, as
//! `ids.rs` is for ids: a class that a script (the start-up script in
//! `index.html`, `page.js`, the series box's script), the app's own
//! look-ups or a test selects by, or that a script or the app sets on an
//! element as a flag for the stylesheet. Markup written as strings and
//! code write them with [`class!`], which knows no other name; a `view!`
//! writes them as literals, Leptos' own idiom: a literal is in the view's
//! template, where a macro's value is an attribute set as the view is
//! built, and set again each time it is built again (two mutation
//! records an element; `tests/e2e/huge.spec.js` counts them).
//! `tests/classes.rs` holds all of them to this list: the views, the
//! scripts, the tests and the stylesheets. A class that only its component and the stylesheet know
//! (its look) stays in the component.

/// A class of the list, as its literal: `class!(reading_list)` is
/// `"reading-list"`, usable in `concat!`; a name not in the list does not
/// compile.
#[macro_export]
#[rustfmt::skip]
macro_rules! class {
    // Flags on the root, set by the start-up script (index.html).
    (app) => { "app" };
    (starting) => { "starting" };
    (returning) => { "returning" };
    (visited) => { "visited" };
    (no_app) => { "no-app" };
    // Flag on the root, set by page.js: a reading list is open.
    (lists_open) => { "lists-open" };
    // Flag the app sets: the part the reader was taken to.
    (arrived) => { "arrived" };
    // The banner's notes (index.html).
    (app_note) => { "app-note" };
    // The filters.
    (filters) => { "filters" };
    (facets) => { "facets" };
    (facet) => { "facet" };
    (facet_label) => { "facet-label" };
    (filter_label) => { "filter-label" };
    (filter_summary) => { "filter-summary" };
    // Your progress, what is new, what to read next.
    (overall) => { "overall" };
    (pace_now) => { "pace-now" };
    (transfer) => { "transfer" };
    (import) => { "import" };
    (new_parts) => { "new-parts" };
    (continue) => { "continue" };
    (from) => { "from" };
    (go) => { "go" };
    (first_visit) => { "first-visit" };
    (notices) => { "notices" };
    (notice) => { "notice" };
    (print_note) => { "print-note" };
    (printed_on) => { "printed-on" };
    // Send to another device.
    (qr) => { "qr" };
    (qr_too_large) => { "qr-too-large" };
    (share) => { "share" };
    (send_actions) => { "send-actions" };
    // Feed reader and calendar (follow.js, follow.html).
    (follow_content) => { "follow-content" };
    (opml) => { "opml" };
    (opml_none) => { "opml-none" };
    (feeds_each) => { "feeds-each" };
    (feeds) => { "feeds" };
    (ics) => { "ics" };
    (pace) => { "pace" };
    (plan_status) => { "plan-status" };
    // The masthead.
    (subtitle) => { "subtitle" };
    // A series' card.
    (series) => { "series" };
    (series_head) => { "series-head" };
    (follow) => { "follow" };
    (status) => { "status" };
    (summary) => { "summary" };
    (meter) => { "meter" };
    (count) => { "count" };
    (time) => { "time" };
    (new_count) => { "new-count" };
    (reading) => { "reading" };
    (reading_list) => { "reading-list" };
    (disclosure) => { "disclosure" };
    (list_actions) => { "list-actions" };
    (back_from) => { "back-from" };
    (matching_parts) => { "matching-parts" };
    (matching_label) => { "matching-label" };
    // A part's row, built or on paper.
    (parts) => { "parts" };
    (parts_gap) => { "parts-gap" };
    (part) => { "part" };
    (part_line) => { "part-line" };
    (part_title) => { "part-title" };
    (part_meta) => { "part-meta" };
    (new_mark) => { "new-mark" };
    (star) => { "star" };
    (note_toggle) => { "note-toggle" };
    (note_box) => { "note-box" };
    (note) => { "note" };
    (note_rest) => { "note-rest" };
    (note_field) => { "note-field" };
    (note_said) => { "note-said" };
    // The series box, on an author's page (series_box.rs, its script):
    // what the script and the tests select by, and the steps the box
    // writes by name.
    (ls_box) => { "ls-box" };
    (ls_box_series) => { "ls-box-series" };
    (ls_box_done) => { "ls-box-done" };
    (ls_box_prev) => { "ls-box-prev" };
    (ls_box_next) => { "ls-box-next" };
}
