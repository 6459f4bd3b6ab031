//! What the reader did on the prerendered page before the app took it
//! over, read from the page.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

use super::dom::{closest, find, find_all};
use crate::catalog::PartRef;
use crate::ids;

/// What the reader did on the prerendered page before the app took over:
/// the reading lists they opened, the parts they ticked and starred, the
/// series they followed, the topics and
/// the status they chose (their places among the choices, as the page
/// lists them: the catalog's topics, then All and each status), the words
/// they typed in search (if they typed any).
pub struct DoneOnPage {
    pub opened: Vec<String>,
    pub ticked: Vec<PartRef>,
    pub starred: Vec<PartRef>,
    pub followed: Vec<String>,
    pub topics: Vec<usize>,
    pub status: Vec<usize>,
    pub typed: Option<String>,
}

impl DoneOnPage {
    pub fn read(page: &Element) -> DoneOnPage {
        // An open list's parts, or, where a large catalog's page left them
        // to the series' own page, the link there: each has the list's id.
        let opened = find_all(page, "details[open] > [id]")
            .iter()
            .filter_map(|list| ids::series_of_part_list(&list.id()).map(str::to_string))
            .collect();
        let part_of = |checkbox: &Element| {
            let id = checkbox.id();
            let (series, part) = ids::part_of_checkbox(&id)?;
            Some(PartRef {
                series: series.to_string(),
                part: part.to_string(),
            })
        };
        let ticked = find_all(page, "input[type=checkbox]:checked")
            .iter()
            .filter_map(part_of)
            .collect();
        // A pressed toggle's part is its row's checkbox's; its series,
        // its card's heading's.
        let pressed = |toggle: &str, holder: &str, inside: &str| {
            find_all(page, &[toggle, "[aria-pressed=true]"].concat())
                .iter()
                .filter_map(|toggle| find(&closest(toggle, holder)?, inside))
                .collect::<Vec<Element>>()
        };
        let starred = pressed(".star", "li.part", "input")
            .iter()
            .filter_map(part_of)
            .collect();
        let followed = pressed(".follow", "article", "h3")
            .iter()
            .filter_map(|heading| Some(ids::series_of_title(&heading.id())?.to_string()))
            .collect();
        let chosen = |choices: &str| {
            find_all(page, choices)
                .iter()
                .enumerate()
                .filter(|(_, input)| {
                    input
                        .dyn_ref::<HtmlInputElement>()
                        .is_some_and(|i| i.checked())
                })
                .map(|(at, _)| at)
                .collect::<Vec<usize>>()
        };
        let (topics, status) = (chosen("[name=topic]"), chosen("[name=status]"));
        let typed = find(page, "input[type=search]")
            .and_then(|input| input.dyn_into::<HtmlInputElement>().ok())
            .map(|input| input.value())
            .filter(|value| !value.is_empty());
        DoneOnPage {
            opened,
            ticked,
            starred,
            followed,
            topics,
            status,
            typed,
        }
    }
}
