//! The reader's state in the browser: the catalog, their progress and the
//! parts they have seen, kept in signals and in localStorage, and the
//! messages the page shows about them. Components reach it by context.

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use leptos::prelude::*;

use crate::browser;
use crate::catalog::{Catalog, Series};
use crate::progress::{MergeReport, PROGRESS_KEY, Progress, SEEN_KEY, Seen, SeriesStatus};
use crate::query::{Filtered, Query, SearchIndex};
use crate::storage::{BrowserStorage, Notice, Store};

/// Something the page tells the reader, until they dismiss it.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    Storage(Notice),
    Imported {
        file: String,
        report: MergeReport,
    },
    NotImported {
        file: String,
        why: String,
    },
    /// A series was reset; the marks it removed, so it can be undone.
    Reset {
        series: String,
        title: String,
        marks: Vec<(String, String)>,
    },
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Message::Storage(notice) => notice.fmt(f),
            Message::Imported { file, report } => {
                write!(f, "Imported \u{201c}{file}\u{201d}: {report}")
            }
            Message::NotImported { file, why } => write!(
                f,
                "\u{201c}{file}\u{201d} was not imported: {why}. Nothing was changed."
            ),
            Message::Reset { title, marks, .. } => {
                let parts = if marks.len() == 1 { "part" } else { "parts" };
                write!(
                    f,
                    "Progress of \u{201c}{title}\u{201d} was reset: {} {parts} marked unread.",
                    marks.len()
                )
            }
        }
    }
}

/// What the page keeps per series.
#[derive(Clone, Copy)]
struct SeriesState {
    /// Whether its reading list is open.
    expanded: RwSignal<bool>,
    /// Notified when a mark of this series changes.
    marks: Trigger,
}

/// Progress is one document, but a change tells only the series it touched
/// (and the few figures over the whole catalog): marking one part re-runs
/// that series' derived values, not every card's, however large the
/// catalog.
#[derive(Clone, Copy)]
pub struct Reader {
    catalog: StoredValue<Arc<Catalog>>,
    progress: StoredValue<Progress>,
    /// Notified when any mark changes.
    any_mark: Trigger,
    series: StoredValue<HashMap<String, SeriesState>>,
    /// The filter, as in the address bar.
    pub query: RwSignal<Query>,
    /// The folded words of the query's text, for highlighting.
    pub words: Memo<Vec<String>>,
    /// What the query shows, and the counts its choices would show.
    pub filtered: Memo<Filtered>,
    /// Per series, in catalog order, whether the query shows it: set only
    /// where it changed, so a keystroke touches the cards it shows or
    /// hides, not all of them.
    visible: StoredValue<Vec<RwSignal<bool>>>,
    index: StoredValue<Arc<SearchIndex>>,
    /// Whether the last change of the query was typing in search.
    typing: StoredValue<bool>,
    /// Messages with an id each, oldest first.
    pub messages: RwSignal<Vec<(u32, Message)>>,
    next_message: StoredValue<u32>,
    /// What had been seen before this visit (None on a first visit, or
    /// without storage): parts not in it are "New" all through the visit.
    seen_before: StoredValue<Option<Seen>>,
    seen: StoredValue<Seen>,
    store: StoredValue<Store<BrowserStorage>, LocalStorage>,
    asked_to_keep: StoredValue<bool>,
}

