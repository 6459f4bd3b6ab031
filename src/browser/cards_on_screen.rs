//! Which of the catalog's cards are on or near the screen.

use std::ops::Range;

use super::dom::{find_all, root};

/// The cards the page shows that are on the screen or within a screen of
/// it, by their places among those it shows (one under the other, in
/// page order: a binary search finds the first, so a thousand cards cost
/// a few lookups); None without a page.
pub fn cards_near_screen() -> Option<Range<usize>> {
    let root = root()?;
    let screen = f64::from(root.client_height());
    let cards = find_all(&root, "#catalog article.series:not([hidden])");
    let first = cards.partition_point(|card| card.get_bounding_client_rect().bottom() < -screen);
    let near = cards[first..]
        .iter()
        .take_while(|card| card.get_bounding_client_rect().top() < 2.0 * screen)
        .count();
    Some(first..first + near)
}
