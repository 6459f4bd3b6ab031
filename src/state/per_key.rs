//! A value per key, computed for all keys in one pass, that notifies only
//! the readers of the keys whose value changed.

use std::sync::Arc;

use leptos::prelude::*;

/// A value per key (a position: a series in the catalog, a part in its
/// list), computed for every key at once from reactive sources, where a
/// change of the sources notifies only those who read a key whose value
/// changed. `reactive_graph`'s `Selector` does this for one question ("is
/// this key the selected one?"); this does it for any value per key.
///
/// It is the shape of a search keystroke: one pass over the catalog says
/// which series show, and only the two cards it shows or hides re-render,
/// where a memo per card would run a thousand times and one signal for all
/// would re-render every card.
///
/// The values are computed when it is built, so a first render (and the
/// prerender, where no effect runs) reads them; in the browser an effect
/// computes them again when the sources change. A key costs its value; a
/// trigger is made only for a key that someone reads.
pub struct PerKey<T: Send + Sync + 'static> {
    /// Every key's value, as last computed.
    values: StoredValue<Vec<T>>,
    /// For each key that someone reads, the trigger that tells its readers
    /// of a change.
    readers: StoredValue<Vec<Option<ArcTrigger>>>,
    compute: StoredValue<Arc<dyn Fn() -> Vec<T> + Send + Sync>>,
}

impl<T: Send + Sync + 'static> Clone for PerKey<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for PerKey<T> {}

impl<T: Clone + Default + PartialEq + Send + Sync + 'static> PerKey<T> {
    /// `compute` gives the value of every key, in order of key; it is
    /// re-run when a signal it reads changes.
    pub fn new(compute: impl Fn() -> Vec<T> + Send + Sync + 'static) -> PerKey<T> {
        let values = untrack(&compute);
        let per_key = PerKey {
            readers: StoredValue::new(vec![None; values.len()]),
            values: StoredValue::new(values),
            compute: StoredValue::new(Arc::new(compute)),
        };
        Effect::new(move |_| per_key.update());
        per_key
    }

    /// The value of `key`, which changes only when that key's value does.
    /// A key past the last has the default value.
    pub fn get(&self, key: usize) -> Signal<T> {
        let readers = self
            .readers
            .try_update_value(|readers| Some(readers.get_mut(key)?.get_or_insert_default().clone()))
            .flatten();
        let values = self.values;
        Signal::derive(move || {
            if let Some(readers) = &readers {
                readers.track();
            }
            values
                .try_with_value(|values| values.get(key).cloned())
                .flatten()
                .unwrap_or_default()
        })
    }

    /// Computes the values now, rather than in the effect after this task:
    /// for a first render that must already show what changed the sources.
    pub fn catch_up(&self) {
        untrack(|| self.update());
    }

    /// Computes every value, and tells the readers of each key whose value
    /// changed.
    fn update(&self) {
        let Some(new) = self.compute.try_with_value(|compute| compute()) else {
            return;
        };
        let changed = self.values.with_value(|old| {
            self.readers.with_value(|readers| {
                let mut changed = Vec::new();
                for ((readers, old), new) in readers.iter().zip(old).zip(&new) {
                    if let Some(readers) = readers.as_ref().filter(|_| old != new) {
                        changed.push(readers.clone());
                    }
                }
                changed
            })
        });
        self.values.set_value(new);
        changed.iter().for_each(ArcTrigger::notify);
    }
}
