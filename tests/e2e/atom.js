// A feed held to what RFC 4287 (Atom 1.0) says a feed must be, parsed by
// the browser's own XML parser: well-formed; the feed and each entry with
// one id (an absolute IRI, each entry's its own), one title and one
// updated date (RFC 3339); an author for the feed, or for every entry;
// at most one alternate link of a type; an entry without content links
// to it; text constructs typed as text, html or xhtml. The tests run it
// over every feed a build writes (kit.spec.js, languages.spec.js).

/**
 * What is wrong with the Atom document at `url` as `page` fetches it,
 * each a sentence naming where; empty when it is a valid feed.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @returns {Promise<string[]>}
 */
export function atomProblems(page, url) {
  return page.evaluate(async (url) => {
    const ATOM = 'http://www.w3.org/2005/Atom';
    const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
    const IRI = /^[a-z][a-z0-9+.-]*:\S+$/i;
    const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
    if (doc.querySelector('parsererror')) return [`${url}: not well-formed XML`];
    const problems = [];
    const children = (element, name) => [...element.children].filter((child) => child.namespaceURI === ATOM && child.localName === name);
    const one = (element, name, where) => {
      const found = children(element, name);
      if (found.length !== 1) problems.push(`${where}: ${found.length} ${name} elements, not one`);
      return found[0];
    };
    const construct = (element, name, where) => {
      for (const text of children(element, name)) {
        const type = text.getAttribute('type');
        if (type !== null && !['text', 'html', 'xhtml'].includes(type)) problems.push(`${where}: ${name} of type ${type}`);
      }
    };
    const common = (element, where) => {
      const id = one(element, 'id', where);
      if (id && !IRI.test(id.textContent ?? '')) problems.push(`${where}: id ${id.textContent} is not an absolute IRI`);
      one(element, 'title', where);
      const updated = one(element, 'updated', where);
      if (updated && !DATE.test(updated.textContent ?? '')) problems.push(`${where}: updated ${updated.textContent} is not an RFC 3339 date`);
      for (const published of children(element, 'published')) {
        if (!DATE.test(published.textContent ?? '')) problems.push(`${where}: published ${published.textContent} is not an RFC 3339 date`);
      }
      for (const name of ['title', 'subtitle', 'summary', 'rights']) construct(element, name, where);
      const alternates = children(element, 'link')
        .filter((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate')
        .map((link) => `${link.getAttribute('type')} ${link.getAttribute('hreflang')}`);
      if (new Set(alternates).size !== alternates.length) problems.push(`${where}: two alternate links of one type`);
      if (children(element, 'link').some((link) => !link.getAttribute('href'))) problems.push(`${where}: a link without href`);
      return { id: id?.textContent, alternates: alternates.length };
    };
    const feed = doc.documentElement;
    if (feed.namespaceURI !== ATOM || feed.localName !== 'feed') return [`${url}: its root is not an Atom feed`];
    common(feed, url);
    const entries = children(feed, 'entry');
    if (!children(feed, 'author').length && entries.some((entry) => !children(entry, 'author').length)) {
      problems.push(`${url}: no author, for the feed or for every entry`);
    }
    const ids = new Set();
    entries.forEach((entry, i) => {
      const where = `${url}: entry ${i + 1}`;
      const { id, alternates } = common(entry, where);
      if (ids.has(id)) problems.push(`${where}: id ${id} is another entry's too`);
      ids.add(id);
      if (!children(entry, 'content').length && !alternates) problems.push(`${where}: no content and no alternate link`);
    });
    return problems;
  }, url);
}
