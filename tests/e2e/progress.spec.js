// Reading progress on the release build: marks survive reloads, catalog
// changes and broken storage; tabs stay in sync; export/import moves it.
import { readFile } from 'node:fs/promises';
import { test, expect, appReady, holdWasm, serveCatalog, bundledCatalog, readingList, readingListButton, twoTabs } from './fixtures.js';

// Kept for the copy of the app at the root of the host (src/kept/storage.rs).
const PROGRESS = 'learning-series/progress/v1';
const SEEN = 'learning-series/seen/v1';

const card = (page, title) => page.getByRole('article', { name: title, exact: true });
const overall = (page) => page.getByRole('region', { name: 'Your progress' });
const checkbox = (page, title) => page.getByRole('checkbox', { name: title });

/** Opens a series' list once the app has taken the page over. */
async function openList(page, title) {
  await appReady(page);
  if (!(await readingList(page, title).evaluate((details) => details.open))) await readingListButton(page, title).click();
}

test('a part marked read stays read after a reload, and the counts follow', async ({ page }) => {
  await page.goto('./');
  await expect(overall(page)).toContainText('0 of 21 read');
  await openList(page, 'LLM Inference');
  await checkbox(page, 'The KV Cache: Sizing It, and the Attention Variants That Shrink It').check();
  await checkbox(page, 'PagedAttention').check();

  const inference = card(page, 'LLM Inference');
  await expect(inference).toContainText('2 of 7 read');
  await expect(inference.getByRole('progressbar')).toHaveAttribute('value', '2');
  await expect(inference.locator('.status')).toHaveText('In progress');
  await expect(overall(page)).toContainText('2 of 21 read');

  await page.reload();
  await expect(inference).toContainText('2 of 7 read');
  await expect(overall(page)).toContainText('2 of 21 read');
  await openList(page, 'LLM Inference');
  await expect(checkbox(page, 'PagedAttention')).toBeChecked();
  await expect(checkbox(page, 'FlashAttention: Exact Attention Without Materialization')).not.toBeChecked();

  await checkbox(page, 'PagedAttention').uncheck();
  await page.reload();
  await expect(inference).toContainText('1 of 7 read');
});

test('continue reading opens the list of the latest series and focuses the next part', async ({ page }) => {
  await page.goto('./');
  await openList(page, 'LLM Inference');
  await checkbox(page, 'LLM Inference Introduction: the end-to-end flow and vector math').check();
  await openList(page, 'LLM Training');
  await checkbox(page, 'LLM Training: The End-to-End Flow').check();
  await readingListButton(page, 'LLM Training').click();
  await page.reload();

  const next = page.getByRole('button', { name: 'Continue reading: Tiling and Collective Operations' });
  await next.click();
  await expect(readingList(page, 'LLM Training')).toHaveJSProperty('open', true);
  await expect(checkbox(page, 'Tiling and Collective Operations')).toBeFocused();

  const inferenceNext = card(page, 'LLM Inference').getByRole('button', {
    name: 'Next: The KV Cache: Sizing It, and the Attention Variants That Shrink It',
  });
  await inferenceNext.click();
  await expect(checkbox(page, 'The KV Cache: Sizing It, and the Attention Variants That Shrink It')).toBeFocused();
});

test('a series can be marked all read, reset, and the reset undone', async ({ page }) => {
  await page.goto('./');
  // After the takeover, as openList: a click whose press and release
  // straddle it lands on two different summaries and opens neither
  // (first-paint.spec.js opens lists before it).
  await appReady(page);
  const locking = card(page, 'Locking primitives');
  // Marking or resetting a whole series is inside its open list.
  await expect(locking.getByRole('button', { name: 'Mark all read: Locking primitives' })).toBeHidden();
  await readingListButton(page, 'Locking primitives').click();
  await locking.getByRole('button', { name: 'Mark all read: Locking primitives' }).click();
  await expect(locking).toContainText('2 of 2 read');
  await expect(locking.locator('.status')).toHaveText('Completed');

  await locking.getByRole('button', { name: 'Reset: Locking primitives' }).click();
  await expect(locking).toContainText('0 of 2 read');
  const notice = page.getByRole('status').filter({ hasText: 'was reset' });
  await expect(notice).toContainText('Progress of “Locking primitives” was reset: 2 parts marked unread.');
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(locking).toContainText('2 of 2 read');
  await page.reload();
  await expect(locking).toContainText('2 of 2 read');
});

test('progress stays with the right parts when the catalog is reordered', async ({ page, request }) => {
  await page.goto('./');
  await openList(page, 'LLM Training');
  await checkbox(page, 'Neural Network Quantization').check();
  await checkbox(page, 'LLM Training: The End-to-End Flow').check();

  const reordered = await bundledCatalog(request);
  reordered.series.reverse();
  for (const series of reordered.series) series.parts.reverse();
  await serveCatalog(page, { json: reordered });
  await page.reload();

  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('GPU Performance Profiling');
  await openList(page, 'LLM Training');
  await expect(checkbox(page, 'Neural Network Quantization')).toBeChecked();
  await expect(checkbox(page, 'LLM Training: The End-to-End Flow')).toBeChecked();
  await expect(checkbox(page, 'PyTorch Distributed Training Internals')).not.toBeChecked();
  await expect(card(page, 'LLM Training')).toContainText('2 of 5 read');
});

