use std::sync::Arc;

use leptos::prelude::*;

use crate::browser;
use crate::catalog::Catalog;
use crate::components::{FIRST_SERIES, PhraseText, provided};
use crate::finding::query::Query;
use crate::interface::{Key, counted, number};
use crate::phrase::Phrase;
use crate::state::Finder;

/// When a filter is on: how many series show and how many it hides. When
/// none show: what was looked for (and, for a status on a page opened
/// with it, that it follows this browser's reading, as a shared address
/// may meet a fresh browser), and a button for each filter whose dropping
/// would bring series back, with how many, where that is not what "Show
/// all series" does. After each button the focus goes on: to the button
/// that is left, or to the first series shown (never to a text field,
/// which would raise a phone's keyboard over the series asked for).
#[component]
pub fn FilterSummary() -> impl IntoView {
    let finder = provided::<Finder>();
    let catalog = StoredValue::new(provided::<Arc<Catalog>>());
    let total = catalog.with_value(|c| c.series.len());
    let active = Memo::new(move |_| !finder.query().with(Query::is_empty));
    let shown = move || finder.filtered().with(|f| f.shown);
    let looked_for = move || {
        finder
            .query()
            .with(|q| catalog.with_value(|c| q.describe(c)))
    };
    let choose = move |edit: fn(&mut Query), then: &'static [&'static str]| {
        finder.choose(edit);
        browser::focus_next(None, then);
    };
    let drop_button = move |label: Key, edit: fn(&mut Query), then| {
        let wanted = move || {
            finder.query().with(|q| {
                let dropped = edited(q, edit);
                *q != dropped && !dropped.is_empty()
            })
        };
        let count = move || finder.shown_if(edit);
        move || {
            (wanted() && count() > 0).then(|| {
                view! {
                    <button class="link-button" on:click=move |_| choose(edit, then)>
                        {counted(label, count(), &[])}
                    </button>
                }
            })
        }
    };
    let status_note = move || {
        (finder.query().with(|q| q.status.is_some()) && finder.as_opened())
            .then(|| [" ", say!(status_follows_browser)].concat())
    };
    let nothing = move || {
        view! {
            <PhraseText phrase=Phrase::of(say!(no_series_match), &[("filter", looked_for())]) />
            {status_note}
            {drop_button(Key::clear_search, |q| q.text.clear(), FIRST_SHOWN)}
            {drop_button(Key::any_topic, |q| q.topics.clear(), LEFT)}
            {drop_button(Key::any_status, |q| q.status = None, LEFT)}
        }
    };
    view! {
        <div class="filter-summary" aria-live="polite">
            {move || {
                active
                    .get()
                    .then(|| {
                        view! {
                            <p>
                                {move || match shown() {
                                    0 => nothing().into_any(),
                                    n => {
                                        count!(
                                            showing_series,
                                            total,
                                            shown = number(n),
                                            hidden = number(total - n),
                                        )
                                            .into_any()
                                    }
                                }}
                                <button
                                    class="link-button"
                                    on:click=move |_| choose(|q| *q = Query::default(), FIRST_SHOWN)
                                >
                                    {say!(show_all_series)}
                                </button>
                            </p>
                        }
                    })
            }}
        </div>
    }
}

/// Where the focus goes after a button: the first series shown, or the
/// summary's button that is left (the first series shown once none is).
const FIRST_SHOWN: &[&str] = &[FIRST_SERIES];
const LEFT: &[&str] = &[".filter-summary button", FIRST_SERIES];

fn edited(query: &Query, edit: fn(&mut Query)) -> Query {
    let mut query = query.clone();
    edit(&mut query);
    query
}
