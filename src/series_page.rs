//! A series' own page (`series/<id>/index.html`), written at build time
//! for each series whose reading list a large catalog's page leaves out
//! (`catalog::on_page`): the banner, the series' card as the catalog's
//! page shows it, its list written out and open, and a link to the
//! series in the catalog. Plain HTML with the page's stylesheet: it
//! reads, prints and is found the same with and without JavaScript. With
//! it, the series box's script (`series-box.js`, in the head: the
//! checkboxes show from the first paint) applies the theme the reader
//! chose on the catalog's page, ticks the parts this browser has read and
//! keeps what the reader ticks here, in the progress the catalog's page
//! keeps (the keys in its `data-ls-own`, the first after the catalog's
//! directory); what only the app keeps (Follow, stars, notes, the count)
//! stays hidden, as on the catalog's page before the app.

use std::sync::Arc;

use crate::catalog::emphasis::plain;
use crate::catalog::{Catalog, on_page};
use crate::folders;
use crate::html::push_escaped;
use crate::ids;
use crate::kept::progress::{OWN_PAGE_MARKS_KEY, PROGRESS_KEY};
use crate::kept::storage::scoped_key;
use crate::prerender::{NoPlace, render_open_cards, start_up_keys};

/// The way from a series' own page up to the catalog's page.
const UP: &str = "../../";

/// What a series' page allows: the stylesheet, the icon and the series
/// box's script, from the site; nothing else.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'";

/// Every series' own page, by its path in the site (none for a catalog
/// whose page holds every list), for the catalog's
/// page `template` (the built `index.html`: its language, direction and
/// stylesheet) and its banner's markup (`prerender::render_masthead`).
pub fn pages(
    catalog: Arc<Catalog>,
    template: &str,
    masthead: &str,
) -> Result<Vec<(String, String)>, NoPlace> {
    let places: Vec<usize> = on_page::lists_elsewhere(&catalog)
        .iter()
        .enumerate()
        .filter_map(|(at, &elsewhere)| elsewhere.then_some(at))
        .collect();
    if places.is_empty() {
        return Ok(Vec::new());
    }
    let root = tag_of(template, "<html ").ok_or(NoPlace("the page has no <html> tag"))?;
    let stylesheet = tag_of(template, "<link rel=\"stylesheet\" href=\"./")
        .ok_or(NoPlace("the page has no stylesheet link"))?
        .replacen("./", UP, 1);
    let theme_key = value_of(template, "data-theme-key=\"")
        .ok_or(NoPlace("the page's start-up script names no theme key"))?;
    let cards = render_open_cards(catalog.clone(), &places);
    let around = Around {
        catalog: &catalog,
        root,
        stylesheet: &stylesheet,
        theme_key,
        masthead,
    };
    Ok(places
        .iter()
        .zip(cards)
        .map(|(&at, card)| {
            let series = &catalog.series[at];
            let path = format!("{}index.html", on_page::page_of(&series.id));
            (path, around.page(at, &card))
        })
        .collect())
}

/// What every series' page puts around its card.
struct Around<'a> {
    catalog: &'a Catalog,
    root: &'a str,
    stylesheet: &'a str,
    /// Where the reader's chosen theme is kept (the catalog's page's).
    theme_key: &'a str,
    masthead: &'a str,
}

impl Around<'_> {
    /// The page of the series at `at`, around its card.
    fn page(&self, at: usize, card: &str) -> String {
        let series = &self.catalog.series[at];
        let title = plain(&series.title);
        let mut out = String::with_capacity(card.len() + 2048);
        out += "<!DOCTYPE html>\n";
        out += self.root;
        out += "\n<head>\n<meta charset=\"utf-8\" />\n";
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n";
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"";
        out += POLICY;
        out += "\" />\n<meta name=\"description\" content=\"";
        push_escaped(&mut out, &plain(&series.summary));
        out += "\" />\n<title>";
        push_escaped(
            &mut out,
            &say!(
                own_page_title,
                series = title,
                catalog = plain(&self.catalog.title)
            ),
        );
        out += "</title>\n<link rel=\"icon\" href=\"";
        out += UP;
        out += "favicon.svg\" type=\"image/svg+xml\" />\n";
        out += "<link rel=\"alternate\" type=\"application/atom+xml\" href=\"";
        out += UP;
        push_escaped(&mut out, &folders::series_feed(&series.id));
        out += "\" title=\"";
        push_escaped(&mut out, &title);
        out += "\" />\n";
        out += self.stylesheet;
        out += "\n<script src=\"";
        out += UP;
        push_escaped(&mut out, folders::BOXES);
        out += "/series-box.js\" data-ls-own=\"";
        push_escaped(&mut out, &start_up_keys(PROGRESS_KEY));
        out += "\" data-ls-own-marks=\"";
        push_escaped(&mut out, &scoped_key(OWN_PAGE_MARKS_KEY, ""));
        out += "\" data-ls-series=\"";
        push_escaped(&mut out, &series.id);
        out += "\" data-ls-checkbox=\"";
        push_escaped(&mut out, &ids::part_checkbox(&series.id, ""));
        out += "\" data-ls-theme-key=\"";
        out += self.theme_key;
        out += "\"></script>\n</head>\n<body>\n<header class=\"masthead\">\n<div class=\"masthead-text\">";
        out += self.masthead;
        out += concat!(
            "</div>\n</header>\n<main id=\"main\" class=\"page\">\n<p class=\"",
            class!(app_note),
            "\"><a href=\""
        );
        out += UP;
        out += "#";
        push_escaped(&mut out, &ids::series_title(&series.id));
        out += "\">";
        push_escaped(&mut out, say!(own_page_back));
        out += "</a></p>\n<p class=\"";
        out += class!(app_note);
        out += "\" role=\"alert\" hidden data-ls-not-kept>";
        push_escaped(&mut out, say!(own_page_not_kept));
        out += "</p>\n<div class=\"catalog\">\n<div class=\"series-list\">\n";
        let section = self
            .catalog
            .sections
            .iter()
            .find(|s| s.id == series.section);
        if let Some(section) = section {
            let heading = ids::section_title(&section.id);
            out += "<section class=\"section\" aria-labelledby=\"";
            push_escaped(&mut out, &heading);
            out += "\"><h2 id=\"";
            push_escaped(&mut out, &heading);
            out += "\">";
            push_escaped(&mut out, &section.title);
            out += "</h2>";
        }
        out += card;
        if section.is_some() {
            out += "</section>";
        }
        out += "\n</div>\n</div>\n</main>\n</body>\n</html>\n";
        out
    }
}

/// The value of the first attribute of `page` that starts with `start`
/// (its name, `="`), as written.
fn value_of<'a>(page: &'a str, start: &str) -> Option<&'a str> {
    let from = page.find(start)? + start.len();
    Some(&page[from..from + page[from..].find('"')?])
}

/// The first tag of `page` that starts with `start`, whole.
fn tag_of<'a>(page: &'a str, start: &str) -> Option<&'a str> {
    let from = page.find(start)?;
    let to = from + page[from..].find('>')? + 1;
    Some(&page[from..to])
}
