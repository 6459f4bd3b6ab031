//! Finding series: the filter (as in the address bar), what it shows, and
//! the counts its choices would show.

use std::collections::BTreeSet;
use std::ops::Range;
use std::sync::Arc;

use leptos::prelude::*;

use crate::browser;
use crate::catalog::{Catalog, Series, SeriesAt};
use crate::finding::query::{Query, StatusChoice};
use crate::finding::search::{
    Filtered, FoldedNotes, Marked, SearchIndex, Standing, Text, TextKeys,
};
use crate::state::{Marks, OwnMarks, PerKey, SeenParts};

#[derive(Clone, Copy)]
pub struct Finder {
    catalog: StoredValue<Arc<Catalog>>,
    query: ReadSignal<Query>,
    set_query: WriteSignal<Query>,
    /// The chosen topics: a keystroke does not change them.
    topics: Memo<BTreeSet<String>>,
    /// Where the reader stands in each series.
    standings: Memo<Vec<Standing>>,
    filtered: Memo<Filtered>,
    /// Per series, in catalog order, whether the query shows it.
    visible: PerKey<bool>,
    /// The cards on or near the screen, by their places among those the
    /// query shows, in page order: the search marks its words and names
    /// the matching parts there only, so a keystroke that shows a thousand
    /// series renders the marks of the few a reader can see, and the others
    /// get theirs as they come near. Until the browser says, the first cards.
    near: RwSignal<Range<usize>>,
    /// Per series that shows near the screen, its parts whose titles (or
    /// the reader's notes on them) hold the search's words, each with
    /// whether its note does; its starred parts under Starred alone.
    matching: PerKey<Vec<(usize, bool)>>,
    /// Whether the filter is Starred without words: the parts named under
    /// the cards are the starred ones.
    starred_named: Memo<bool>,
    /// Per text, what the search marks in it. A keystroke re-renders only
    /// the texts whose marks change: a memo per text that read the words
    /// would re-run for every text on the page, and make the words'
    /// subscribers a set of thousands, which every re-run leaves and joins
    /// again.
    marked: PerKey<Marked>,
    text_keys: StoredValue<TextKeys>,
    index: StoredValue<Arc<SearchIndex>>,
    /// The query the page was opened with (from its address).
    opened_with: StoredValue<Query>,
    /// What the last change of the query was, when it was one that a next
    /// change of the same kind replaces in the history.
    last_change: StoredValue<Option<Change>>,
}

/// How many cards are near the screen before the browser says: a screen
/// and more of them, from the top.
const FIRST_NEAR: usize = 12;

/// Changes of the query that come in runs: keystrokes in search, arrow
/// keys across the status choices. A run is one history entry.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Change {
    Typing,
    Status,
}

