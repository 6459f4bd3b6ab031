// Hard edges: catalog text whose bidi controls try to escape into the
// app's own sentences, catalog ids that would collide with the page's own
// element ids, and a catalog that arrives too slowly to go unremarked.
import { test, expect, appReady, bundledCatalog, hold, readingListButton, serveCatalog } from './fixtures.js';
import { seedCatalog, serveCatalogSite } from './fixture-site.js';

const RLO = '\u202e';
const LRI = '\u2066';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Whether the app's own words in `container` read left to right, and
 * every glyph of each piece from elsewhere (`foreign`: a `bdi`, or the
 * element that holds a title) lies between the app's words around it:
 * glyph by glyph, line by line.
 */
async function readsInOrder(container, foreign = 'bdi') {
  return container.evaluate((root, foreign) => {
    const glyphs = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const piece = node.parentElement.closest(foreign);
      for (let i = 0; i < node.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0 && node.data[i].trim()) glyphs.push({ piece, left: box.left, right: box.right, top: Math.round(box.top) });
      }
    }
    const faults = [];
    const own = glyphs.filter((g) => !g.piece);
    own.forEach((g, i) => {
      const next = own[i + 1];
      if (next && next.top === g.top && next.left < g.left) faults.push(`own words turned at ${i}`);
    });
    for (const piece of new Set(glyphs.map((g) => g.piece).filter(Boolean))) {
      const index = glyphs.findIndex((g) => g.piece === piece);
      const before = glyphs.slice(0, index).filter((g) => !g.piece).at(-1);
      const after = glyphs.slice(index).find((g) => !g.piece);
      for (const g of glyphs.filter((g) => g.piece === piece)) {
        if (before && before.top === g.top && g.left < before.left) faults.push(`"${piece.textContent}" before the words before it`);
        if (after && after.top === g.top && g.right > after.right) faults.push(`"${piece.textContent}" after the words after it`);
      }
    }
    return faults;
  }, foreign);
}

// An unclosed override; an unclosed isolate after it; a lone closer; the
// other isolates, unclosed.
const HOSTILE_TITLES = [`${RLO}Locks`, `${RLO}Locks ${LRI}and more`, `Locks${PDI} alone`, `${RLI}Locks`, `${FSI}Locks`];

for (const title of HOSTILE_TITLES) {
  const name = JSON.stringify(title).replace(/\\u/g, 'U+');
  test(`a title ${name} stays inside its place: reset notice, Continue reading, card heading`, async ({ page, request }) => {
    const catalog = await bundledCatalog(request);
    const locking = catalog.series.find((s) => s.id === 'locking-primitives');
    locking.title = title;
    locking.parts[1].title = title;
    await serveCatalog(page, { json: catalog });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('./');
    await appReady(page);
    const card = page.locator('article.series').filter({ has: page.locator('h3', { hasText: 'Locks' }) });
    await readingListButton(page, title).click();
    await card.getByRole('checkbox').first().check();
    const cont = page.locator('.continue');
    await expect(cont).toBeVisible();
    expect(await readsInOrder(cont), 'Continue reading').toEqual([]);
    expect(await readsInOrder(card.locator('.series-head'), 'h3'), 'the card heading').toEqual([]);
    expect(await readsInOrder(card.locator('.go')), 'Next').toEqual([]);

    await card.getByRole('button', { name: /^Reset: / }).click();
    const notice = page.locator('.notice').filter({ hasText: 'was reset' });
    await expect(notice).toBeVisible();
    expect(await readsInOrder(notice), 'the reset notice').toEqual([]);
  });
}

test('a file name and search words with bidi controls stay inside their places', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.topics[0].label = `${RLO}GPU ${LRI}x`;
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await appReady(page);
  await page
    .getByLabel('Import progress')
    .setInputFiles({ name: `${RLO}notes ${RLI}.json`, mimeType: 'application/json', buffer: Buffer.from('{"x":1}') });
  const notice = page.locator('.notice').filter({ hasText: 'was not imported' });
  await expect(notice).toBeVisible();
  expect(await readsInOrder(notice), 'the import notice').toEqual([]);

  await page.getByRole('checkbox', { name: /^.GPU .x, \d+ series$/ }).check();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${RLO}nothing ${FSI}like this`);
  const empty = page.locator('.filter-summary p');
  await expect(empty).toContainText('No series match');
  expect(await readsInOrder(empty), 'the empty state').toEqual([]);
});

test('series ids that are the page\'s own ids give no duplicate id, before and after the takeover', async ({ page }, info) => {
  const catalog = seedCatalog();
  for (const [i, id] of ['list', 'main', 'catalog', 'search', 'masthead'].entries()) catalog.series[i].id = id;
  const { release } = await serveCatalogSite(page, info, 'http://ids.test', catalog, { holdWasm: true });

  const duplicates = () =>
    page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
  await page.goto('http://ids.test/');
  await expect(page.locator('html')).toHaveClass(/\bstarting\b/);
  expect(await duplicates(), 'the prerendered page').toEqual([]);
  release();
  await appReady(page);
  for (const series of catalog.series) await readingListButton(page, series.title).click();
  expect(await duplicates(), 'after the takeover, every list open').toEqual([]);
  // The skip link still lands on the list of series.
  await page.getByRole('link', { name: 'Skip to the series' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#series-list')).toBeFocused();
  await expect(page.locator('#series-list')).toHaveClass('series-list');
});

test.describe('a catalog that is slow to arrive', () => {
  const stillStarting = /^Still starting: the filters and buttons work in a moment\.$/;

  test('8 seconds after the catalog was asked for a polite status says so; the alert replaces it at the time limit', async ({ page }) => {
    // The page's time stands still but for the test's own steps, so how
    // long the machine takes to start the app is no part of the 8 seconds.
    const paused = new Date('2026-12-01T09:00:00Z').getTime();
    await page.clock.install({ time: paused - 1_000 });
    await page.clock.pauseAt(paused);
    await page.route('**/catalog.json', () => {});
    await page.goto('./');
    // The app starts (its start-up steps are timers of no delay) and waits for the catalog.
    const started = page.locator('#app-status [role="status"]');
    await expect(async () => {
      await page.clock.runFor(1);
      await expect(started).toBeAttached({ timeout: 50 });
    }).toPass({ timeout: 30_000 });
    // The catalog was asked for at `paused` or later, and by `now`.
    const now = await page.evaluate(() => Date.now());
    const status = page.getByRole('status').filter({ hasText: stillStarting });
    await page.clock.runFor(paused + 7_000 - now);
    await expect(page.locator('#app-starting')).toHaveText('');
    await expect(page.locator('#app-starting')).toBeHidden();
    await page.clock.runFor(now - paused + 1_500);
    await expect(status).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await page.clock.runFor(8_000);
    await expect(page.getByRole('alert')).toContainText('did not answer in time');
    await expect(status).toBeHidden();
  });

  test('it goes when the catalog is in', async ({ page }) => {
    await page.clock.install();
    const answer = await hold(page, '**/catalog.json');
    await page.goto('./');
    await expect(page.locator('#app-status [role="status"]')).toBeAttached();
    await page.clock.runFor(9_000);
    await expect(page.getByText(stillStarting)).toBeVisible();
    answer();
    await page.clock.runFor(100);
    await appReady(page);
    await expect(page.getByText(stillStarting)).toBeHidden();
  });
});
