// A large catalog built with the kit (over src/catalog/on_page.rs'
// PARTS_ON_PAGE parts): its page writes out the reading lists of the
// series it shows first and links every later list to the series' own
// page (series/<id>/), which holds the list open; the app, once it has
// taken over, builds every list and marks its parts. With JavaScript, a
// series' own page ticks the parts this browser has read and keeps what
// the reader ticks there for the catalog's page (the series box's script),
// as marks of its own that the app merges: the app alone writes the
// progress document; where those marks cannot be read, a tick is taken
// back and said so;
// the theme the reader chose in the catalog is the page's, and a page
// the reader opened reads offline.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, appReady, controlled, holdWasm, readingList, readingListButton } from './fixtures.js';
import { generateCatalog } from './generate-catalog.js';
import { kit, scratch } from './kit-author.js';
import { serveStatic } from './static-server.js';

const PARTS_ON_PAGE = Number(readFileSync('src/catalog/on_page.rs', 'utf8').match(/PARTS_ON_PAGE: usize = ([\d_]+);/)[1].replaceAll('_', ''));
const CATALOG = generateCatalog(PARTS_ON_PAGE * 2);
// The page shows the first section's series, then the second's: the last
// series of the second section comes last.
const FIRST = CATALOG.series[0];
const LAST = CATALOG.series.findLast((series) => series.section === 'past');

test.describe.configure({ mode: 'serial' });

let origin;
let server;
let site;

test.beforeAll(async () => {
  const dir = scratch();
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(CATALOG));
  site = join(dir, 'site');
  const built = kit(['build', 'catalog.json', '--out', 'site'], { cwd: dir });
  expect(built.code, built.stderr).toBe(0);
  expect(built.stdout).toContain('build: series/: a page of its own for each of');
  server = await serveStatic(site, 0);
  origin = `http://127.0.0.1:${server.address().port}`;
});

test.afterAll(() => server?.close());

