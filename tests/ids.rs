//! Element ids built from catalog ids, and the way back from them: the
//! app reads what the reader did on the prerendered page by these ids
//! (the round trip for any ids: `properties.rs`).

use learning_series::ids;

#[test]
fn ids_the_page_did_not_build_from_the_catalog_give_nothing() {
    for id in [
        "search",
        "series-list",
        "part--",
        "part--a",
        "part--a--",
        "part----b",
        "part-a--b",
    ] {
        assert_eq!(ids::part_of_checkbox(id), None, "{id}");
    }
    assert_eq!(ids::series_of_part_list("parts--"), None);
    assert_eq!(ids::series_of_part_list("parts-a"), None);
    assert_eq!(ids::series_of_part_list("main"), None);
    assert_eq!(ids::series_of_fragment("#series--"), None);
    assert_eq!(ids::series_of_fragment("#main"), None);
}

#[test]
fn a_fragment_as_feeds_of_earlier_builds_wrote_it_still_names_its_series() {
    assert_eq!(ids::series_of_fragment("#series-cxl"), Some("cxl"));
    assert_eq!(ids::series_of_fragment("#series--cxl"), Some("cxl"));
}

#[test]
fn no_fixed_id_of_the_page_is_in_the_namespace_of_built_ids() {
    let page = std::fs::read_to_string("index.html").unwrap();
    let components: String = std::fs::read_dir("src/components")
        .unwrap()
        .map(|file| std::fs::read_to_string(file.unwrap().path()).unwrap())
        .collect();
    let fixed: Vec<&str> = [page.as_str(), components.as_str()]
        .iter()
        .flat_map(|text| text.split("id=\"").skip(1))
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .collect();
    assert!(
        fixed.contains(&"series-list") && fixed.contains(&"search"),
        "{fixed:?}"
    );
    for id in fixed {
        assert!(!id.contains("--"), "{id}");
    }
}
