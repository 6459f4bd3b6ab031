//! The cards' sizes across the takeover. A card given a height (an
//! inline `--height`) is laid out only near the screen (the stylesheet),
//! at that height or the one it was last laid out at, so a keystroke
//! costs the cards on screen and nothing moves when a card comes back.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;
use web_sys::Element;

use super::dom::find_all;

#[wasm_bindgen]
extern "C" {
    /// An element, for its inline style.
    type Styled;
    #[wasm_bindgen(method, getter)]
    fn style(element: &Styled) -> Style;
    type Style;
    /// `style.setProperty` with a number, which the browser writes as the
    /// shortest text that reads back the same: exact, and no number
    /// formatting in the wasm (`format!` cost it 948 bytes).
    #[wasm_bindgen(js_name = setProperty, method)]
    fn set_number(style: &Style, name: &str, value: f64);
}

const CARDS: &str = "article.series";

/// The height of each of `catalog`'s cards, in page order, all measured
/// before the caller changes any (a change between two measures would
/// have the browser lay the page out again for the next: seconds at
/// 1,000 cards).
pub fn card_heights(catalog: &Element) -> Vec<f64> {
    (find_all(catalog, CARDS).iter())
        .map(|card| card.get_bounding_client_rect().height())
        .collect()
}

/// Gives every card of `catalog` (the app's, before anything lays it out)
/// the height in `heights` at its place (the prerendered page's card's),
/// written on it for the stylesheet (`--height`, inline: the style
/// attribute is the stylesheet's mark too): the page's first layout after
/// the takeover then lays out the cards on screen, not every card (300 ms
/// at 1,000 cards on a desktop). Where the page had another number of
/// cards (a newer catalog than the page's), none is given one: each is
/// laid out whole, as on a page without the app.
pub fn give_heights(catalog: &Element, heights: &[f64]) {
    let cards = find_all(catalog, CARDS);
    for (card, &height) in cards
        .iter()
        .zip(heights)
        .take_while(|_| cards.len() == heights.len())
    {
        let style = card.unchecked_ref::<Styled>().style();
        style.set_number("--height", height);
    }
}
