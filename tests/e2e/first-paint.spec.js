// Usable at first paint: the prerendered page works before the wasm has
// arrived (lists open, links follow, ticks and typing are kept for the
// app), the app loads after the page has painted, and what the reader did
// meanwhile is adopted at the takeover, or said to be lost if the app
// cannot start.
import { test, expect, appReady, holdWasm, readingList, readingListButton } from './fixtures.js';
import { seedCatalog, serveCatalogSite } from './fixture-site.js';

// Kept for the copy of the app at the root of the host (src/kept/storage.rs).
const PROGRESS_KEY = 'learning-series/progress/v1@/';
const catalog = seedCatalog();
const [inference, training] = catalog.series;
const overall = (page) => page.getByRole('region', { name: 'Your progress' });
const card = (page, title) => page.getByRole('article', { name: title, exact: true });
const checkbox = (page, title) => page.getByRole('checkbox', { name: title });

/** Still the prerendered page: the app has not taken over. */
const expectStarting = (page) => expect(page.locator('html')).toHaveClass(/\bstarting\b/);

test('before the wasm arrives: a list opens, a part is ticked, words are typed; the app keeps all of it', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  await readingListButton(page, inference.title).click();
  await expect(readingList(page, inference.title).locator('li.part').first()).toBeVisible();
  await checkbox(page, inference.parts[2].title).check();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('cache');
  await expect(search).toBeFocused();
  await expectStarting(page);
  // What changes progress as a whole waits for the app.
  await expect(page.getByRole('button', { name: 'Export progress' })).toBeDisabled();

  // Five seconds of a page that works without the app.
  await page.waitForTimeout(5_000);
  release();
  await appReady(page);
  await expect(readingList(page, inference.title)).toHaveJSProperty('open', true);
  await expect(checkbox(page, inference.parts[2].title)).toBeChecked();
  await expect(card(page, inference.title)).toContainText(`1 of ${inference.parts.length} read`);
  await expect(page).toHaveURL(/[?&]q=cache\b/);
  await expect(search).toHaveValue('cache');
  await expect(search).toBeFocused();
  // The words filter the catalog: a series without them is hidden.
  await expect(card(page, catalog.series.find((s) => !JSON.stringify(s).toLowerCase().includes('cache')).title)).toBeHidden();
  await expect(card(page, inference.title)).toBeVisible();
  // Typing on goes on from where the caret was.
  await page.keyboard.type('s');
  await expect(search).toHaveValue('caches');

  await page.goto('./');
  await appReady(page);
  await expect(card(page, inference.title)).toContainText(`1 of ${inference.parts.length} read`);
  const stored = await page.evaluate((key) => Object.keys(JSON.parse(localStorage.getItem(key)).read), PROGRESS_KEY);
  expect(stored).toEqual([`${inference.id}/${inference.parts[2].id}`]);
});

/**
 * A first visit that marks the first part of `series` read; then the page
 * is loaded again with the wasm held back until the returned function is
 * called.
 */
async function returnWithWasmHeld(page, series) {
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, series.title).click();
  await checkbox(page, series.parts[0].title).check();
  await expect(overall(page)).toContainText('1 of 21 read');
  const release = await holdWasm(page);
  await page.reload();
  return release;
}

test('a tick before the takeover joins stored progress and removes no mark', async ({ page }) => {
  const release = await returnWithWasmHeld(page, training);
  await readingListButton(page, inference.title).click();
  await checkbox(page, inference.parts[0].title).check();
  await expectStarting(page);
  release();
  await appReady(page);
  await expect(overall(page)).toContainText('2 of 21 read');
  await expect(card(page, training.title)).toContainText(`1 of ${training.parts.length} read`);
  await expect(card(page, inference.title)).toContainText(`1 of ${inference.parts.length} read`);
});

test('a returning reader is not told "0 read" before the app has read their progress', async ({ page }) => {
  const release = await returnWithWasmHeld(page, inference);
  await expectStarting(page);
  await expect(page.getByRole('heading', { name: inference.title })).toBeVisible();
  // The prerendered figures are a first visit's: they wait for the app.
  await expect(page.getByText(/\b0 of \d+ read\b/).first()).toBeAttached();
  await expect(page.getByText(/\b0 of \d+ read\b/).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('progressbar').filter({ visible: true })).toHaveCount(0);

  release();
  await appReady(page);
  await expect(card(page, inference.title).getByText(`1 of ${inference.parts.length} read`)).toBeVisible();
  await expect(overall(page).getByText('1 of 21 read')).toBeVisible();
});

