use leptos::prelude::*;

use crate::catalog::SeriesAt;
use crate::catalog::emphasis::plain;
use crate::components::{
    Highlighted, ListContent, MatchingParts, PressToggle, SeriesMeter, TopicLabels, list_summary,
    prerendering, provided, title_link,
};
use crate::finding::search::Text;
use crate::kept::progress::SeriesStatus;
use crate::state::{Finder, Marks, OwnMark, ReadingLists, SeenParts};
use crate::{folders, ids};

/// A series (with its place in the catalog, where the search finds it):
/// its title, Follow and its feed's link, topics, summary and where the
/// reader stands in it, its reading list in a disclosure (`details`: it
/// opens without the app, at first paint, and starts collapsed, so the
/// page is an overview)
/// with, under it, the buttons that mark or reset the whole series and
/// what to read next: the next unread part, or, once the reader is back
/// from a part's article, that part and the one after it (in the open
/// list's row of actions, which the prerendered page has too: it appears
/// at the takeover without moving what is below). A status shows once the
/// series is started; a search names the parts it matched in a closed
/// list.
///
/// The card can take focus (`tabindex="-1"`), for the j and k keys.
#[component]
pub fn SeriesCard(series: SeriesAt) -> impl IntoView {
    #[cfg(not(browser))]
    if crate::components::list_elsewhere(&series) {
        return view! { <crate::components::BriefCard series /> }.into_any();
    }
    let marks = provided::<Marks>();
    let lists = provided::<ReadingLists>();
    let finder = provided::<Finder>();
    let visible = finder.visible(&series);
    let new_count = provided::<SeenParts>().new_in(&series);
    let expanded = lists.is_open(&series);
    let title_id = ids::series_title(&series.id);
    let labelled_by = title_id.clone();
    let total = series.parts.len();

    let read = {
        let series = series.clone();
        Memo::new(move |_| marks.with_series(&series.id, |p| p.read_count(&series)))
    };
    let status = Memo::new(move |_| SeriesStatus::from_counts(read.get(), total));
    let follow = view! {
        <PressToggle
            mark=OwnMark::Follow(series.id.clone())
            name=say!(follow_of, title = plain(&series.title))
        />
    };
    // Its feed, for a feed reader: a plain link, there without the app.
    let feed = view! {
        <a
            class="feed-link"
            href=folders::series_feed(&series.id)
            type="application/atom+xml"
            aria-label=say!(feed_of, title = plain(&series.title))
        >
            {say!(feed)}
        </a>
    };
    let heading = title_link(&series, finder);
    let for_toggle = series.clone();
    // The list's parts and actions, built the first time it opens (or the
    // page prints) and kept: a catalog of closed lists keeps a small page
    // (the prerendered page has them, its lists open at first paint, but
    // for the series a large catalog's page shows brief).
    let printing = lists.printing();
    let opened = Memo::new(move |was: Option<&bool>| {
        was == Some(&true) || prerendering() || expanded.get() || printing.get()
    });
    let list = {
        let series = series.clone();
        move || {
            opened.get().then(|| {
                view! { <ListContent series=series.clone() status /> }
            })
        }
    };
    view! {
        <article
            class="series"
            data-status=move || status.get().id()
            aria-labelledby=labelled_by
            tabindex="-1"
            hidden=move || !visible.get()
        >
            <div class="series-head">
                <h3 id=title_id>{heading}</h3>
                <span class="series-tools">{follow} {feed}</span>
                {move || {
                    (status.get() != SeriesStatus::Unread)
                        .then(|| view! { <span class="status">{move || status.get().label()}</span> })
                }}
            </div>
            <TopicLabels series=series.series.clone() />
            <p class="summary" lang=series.lang.clone()>
                <Highlighted text=series.summary.clone() marked=finder.marked(Text::Summary(series.index)) />
            </p>
            <SeriesMeter series=series.series.clone() read new_count />
            <div class="reading">
                <details
                    class="reading-list"
                    open=move || expanded.get()
                    on:toggle=move |event| {
                        let open = event_target::<web_sys::HtmlDetailsElement>(&event).open();
                        if open != expanded.get_untracked() {
                            lists.set_open(&for_toggle, open);
                        }
                        // A list that closes brings the cards under it up,
                        // perhaps from far below the screen.
                        if !open {
                            finder.find_near_next_frame();
                        }
                    }
                >
                    {list_summary(&series)}
                    {list}
                </details>
            </div>
            <MatchingParts series=series.clone() open=expanded />
        </article>
    }
    .into_any()
}
