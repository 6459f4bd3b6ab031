//! What the page says after an import: the parts whose notes it joined
//! are named, so a reader knows where both texts now stand.
#![cfg(feature = "prerender")]

mod common;

use std::sync::Arc;

use learning_series::kept::annotations::Added;
use learning_series::state::{Message, Written};

fn imported(joined: &[&str]) -> String {
    let added = Added {
        notes_joined: joined.len(),
        ..Added::default()
    };
    Message::Imported {
        file: "p.json".into(),
        report: Default::default(),
        added,
        joined: joined.iter().map(|t| t.to_string()).collect(),
        written: Written(Arc::default()),
    }
    .phrase()
    .to_string()
}

const SAID: &str = "Imported “p.json”: 0 parts imported, 0 already read.";

#[test]
fn an_import_that_joined_no_note_names_no_part() {
    common::english();
    assert_eq!(imported(&[]), SAID);
}

#[test]
fn an_import_names_each_part_whose_note_it_joined() {
    common::english();
    assert_eq!(
        imported(&["Intro", "Caches"]),
        format!(
            "{SAID} 2 notes differed from yours: both kept in one, the newer first. \
             See “Intro”, “Caches”."
        )
    );
}

#[test]
fn past_three_parts_the_rest_are_counted() {
    common::english();
    assert_eq!(
        imported(&["A", "B", "C", "D", "E"]),
        format!(
            "{SAID} 5 notes differed from yours: both kept in one, the newer first. \
             See “A”, “B”, “C” and 2 more."
        )
    );
}
