// Shared by every spec: each test fails if the page panicked, threw, or
// logged an error other than the browser's own note about a failed request.
import { test as base, expect } from '@playwright/test';

export { expect };

const BROWSER_OWN = /^Failed to load resource: /;

/**
 * @typedef {import('@playwright/test').PlaywrightTestArgs & import('@playwright/test').PlaywrightTestOptions} TestArgs
 * @typedef {import('@playwright/test').PlaywrightWorkerArgs & import('@playwright/test').PlaywrightWorkerOptions} WorkerArgs
 */

/** @type {import('@playwright/test').Fixtures<{ expectedConsoleErrors: RegExp[], consoleErrors: string[] }, {}, TestArgs, WorkerArgs>} */
const pageChecks = {
  // Errors a test provokes on purpose (e.g. a refused script), by pattern.
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
      const expected = [BROWSER_OWN, ...expectedConsoleErrors];
      expect(errors.filter((e) => !expected.some((pattern) => pattern.test(e))), 'errors in the console').toEqual([]);
    },
    { auto: true },
  ],
};

export const test = base.extend(pageChecks);

/**
 * Waits until the app has taken the prerendered page over: nothing on the
 * page is busy any more and the page is in the app's hands (the "app"
 * class, no longer "starting").
 */
export async function appReady(page) {
  await expect(page.locator('html')).toHaveClass(/\bapp\b/);
  await expect(page.locator('html')).not.toHaveClass(/\bstarting\b/);
  await expect(page.locator('[aria-busy]')).toHaveCount(0);
}

/** Waits until the service worker controls the page (with `serviceWorkers: 'allow'`). */
export async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    }
  });
}

/** Two tabs of the app in one browser (`context`), each taken over. */
export async function twoTabs(context) {
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) await tab.goto('./');
  for (const tab of tabs) await appReady(tab);
  return tabs;
}

/**
 * Emphasis as authors write it, `*word*`, by src/catalog/emphasis.rs's
 * rule for the texts the tests use: a lone asterisk opens before a
 * non-space and after no word's character, and closes the other way
 * round (no escapes: the tests' catalogs have none).
 */
const EMPHASIS = /(?<![\p{L}\p{N}*\\])\*(?![\s*])([^*]*?[^\s*\\])\*(?![\p{L}\p{N}*])/gu;

/** A catalog text as the page shows it: `*word*` shows as the word. */
export const shownText = (text) => text.replace(EMPHASIS, '$1');

/** Escaped catalog text as the page's markup writes it: `*word*` as `<em>word</em>`. */
export const shownMarkup = (escaped) => escaped.replace(EMPHASIS, '<em>$1</em>');

/** Holds every request that `glob` matches until the returned function is called. */
export async function hold(page, glob) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds every request for the wasm until the returned function is called. */
export const holdWasm = (page) => hold(page, '**/*.wasm');

/** Answers the page's request for catalog.json with the given response. */
export async function serveCatalog(page, response) {
  await page.route('**/catalog.json', (route) => route.fulfill(response));
}

/** The bundled catalog, for tests that serve a changed copy of it. */
export async function bundledCatalog(request) {
  return (await request.get('catalog.json')).json();
}

/** The bundled catalog where every part has a link (on this host), a date and a reading time. */
export async function linkedCatalog(request) {
  const catalog = await bundledCatalog(request);
  catalog.series.forEach((series, s) =>
    series.parts.forEach((part, p) => {
      part.url = `articles/${s}-${p}.html`;
      part.published = `2026-0${1 + (p % 9)}-1${p % 10}`;
      part.minutes = 10 + p;
    }),
  );
  return catalog;
}

/** Answers every article link of `linkedCatalog` with a page of its own. */
export async function serveArticles(page) {
  await page.route('**/articles/*.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>An article</title><p>The article.</p>' }),
  );
}

/** What the stylesheet draws before an element's text (its `::before`), as the browser computes it. */
export const drawn = (locator) => locator.evaluate((e) => getComputedStyle(e, '::before').content);

/**
 * The disclosure of a series' reading list: its summary, named after the
 * series and its number of parts ("LLM Inference: Reading list · 7 parts").
 * Playwright gives a summary no role, so it is found by its text.
 */
export function readingListButton(scope, seriesTitle) {
  const escaped = seriesTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.locator('summary.disclosure').filter({ hasText: new RegExp(`^${escaped}: Reading list`) });
}

/** The reading list's disclosure element (`details`), open or closed. */
export function readingList(scope, seriesTitle) {
  return readingListButton(scope, seriesTitle).locator('xpath=..');
}

/**
 * A filter choice, topic (`button`) or status (`radio`), by its label: its
 * accessible name is the label and its count, "GPU, 3 series".
 */
export function facet(scope, role, label) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole(role, { name: new RegExp(`^${escaped}, \\d+ series$`) });
}

/**
 * What Chromium tells assistive technology of the element `selector`
 * finds: its role, name and, where it has one, expanded state.
 */
export async function accessibleNode(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const [node] = nodes;
    const expanded = node.properties?.find((p) => p.name === 'expanded')?.value.value;
    return { role: node.role.value, name: node.name.value, ...(expanded === undefined ? {} : { expanded }) };
  } finally {
    await cdp.detach();
  }
}
