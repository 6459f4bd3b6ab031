use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::{Facet, provided};
use crate::state::Finder;

/// A checkbox per catalog topic, with the number of series it would show.
/// Series with any chosen topic match.
#[component]
pub fn TopicFilter() -> impl IntoView {
    let finder = provided::<Finder>();
    let facets = provided::<Arc<Catalog>>()
        .topics
        .iter()
        .enumerate()
        .map(|(i, topic)| {
            let id = StoredValue::new(topic.id.clone());
            let chosen = Signal::derive(move || {
                id.with_value(|id| finder.query().with(|q| q.topics.contains(id)))
            });
            let count = Signal::derive(move || {
                finder
                    .filtered()
                    .with(|f| f.topic_counts.get(i).copied().unwrap_or(0))
            });
            let choose = move || {
                finder.choose(|q| {
                    let id = id.get_value();
                    if !q.topics.remove(&id) {
                        q.topics.insert(id);
                    }
                })
            };
            view! {
                <Facet label=topic.label.clone() count chosen group="topic" choose />
            }
        })
        .collect_view();
    view! {
        <div class="facets" role="group" aria-labelledby="topics-label">
            <span id="topics-label" class=class!(filter_label)>{say!(topics)}</span>
            {facets}
        </div>
    }
}
