//! What the reader did on the prerendered page before the app took it
//! over, read from the page.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

use super::dom::{find, find_all};
use crate::catalog::PartRef;
use crate::ids;

/// What the reader did on the prerendered page before the app took over:
/// the reading lists they opened, the parts they ticked, the topics and
/// the status they chose (their places among the choices, as the page
/// lists them: the catalog's topics, then All and each status), the words
/// they typed in search (if they typed any).
pub struct DoneOnPage {
    pub opened: Vec<String>,
    pub ticked: Vec<PartRef>,
    pub topics: Vec<usize>,
    pub status: Vec<usize>,
    pub typed: Option<String>,
}

impl DoneOnPage {
    pub fn read(page: &Element) -> DoneOnPage {
        let opened = find_all(page, "details[open] > ol.parts")
            .iter()
            .filter_map(|list| ids::series_of_part_list(&list.id()).map(str::to_string))
            .collect();
        let ticked = find_all(page, "input[type=checkbox]:checked")
            .iter()
            .filter_map(|checkbox| {
                let id = checkbox.id();
                let (series, part) = ids::part_of_checkbox(&id)?;
                Some(PartRef {
                    series: series.to_string(),
                    part: part.to_string(),
                })
            })
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
            topics,
            status,
            typed,
        }
    }
}
