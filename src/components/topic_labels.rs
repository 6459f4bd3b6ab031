use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::{Catalog, Series};
use crate::components::provided;

/// The series' own topics, by their labels.
#[component]
pub fn TopicLabels(series: Arc<Series>) -> impl IntoView {
    let catalog = provided::<Arc<Catalog>>();
    let labels: Vec<String> = series
        .topics
        .iter()
        .filter_map(|id| catalog.topics.iter().find(|t| &t.id == id))
        .map(|topic| topic.label.clone())
        .collect();
    (!labels.is_empty()).then(|| {
        view! {
            <ul class="topic-labels" aria-label=say!(topics)>
                {labels.into_iter().map(|label| view! { <li>{label}</li> }).collect_view()}
            </ul>
        }
    })
}
