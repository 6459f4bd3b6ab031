//! The Atom feed of dated parts, parsed as XML: newest first, every
//! catalog string escaped, links relative to the feed, ids of the site's
//! own, parts dated ahead left out until their day, valid when empty; and
//! the same for each series, in its own folder, named by the page.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use learning_series::catalog;
use learning_series::catalog::feed::{self, atom_feed, day_of};
use learning_series::ids;

const ATOM: &str = "http://www.w3.org/2005/Atom";

/// The day the tests build the feed on.
const TODAY: &str = "2026-11-30";

fn feed_of(json: &str) -> String {
    common::english();
    atom_feed(&catalog::parse(json).unwrap(), TODAY)
}

const DATED: &str = r#"{
  "schema": 1, "title": "Tom & Jerry's <Series>", "subtitle": "\"New\" parts",
  "sections": [{ "id": "active", "title": "Active" }],
  "series": [
    { "id": "locks", "section": "active", "title": "Locks <b>&</b> more",
      "parts": [
        { "id": "spin", "title": "Spin <script>x</script>", "published": "2026-10-01" },
        { "id": "rcu", "title": "RCU", "published": "2026-11-20", "url": "https://example.org/rcu?a=1&b=2" },
        { "id": "undated", "title": "Undated" },
        { "id": "ahead", "title": "Ahead", "published": "2026-12-01" }
      ] },
    { "id": "cxl", "section": "active", "title": "CXL",
      "parts": [{ "id": "intro", "title": "CXL \u0007Intro", "published": "2026-11-25" }] }
  ]
}"#;

fn child<'a, 'input>(node: roxmltree::Node<'a, 'input>, name: &str) -> roxmltree::Node<'a, 'input> {
    node.children()
        .find(|c| c.has_tag_name((ATOM, name)))
        .unwrap_or_else(|| panic!("no {name}"))
}

#[test]
fn every_dated_part_is_an_entry_newest_first_with_its_series_title_link_and_date() {
    let xml = feed_of(DATED);
    let doc = roxmltree::Document::parse(&xml).unwrap_or_else(|e| panic!("{e}\n{xml}"));
    let feed = doc.root_element();
    assert_eq!(feed.tag_name().namespace(), Some(ATOM));
    assert_eq!(feed.tag_name().name(), "feed");
    assert_eq!(child(feed, "title").text(), Some("Tom & Jerry's <Series>"));
    assert_eq!(child(feed, "updated").text(), Some("2026-11-25T00:00:00Z"));
    assert!(
        child(feed, "author")
            .children()
            .any(|c| c.has_tag_name((ATOM, "name")))
    );

    let entries: Vec<_> = feed
        .children()
        .filter(|c| c.has_tag_name((ATOM, "entry")))
        .collect();
    let titles: Vec<_> = entries
        .iter()
        .map(|e| child(*e, "title").text().unwrap())
        .collect();
    assert_eq!(
        titles,
        ["CXL \u{fffd}Intro", "RCU", "Spin <script>x</script>"]
    );
    let links: Vec<_> = entries
        .iter()
        .map(|e| child(*e, "link").attribute("href").unwrap())
        .collect();
    // A part without a link of its own: the page, with its series' list
    // named in the address.
    let page_of = |series: &str| format!("./#{}", ids::series_title(series));
    assert_eq!(
        links,
        [
            page_of("cxl").as_str(),
            "https://example.org/rcu?a=1&b=2",
            page_of("locks").as_str()
        ]
    );
    assert_eq!(ids::series_of_fragment(&links[0][2..]), Some("cxl"));
    let rcu = entries[1];
    assert_eq!(
        child(rcu, "id").text(),
        Some("urn:learning-series:tom-jerry-s-series#locks/rcu")
    );
    assert_eq!(child(rcu, "published").text(), Some("2026-11-20T00:00:00Z"));
    assert_eq!(
        child(rcu, "category").attribute("label"),
        Some("Locks <b>&</b> more")
    );
    assert_eq!(
        child(rcu, "summary").text(),
        Some("Locks <b>&</b> more: Part 2 of 4")
    );
}