impl Reader {
    /// Reads what this browser kept for the reader and starts following
    /// changes other tabs make.
    pub fn open(catalog: Arc<Catalog>) -> Reader {
        let now = browser::now();
        let (mut store, mut notices) = {
            let (store, notice) = Store::new(BrowserStorage::open());
            (store, Vec::from_iter(notice))
        };
        let (progress, notice) = store.load(
            PROGRESS_KEY,
            "reading progress",
            Progress::from_stored,
            &now,
        );
        notices.extend(notice);
        let (seen_before, notice) = store.load(
            SEEN_KEY,
            "list of parts you have seen",
            Seen::from_stored,
            &now,
        );
        notices.extend(notice);
        let seen = seen_before.clone().unwrap_or_else(|| {
            // A first visit has seen everything: nothing is "New" yet.
            let everything = Seen::everything_in(&catalog);
            notices.extend(store.save(SEEN_KEY, &everything.to_stored()));
            everything
        });
        let series = catalog
            .series
            .iter()
            .map(|s| {
                let state = SeriesState {
                    expanded: RwSignal::new(false),
                    marks: Trigger::new(),
                };
                (s.id.clone(), state)
            })
            .collect();
        let messages: Vec<_> = notices.into_iter().map(Message::Storage).collect();

        let progress = StoredValue::new(progress.unwrap_or_default());
        let any_mark = Trigger::new();
        let query = RwSignal::new(Query::from_search(&browser::current_search(), &catalog));
        let index = Arc::new(SearchIndex::new(&catalog));
        let statuses = {
            let catalog = catalog.clone();
            Memo::new(move |_| {
                any_mark.track();
                progress.with_value(|p| {
                    catalog
                        .series
                        .iter()
                        .map(|s| p.status(s))
                        .collect::<Vec<SeriesStatus>>()
                })
            })
        };
        let filtered = {
            let index = index.clone();
            Memo::new(move |_| query.with(|q| statuses.with(|s| index.filter(q, s))))
        };

        let visible: Vec<_> =
            filtered.with_untracked(|f| f.visible.iter().map(|&v| RwSignal::new(v)).collect());
        let visible = StoredValue::new(visible);
        Effect::new(move |_| {
            filtered.with(|f| {
                visible.with_value(|cards| {
                    for (card, &shown) in cards.iter().zip(&f.visible) {
                        if card.get_untracked() != shown {
                            card.set(shown);
                        }
                    }
                })
            })
        });

        let reader = Reader {
            catalog: StoredValue::new(catalog),
            progress,
            any_mark,
            series: StoredValue::new(series),
            query,
            words: Memo::new(move |_| query.with(Query::words)),
            filtered,
            visible,
            index: StoredValue::new(index),
            typing: StoredValue::new(false),
            next_message: StoredValue::new(messages.len() as u32),
            messages: RwSignal::new((0..).zip(messages).collect()),
            seen_before: StoredValue::new(seen_before),
            seen: StoredValue::new(seen),
            store: StoredValue::new_local(store),
            asked_to_keep: StoredValue::new(false),
        };
        reader.follow_other_tabs();
        reader.follow_history();
        reader
    }

    /// Back and Forward restore the view their address describes.
    fn follow_history(self) {
        let handle = window_event_listener(leptos::ev::popstate, move |_| {
            let query = Query::from_search(&browser::current_search(), &self.catalog());
            self.typing.set_value(false);
            self.query.set(query);
        });
        on_cleanup(move || handle.remove());
    }

    /// Whether the query shows the series at `index` in the catalog.
    pub fn visible(&self, index: usize) -> Signal<bool> {
        self.visible
            .with_value(|cards| cards.get(index).copied())
            .map_or_else(|| Signal::from(true), Signal::from)
    }

    pub fn index(&self) -> Arc<SearchIndex> {
        self.index.get_value()
    }

    /// A new view: topics, status, or clearing every filter. Adds a
    /// history entry, so Back returns to the view before.
    pub fn choose(&self, edit: impl FnOnce(&mut Query)) {
        self.typing.set_value(false);
        self.query.update(edit);
        self.show_query(true);
    }

    /// Typing in search: the first keystroke adds a history entry, the
    /// next ones replace it, so Back leaves the search in one step.
    pub fn type_search(&self, text: String) {
        let new_entry = !self.typing.get_value();
        self.typing.set_value(true);
        self.query.update(|q| q.text = text);
        self.show_query(new_entry);
    }

    fn show_query(&self, new_entry: bool) {
        let search = self
            .query
            .with_untracked(|q| self.catalog.with_value(|c| q.to_search(c)));
        browser::show_search(&search, new_entry);
    }

    fn follow_other_tabs(self) {
        let handle = window_event_listener(leptos::ev::storage, move |event| {
            if event.key().as_deref() != Some(PROGRESS_KEY) {
                return;
            }
            if let Some(Ok(progress)) = event.new_value().map(|text| Progress::from_stored(&text)) {
                self.progress.set_value(progress);
                self.notify(None);
            }
        });
        on_cleanup(move || handle.remove());
    }

    pub fn catalog(&self) -> Arc<Catalog> {
        self.catalog.get_value()
    }

    pub fn is_new(&self, series: &str, part: &str) -> bool {
        self.seen_before
            .with_value(|seen| seen.as_ref().is_some_and(|s| !s.contains(series, part)))
    }

    fn state(&self, series: &str) -> Option<SeriesState> {
        self.series.with_value(|all| all.get(series).copied())
    }

    /// Whether a series' reading list is open.
    pub fn expanded(&self, series: &str) -> RwSignal<bool> {
        self.state(series)
            .map(|s| s.expanded)
            .unwrap_or_else(|| RwSignal::new(false))
    }

    /// Reads progress for one series: the caller re-runs when a mark of
    /// that series changes.
    pub fn with_marks<R>(&self, series: &str, read: impl FnOnce(&Progress) -> R) -> R {
        if let Some(state) = self.state(series) {
            state.marks.track();
        }
        self.progress.with_value(read)
    }

