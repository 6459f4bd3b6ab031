//! Element ids built from catalog ids, and the way back from them: the
//! app reads what the reader did on the prerendered page by these ids
//! (the round trip for any ids: `properties.rs`).

use learning_series::ids;

#[test]
fn ids_the_page_did_not_build_from_the_catalog_give_nothing() {
    for id in [
        "search",
        "series-list",
        "part-",
        "part-a",
        "part-a--",
        "part---b",
        "parts-",
    ] {
        assert_eq!(ids::part_of_checkbox(id), None, "{id}");
    }
    assert_eq!(ids::series_of_part_list("parts-"), None);
    assert_eq!(ids::series_of_part_list("main"), None);
    assert_eq!(ids::series_of_fragment("#series-"), None);
    assert_eq!(ids::series_of_fragment("#main"), None);
}