test('without JavaScript, the lists shown first open on the page and a later one is a link to its own page, which holds it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const html = await (await page.request.get(`${origin}/`)).text();
  const rows = html.match(/<li class="part"/g)?.length ?? 0;
  const links = [...html.matchAll(/<p id="parts--[^"]+" class="own-page"><a href="([^"]+)"/g)].map((match) => match[1]);
  expect(new Set(links).size, 'each later series\' link, to its own page').toBe(links.length);
  expect(links.length).toBeGreaterThan(0);
  expect(rows, 'the page writes out parts').toBeGreaterThan(0);
  expect(rows, 'no more than the page holds').toBeLessThanOrEqual(PARTS_ON_PAGE);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(CATALOG.series.length);
  // The head names the feeds of the lists it writes out; a later series'
  // feed, its own page's head names.
  const feeds = () => page.locator('head link[rel=alternate][type="application/atom+xml"]').evaluateAll((found) => found.map((link) => link.href));
  const named = await feeds();
  expect(named).toContain(`${origin}/feeds/${FIRST.id}.xml`);
  expect(named).not.toContain(`${origin}/feeds/${LAST.id}.xml`);
  expect(named, 'the site\'s feed, and one per list written out').toHaveLength(1 + CATALOG.series.length - links.length);

  await readingListButton(page, FIRST.title).click();
  await expect(readingList(page, FIRST.title).getByText(FIRST.parts.at(-1).title)).toBeVisible();

  await readingListButton(page, LAST.title).click();
  // Named after its series, as the list's summary is: each such link has a name of its own.
  const link = page.getByRole('link', { name: `${LAST.title}: Its ${LAST.parts.length} parts are on the series' own page`, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`${origin}/series/${LAST.id}/`);
  await expect(page).toHaveTitle(`${LAST.title} · ${CATALOG.title}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOG.title);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(LAST.title);
  expect(await feeds()).toEqual([`${origin}/feeds/${LAST.id}.xml`]);
  await expect(readingList(page, LAST.title)).toHaveJSProperty('open', true);
  for (const part of LAST.parts) await expect(page.getByText(part.title, { exact: true })).toBeVisible();
  // The page's stylesheet applies: the card is drawn as on the catalog's page.
  expect(await page.locator('article.series').evaluate((card) => getComputedStyle(card).borderStyle)).toBe('solid');

  await page.getByRole('link', { name: 'Open this series in the catalog, where you can mark its parts read' }).click();
  await expect(page).toHaveURL(`${origin}/#series--${LAST.id}`);
  await expect(page.getByRole('heading', { level: 3, name: LAST.title })).toBeInViewport();
  await context.close();
});

test('with the app, a list the page left out is built when it opens, even if opened before the takeover, and its parts are marked read', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto(`${origin}/`);
  await readingListButton(page, LAST.title).click();
  await expect(readingList(page, LAST.title).getByRole('link', { name: /on the series' own page/ })).toBeVisible();
  release();
  await appReady(page);
  await expect(readingList(page, LAST.title)).toHaveJSProperty('open', true);
  const last = page.getByRole('checkbox', { name: LAST.parts.at(-1).title });
  await last.check();
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText(`1 of ${(PARTS_ON_PAGE * 2).toLocaleString('en')} read`);
  await expect(readingList(page, LAST.title).getByRole('link', { name: /on the series' own page/ })).toHaveCount(0);
  await page.reload();
  await appReady(page);
  // Open again as it was left (the history entry keeps it), and kept.
  await expect(readingList(page, LAST.title)).toHaveJSProperty('open', true);
  await expect(page.getByRole('checkbox', { name: LAST.parts.at(-1).title })).toBeChecked();
});

/** Where the catalog's page keeps the theme the reader chose (its start-up script's data-theme-key). */
const THEME_KEY = readFileSync('index.html', 'utf8').match(/data-theme-key="([^"]+)"/)[1];
/** The progress kept for the site at the server's root, as stored (the app writes it). */
const KEY = 'learning-series/progress/v1@/';
/** The marks a series' own page leaves for the app there (that page writes them). */
const OWN_PAGE_KEY = 'learning-series/own-page-marks/v1@/';
const storedUnder = (page, key) => page.evaluate((key) => localStorage.getItem(key), key);
const kept = (page) => storedUnder(page, KEY);

test('a series\' own page keeps what the reader ticks there for the catalog, and shows what was marked in the catalog, in a tab open beside it too', async ({ context, page }) => {
  const [last, before] = [LAST.parts.at(-1), LAST.parts.at(-2)];
  const catalog = await context.newPage();
  await catalog.goto(`${origin}/`);
  await appReady(catalog);
  await page.goto(`${origin}/series/${LAST.id}/`);
  // What only the app keeps is not shown on this page: Follow, the stars, the notes, the list's actions.
  await expect(page.locator('article.series')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
  await page.getByRole('checkbox', { name: last.title }).check();
  const left = { [`${LAST.id}/${last.id}`]: expect.stringMatching(/^\d{4}-.*Z$/) };
  await expect.poll(async () => JSON.parse((await storedUnder(page, OWN_PAGE_KEY)) ?? '{}').read, 'the page leaves its mark').toEqual(left);
  // The catalog open beside it merges the mark into the progress it keeps.
  await expect.poll(async () => JSON.parse((await kept(page)) ?? '{}').read, 'the app writes it').toEqual(left);
  await expect(page.getByRole('alert')).toBeHidden();
  // The catalog open beside it takes the tick in at once.
  const overview = catalog.getByRole('region', { name: 'Your progress' });
  await expect(overview).toContainText(`1 of ${(PARTS_ON_PAGE * 2).toLocaleString('en')} read`);

  // In the catalog: one more part read, then the first taken off.
  await catalog.goto(`${origin}/#series--${LAST.id}`);
  await appReady(catalog);
  await readingListButton(catalog, LAST.title).click();
  await catalog.getByRole('checkbox', { name: before.title }).check();
  await catalog.getByRole('checkbox', { name: last.title }).uncheck();
  await expect(overview).toContainText(`1 of ${(PARTS_ON_PAGE * 2).toLocaleString('en')} read`);
  await expect(page.getByRole('checkbox', { name: before.title }), 'the tab beside it, at once').toBeChecked();
  await expect(page.getByRole('checkbox', { name: last.title })).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: before.title })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: last.title })).not.toBeChecked();

  // Taken off here, kept as the catalog keeps it: a dated "unread".
  await page.getByRole('checkbox', { name: before.title }).uncheck();
  await expect(overview).toContainText(`0 of ${(PARTS_ON_PAGE * 2).toLocaleString('en')} read`);
  const stored = JSON.parse(await kept(page));
  expect(stored.read).toEqual({});
  expect(Object.keys(stored.unread).sort()).toEqual([`${LAST.id}/${before.id}`, `${LAST.id}/${last.id}`]);
  await catalog.close();
});

test('where the marks a series\' own page left cannot be read, a tick there is taken back and the page says why, and nothing is written over', async ({ page }) => {
  const part = LAST.parts[0];
  await page.goto(`${origin}/series/${LAST.id}/`);
  const cases = ['{"read": {"a/b": "2026', JSON.stringify({ version: 2, read: {} }), JSON.stringify({ version: 1, read: {}, unread: [] })];
  for (const text of cases) {
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [OWN_PAGE_KEY, text]);
    await page.reload();
    await expect(page.getByRole('alert')).toBeHidden();
    await page.getByRole('checkbox', { name: part.title }).click();
    await expect(page.getByRole('alert')).toHaveText(/^This tick was not kept: this browser's reading progress could not be read or written here\./);
    await expect(page.getByRole('checkbox', { name: part.title }), text).not.toBeChecked();
    expect(await storedUnder(page, OWN_PAGE_KEY), 'the stored text as it was').toBe(text);
  }
});

test('a series\' own page never writes the progress the app keeps, even an unreadable one: its tick is kept beside it, and the app merges it', async ({ page }) => {
  const part = LAST.parts[1];
  const unreadable = '{"read": {"a/b": "2026';
  await page.goto(`${origin}/series/${LAST.id}/`);
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [KEY, unreadable]);
  await page.reload();
  await page.getByRole('checkbox', { name: part.title }).check();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect.poll(async () => Object.keys(JSON.parse((await storedUnder(page, OWN_PAGE_KEY)) ?? '{"read":{}}').read)).toEqual([`${LAST.id}/${part.id}`]);
  expect(await kept(page), 'the progress document as it was').toBe(unreadable);
  // The catalog's app sets the unreadable text aside, says so, and takes the tick in.
  await page.goto(`${origin}/#series--${LAST.id}`);
  await appReady(page);
  await expect(page.getByText(/could not be read/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText(`1 of ${(PARTS_ON_PAGE * 2).toLocaleString('en')} read`);
  await readingList(page, LAST.title).evaluate((list) => (list.open = true));
  await expect(page.getByRole('checkbox', { name: part.title })).toBeChecked();
  expect(Object.keys(JSON.parse(await kept(page)).read)).toEqual([`${LAST.id}/${part.id}`]);
});

test('a series\' own page takes the theme the reader chose in the catalog, before its first paint, and a change in another tab', async ({ context, page }) => {
  const catalog = await context.newPage();
  await catalog.goto(`${origin}/`);
  await catalog.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  const dark = await catalog.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // What the page is before any of its own content is parsed: the theme is there already.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.themeWhenParsed = document.documentElement.getAttribute('data-theme');
    });
  });
  await page.goto(`${origin}/series/${LAST.id}/`);
  expect(await page.evaluate(() => window.themeWhenParsed)).toBe('dark');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
  await catalog.getByRole('combobox', { name: 'Theme' }).selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await catalog.getByRole('combobox', { name: 'Theme' }).selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await catalog.close();
});

