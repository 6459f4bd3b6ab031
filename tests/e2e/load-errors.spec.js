// A catalog that cannot be used gives a plain-words alert, never a blank
// page or a panic (the fixture fails any test whose console shows one).
import { test, expect, serveCatalog, bundledCatalog } from './fixtures.js';

test('a catalog answered with 404 says the server answered 404', async ({ page }) => {
  await serveCatalog(page, { status: 404, body: 'Not Found' });
  await page.goto('./');
  await expect(page.getByRole('alert')).toHaveText(
    'The catalog could not be loaded: the server answered 404 Not Found.',
  );
});

test('a catalog that is not JSON says so, with line and column', async ({ page }) => {
  await serveCatalog(page, { status: 200, contentType: 'application/json', body: '{\n  "schema": 1,\n  "title": \n' });
  await page.goto('./');
  await expect(page.getByRole('alert')).toContainText('The catalog is not valid JSON');
  await expect(page.getByRole('alert')).toContainText('line 4, column 0');
});

test('a catalog with a duplicate series id names the place of the problem', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.series[3].id = catalog.series[0].id;
  await serveCatalog(page, { status: 200, json: catalog });
  await page.goto('./');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The catalog has 1 problem:');
  await expect(alert.getByRole('listitem')).toHaveText([`series[3].id: duplicate id "${catalog.series[0].id}"`]);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
});
