// The catalog arrives as HTML, prerendered at build time by the app's own
// components, and the app takes that page over once it has started:
// readable before and without WebAssembly, never a blank page.
import { readFileSync } from 'node:fs';
import { test, expect, appReady, holdWasm, serveCatalog, bundledCatalog, readingList, readingListButton, shownMarkup, shownText } from './fixtures.js';
import { SITE, seedCatalog, serveCatalogSite } from './fixture-site.js';

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const allSeries = seedCatalog().series;
const allParts = allSeries.flatMap((s) => s.parts);

const UNAVAILABLE = 'The app could not start in this browser, so marking parts read and filtering are unavailable.';

/**
 * The page reads as a complete catalog: every series title on screen,
 * every part in its list, and each list opens to show its parts and closes.
 */
async function expectWholeCatalogReadable(page) {
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(allSeries.map((s) => s.title));
  for (const series of allSeries) {
    const list = readingList(page, series.title);
    await expect(list.locator('li.part')).toHaveText(series.parts.map((p) => shownText(p.title)));
    await expect(list.locator('li.part').first()).toBeHidden();
    await readingListButton(page, series.title).click();
    await expect(list.locator('li.part').first()).toBeVisible();
  }
  await readingListButton(page, allSeries[0].title).click();
  await expect(readingList(page, allSeries[0].title).locator('li.part').first()).toBeHidden();
}

/**
 * No control but the reading lists' own disclosures, disabled checkboxes
 * and, where JavaScript runs, the page's own tools, which its script
 * handles: the theme, the shortcuts, opening and closing every list.
 */
const PAGE_TOOLS = ':not(#theme):not([data-shortcuts]):not([data-all-lists])';
async function expectOnlyDisclosures(page) {
  await expect(page.locator(`button:visible${PAGE_TOOLS}, select:visible${PAGE_TOOLS}, input:not([type=checkbox]):visible`)).toHaveCount(0);
  for (const box of await page.locator('input[type=checkbox]:visible').all()) await expect(box).toBeDisabled();
}

test('the built index.html holds every series title, summary and part title', () => {
  // The release build's own page, with whatever catalog it was built from,
  // and the page the tests run on, prerendered from the seed catalog.
  for (const dir of ['dist', SITE]) {
    const html = readFileSync(`${dir}/index.html`, 'utf8');
    const catalog = JSON.parse(readFileSync(`${dir}/catalog.json`, 'utf8'));
    expect(html).toContain(`<title>${escape(catalog.title)}</title>`);
    const has = (text, ...ends) => ends.some((end) => html.includes(`>${shownMarkup(escape(text))}${end}`));
    for (const series of catalog.series) {
      expect(has(series.title, '</h3>', '</a></h3>'), series.title).toBe(true);
      expect(html).toContain(escape(series.summary));
      for (const part of series.parts) expect(has(part.title, '</label>', '</a>'), part.title).toBe(true);
    }
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every series shows, its reading list opens and closes, and no control shows', async ({ page }) => {
    await page.goto('./');
    await expectWholeCatalogReadable(page);
    await expect(page.locator('button:visible, input:visible, select:visible')).toHaveCount(0);
    await expect(page.getByText('Marking parts read and filtering need JavaScript')).toBeVisible();
    await expect(page.locator('[aria-busy]:visible')).toHaveCount(0);
  });
});

test.describe('when the app cannot start', () => {
  // The failures these tests provoke, as the browser reports them (a
  // truncated wasm fails its integrity check); nothing uncaught.
  test.use({ expectedConsoleErrors: [/integrity/] });

  const cases = {
    'the .wasm request is aborted': (page) => page.route('**/*.wasm', (route) => route.abort()),
    'the .js answers 404': (page) =>
      page.route(/learning-series-[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' })),
    'the .wasm is truncated': (page) =>
      page.route('**/*.wasm', async (route) => {
        const response = await route.fetch();
        const body = await response.body();
        await route.fulfill({ response, body: body.subarray(0, body.length / 2) });
      }),
    'WebAssembly is missing': (page) => page.addInitScript(() => delete window.WebAssembly),
  };
  for (const [name, breakIt] of Object.entries(cases)) {
    test(`${name}: the catalog stays readable and a line says what is unavailable`, async ({ page }) => {
      await breakIt(page);
      await page.goto('./');
      await expect(page.getByText(UNAVAILABLE)).toBeVisible();
      await expect(page.getByText('What you ticked or chose on this page was not kept.')).toBeHidden();
      await expect(page.locator('[aria-busy]')).toHaveCount(0);
      await expectWholeCatalogReadable(page);
      await expectOnlyDisclosures(page);
    });
  }
});

test.describe('when the page\'s own script cannot load', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });
  test('it costs the page its tools, never the app', async ({ page }) => {
    let refused = 0;
    await page.route(/\/page-[0-9a-f]{16}\.js$/, (route) => {
      refused += 1;
      return route.abort();
    });
    await page.goto('./');
    await appReady(page);
    expect(refused, 'the page asked for its script').toBe(1);
    await expect(page.locator('html')).toHaveClass(/\bapp\b/);
    await expect(page.locator('html')).not.toHaveClass(/no-app/);
    await expect(page.getByText(UNAVAILABLE)).toBeHidden();
    const list = page.locator('details.reading-list').first();
    await list.locator('summary').click();
    await list.locator('li.part input[type=checkbox]').first().check();
    await expect(page.locator('.overall')).toHaveText(/^1 of \d+ read$/);
  });
});