    /// Reads progress over the whole catalog: the caller re-runs on any
    /// change of a mark.
    pub fn with_all_marks<R>(&self, read: impl FnOnce(&Progress) -> R) -> R {
        self.any_mark.track();
        self.progress.with_value(read)
    }

    pub fn toggle_list(&self, series: &Series) {
        let expanded = self.expanded(&series.id);
        expanded.update(|open| *open = !*open);
        if expanded.get_untracked() {
            self.see(series);
        }
    }

    /// Opens the part's reading list and moves focus to the part.
    pub fn go_to(&self, series: &str, part: &str) {
        if let Some(series) = self.catalog().series.iter().find(|s| s.id == series) {
            self.expanded(&series.id).set(true);
            self.see(series);
        }
        browser::focus_after_render(crate::components::part_checkbox_id(series, part));
    }

    /// The parts of an open reading list are seen: next visit they are not
    /// "New" any more (this visit they keep the mark).
    fn see(&self, series: &Series) {
        if self.seen.try_update_value(|seen| seen.see_series(series)) == Some(true) {
            let text = self.seen.with_value(Seen::to_stored);
            self.save(SEEN_KEY, &text);
        }
    }

    pub fn set_read(&self, series: &str, part: &str, read: bool) {
        let now = browser::now();
        self.change(Some(series), |progress| match read {
            true => progress.mark_read(series, part, &now),
            false => progress.unmark(series, part),
        });
    }

    pub fn mark_all_read(&self, series: &Series) {
        let now = browser::now();
        self.change(Some(&series.id), |progress| {
            progress.mark_all_read(series, &now)
        });
    }

    pub fn reset(&self, series: &Series) {
        let marks = self
            .change(Some(&series.id), |progress| progress.reset(series))
            .unwrap_or_default();
        if !marks.is_empty() {
            self.tell(Message::Reset {
                series: series.id.clone(),
                title: series.title.clone(),
                marks,
            });
        }
    }

    /// Takes back a reset, and its message.
    pub fn undo(&self, id: u32) {
        let Some(Message::Reset { series, marks, .. }) = self.dismiss(id) else {
            return;
        };
        self.change(Some(&series), |progress| progress.restore(&series, &marks));
    }

    /// The export file, and the name to save it under.
    pub fn export(&self) -> (String, String) {
        let now = browser::now();
        let name = format!("learning-series-progress-{}.json", &now[..10]);
        (name, self.progress.with_value(|p| p.to_export(&now)))
    }

    /// Merges an export file into the reader's progress and says what it did.
    pub fn import(&self, file: String, text: &str) {
        match Progress::from_export(text) {
            Ok(imported) => {
                if let Some(report) = self.change(None, |progress| progress.merge(imported)) {
                    self.tell(Message::Imported { file, report });
                }
            }
            Err(error) => self.import_failed(file, &error),
        }
    }

    pub fn import_failed(&self, file: String, why: &dyn fmt::Display) {
        self.tell(Message::NotImported {
            file,
            why: why.to_string(),
        });
    }

    pub fn dismiss(&self, id: u32) -> Option<Message> {
        let mut removed = None;
        self.messages.update(|messages| {
            if let Some(at) = messages.iter().position(|(i, _)| *i == id) {
                removed = Some(messages.remove(at).1);
            }
        });
        removed
    }

    fn tell(&self, message: Message) {
        let id = self.next_message.get_value();
        self.next_message.set_value(id + 1);
        self.messages
            .update(|messages| messages.push((id, message)));
    }

    /// Tells those who read the marks of `series` (every series for None)
    /// and of the whole catalog that they changed.
    fn notify(&self, series: Option<&str>) {
        match series.and_then(|id| self.state(id)) {
            Some(state) => state.marks.notify(),
            None => self
                .series
                .with_value(|all| all.values().for_each(|s| s.marks.notify())),
        }
        self.any_mark.notify();
    }

    /// Changes progress (of one series, or of any for None), saves it, and
    /// on the first change of a visit asks the browser to keep the data.
    /// None once the page is gone.
    fn change<R>(&self, series: Option<&str>, edit: impl FnOnce(&mut Progress) -> R) -> Option<R> {
        let result = self.progress.try_update_value(edit)?;
        self.notify(series);
        let text = self.progress.with_value(Progress::to_stored);
        self.save(PROGRESS_KEY, &text);
        if !self.asked_to_keep.get_value() {
            self.asked_to_keep.set_value(true);
            browser::ask_to_keep_storage();
        }
        Some(result)
    }

    fn save(&self, key: &str, text: &str) {
        if let Some(notice) = self
            .store
            .try_update_value(|store| store.save(key, text))
            .flatten()
        {
            self.tell(Message::Storage(notice));
        }
    }
}
