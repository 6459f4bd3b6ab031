//! A large catalog's page and the series' own pages: the page writes out
//! the reading lists of the series it shows first, up to
//! `PARTS_ON_PAGE` parts, shows every later series brief and links its
//! list to its series' own page, which holds it whole, in the page's
//! language and stylesheet.
#![cfg(feature = "prerender")]

mod common;

use std::sync::Arc;

use learning_series::catalog::on_page::{PARTS_ON_PAGE, lists_elsewhere, page_of};
use learning_series::catalog::{self, Catalog, feed};
use learning_series::prerender::{render_catalog, render_masthead};
use learning_series::series_page::pages;

/// `series` series of `parts` parts each, every fifth in the second
/// section: the page shows the first section's before the second's.
fn generated(series: usize, parts: usize) -> Arc<Catalog> {
    let all: Vec<serde_json::Value> = (0..series)
        .map(|s| {
            let parts: Vec<serde_json::Value> = (0..parts)
                .map(|p| serde_json::json!({ "id": format!("p{p}"), "title": format!("Part {p} of {s} & co") }))
                .collect();
            serde_json::json!({
                "id": format!("s{s}"),
                "section": if s % 5 == 4 { "past" } else { "now" },
                "title": format!("Series <{s}>"),
                "summary": format!("About *{s}*"),
                "parts": parts,
            })
        })
        .collect();
    let text = serde_json::json!({
        "schema": 1, "title": "Big & small", "subtitle": "Many series",
        "sections": [{ "id": "now", "title": "Now" }, { "id": "past", "title": "Past" }],
        "series": all,
    });
    Arc::new(catalog::parse(&text.to_string()).unwrap())
}

/// The part rows in some markup.
fn rows(markup: &str) -> usize {
    markup.matches("<li class=\"part\"").count()
}

const TEMPLATE: &str = "<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">\n<head>\n\
    <script data-progress-keys=\"\" data-theme-key=\"a/theme\"></script>\n\
    <link rel=\"stylesheet\" href=\"./main-0123abcd.css\" integrity=\"sha256-x\"/>\n</head>";

#[test]
fn a_catalog_up_to_the_limit_has_every_list_on_its_page() {
    common::english();
    let catalog = generated(PARTS_ON_PAGE / 10, 10);
    assert!(
        lists_elsewhere(&catalog)
            .iter()
            .all(|&elsewhere| !elsewhere)
    );
    assert_eq!(rows(&render_catalog(catalog.clone())), PARTS_ON_PAGE);
    let masthead = render_masthead(catalog.clone());
    assert_eq!(pages(catalog, TEMPLATE, &masthead).unwrap(), vec![]);
}

/// The card of `series` in some markup, from its tag to its end.
fn card<'a>(markup: &'a str, series: &str) -> &'a str {
    let labelled = format!(" aria-labelledby=\"series--{series}\"");
    let at = markup.find(&labelled).expect("the series' card");
    let start = markup[..at].rfind("<article").expect("the card's tag");
    let end = markup[start..].find("</article>").expect("the card's end");
    &markup[start..start + end]
}

#[test]
fn past_the_limit_the_page_writes_the_lists_it_shows_first_and_links_the_others() {
    common::english();
    let catalog = generated(PARTS_ON_PAGE / 10 * 3, 10);
    let elsewhere = lists_elsewhere(&catalog);
    let markup = render_catalog(catalog.clone());
    assert_eq!(rows(&markup), PARTS_ON_PAGE, "the page stops at the limit");
    // In the page's order: the first section's series, then the second's.
    let order = catalog.page_order();
    let first_elsewhere = order.iter().position(|&at| elsewhere[at]).unwrap();
    assert!(order[..first_elsewhere].iter().all(|&at| !elsewhere[at]));
    assert!(order[first_elsewhere..].iter().all(|&at| elsewhere[at]));
    assert_eq!(first_elsewhere, PARTS_ON_PAGE / 10);
    for (series, &elsewhere) in catalog.series.iter().zip(&elsewhere) {
        let id = &series.id;
        let link = format!(
            "<p id=\"parts--{id}\" class=\"own-page\"><a href=\"{}\" aria-label=\"Series &lt;{}&gt;: \
             Its 10 parts are on the series' own page\">Its 10 parts are on the series' own page</a></p>",
            page_of(id),
            &id[1..],
        );
        assert_eq!(markup.contains(&link), elsewhere, "{id}");
        // Every card is on the page, its list's disclosure too.
        assert!(markup.contains(&format!("id=\"series--{id}\"")));
        assert_eq!(
            markup.contains(&format!("<ol id=\"parts--{id}\"")),
            !elsewhere
        );
        // A later series is brief: its title and its list's link, not its
        // summary, topics, Follow or standing, which the app adds.
        let card = card(&markup, id);
        let title = format!("Series &lt;{}&gt;</a></h3>", &id[1..]);
        assert!(card.contains(&title), "{card}");
        assert!(card.contains("<summary class=\"disclosure\">"), "{card}");
        for whole in ["class=\"summary\"", "class=\"follow\"", "<progress"] {
            assert_eq!(card.contains(whole), !elsewhere, "{id}: {whole}: {card}");
        }
    }
}

