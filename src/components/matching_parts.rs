use leptos::prelude::*;

use crate::catalog::{PartAt, SeriesAt};
use crate::components::{Highlighted, provided};
use crate::finding::search::Text;
use crate::state::{Finder, ReadingLists};

/// How many matching parts are named under a card.
const NAMED: usize = 5;

/// Why a search shows a series whose list is closed: the titles of its
/// parts that hold the search's words, highlighted (or whose note holds
/// them: "in your note"), so a reader sees the match without opening the
/// list; under Starred alone, its starred parts. Each opens the list at
/// its part, which is marked there (and holds the article's link, if it
/// has one).
#[component]
pub fn MatchingParts(series: SeriesAt, open: Signal<bool>) -> impl IntoView {
    let finder = provided::<Finder>();
    // A keystroke that finds the same parts leaves them as they are.
    let matching = finder.matching(&series);
    let lists = provided::<ReadingLists>();
    let named = move || {
        matching.with(|parts| {
            parts
                .iter()
                .take(NAMED)
                .map(|&(index, in_note)| {
                    let part = PartAt {
                        series: series.clone(),
                        index,
                    };
                    let marked = finder.marked(Text::Part(series.index, index));
                    let text = view! { <Highlighted text=part.title.clone() marked /> };
                    let to = view! {
                        <button class="link-button" on:click=move |_| lists.go_to(&part)>
                            {text}
                        </button>
                    };
                    let in_note = in_note.then(|| [" ", say!(in_your_note)].concat());
                    view! { <li>{to} {in_note}</li> }
                })
                .collect_view()
        })
    };
    let more = move || match matching.with(Vec::len) {
        n if n > NAMED => Some(view! { <li class="more">{count!(and_more, n - NAMED)}</li> }),
        _ => None,
    };
    move || {
        let shown = !open.get() && matching.with(|parts| !parts.is_empty());
        shown.then(|| {
            view! {
                <div class="matching-parts">
                    <p class="matching-label">
                        {move || match finder.starred_named().get() {
                            true => say!(starred_parts),
                            false => say!(matching_parts),
                        }}
                    </p>
                    <ul>{named.clone()} {more}</ul>
                </div>
            }
        })
    }
}