#[test]
fn a_catalog_without_dates_gives_a_valid_empty_feed() {
    let xml = feed_of(&std::fs::read_to_string("tests/fixtures/seed-catalog.json").unwrap());
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let feed = doc.root_element();
    assert!(feed.children().all(|c| !c.has_tag_name((ATOM, "entry"))));
    for required in ["title", "id", "updated", "author"] {
        assert!(
            feed.children().any(|c| c.has_tag_name((ATOM, required))),
            "{required}"
        );
    }
}

#[test]
fn a_part_dated_ahead_joins_the_feed_on_its_day() {
    common::english();
    let catalog = catalog::parse(DATED).unwrap();
    let titles = |today: &str| {
        let xml = atom_feed(&catalog, today);
        let doc = roxmltree::Document::parse(&xml).unwrap();
        doc.root_element()
            .children()
            .filter(|c| c.has_tag_name((ATOM, "entry")))
            .map(|e| child(e, "title").text().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    assert!(!titles("2026-11-30").contains(&"Ahead".to_string()));
    assert_eq!(titles("2026-12-01")[0], "Ahead");
    assert_eq!(titles("2026-10-15"), ["Spin <script>x</script>"]);
}

#[test]
fn ids_carry_the_address_the_site_is_published_at() {
    let sited = DATED.replacen(
        r#""schema": 1,"#,
        r#""schema": 1, "site": "https://example.org/learning/","#,
        1,
    );
    let xml = feed_of(&sited);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let feed = doc.root_element();
    assert_eq!(
        child(feed, "id").text(),
        Some("https://example.org/learning/feed.xml")
    );
    let first = feed
        .children()
        .find(|c| c.has_tag_name((ATOM, "entry")))
        .unwrap();
    assert_eq!(
        child(first, "id").text(),
        Some("https://example.org/learning/feed.xml#cxl/intro")
    );
}

#[test]
fn the_day_of_a_moment_is_its_utc_date() {
    assert_eq!(day_of(0), "1970-01-01");
    assert_eq!(day_of(951_782_400), "2000-02-29");
    assert_eq!(day_of(1_796_083_199), "2026-11-30");
    assert_eq!(day_of(1_796_083_200), "2026-12-01");
    assert_eq!(day_of(-1), "1969-12-31");
}

#[test]
fn the_feed_is_in_the_catalog_s_language() {
    const XML: &str = "http://www.w3.org/XML/1998/namespace";
    let arabic = DATED.replacen("\"schema\": 1,", "\"schema\": 1, \"lang\": \"ar\",", 1);
    let xml = feed_of(&arabic);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    assert_eq!(doc.root_element().attribute((XML, "lang")), Some("ar"));
    let xml = feed_of(DATED);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    assert_eq!(doc.root_element().attribute((XML, "lang")), None);
}

#[test]
fn a_part_s_title_is_in_its_own_language_or_its_series() {
    const XML: &str = "http://www.w3.org/XML/1998/namespace";
    let tagged = DATED
        .replacen(
            "\"title\": \"Locks <b>&</b> more\",",
            "\"title\": \"Locks <b>&</b> more\", \"lang\": \"de\",",
            1,
        )
        .replacen(
            "\"title\": \"RCU\",",
            "\"title\": \"RCU\", \"lang\": \"he\",",
            1,
        );
    let xml = feed_of(&tagged);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let langs: Vec<(&str, Option<&str>)> = doc
        .root_element()
        .children()
        .filter(|c| c.has_tag_name((ATOM, "entry")))
        .map(|entry| {
            let title = child(entry, "title");
            (title.text().unwrap(), title.attribute((XML, "lang")))
        })
        .collect();
    assert_eq!(
        langs,
        [
            ("CXL \u{fffd}Intro", None),
            ("RCU", Some("he")),
            ("Spin <script>x</script>", Some("de"))
        ]
    );
}

/// The feed of `series` in `json`, as the build writes it.
fn series_feed_of(json: &str, series: &str) -> String {
    common::english();
    let catalog = catalog::parse(json).unwrap();
    let series = catalog.series.iter().find(|s| s.id == series).unwrap();
    feed::series_feed(&catalog, series, TODAY)
}

#[test]
fn each_series_has_a_feed_of_its_own_dated_parts_whose_entries_are_the_site_feed_s() {
    let site = "https://example.org/learning/";
    let sited = DATED.replacen(
        r#""schema": 1,"#,
        &format!(r#""schema": 1, "site": "{site}","#),
        1,
    );
    let xml = series_feed_of(&sited, "locks");
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let root = doc.root_element();
    assert_eq!(child(root, "title").text(), Some("Locks <b>&</b> more"));
    assert_eq!(
        child(root, "id").text(),
        Some("https://example.org/learning/feeds/locks.xml")
    );
    assert_eq!(child(root, "updated").text(), Some("2026-11-20T00:00:00Z"));
    assert!(
        root.children().all(|c| !c.has_tag_name((ATOM, "subtitle"))),
        "no summary, no subtitle"
    );
    let links: Vec<(Option<&str>, Option<&str>)> = root
        .children()
        .filter(|c| c.has_tag_name((ATOM, "link")))
        .map(|link| (link.attribute("rel"), link.attribute("href")))
        .collect();
    let home = format!("../#{}", ids::series_title("locks"));
    assert_eq!(
        links,
        [
            (Some("alternate"), Some(home.as_str())),
            (Some("self"), Some("locks.xml"))
        ]
    );
    let entries: Vec<_> = root
        .children()
        .filter(|c| c.has_tag_name((ATOM, "entry")))
        .collect();
    let ids: Vec<&str> = entries
        .iter()
        .map(|e| child(*e, "id").text().unwrap())
        .collect();
    assert_eq!(
        ids,
        [
            format!("{site}feed.xml#locks/rcu"),
            format!("{site}feed.xml#locks/spin")
        ],
        "newest first, undated and ahead left out, ids as in the site's feed"
    );
    let site_feed = feed_of(&sited);
    assert!(
        ids.iter()
            .all(|id| site_feed.contains(&format!("<id>{id}</id>")))
    );
    // Links from the feeds' folder: an address as it is, the page's
    // reading list one folder up.
    let hrefs: Vec<&str> = entries
        .iter()
        .map(|e| child(*e, "link").attribute("href").unwrap())
        .collect();
    assert_eq!(
        hrefs,
        [
            "https://example.org/rcu?a=1&b=2",
            &format!("../#{}", ids::series_title("locks"))
        ]
    );
    assert_eq!(
        xml,
        series_feed_of(&sited, "locks"),
        "the same from build to build"
    );
}

#[test]
fn a_series_feed_links_to_a_relative_address_from_its_folder_and_speaks_the_series_language() {
    const XML: &str = "http://www.w3.org/XML/1998/namespace";
    let relative = DATED
        .replacen("\"url\": \"https://example.org/rcu?a=1&b=2\"", "\"url\": \"posts/rcu.html\"", 1)
        .replacen("\"id\": \"spin\",", "\"id\": \"spin\", \"url\": \"/blog/spin/\",", 1)
        .replacen(
            "\"title\": \"Locks <b>&</b> more\",",
            "\"title\": \"Locks <b>&</b> more\", \"summary\": \"All *about* locks\", \"lang\": \"de\",",
            1,
        );
    let xml = series_feed_of(&relative, "locks");
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let root = doc.root_element();
    assert_eq!(root.attribute((XML, "lang")), Some("de"));
    assert_eq!(child(root, "subtitle").text(), Some("All about locks"));
    assert!(
        child(root, "id")
            .text()
            .unwrap()
            .starts_with("urn:learning-series:tom-jerry-s-series:")
    );
    let hrefs: Vec<&str> = root
        .children()
        .filter(|c| c.has_tag_name((ATOM, "entry")))
        .map(|e| child(e, "link").attribute("href").unwrap())
        .collect();
    assert_eq!(hrefs, ["../posts/rcu.html", "/blog/spin/"]);
    // And the site's feed, beside the page, links to it as the page does.
    assert!(feed_of(&relative).contains("href=\"posts/rcu.html\""));
}

#[test]
fn the_page_names_each_series_feed_by_its_title() {
    common::english();
    let catalog = catalog::parse(DATED).unwrap();
    assert_eq!(
        feed::links(&catalog),
        "<link rel=\"alternate\" type=\"application/atom+xml\" href=\"feeds/locks.xml\" \
         title=\"Locks &lt;b&gt;&amp;&lt;/b&gt; more\" />\
         <link rel=\"alternate\" type=\"application/atom+xml\" href=\"feeds/cxl.xml\" title=\"CXL\" />"
    );
}
