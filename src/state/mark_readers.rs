//! Those who read marks kept per series and part, told only of the
//! changes they read.

use std::collections::HashMap;

use leptos::prelude::*;

use crate::catalog::Catalog;

/// Those who read marks kept per series and part (the read marks; the
/// stars, notes and follows): per series its own readers (its figures,
/// its Follow) and each part's (its checkbox, star and note), each part's
/// made when it is first read, so a long list never opened costs nothing.
/// A change tells only the readers of what it touched.
#[derive(Clone, Copy)]
pub struct MarkReaders(StoredValue<HashMap<String, Listeners>>);

struct Listeners {
    series: ArcTrigger,
    parts: HashMap<String, ArcTrigger>,
}

/// What a change touched.
pub enum Touched<'a> {
    /// A part (series and part ids), and so its series.
    Part(&'a str, &'a str),
    /// A series and every part of it.
    Series(&'a str),
    Everything,
}

impl MarkReaders {
    pub fn new(catalog: &Catalog) -> MarkReaders {
        let series = catalog.series.iter().map(|s| {
            let listeners = Listeners {
                series: ArcTrigger::new(),
                parts: HashMap::new(),
            };
            (s.id.clone(), listeners)
        });
        MarkReaders(StoredValue::new(series.collect()))
    }

    /// The caller re-runs when a mark of this part changes (with
    /// `Touched::Part`), or of this series (`Touched::Series`).
    pub fn track(&self, read: Touched) {
        let trigger = self.0.try_update_value(|all| match read {
            Touched::Part(series, part) => {
                let listeners = all.get_mut(series)?;
                Some(listeners.parts.entry(part.to_string()).or_default().clone())
            }
            Touched::Series(series) => all.get(series).map(|l| l.series.clone()),
            Touched::Everything => None,
        });
        if let Some(trigger) = trigger.flatten() {
            trigger.track();
        }
    }

    /// Tells those who read what a change touched that it changed.
    pub fn notify(&self, touched: Touched) {
        self.0.with_value(|all| {
            let notify_series = |listeners: &Listeners, part: Option<&str>| {
                listeners.series.notify();
                match part {
                    Some(part) => listeners
                        .parts
                        .get(part)
                        .into_iter()
                        .for_each(ArcTrigger::notify),
                    None => listeners.parts.values().for_each(ArcTrigger::notify),
                }
            };
            match touched {
                Touched::Part(series, part) => all
                    .get(series)
                    .into_iter()
                    .for_each(|l| notify_series(l, Some(part))),
                Touched::Series(series) => all
                    .get(series)
                    .into_iter()
                    .for_each(|l| notify_series(l, None)),
                Touched::Everything => all.values().for_each(|l| notify_series(l, None)),
            }
        });
    }
}