test('junk in any key: the page works, says so, and keeps the junk under a backup key', async ({ page }) => {
  // A newer version's document is left as it is instead (keeping.spec.js).
  const junk = ['{', 'null', '[]', '"text"', '{"version":1,"read":{"x":1}}', '{"version":1,"read":7}'];
  await page.goto('./');
  // The app reads storage as it takes the page over; junk goes in after that.
  await appReady(page);
  for (const name of [PROGRESS, SEEN]) {
    const key = `${name}@/`;
    for (const value of junk) {
      await page.evaluate(([k, v]) => {
        localStorage.clear();
        localStorage.setItem(k, v);
      }, [key, value]);
      await page.reload();
      await appReady(page);
      const notice = page.getByRole('status').filter({ hasText: 'could not be read' });
      await expect(notice, `${key} = ${value}`).toContainText(`${name}/backup/`);
      const backups = await page.evaluate(
        (name) =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith(`${name}/backup/`) && k.endsWith('@/'))
            .map((k) => localStorage.getItem(k)),
        name,
      );
      expect(backups, `${key} = ${value}`).toEqual([value]);
    }
  }
  // Marking still works, and is kept.
  await openList(page, 'CXL Series');
  await checkbox(page, 'CXL Introduction').check();
  await page.reload();
  await expect(card(page, 'CXL Series')).toContainText('1 of 1 read');
});

test('when localStorage throws, the app works in memory and says progress will not be kept', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('./');
  await expect(page.getByRole('status').filter({ hasText: 'does not let the page keep data' })).toBeVisible();
  await openList(page, 'CXL Series');
  await checkbox(page, 'CXL Introduction').check();
  await expect(card(page, 'CXL Series')).toContainText('1 of 1 read');
  await expect(overall(page)).toContainText('1 of 21 read');
});

test('when storage is full, marking still works and the reader is told once', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await openList(page, 'Locking primitives');
  await checkbox(page, 'Spin or Sleep: That is the question').check();
  await checkbox(page, 'Read-Copy-Update (RCU): A Primer').check();
  await expect(card(page, 'Locking primitives')).toContainText('2 of 2 read');
  await expect(page.getByRole('status').getByText('storage for this page is full')).toHaveCount(1);
});

test('a change in one tab shows in another without a reload', async ({ context }) => {
  const [first, second] = await twoTabs(context);
  await expect(card(second, 'CXL Series')).toContainText('0 of 1 read');

  await openList(first, 'CXL Series');
  await checkbox(first, 'CXL Introduction').check();
  await expect(card(second, 'CXL Series')).toContainText('1 of 1 read');
  await expect(overall(second)).toContainText('1 of 21 read');
});