test('a first visit sees its figures at once', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  await expect(card(page, inference.title).getByText(`0 of ${inference.parts.length} read`)).toBeVisible();
  release();
});

test.describe('when the app cannot start after a part was ticked', () => {
  // The browser's own words on a wasm that is not the build's; nothing
  // uncaught.
  test.use({ expectedConsoleErrors: [/integrity/] });

  /** Holds the wasm back, to fail it (404) when the returned function is called. */
  async function failWasmLater(page) {
    let answer;
    const answered = new Promise((resolve) => (answer = resolve));
    await page.route('**/*.wasm', async (route) => {
      await answered;
      await route.fulfill({ status: 404, body: 'Not Found' });
    });
    return answer;
  }

  test('the line says the ticks were not kept; checkboxes are disabled and lists still open', async ({ page }) => {
    const answer = await failWasmLater(page);
    await page.goto('./');
    await readingListButton(page, inference.title).click();
    await checkbox(page, inference.parts[1].title).check();
    answer();

    await expect(page.getByText('The app could not start in this browser')).toBeVisible();
    await expect(page.getByText('What you ticked or chose on this page was not kept.')).toBeVisible();
    for (const box of await page.locator('input[type=checkbox]').all()) await expect(box).toBeDisabled();
    await expect(page.locator('[aria-busy]')).toHaveCount(0);
    await readingListButton(page, training.title).click();
    await expect(readingList(page, training.title).locator('li.part').first()).toBeVisible();
    await readingListButton(page, training.title).click();
    await expect(readingList(page, training.title).locator('li.part').first()).toBeHidden();
  });

  test('a topic chosen, not a part ticked, is said not to be kept too', async ({ page }) => {
    const answer = await failWasmLater(page);
    await page.goto('./');
    await page.getByRole('checkbox', { name: /, \d+ series$/ }).first().check();
    answer();
    await expect(page.getByText('The app could not start in this browser')).toBeVisible();
    await expect(page.getByText('What you ticked or chose on this page was not kept.')).toBeVisible();
  });
});

test('a part link follows at first paint, before the app', async ({ page }, info) => {
  const linked = seedCatalog();
  linked.series[0].parts[0].url = 'https://articles.example/llm-inference/introduction';
  await serveCatalogSite(page, info, 'http://links.test', linked, { holdWasm: true });
  await page.route('https://articles.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>The article</title>' }));

  await page.goto('http://links.test/');
  await readingListButton(page, inference.title).click();
  await expectStarting(page);
  await page.getByRole('link', { name: inference.parts[0].title }).click();
  await expect(page).toHaveURL('https://articles.example/llm-inference/introduction');
  await expect(page).toHaveTitle('The article');
});

test('the app loads after the first paint: one largest-contentful-paint, before the wasm is asked for; no preload', async ({ page }) => {
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((list) => window.__lcp.push(...list.getEntries().map((e) => e.startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    new MutationObserver(() => {
      const root = document.documentElement;
      if (root.classList.contains('app') && !root.classList.contains('starting') && window.__takeover === undefined) {
        window.__takeover = performance.now();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.goto('./');
  await appReady(page);
  // Let any later paint report itself.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)))));
  const { lcp, takeover, wasm, script, json } = await page.evaluate(() => {
    const started = (pattern) => performance.getEntriesByType('resource').find((r) => pattern.test(r.name))?.startTime;
    return {
      lcp: window.__lcp,
      takeover: window.__takeover,
      wasm: started(/_bg\.wasm$/),
      script: started(/learning-series-[0-9a-f]+\.js$/),
      json: started(/catalog\.json$/),
    };
  });
  expect(lcp).toHaveLength(1);
  expect(lcp[0]).toBeLessThan(takeover);
  for (const request of [wasm, script, json]) expect(request).toBeGreaterThanOrEqual(lcp[0]);
  const preloads = await page.locator('link[rel=preload], link[rel=modulepreload]').evaluateAll((links) => links.map((l) => l.href));
  expect(preloads.filter((href) => /\.(wasm|js)$/.test(href))).toEqual([]);
});

test('catalog.json is asked for beside the wasm, not after it', async ({ page }) => {
  const release = await holdWasm(page);
  const catalogAsked = page.waitForRequest('**/catalog.json');
  await page.goto('./');
  await catalogAsked;
  await expectStarting(page);
  release();
  await appReady(page);
});
