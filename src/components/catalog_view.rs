use std::sync::Arc;

use leptos::prelude::*;

use crate::catalog::Catalog;
use crate::components::{
    AllLists, ContinueReading, FilterSummary, NewParts, Notices, PrintNote, ProgressOverview,
    SearchBox, SeriesCard, StatusFilter, TopicFilter, prerendering, provided,
};
use crate::ids;
use crate::state::{Beside, Finder};

/// The catalog first: what the page has to tell the reader, where to
/// continue (in a slot of fixed height) and what is new (in a line whose
/// room is kept), the filters, then each section that has
/// series, in order (the skip link's target), and the reader's progress
/// with its export and import at the end. Filtering hides cards and
/// sections; it never rebuilds them, so open lists and focus stay as they
/// were.
#[component]
pub fn CatalogView() -> impl IntoView {
    let catalog = provided::<Arc<Catalog>>();
    let finder = provided::<Finder>();
    let busy = prerendering().then_some("true");
    let sections = catalog
        .sections
        .iter()
        .filter(|section| catalog.series_in(section).next().is_some())
        .map(|section| {
            let heading_id = ids::section_title(&section.id);
            let labelled_by = heading_id.clone();
            let members: Vec<usize> = (0..catalog.series.len())
                .filter(|&i| catalog.series[i].section == section.id)
                .collect();
            let cards = members
                .iter()
                .filter_map(|&index| catalog.at(index))
                .map(|series| view! { <SeriesCard series /> })
                .collect_view();
            let nothing_shown = move || {
                finder
                    .filtered()
                    .with(|f| members.iter().all(|&i| !f.visible[i]))
            };
            view! {
                <section class="section" aria-labelledby=labelled_by hidden=nothing_shown>
                    <h2 id=heading_id>{section.title.clone()}</h2>
                    {cards}
                </section>
            }
        })
        .collect_view();
    view! {
        <Notices beside=Beside::Page />
        <ContinueReading />
        <NewParts />
        // Busy until the app takes over: the search box and the topic and
        // status choices take the reader's input from the first paint,
        // and the filter applies once the app runs.
        <section class="filters" aria-label=say!(find_series) aria-busy=busy>
            <SearchBox />
            <TopicFilter />
            <StatusFilter />
            <FilterSummary />
        </section>
        <AllLists />
        <PrintNote />
        <div id="series-list" class="series-list" tabindex="-1">
            {sections}
        </div>
        <ProgressOverview />
    }
    .into_any()
}
