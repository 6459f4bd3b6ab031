// Huge catalogs: 10,000 parts load, render and filter; past the size
// limit the catalog is refused in plain words instead of freezing the tab.
import { test, expect, serveCatalog } from './fixtures.js';
import { generateCatalog } from './generate-catalog.js';

test('10,000 parts load, render, search and open', async ({ page }) => {
  const catalog = generateCatalog(10_000);
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(catalog.series.length);
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('0 of 10000 read');

  const last = catalog.series.at(-1);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(last.parts.at(-1).title);
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveText([last.title]);
  await page.getByRole('button', { name: `${last.title}: Reading list` }).click();
  await page.getByRole('checkbox', { name: last.parts.at(-1).title }).check();
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('1 of 10000 read');
  await search.fill('');
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveCount(catalog.series.length);
});

test('a catalog past the size limit is refused with its size', async ({ page }) => {
  const catalog = generateCatalog(100);
  catalog.padding = 'x'.repeat(6 * 1024 * 1024);
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await expect(page.getByRole('alert')).toContainText(
    'The catalog is too large to read: 6.0 MB, more than the 5.0 MB this app reads.',
  );
});