#[test]
fn the_page_s_head_links_the_feeds_of_the_lists_it_writes_out_and_no_others() {
    common::english();
    let catalog = generated(PARTS_ON_PAGE / 10 * 3, 10);
    let links = feed::links(&catalog);
    for (series, elsewhere) in catalog.series.iter().zip(lists_elsewhere(&catalog)) {
        let link = format!("href=\"feeds/{}.xml\" title=\"Series &lt;", series.id);
        // A brief series' feed is named in its own page's head (below).
        assert_eq!(links.contains(&link), !elsewhere, "{}", series.id);
    }
    assert_eq!(links.matches("<link ").count(), PARTS_ON_PAGE / 10);
}

#[test]
fn a_series_longer_than_the_limit_leaves_its_list_to_its_own_page_even_first() {
    common::english();
    let catalog = generated(2, PARTS_ON_PAGE + 1);
    assert_eq!(lists_elsewhere(&catalog), vec![true, true]);
    assert_eq!(rows(&render_catalog(catalog)), 0);
}

#[test]
fn each_series_page_holds_its_list_open_in_the_page_s_language_and_stylesheet() {
    common::english();
    let catalog = generated(PARTS_ON_PAGE / 10 + 2, 10);
    let masthead = render_masthead(catalog.clone());
    let written = pages(catalog.clone(), TEMPLATE, &masthead).unwrap();
    let elsewhere = lists_elsewhere(&catalog);
    let expected: Vec<String> = catalog
        .series
        .iter()
        .zip(&elsewhere)
        .filter(|(_, elsewhere)| **elsewhere)
        .map(|(series, _)| format!("series/{}/index.html", series.id))
        .collect();
    assert_eq!(
        written
            .iter()
            .map(|(path, _)| path.clone())
            .collect::<Vec<_>>(),
        expected
    );
    assert_eq!(expected.len(), 2);
    for (path, page) in &written {
        let id = path.split('/').nth(1).unwrap();
        let at: usize = id[1..].parse().unwrap();
        assert!(
            page.starts_with("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">\n"),
            "{page}"
        );
        assert!(page.contains(
            "<link rel=\"stylesheet\" href=\"../../main-0123abcd.css\" integrity=\"sha256-x\"/>"
        ));
        assert!(page.contains(&format!(
            "<title>Series &lt;{at}&gt; · Big &amp; small</title>"
        )));
        assert!(page.contains(&format!(
            "<meta name=\"description\" content=\"About {at}\" />"
        )));
        assert!(page.contains(&masthead));
        assert!(page.contains(&format!(
            "<a href=\"../../#series--{id}\">Open this series in the catalog, where you can mark its parts read</a>"
        )));
        assert!(page.contains(&format!("href=\"../../feeds/{id}.xml\"")));
        assert!(
            page.contains("<h2 id=\"section--past\">Past</h2>")
                || page.contains("<h2 id=\"section--now\">Now</h2>")
        );
        assert!(
            page.contains("<details open class=\"reading-list\">"),
            "its list is open"
        );
        assert_eq!(rows(page), 10, "its list is written out whole");
        assert!(page.contains(&format!("Part 9 of {at} &amp; co")));
        // Its one script, the series box's, in the head: it ticks the
        // parts read, from the catalog's progress (its key's scope is
        // added in the browser), and keeps what is ticked here.
        assert_eq!(page.matches("<script").count(), 1, "one script");
        assert!(page.contains(&format!(
            "<script src=\"../../series-box/series-box.js\" data-ls-own=\"learning-series/progress/v1@ learning-series/progress/v1\" data-ls-own-marks=\"learning-series/own-page-marks/v1@\" data-ls-series=\"{id}\" data-ls-checkbox=\"part--{id}--\" data-ls-theme-key=\"a/theme\"></script>\n</head>"
        )));
        assert!(page.contains(&format!("<input type=\"checkbox\" id=\"part--{id}--")));
        assert!(page.contains("<p class=\"app-note\" role=\"alert\" hidden data-ls-not-kept>"));
        assert!(page.contains(
            "content=\"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';"
        ));
        assert!(!page.contains("class=\"own-page\""), "no link to itself");
    }
}

#[test]
fn a_page_without_a_stylesheet_root_or_theme_key_is_refused() {
    common::english();
    let catalog = generated(PARTS_ON_PAGE / 10 + 1, 10);
    let masthead = render_masthead(catalog.clone());
    let no_stylesheet = "<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">\n<head></head>";
    assert_eq!(
        pages(catalog.clone(), no_stylesheet, &masthead)
            .unwrap_err()
            .0,
        "the page has no stylesheet link"
    );
    let no_root = "<head><link rel=\"stylesheet\" href=\"./a.css\"/></head>";
    assert_eq!(
        pages(catalog.clone(), no_root, &masthead).unwrap_err().0,
        "the page has no <html> tag"
    );
    let no_theme_key = TEMPLATE.replace("data-theme-key", "data-theme");
    assert_eq!(
        pages(catalog, &no_theme_key, &masthead).unwrap_err().0,
        "the page's start-up script names no theme key"
    );
}
