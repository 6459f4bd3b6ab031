// Finding series on the release build: topics, search, status, the URL as
// the state (Back/Forward, sharing), at the root and under a sub-path.
import { test, expect, appReady, facet, readingList, readingListButton } from './fixtures.js';

const titles = (page) => page.getByRole('heading', { level: 3 });
const topic = (page, label) => facet(page.getByRole('group', { name: 'Topics' }), 'checkbox', label);
const search = (page) => page.getByRole('searchbox', { name: 'Search' });
const status = (page, label) => facet(page.getByRole('radiogroup', { name: 'Status' }), 'radio', label);

const GPU = ['LLM Inference', 'LLM Training', 'GPU Performance Profiling'];
const CPU = ['CPU ISA for ML', 'CPU Microarchitecture', 'Locking primitives', 'Performance Profiling'];

for (const base of ['./', '/learning/']) {
  test.describe(`served at ${base === './' ? 'the root' : base}`, () => {
    test('the GPU topic shows the GPU series, hides the rest, and is in the URL', async ({ page }) => {
      await page.goto(base);
      await expect(topic(page, 'GPU')).not.toBeChecked();
      await expect(topic(page, 'GPU')).toHaveAccessibleName('GPU, 3 series');
      await topic(page, 'GPU').click();
      await expect(topic(page, 'GPU')).toBeChecked();
      await expect(titles(page).locator('visible=true')).toHaveText(GPU);
      await expect(page.getByRole('heading', { name: 'Locking primitives' })).toBeHidden();
      await expect(page.getByRole('heading', { name: 'CXL Series' })).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Past Series' })).toBeHidden();
      await expect(page.getByText('Showing 3 of 8 series; 5 hidden by the filters.')).toBeVisible();
      const url = new URL(page.url());
      expect(url.pathname).toBe(base === './' ? '/' : '/learning/');
      expect(url.search).toBe('?topic=gpu');
    });

    test('a shared ?topic=cpu opens that view, and Back and Forward move between views', async ({ page }) => {
      await page.goto(`${base}?topic=cpu`);
      await expect(titles(page).locator('visible=true')).toHaveText(CPU);
      await expect(topic(page, 'CPU')).toBeChecked();

      await topic(page, 'GPU').click();
      await expect(page).toHaveURL(/\?topic=gpu&topic=cpu$/);
      await expect(titles(page).locator('visible=true')).toHaveCount(7);

      await status(page, 'Unread').check();
      await expect(page).toHaveURL(/\?topic=gpu&topic=cpu&status=unread$/);

      await page.goBack();
      await expect(status(page, 'All')).toBeChecked();
      await expect(titles(page).locator('visible=true')).toHaveCount(7);
      await page.goBack();
      await expect(titles(page).locator('visible=true')).toHaveText(CPU);
      await expect(topic(page, 'GPU')).not.toBeChecked();
      await page.goForward();
      await expect(topic(page, 'GPU')).toBeChecked();
      await expect(titles(page).locator('visible=true')).toHaveCount(7);
    });

    test('search finds a series by a part title and by a word of its summary', async ({ page }) => {
      await page.goto(base);
      await search(page).fill('rcu');
      await expect(titles(page).locator('visible=true')).toHaveText(['Locking primitives']);
      await expect(page).toHaveURL(/\?q=rcu$/);

      await search(page).fill('Express');
      await expect(titles(page).locator('visible=true')).toHaveText(['CXL Series']);

      // Every word, in any order: only the part that holds both is marked.
      await search(page).fill('blackwell flash');
      await expect(titles(page).locator('visible=true')).toHaveText(['LLM Inference']);
      await readingListButton(page, 'LLM Inference').click();
      await expect(readingList(page, 'LLM Inference').locator('mark')).toHaveText(['Flash', 'Blackwell']);

      await search(page).fill('llm');
      await expect(page.locator('h3 mark')).toHaveText(['LLM', 'LLM']);
    });

    test('typing adds one history entry, so Back leaves the search in one step', async ({ page }) => {
      await page.goto(base);
      await topic(page, 'CPU').click();
      // A topic chosen before the takeover reaches the address at the
      // takeover: the entry typing adds is counted after that one.
      await expect(page).toHaveURL(/\?topic=cpu$/);
      const before = await page.evaluate(() => history.length);
      await search(page).pressSequentially('cache');
      await expect(page).toHaveURL(/\?topic=cpu&q=cache$/);
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
      await page.goBack();
      await expect(page).toHaveURL(/\?topic=cpu$/);
      await expect(search(page)).toHaveValue('');
      await expect(titles(page).locator('visible=true')).toHaveText(CPU);
    });

    test('nonsense shows the empty state, and its button clears every filter', async ({ page }) => {
      await page.goto(`${base}?topic=gpu&status=completed`);
      await search(page).fill('zzyzx');
      await expect(page.getByText(/^No series match/)).toBeVisible();
      await expect(titles(page).locator('visible=true')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: /Series$/ }).locator('visible=true')).toHaveCount(0);
      await page.getByRole('button', { name: 'Show all series' }).click();
      await expect(titles(page).locator('visible=true')).toHaveCount(8);
      await expect(search(page)).toHaveValue('');
      await expect(status(page, 'All')).toBeChecked();
      expect(new URL(page.url()).search).toBe('');
    });

    test('status Completed after finishing a series shows just that series', async ({ page }) => {
      await page.goto(base);
      // After the takeover: a click whose press and release straddle it
      // lands on two different summaries and opens neither
      // (first-paint.spec.js opens lists before it).
      await appReady(page);
      await readingListButton(page, 'CPU Microarchitecture').click();
      await page.getByRole('button', { name: 'Mark all read: CPU Microarchitecture' }).click();
      await expect(status(page, 'Completed')).toHaveAccessibleName('Completed, 1 series');
      await status(page, 'Completed').check();
      await expect(titles(page).locator('visible=true')).toHaveText(['CPU Microarchitecture']);
      await expect(page).toHaveURL(/\?status=completed$/);
    });
  });
}

