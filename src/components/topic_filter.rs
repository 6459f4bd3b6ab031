use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::state::{Finder, prerendering};

/// A toggle button per catalog topic, named by its label, with the number
/// of series it would show. Series with any chosen topic match.
#[component]
pub fn TopicFilter() -> impl IntoView {
    let finder = expect_context::<Finder>();
    let inert = prerendering();
    let buttons = expect_context::<Arc<Catalog>>()
        .topics
        .iter()
        .enumerate()
        .map(|(i, topic)| {
            let id = topic.id.clone();
            let count_id = format!("topic-count-{}", topic.id);
            let described_by = count_id.clone();
            let pressed = {
                let id = id.clone();
                move || finder.query().with(|q| q.topics.contains(&id)).to_string()
            };
            let count = move || {
                finder
                    .filtered()
                    .with(|f| f.topic_counts.get(i).copied().unwrap_or(0))
            };
            view! {
                <button
                    class="topic"
                    aria-pressed=pressed
                    aria-describedby=described_by
                    disabled=inert
                    on:click=move |_| {
                        finder
                            .choose(|q| {
                                if !q.topics.remove(&id) {
                                    q.topics.insert(id.clone());
                                }
                            })
                    }
                >
                    {topic.label.clone()}
                    <span class="facet-count" id=count_id aria-hidden="true">
                        {count}
                        <span class="visually-hidden">" series"</span>
                    </span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="topics" role="group" aria-labelledby="topics-label">
            <span id="topics-label" class="filter-label">"Topics"</span>
            {buttons}
        </div>
    }
    .into_any()
}
