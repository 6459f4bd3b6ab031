// Run in the page (end-to-end and cross-engine tests alike): types
// `words` into the search, scrolls the shown card at `card` (from the end
// when negative) into view, or closes the reading list of the shown card
// at `close`; then, in the frame after (after the list's toggle event),
// says how many shown cards are on the screen and the titles of those
// with nothing the search marked.
export function markedOnScreen({ words, card, close }) {
  return new Promise((resolve) => {
    const shown = () => [...document.querySelectorAll('#catalog article.series:not([hidden])')];
    const report = () =>
      requestAnimationFrame(() => {
        const cards = shown().filter((card) => {
          const box = card.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        });
        resolve({ cards: cards.length, unmarked: cards.filter((card) => !card.querySelector('mark')).map((card) => card.querySelector('h3').textContent) });
      });
    if (close !== undefined) {
      const list = /** @type {HTMLDetailsElement} */ (shown().at(close).querySelector('details'));
      list.addEventListener('toggle', report, { once: true });
      list.querySelector('summary').click();
      return;
    }
    if (words === undefined) shown().at(card).scrollIntoView();
    else {
      const search = /** @type {HTMLInputElement} */ (document.getElementById('search'));
      search.value = words;
      search.dispatchEvent(new Event('input', { bubbles: true }));
    }
    report();
  });
}
