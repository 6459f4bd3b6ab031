use leptos::prelude::*;

/// The button that opens every list, for a control that leads to it.
pub const OPEN_ALL: &str = "[data-all-lists=open]";

/// {say!(open_all_lists)} and {say!(close_all_lists)}, for the series shown. The
/// page's start-up script handles them (`data-all-lists`), so they work
/// from the first paint, before and without the app; the app follows the
/// lists' own toggles. Without JavaScript they do not show.
#[component]
pub fn AllLists() -> impl IntoView {
    view! {
        <div class="all-lists">
            <button type="button" data-all-lists="open">
                {say!(open_all_lists)}
            </button>
            <button type="button" data-all-lists="close">
                {say!(close_all_lists)}
            </button>
        </div>
    }
}