test('a series\' own page applies a kept theme as the catalog\'s start-up script does, whatever is kept', async ({ page }) => {
  const themeOn = async (address, kept) => {
    await page.goto(address);
    await page.evaluate(([key, kept]) => (kept === null ? localStorage.removeItem(key) : localStorage.setItem(key, kept)), [THEME_KEY, kept]);
    await page.reload();
    return page.locator('html').getAttribute('data-theme');
  };
  for (const kept of ['light', 'dark', 'system', '', 'Dark', ' dark', '{"dark":1}', null]) {
    const catalog = await themeOn(`${origin}/`, kept);
    expect(await themeOn(`${origin}/series/${LAST.id}/`, kept), String(kept)).toBe(catalog);
  }
});

test.describe('with the worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, a series\' own page the reader opened reads again, its ticks kept for the catalog', async ({ context, page }) => {
    const part = LAST.parts[0];
    await page.goto(`${origin}/`);
    await appReady(page);
    // The catalog's page installs the worker, which then has every page of the site in its hands.
    await controlled(page);
    await page.goto(`${origin}/series/${LAST.id}/`);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(LAST.title);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(LAST.title);
    await page.getByRole('checkbox', { name: part.title }).check();
    await expect.poll(async () => Object.keys(JSON.parse((await storedUnder(page, OWN_PAGE_KEY)) ?? '{"read":{}}').read)).toEqual([`${LAST.id}/${part.id}`]);
    await expect(page.getByRole('alert')).toBeHidden();
    await context.setOffline(false);
  });
});

