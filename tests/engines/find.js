// Finding an element as a reader does, by its role and its name, in any
// engine: the function runs in the page (tests/engines/engines.js sends
// it). The roles and names the cross-engine specs use, computed as the
// accessibility tree has them for this page: a name is aria-label, else
// the text of aria-labelledby, else the label of a field, else the text.

/**
 * The first shown element of `role` whose name is `name`: a string (the
 * whole name, blanks folded) or `{ source, flags }`, a regular
 * expression's. Null when none is shown.
 */
export function FIND(role, name) {
  const SELECTORS = {
    button: 'button, [role=button], input[type=button], input[type=submit]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    combobox: 'select',
    dialog: 'dialog, [role=dialog]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    link: 'a[href]',
    radio: 'input[type=radio], [role=radio]',
    searchbox: 'input[type=search], [role=searchbox]',
    status: '[role=status], output',
    summary: 'summary',
    textbox: 'textarea, input:not([type]), input[type=text], input[type=url], [role=textbox]',
  };
  const fold = (text) => text.replace(/\s+/g, ' ').trim();
  const textOf = (element) => fold(element.textContent);
  const nameOf = (element) => {
    if (element.hasAttribute('aria-label')) return fold(element.getAttribute('aria-label'));
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return fold(labelledBy.split(/\s+/).map((id) => textOf(document.getElementById(id) ?? document.createElement('i'))).join(' '));
    }
    if (element.labels && element.labels.length > 0) return fold([...element.labels].map(textOf).join(' '));
    if (element.tagName === 'INPUT') return fold(element.getAttribute('placeholder') ?? element.value ?? '');
    return textOf(element);
  };
  const matches = typeof name === 'string' ? (text) => text === name : (text) => new RegExp(name.source, name.flags).test(text);
  const shown = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const selector = SELECTORS[role];
  if (!selector) throw new Error(`find.js knows no role ${role}`);
  return [...document.querySelectorAll(selector)].find((element) => shown(element) && matches(nameOf(element))) ?? null;
}

/** A name as the page's FIND takes it: a RegExp becomes its source and flags. */
export const nameForPage = (name) => (name instanceof RegExp ? { source: name.source, flags: name.flags } : name);