impl Finder {
    /// No filter: every series shows.
    pub fn new(catalog: Arc<Catalog>, marks: Marks, own: OwnMarks, seen: SeenParts) -> Finder {
        let (query, set_query) = signal(Query::default());
        let index = Arc::new(SearchIndex::new(&catalog));
        let standings = {
            let catalog = catalog.clone();
            let new = seen.new_per_series();
            Memo::new(move |_| {
                marks.with_all(|p| {
                    own.with_flags(|own| {
                        new.with(|new| {
                            let standing = |(s, new): (&Arc<Series>, &usize)| {
                                let following = own.is_followed(&s.id);
                                Standing {
                                    status: p.status(s),
                                    new: *new > 0,
                                    starred: !own.starred_in(s).is_empty(),
                                    following,
                                }
                            };
                            catalog
                                .series
                                .iter()
                                .zip(new)
                                .map(standing)
                                .collect::<Vec<_>>()
                        })
                    })
                })
            })
        };
        // The reader's notes are folded for the search while it has words
        // (a few, again at each key), and not read without: a key typed in
        // a note then re-runs nothing here.
        let filtered = {
            let (index, catalog) = (index.clone(), catalog.clone());
            Memo::new(move |_| {
                query.with(|q| {
                    let notes = match q.words().is_empty() {
                        true => FoldedNotes::default(),
                        false => own.with_notes(|own| FoldedNotes::of(&catalog, own)),
                    };
                    standings.with(|s| index.filter(q, s, &notes))
                })
            })
        };
        let visible = PerKey::new(move || filtered.with(|f| f.visible.clone()));
        let near = RwSignal::new(0..FIRST_NEAR);
        let page_order = catalog.page_order();
        let starred_named = Memo::new(move |_| query.with(Query::names_starred));
        let matching = {
            let (index, page_order) = (index.clone(), page_order.clone());
            let catalog = catalog.clone();
            PerKey::new(move || {
                let starred = starred_named.get();
                filtered.with(|f| {
                    let matching = |(series, shown): (usize, bool)| match (shown, starred) {
                        (false, _) => Vec::new(),
                        (true, true) => own.with_flags(|own| {
                            let parts = own.starred_in(&catalog.series[series]);
                            parts.into_iter().map(|part| (part, false)).collect()
                        }),
                        (true, false) => index.matching_parts(series, &f.words, &f.notes),
                    };
                    let shown = f.shown_near(&near.get(), &page_order);
                    shown.into_iter().enumerate().map(matching).collect()
                })
            })
        };
        let text_keys = TextKeys::new(&catalog);
        let marked = {
            let (catalog, index) = (catalog.clone(), index.clone());
            PerKey::new(move || {
                filtered.with(|f| {
                    let shown = f.shown_near(&near.get(), &page_order);
                    index.marked_texts(&catalog, &f.words, &shown)
                })
            })
        };
        Finder {
            catalog: StoredValue::new(catalog),
            query,
            set_query,
            topics: Memo::new(move |_| query.with(|q| q.topics.clone())),
            standings,
            filtered,
            visible,
            near,
            matching,
            starred_named,
            marked,
            text_keys: StoredValue::new(text_keys),
            index: StoredValue::new(index),
            opened_with: StoredValue::new(Query::default()),
            last_change: StoredValue::new(None),
        }
    }

    /// Takes the filter from the address, and follows Back and Forward.
    #[cfg(browser)]
    pub fn follow_address(self) {
        let from_address = move || {
            self.catalog
                .with_value(|c| Query::from_search(&browser::current_search(), c))
        };
        let opened_with = from_address();
        self.opened_with.set_value(opened_with.clone());
        self.set_query.set(opened_with);
        self.catch_up();
        let handle = window_event_listener_untyped("popstate", move |_| {
            self.last_change.set_value(None);
            self.set_query.set(from_address());
            self.find_near_next_frame();
        });
        on_cleanup(move || handle.remove());
    }

    /// Follows the cards near the screen as the reader scrolls (and moves
    /// the page with the keyboard, or the browser scrolls it).
    #[cfg(browser)]
    pub fn follow_scrolling(self) {
        let handle = window_event_listener_untyped("scroll", move |_| self.find_near());
        on_cleanup(move || handle.remove());
    }

    /// Which cards are near the screen, once a change has shown, hidden or
    /// moved them (the query's, a list closed): in the next frame, before
    /// it is painted, so the cards that came near show their marks in the
    /// frame they show in.
    pub fn find_near_next_frame(self) {
        request_animation_frame(move || self.find_near());
    }

    /// Which cards are near the screen now.
    pub fn find_near(self) {
        if let Some(near) = browser::cards_near_screen()
            && near != self.near.get_untracked()
        {
            self.near.set(near);
        }
    }

    pub fn query(&self) -> ReadSignal<Query> {
        self.query
    }

    /// Whether the query is the one the page was opened with: perhaps a
    /// shared address's, rather than one the reader chose here.
    pub fn as_opened(&self) -> bool {
        self.query
            .with(|q| self.opened_with.with_value(|opened| q == opened))
    }

    pub fn topics(&self) -> Memo<BTreeSet<String>> {
        self.topics
    }

    /// What the query shows, and the counts its choices would show.
    pub fn filtered(&self) -> Memo<Filtered> {
        self.filtered
    }

