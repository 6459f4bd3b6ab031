// The reader shows the seed catalog, in reading order, from the release build.
import { test, expect, accessibleNode, appReady, holdWasm, readingList, readingListButton, shownText } from './fixtures.js';
import { seedPage } from './seed.js';

const seed = seedPage();

test('shows every series and part of the seed page, in order, under its section', async ({ page, consoleErrors }) => {
  const catalogRequests = [];
  page.on('request', (request) => request.url().endsWith('/catalog.json') && catalogRequests.push(request.url()));
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.title);
  await expect(page.getByText(seed.subtitle)).toBeVisible();
  await expect(page.locator('#series-list').getByRole('heading', { level: 2 })).toHaveText(seed.sections.map((s) => s.title));

  for (const section of seed.sections) {
    const region = page.getByRole('region', { name: section.title });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(section.series.map((s) => s.title));
    for (const series of section.series) {
      const card = region.getByRole('article', { name: series.title, exact: true });
      await expect(card).toContainText(series.summary);
      const count = series.parts.length === 1 ? '1 part' : `${series.parts.length} parts`;
      await readingListButton(card, series.title).click();
      await expect(readingListButton(card, series.title)).toContainText(count);
      // Emphasis the page writes as *word* shows as emphasis.
      await expect(card.locator('ol.parts').getByRole('listitem')).toHaveText(series.parts.map(shownText));
    }
  }
  const total = seed.sections.flatMap((s) => s.series).flatMap((s) => s.parts).length;
  expect(total).toBe(21);
  await expect(page.locator('ol > li')).toHaveCount(total);
  expect(consoleErrors).toEqual([]);
  expect(catalogRequests, 'the catalog is fetched once').toHaveLength(1);
});

test('a reading list opens and closes with its disclosure, which says which series, how many parts, and whether it is open', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  const button = readingListButton(page, 'LLM Inference');
  const list = readingList(page, 'LLM Inference').locator('ol.parts');
  // As the browser tells assistive technology, before and after the takeover.
  const summary = '#catalog article.series summary';
  const closed = { role: 'DisclosureTriangle', name: 'LLM Inference: Reading list · 7 parts', expanded: false };
  for (const takeover of [false, true]) {
    if (takeover) {
      release();
      await appReady(page);
    }
    expect(await accessibleNode(page, summary)).toEqual(closed);
    await expect(list).toBeHidden();

    await button.click();
    expect(await accessibleNode(page, summary)).toEqual({ ...closed, expanded: true });
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem').first()).toHaveText(
      'LLM Inference Introduction: the end-to-end flow and vector math',
    );

    await button.click();
    await expect(list).toBeHidden();
  }
});

test('the same build works under a sub-path', async ({ page }) => {
  await page.goto('/learning/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.title);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8);
});

test('a phone-width screen shows the cards without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./');
  await readingListButton(page, 'LLM Training').click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
