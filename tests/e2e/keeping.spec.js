// Progress is never lost: tabs that change it at the same moment, a
// document a newer version wrote, a document with a bad entry, and
// catalog text that tries to turn the app's own sentences around.
import { readFile } from 'node:fs/promises';
import { test, expect, appReady, serveCatalog, bundledCatalog, readingListButton, twoTabs } from './fixtures.js';
import { seedCatalog } from './fixture-site.js';

// Kept for the copy of the app at the root of the host (src/kept/storage.rs).
const PROGRESS_KEY = 'learning-series/progress/v1@/';
const T1 = '2026-11-01T09:00:00.000Z';

const overall = (page) => page.getByRole('region', { name: 'Your progress' });
const notices = (page) => page.getByRole('status').filter({ has: page.locator('.notice') });

async function openEveryList(page) {
  await appReady(page);
  for (const summary of await page.locator('summary.disclosure').all()) await summary.click();
  // Each list builds as its disclosure reports it open.
  const parts = seedCatalog().series.flatMap((s) => s.parts).length;
  await expect(page.locator('#catalog li.part input[type=checkbox]')).toHaveCount(parts);
  return page.locator('#catalog li.part input[type=checkbox]').evaluateAll((boxes) => boxes.map((box) => box.id));
}

/** The stored document's read and unread keys. */
const storedMarks = (page) =>
  page.evaluate((key) => {
    const doc = JSON.parse(localStorage.getItem(key) ?? '{"read":{}}');
    return { read: Object.keys(doc.read).sort(), unread: Object.keys(doc.unread ?? {}).sort() };
  }, PROGRESS_KEY);

/** Clicks the checkboxes with these ids, one after the other, in one task. */
const clickAll = (page, ids) => page.evaluate((ids) => ids.forEach((id) => document.getElementById(id).click()), ids);

test('two tabs marking and unmarking at the same moment keep every change', async ({ context }) => {
  const [first, second] = await twoTabs(context);
  const ids = await openEveryList(first);
  await openEveryList(second);
  const total = ids.length;
  const mine = ids.filter((_, i) => i % 2 === 0);
  const theirs = ids.filter((_, i) => i % 2 === 1);

  // Both tabs mark their half within the same few milliseconds.
  await Promise.all([clickAll(first, mine), clickAll(second, theirs)]);
  await expect.poll(async () => (await storedMarks(first)).read.length).toBe(total);
  await expect(overall(first)).toContainText(`${total} of ${total} read`);
  await expect(overall(second)).toContainText(`${total} of ${total} read`);

  // Then each unmarks three of its own, again at the same moment.
  const unmarked = [...mine.slice(0, 3), ...theirs.slice(0, 3)];
  await Promise.all([clickAll(first, mine.slice(0, 3)), clickAll(second, theirs.slice(0, 3))]);
  // Tabs hear of each other's writes late: the stored copy settles on
  // every change, each unmark kept as one.
  await expect
    .poll(async () => {
      const { read, unread } = await storedMarks(first);
      return { read: read.length, unread: unread.length };
    })
    .toEqual({ read: total - 6, unread: 6 });
  await expect(overall(first)).toContainText(`${total - 6} of ${total} read`);
  await expect(overall(second)).toContainText(`${total - 6} of ${total} read`);
  for (const id of unmarked) {
    await expect(first.locator(`#${id}`)).not.toBeChecked();
    await expect(second.locator(`#${id}`)).not.toBeChecked();
  }

  // A reload in either tab finds the same.
  await second.reload();
  await expect(overall(second)).toContainText(`${total - 6} of ${total} read`);
});

test('a document a newer version wrote in another tab is never written over', async ({ context }) => {
  const [first, second] = await twoTabs(context);
  const newer = '{"version":2,"marks":{"llm-inference/introduction":{"read":"2026-11-01"}}}';
  await second.evaluate(([key, text]) => localStorage.setItem(key, text), [PROGRESS_KEY, newer]);

  await expect(notices(first)).toContainText('Your reading progress was saved by a newer version of this app');
  await readingListButton(first, 'CXL Series').click();
  await first.getByRole('checkbox', { name: 'CXL Introduction' }).check();
  await expect(first.getByRole('region', { name: 'Your progress' })).toContainText('1 of');
  expect(await first.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBe(newer);
});

test('a newer document found at start is left as it is, and the reader told', async ({ page }) => {
  const newer = '{"version":7,"read":{}}';
  await page.addInitScript(([key, text]) => localStorage.getItem(key) ?? localStorage.setItem(key, text), [PROGRESS_KEY, newer]);
  await page.goto('./');
  await expect(notices(page)).toContainText('saved by a newer version of this app');
  await readingListButton(page, 'CXL Series').click();
  await page.getByRole('checkbox', { name: 'CXL Introduction' }).check();
  expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBe(newer);
});

test('one bad entry: the rest is kept, and the set-aside copy downloads and imports', async ({ page, browser }) => {
  const partly = JSON.stringify({
    version: 1,
    read: { 'cxl/introduction': T1, 'llm-inference/introduction': '2026-13-45T99:99:99Z' },
  });
  await page.addInitScript(([key, text]) => localStorage.getItem(key) ?? localStorage.setItem(key, text), [PROGRESS_KEY, partly]);
  await page.goto('./');
  const notice = notices(page).locator('.notice');
  await expect(notice).toContainText(
    'Part of your saved reading progress could not be read: 1 entry set aside (the time of “llm-inference/introduction” cannot be read), 1 entry kept.',
  );
  await expect(overall(page)).toContainText('1 of');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByRole('button', { name: 'Download the set-aside copy' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^learning-series-progress-v1-backup-\d{4}-\d\d-\d\dT[\d-]+\.\d{3}Z\.json$/);
  const file = await download.path();
  expect(await readFile(file, 'utf8')).toBe(partly);
  // Reloading does not set it aside again: the key holds what was kept.
  await page.reload();
  await appReady(page);
  await expect(notice).toHaveCount(0);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('./');
  // The file input is disabled until the app has taken the page over, and
  // setInputFiles does not wait for that.
  await appReady(other);
  await overall(other).getByLabel('Import progress').setInputFiles(file);
  await expect(other.getByRole('status')).toContainText('1 part imported, 0 already read. Left out 1 entry that could not be read.');
  await fresh.close();
});

test('catalog text cannot turn the app\'s own sentences around', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  const spoof = '\u202eLocking primitives';
  catalog.series[4].title = spoof;
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, spoof).click();
  await page.getByRole('button', { name: `Mark all read: ${spoof}` }).click();
  await page.getByRole('button', { name: `Reset: ${spoof}` }).click();
  const notice = page.locator('.notice').filter({ hasText: 'was reset' });
  await readingListButton(page, spoof).click();
  // The title is isolated inside the sentence, by an element, its override
  // closed (U+202C): it ends with it (edges.spec.js checks where each
  // glyph lands).
  expect(await notice.locator('span').first().textContent()).toBe(
    `Progress of \u201c${spoof}\u202c\u201d was reset: 2 parts marked unread.`,
  );
  await expect(notice.locator('bdi')).toHaveText(`${spoof}\u202c`);
  // Titles in their own elements are isolated from what surrounds them.
  for (const selector of ['h1', 'h2', 'h3', '.summary', '.part-title']) {
    const isolation = await page.locator(selector).first().evaluate((e) => getComputedStyle(e).unicodeBidi);
    expect(isolation, selector).toBe('isolate');
  }
});