    /// How many series the query would show changed by `edit`: what
    /// dropping one of its filters would bring back.
    pub fn shown_if(&self, edit: impl FnOnce(&mut Query)) -> usize {
        let mut query = self.query.get();
        edit(&mut query);
        // It drops a filter, never adds words: the notes searched now do.
        let notes = self.filtered.with(|f| f.notes.clone());
        self.standings.with(|s| {
            self.index
                .with_value(|index| index.filter(&query, s, &notes).shown)
        })
    }

    /// Whether the query shows a series.
    pub fn visible(&self, series: &SeriesAt) -> Signal<bool> {
        self.visible.get(series.index)
    }

    /// The parts of a series whose titles (or notes) hold the search's
    /// words, each with whether its note does; its starred parts where
    /// the filter is Starred alone ([`Finder::starred_named`]); while it
    /// shows.
    pub fn matching(&self, series: &SeriesAt) -> Signal<Vec<(usize, bool)>> {
        self.matching.get(series.index)
    }

    /// Whether the parts named under the cards are the starred ones.
    pub fn starred_named(&self) -> Memo<bool> {
        self.starred_named
    }

    /// What the search marks in `text`.
    pub fn marked(&self, text: Text) -> Signal<Marked> {
        self.marked
            .get(self.text_keys.with_value(|keys| keys.key(text)))
    }

    pub fn index(&self) -> Arc<SearchIndex> {
        self.index.get_value()
    }

    /// A new view: topics, status, or clearing every filter. Adds a
    /// history entry, so Back returns to the view before.
    pub fn choose(&self, edit: impl FnOnce(&mut Query)) {
        self.change(None, edit);
    }

    /// Typing in search: the first keystroke adds a history entry, the
    /// next ones replace it, so Back leaves the search in one step.
    pub fn type_search(&self, text: String) {
        self.change(Some(Change::Typing), |q| q.text = text);
    }

    /// What the reader chose on the page before the app took it over: the
    /// topics (by their place in the catalog) join the address's, a status
    /// (by its place in [`StatusChoice::ALL`]) takes the place of its own,
    /// and the words typed in search; as if chosen now (in the address too,
    /// one history entry), and shown before the first render rather than
    /// in the effects after it.
    pub fn adopt(self, topics: &[usize], status: Option<usize>, typed: Option<String>) {
        let topics: Vec<String> = self.catalog.with_value(|c| {
            let id = |&at: &usize| Some(c.topics.get(at)?.id.clone());
            topics.iter().filter_map(id).collect()
        });
        let status = status.and_then(|at| StatusChoice::ALL.get(at).copied());
        let chosen = !topics.is_empty() || status.is_some();
        if !chosen && typed.is_none() {
            return;
        }
        // Words alone are a search being typed: the next keystroke goes on
        // in the same history entry.
        self.change((!chosen).then_some(Change::Typing), |q| {
            q.topics.extend(topics);
            q.status = status.or(q.status);
            if let Some(text) = typed {
                q.text = text;
            }
        });
        self.catch_up();
    }

    /// A status choice: moving across the choices with the arrow keys is
    /// one history entry, not one per choice passed.
    pub fn choose_status(&self, choice: Option<StatusChoice>) {
        self.change(Some(Change::Status), |q| q.status = choice);
    }

    fn change(&self, kind: Option<Change>, edit: impl FnOnce(&mut Query)) {
        let new_entry = kind.is_none() || self.last_change.get_value() != kind;
        self.last_change.set_value(kind);
        self.set_query.update(edit);
        self.show_query(new_entry);
        self.find_near_next_frame();
    }

    /// What the query shows, now rather than after this task: for a first
    /// render that must already show it.
    fn catch_up(&self) {
        self.visible.catch_up();
        self.matching.catch_up();
        self.marked.catch_up();
    }

    fn show_query(&self, new_entry: bool) {
        let search = self
            .query
            .with_untracked(|q| self.catalog.with_value(|c| q.to_search(c)));
        browser::show_search(&search, new_entry);
    }
}
