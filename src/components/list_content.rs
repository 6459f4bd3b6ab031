use leptos::prelude::*;

use crate::catalog::{PartAt, SeriesAt};
use crate::components::{BackFromPart, GoToPart, ListActions, PartList, provided};
use crate::kept::progress::SeriesStatus;
use crate::state::{BackFrom, Marks};

/// What an open reading list shows under its summary: the parts of
/// `series`, and under them the
/// buttons that mark or reset the whole series (it stands at `status`)
/// beside where to go on: the next unread part, or, once the reader is
/// back from a part's article, that part and the one after it. Its card
/// builds it the first time the list opens.
#[component]
pub fn ListContent(series: SeriesAt, status: Memo<SeriesStatus>) -> impl IntoView {
    let marks = provided::<Marks>();
    let back_from = provided::<BackFrom>().in_series(series.clone());
    let next = {
        let series = series.clone();
        Memo::new(move |_| {
            if status.get() != SeriesStatus::InProgress {
                return None;
            }
            let next = marks.with_series(&series.id, |p| Some(p.next_unread(&series)?.id.clone()));
            PartAt::find(series.clone(), &next?)
        })
    };
    view! {
        <PartList series=series.clone() />
        <ListActions series=series.series.clone() status>
            {move || match back_from.get() {
                Some(part) => view! { <BackFromPart part /> }.into_any(),
                None => view! { <GoToPart target=next template=say!(next_part) /> }.into_any(),
            }}
        </ListActions>
    }
}
