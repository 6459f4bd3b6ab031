use leptos::prelude::*;

use crate::markup::runs_html;
use crate::search::Marked;
use crate::words::styled;

/// A catalog text as the `inner_html` of the element that shows it: its
/// emphasis (`*word*`) and the search's words marked where `marked` says
/// the search marks something in it. It changes only when what is marked
/// in the text does. One string rather than a view per run: the text's
/// element takes it whole, with no view code per kind of run.
pub fn highlighted(text: String, marked: Signal<Marked>) -> impl Fn() -> String + Send + Sync {
    move || marked.with(|marked| runs_html(marked.as_deref().unwrap_or(&styled(&text, &[]))))
}