test('unknown topics and statuses in the URL are ignored', async ({ page }) => {
  await page.goto('./?topic=quantum&topic=gpu&status=someday&utm_source=feed');
  await expect(titles(page).locator('visible=true')).toHaveText(GPU);
  await expect(status(page, 'All')).toBeChecked();
});

test('/ focuses search from anywhere, and Escape clears it', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await page.keyboard.press('/');
  await expect(search(page)).toBeFocused();
  await page.keyboard.type('perf stat');
  await expect(titles(page).locator('visible=true')).toHaveText(['Performance Profiling']);
  await page.keyboard.press('Escape');
  await expect(search(page)).toHaveValue('');
  await expect(titles(page).locator('visible=true')).toHaveCount(8);
  await expect(search(page)).toBeFocused();
});

test('a topic that only some parts have points those parts out', async ({ page }) => {
  await page.goto('./?topic=interconnect');
  await expect(titles(page).locator('visible=true')).toHaveText(['CXL Series', 'LLM Training']);
  await readingListButton(page, 'LLM Training').click();
  const parts = readingList(page, 'LLM Training').locator('li.part');
  await expect(parts.filter({ hasText: 'Matches topic' })).toHaveText([/Tiling and Collective Operations/]);
  await readingListButton(page, 'CXL Series').click();
  await expect(readingList(page, 'CXL Series').getByText('Matches topic')).toHaveCount(0);
});

test('filtering keeps open lists and progress as they were', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, 'LLM Inference').click();
  await page.getByRole('checkbox', { name: 'PagedAttention' }).check();
  await topic(page, 'CPU').click();
  await expect(page.getByRole('heading', { name: 'LLM Inference' })).toBeHidden();
  await topic(page, 'CPU').click();
  await expect(readingList(page, 'LLM Inference')).toHaveJSProperty('open', true);
  await expect(page.getByRole('checkbox', { name: 'PagedAttention' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'PagedAttention' })).toBeVisible();
});