test('export, then import in a fresh browser, restores progress and reports what it did', async ({ page, browser }) => {
  await page.goto('./');
  await openList(page, 'LLM Training');
  await checkbox(page, 'Tiling and Collective Operations').check();
  await checkbox(page, 'Neural Network Quantization').check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    overall(page).getByRole('button', { name: 'Export progress' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^learning-series-progress-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(await readFile(file, 'utf8'));
  expect(exported.format).toBe('learning-series-progress');
  expect(Object.keys(exported.read).sort()).toEqual([
    'llm-training/quantization',
    'llm-training/tiling-collectives',
  ]);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('./');
  await openList(other, 'LLM Training');
  await checkbox(other, 'Neural Network Quantization').check();
  await overall(other).getByLabel('Import progress').setInputFiles(file);
  await expect(other.getByRole('status')).toContainText('1 part imported, 1 already read.');
  await expect(overall(other)).toContainText('2 of 21 read');
  await expect(checkbox(other, 'Tiling and Collective Operations')).toBeChecked();
  await other.reload();
  await expect(overall(other)).toContainText('2 of 21 read');
  await fresh.close();
});

test('a file that is not a progress export is refused and changes nothing, and the next refusal takes the place of the first', async ({ page }) => {
  await page.goto('./');
  // setInputFiles does not wait for the input to be enabled by the app.
  await appReady(page);
  const exportButton = overall(page).getByRole('button', { name: 'Export progress' });
  const place = () => exportButton.evaluate((button) => [button.getBoundingClientRect().left + scrollX, button.getBoundingClientRect().top + scrollY]);
  const before = await place();
  await overall(page)
    .getByLabel('Import progress')
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":"world"}') });
  await expect(page.getByRole('status')).toContainText(
    '“notes.json” was not imported: it is not a Learning Series progress file. Nothing was changed.',
  );
  // The message comes under the buttons; they do not move.
  expect(await place()).toEqual(before);
  await overall(page)
    .getByLabel('Import progress')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":') });
  await expect(page.getByRole('status')).toContainText('“broken.json” was not imported: it is not JSON.');
  // The newest report takes the place of the one before: no pile of stale ones.
  await expect(overall(page).locator('.notice')).toHaveCount(1);
  await expect(overall(page)).toContainText('0 of 21 read');
});

test('a part added since the last visit is marked New until its list is opened', async ({ page, request }) => {
  await page.goto('./');
  // The first visit keeps that every part has been seen, as the app starts.
  await appReady(page);
  await expect(page.locator('.new-mark, .new-count')).toHaveCount(0);

  const grown = await bundledCatalog(request);
  grown.series[3].parts.push({ id: 'cxl-memory-pooling', title: 'CXL Memory Pooling' });
  await serveCatalog(page, { json: grown });
  await page.reload();
  const cxl = card(page, 'CXL Series');
  await expect(cxl.locator('.new-count')).toHaveText('1 new part');
  await page.reload();
  await expect(cxl.locator('.new-count'), 'still new: its list was not opened').toHaveText('1 new part');

  await openList(page, 'CXL Series');
  const added = cxl.getByRole('listitem').filter({ hasText: 'CXL Memory Pooling' });
  await expect(added.locator('.new-mark')).toBeVisible();
  await expect(added.locator('.new-mark')).toHaveText('New since your last visit');
  await expect(cxl.getByRole('listitem').filter({ hasText: 'CXL Introduction' }).locator('.new-mark')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8);
  await expect(page.locator('.new-mark, .new-count')).toHaveCount(0);
});

test('two copies of the app on one origin keep their own progress', async ({ page }) => {
  await page.goto('/learning/');
  await openList(page, 'CXL Series');
  await checkbox(page, 'CXL Introduction').check();
  await expect(card(page, 'CXL Series')).toContainText('1 of 1 read');
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual([`${PROGRESS}@/learning/`, `${SEEN}@/learning/`]);

  await page.goto('/');
  await appReady(page);
  await expect(card(page, 'CXL Series')).toContainText('0 of 1 read');
  // Back under /learning/, a returning reader there: the figures wait for the app.
  const release = await holdWasm(page);
  await page.goto('/learning/');
  await expect(page.locator('html')).toHaveClass(/\breturning\b/);
  release();
  await appReady(page);
  await expect(card(page, 'CXL Series')).toContainText('1 of 1 read');
});

test('progress kept by a build before copies had their own keys is taken up, and a copy of it kept', async ({ page }) => {
  const earlier = JSON.stringify({ version: 1, read: { 'cxl/introduction': '2026-11-01T09:00:00.000Z' } });
  await page.goto('./');
  await page.evaluate((text) => {
    localStorage.clear();
    localStorage.setItem('learning-series/progress/v1', text);
  }, earlier);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\breturning\b/);
  await appReady(page);
  await expect(card(page, 'CXL Series')).toContainText('1 of 1 read');
  const kept = await page.evaluate(() => ({
    before: localStorage.getItem('learning-series/progress/v1'),
    moved: localStorage.getItem('learning-series/progress/v1/moved@/'),
  }));
  expect(kept).toEqual({ before: null, moved: earlier });
  await page.reload();
  await appReady(page);
  await expect(card(page, 'CXL Series')).toContainText('1 of 1 read');
});

test('a 4 MB document kept by a build before moves to this copy\'s key, though two copies do not fit, and the next mark is kept', async ({ page }) => {
  await page.goto('./');
  const sizes = await page.evaluate(() => {
    localStorage.clear();
    const read = { 'cxl/introduction': '2026-11-01T09:00:00.000Z' };
    for (let i = 0; i < 76000; i += 1) read[`an-older-series/part-${i}`] = '2026-11-01T09:00:00.000Z';
    const text = JSON.stringify({ version: 1, read });
    localStorage.setItem('learning-series/progress/v1', text);
    // The browser would not keep it twice.
    let twice = true;
    try {
      localStorage.setItem('probe', text);
    } catch (full) {
      twice = false;
    }
    localStorage.removeItem('probe');
    return { length: text.length, twice };
  });
  expect(sizes.length).toBeGreaterThan(4_000_000);
  expect(sizes.twice, 'the storage holds the document once, not twice').toBe(false);
  await page.reload();
  await appReady(page);
  await expect(card(page, 'CXL Series')).toContainText('1 of 1 read');
  const kept = await page.evaluate(() => ({
    before: localStorage.getItem('learning-series/progress/v1'),
    here: (localStorage.getItem('learning-series/progress/v1@/') || '').length,
  }));
  expect(kept).toEqual({ before: null, here: sizes.length });
  const other = page.locator('article.series').filter({ hasNotText: 'CXL Series' }).first();
  await other.locator('summary.disclosure').click();
  await other.locator('li.part input[type=checkbox]').first().check();
  await expect(page.locator('.notice')).toHaveCount(0);
  await page.reload();
  await appReady(page);
  await expect(card(page, 'CXL Series')).toContainText('1 of 1 read');
  await expect(page.locator('.overall')).toHaveText(/^2 of \d+ read$/);
});