test('before the takeover what needs the app is disabled and busy; checkboxes, filter choices and search are live; after, nothing waits', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  await expect(page.getByText('need JavaScript')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Find series' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('region', { name: 'Your progress' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy');
  // Every part's checkbox, every topic and status choice (7), the search;
  // every part's star and every series' Follow.
  const live = page.locator('#catalog input[type=checkbox], #catalog input[type=radio], #catalog input[type=search]');
  await expect(live).toHaveCount(allParts.length + seedCatalog().topics.length + 7 + 1);
  for (const control of await live.all()) await expect(control).toBeEnabled();
  const toggles = page.locator('#catalog [aria-pressed]');
  await expect(toggles).toHaveCount(allParts.length + allSeries.length);
  for (const control of await toggles.all()) await expect(control).toBeEnabled();
  // The page's own tools (theme, shortcuts, every list at once) are live
  // too: its script handles them.
  const tools = page.locator('#theme, [data-shortcuts="open"], [data-all-lists]');
  await expect(tools).toHaveCount(4);
  for (const control of await tools.all()) await expect(control).toBeEnabled();
  const waiting = page.locator(`button${PAGE_TOOLS}:not([aria-pressed]), input:not([type=checkbox]):not([type=radio]):not([type=search]), select${PAGE_TOOLS}`).filter({ visible: true });
  // Export, import and send at least (a closed list hides its buttons).
  expect(await waiting.count()).toBeGreaterThanOrEqual(3);
  for (const control of await waiting.all()) {
    await expect(control).toBeDisabled();
    // And says so: it is inside a busy region.
    expect(await control.evaluate((e) => !!e.closest('[aria-busy="true"]'))).toBe(true);
  }
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(allSeries.map((s) => s.title));

  release();
  await appReady(page);
  // Nothing waits; what is disabled has nothing to do: Reset, before a
  // series is started.
  for (const control of await page.locator(':disabled').all()) await expect(control).toHaveAttribute('aria-label', /^Reset: /);
  await readingListButton(page, allSeries[0].title).click();
  await expect(readingList(page, allSeries[0].title).locator('ol.parts')).toBeVisible();
});

test('the app renders the same text as the prerendered page, lists included', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  const prerendered = await page.locator('#catalog').innerText();
  const lists = await page.locator('#catalog ol').evaluateAll((ols) => ols.map((ol) => ol.textContent));
  expect(lists).toHaveLength(allSeries.length);

  release();
  await appReady(page);
  // Cards off screen skip their rendering once the app has taken over,
  // and innerText leaves out what is not rendered: render them all.
  await page.locator('article.series').evaluateAll((cards) => cards.forEach((card) => (card.style.contentVisibility = 'visible')));
  expect(await page.locator('#catalog').innerText()).toBe(prerendered);
  for (const series of allSeries) await readingListButton(page, series.title).click();
  await expect(page.locator('details[open]')).toHaveCount(allSeries.length);
  // The app builds a list's parts once it is open, after the toggle event.
  await expect.poll(() => page.locator('#catalog ol').evaluateAll((ols) => ols.map((ol) => ol.textContent))).toEqual(lists);
});

test('the takeover shifts no layout and keeps the reader where they scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((e) => e.value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  const release = await holdWasm(page);
  await page.goto('./');
  const middle = await page.evaluate(() => {
    window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2);
    return window.scrollY;
  });
  expect(middle).toBeGreaterThan(300);
  const onScreen = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('#catalog h3')]
        .map((h) => ({ id: h.id, top: Math.round(h.getBoundingClientRect().top) }))
        .find((h) => h.top >= 0),
    );
  const before = await onScreen();

  release();
  await appReady(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(middle);
  expect(await onScreen()).toEqual(before);
  expect(await page.evaluate(() => window.__shifts)).toEqual([]);
});

test('a catalog.json replaced without a rebuild shows after the takeover', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.series.push({
    id: 'added-later',
    section: catalog.sections[0].id,
    title: 'A Series Added Without a Rebuild',
    summary: 'Only in the file, not in the prerendered page.',
    parts: [{ id: 'one', title: 'Its First Part' }],
  });
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'A Series Added Without a Rebuild' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(allSeries.length + 1);
});

test('a catalog.json answering 500 leaves the prerendered catalog readable under the alert', async ({ page }) => {
  await serveCatalog(page, { status: 500, body: 'oops' });
  await page.goto('./');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('the server answered with error 500.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await expect(page.locator('[aria-busy]')).toHaveCount(0);
  await expectWholeCatalogReadable(page);
  // The alert comes first, above the catalog's sections.
  const [alertTop, titleTop] = await Promise.all([
    alert.evaluate((e) => e.getBoundingClientRect().top),
    page.getByRole('heading', { level: 2 }).first().evaluate((e) => e.getBoundingClientRect().top),
  ]);
  expect(alertTop).toBeLessThan(titleTop);
});

test('what the reader focused before the takeover keeps the focus after it', async ({ page }, info) => {
  // A catalog whose first series has a page: its title is a link, the one
  // thing a reader can focus before the app has taken over.
  const catalog = seedCatalog();
  catalog.series[0].url = 'https://example.org/llm-inference';
  const { release } = await serveCatalogSite(page, info, 'http://focus.test', catalog, { holdWasm: true });
  await page.goto('http://focus.test/');
  await expect(page.locator('html')).toHaveClass(/\bstarting\b/);
  const link = page.getByRole('link', { name: catalog.series[0].title, exact: true });
  await link.focus();
  const before = await link.elementHandle();

  release();
  await appReady(page);
  await expect(link).toBeFocused();
  expect(await before.evaluate((e) => e.isConnected), 'the prerendered link was replaced').toBe(false);
});