test('the series\' pages are revalidated on each visit, and the worker keeps none before it is opened', () => {
  const headers = readFileSync(join(site, '_headers'), 'utf8');
  expect(headers).toContain('/series/*\n  Cache-Control: no-cache');
  const worker = readFileSync(join(site, 'sw.js'), 'utf8');
  expect(worker).toContain('"./"');
  expect(worker, 'no series page in the app shell').not.toMatch(/"series\//);
});

test('one writer, every mark kept: a tick on a series\' own page, one in a second tab, an import and a series box\'s link all stand after a reload', async ({ context, page }) => {
  const [own, tab, imported, boxed] = LAST.parts.slice(5, 9);
  const keyOf = (part) => `${LAST.id}/${part.id}`;
  await page.goto(`${origin}/series/${LAST.id}/`);
  await page.getByRole('checkbox', { name: own.title }).check();
  await expect.poll(async () => await storedUnder(page, OWN_PAGE_KEY)).toContain(keyOf(own));

  await page.goto(`${origin}/`);
  await appReady(page);
  const second = await context.newPage();
  await second.goto(`${origin}/#series--${LAST.id}`);
  await appReady(second);
  // Opened, whether or not the app opened it for a series in progress.
  await readingList(second, LAST.title).evaluate((list) => (list.open = true));
  await second.getByRole('checkbox', { name: tab.title }).check();

  const file = { format: 'learning-series-progress', version: 1, read: { [keyOf(imported)]: '2026-01-02T03:04:05.000Z' } };
  await page.locator('.import input[type=file]').setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByText('1 part imported, 0 already read.')).toBeVisible();

  // The series box's "Mark as read and go back to the series".
  await second.goto(`${origin}/#read=${keyOf(boxed)}`);
  await appReady(second);
  await expect(second.getByText(`Marked “${boxed.title}” read.`)).toBeVisible();

  await page.reload();
  await appReady(page);
  await readingList(page, LAST.title).evaluate((list) => (list.open = true));
  for (const part of [own, tab, imported, boxed]) await expect(page.getByRole('checkbox', { name: part.title }), part.title).toBeChecked();
  expect(Object.keys(JSON.parse(await kept(page)).read).sort()).toEqual([own, tab, imported, boxed].map(keyOf).sort());
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText(`4 of ${(PARTS_ON_PAGE * 2).toLocaleString('en')} read`);
  await second.close();
});
