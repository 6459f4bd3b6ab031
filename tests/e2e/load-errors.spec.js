// Whatever arrives as the catalog, the reader sees a plain-words alert
// (over the prerendered catalog) or a working page: never a blank page, a
// panic (the fixture fails any test whose console shows one), or a script
// from the catalog.
import { test, expect, appReady, hold, readingListButton, serveCatalog, bundledCatalog } from './fixtures.js';

const alert = (page) => page.getByRole('alert');

/** Where a problem is, as the alert names it: `series 2 "cxl" › part 1 "intro"`. */
const seriesPlace = (catalog, i) => `series ${i + 1} "${catalog.series[i].id}"`;
const partPlace = (catalog, i, j) => `${seriesPlace(catalog, i)} \u203a part ${j + 1} "${catalog.series[i].parts[j].id}"`;

test('404 says the server answered 404', async ({ page }) => {
  await serveCatalog(page, { status: 404, body: 'Not Found' });
  await page.goto('./');
  await expect(alert(page)).toContainText('The catalog could not be loaded: the server answered with error 404.');
  await expect(alert(page).getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('500 says the server answered 500', async ({ page }) => {
  await serveCatalog(page, { status: 500, body: 'oops' });
  await page.goto('./');
  await expect(alert(page)).toContainText('the server answered with error 500.');
});

test('a network failure says the request failed', async ({ page }) => {
  await page.route('**/catalog.json', (route) => route.abort('failed'));
  await page.goto('./');
  await expect(alert(page)).toContainText('The catalog could not be loaded: the browser stopped the request without saying why');
});

test('no answer within the time limit says so, over the prerendered catalog', async ({ page }) => {
  await page.clock.install();
  await page.route('**/catalog.json', () => {});
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Find series' })).toHaveAttribute('aria-busy', 'true');
  // The app has started, and waits for the catalog.
  await expect(page.locator('#app-status [role="status"]')).toBeAttached();
  await page.clock.runFor(16_000);
  await expect(alert(page)).toContainText('the server did not answer in time.');
  await expect(page.locator('[aria-busy]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a slow answer: the prerendered catalog shows meanwhile, then the app takes over', async ({ page }) => {
  const answer = await hold(page, '**/catalog.json');
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning Series');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Find series' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Loading the catalog…')).toHaveCount(0);
  answer();
  await appReady(page);
  await expect(page.getByRole('region', { name: 'Your progress' }).getByRole('button', { name: 'Export progress' })).toBeEnabled();
});

test('an HTML page served as the catalog is named as such', async ({ page }) => {
  await serveCatalog(page, { status: 200, contentType: 'text/html', body: '<!DOCTYPE html><html><body>Welcome</body></html>' });
  await page.goto('./');
  await expect(alert(page)).toContainText('the server sent a web page instead of the catalog.');
});

test('an empty answer is named as such', async ({ page }) => {
  await serveCatalog(page, { status: 200, contentType: 'application/json', body: '' });
  await page.goto('./');
  await expect(alert(page)).toContainText('the server sent an empty file.');
});

test('truncated JSON says where it broke, with line and column', async ({ page, request }) => {
  const text = JSON.stringify(await bundledCatalog(request), null, 2);
  await serveCatalog(page, { status: 200, contentType: 'application/json', body: text.slice(0, 900) });
  await page.goto('./');
  await expect(alert(page)).toContainText(/The catalog is not valid JSON: EOF while parsing .* at line \d+, column \d+\./);
});

test('a value of the wrong type says what was expected, and where', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.series[2].parts = 'one, two';
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await expect(alert(page)).toContainText(
    `does not have the expected shape: invalid type: string "one, two", expected a list, in ${seriesPlace(catalog, 2)} \u203a parts.`,
  );
});

test('an unknown schema version is refused in plain words', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.schema = 2;
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await expect(alert(page)).toContainText('The catalog uses schema version 2, but this app reads version 1.');
});

test('a duplicate series id names the place of the problem', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.series[3].id = catalog.series[0].id;
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await expect(alert(page)).toContainText('The catalog has 1 problem:');
  await expect(alert(page).getByRole('listitem')).toHaveText([
    `${seriesPlace(catalog, 3)} \u203a id: duplicate id "${catalog.series[0].id}", first used by ${seriesPlace(catalog, 0)}`,
  ]);
  // The prerendered catalog stays readable under the alert, not the broken file.
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(catalog.series.length);
  await expect(page.getByRole('heading', { name: catalog.series[3].title })).toBeVisible();
});

test('many problems: the first five with their places, then how many more', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  for (const series of catalog.series) series.title = '';
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await expect(alert(page)).toContainText('The catalog has 8 problems:');
  await expect(alert(page).getByRole('listitem')).toHaveCount(5);
  await expect(alert(page).getByRole('listitem').first()).toHaveText(`${seriesPlace(catalog, 0)} \u203a title: must not be empty`);
  await expect(alert(page)).toContainText('… and 3 more problems.');
});

test('a javascript: link is refused by validation, with its place', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.series[1].parts[1].url = 'javascript:alert(document.cookie)';
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await expect(alert(page).getByRole('listitem')).toHaveText([
    `${partPlace(catalog, 1, 1)} \u203a url: link "javascript:alert(document.cookie)" must start with http:// or https://, or be relative`,
  ]);
});

test('markup in the catalog is shown as text and runs nothing', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  // Short enough for the shortest limit (a topic label, 60 characters).
  const payload = '<img src=x onerror=__ran=1><script>__ran=2</script><b>b</b>';
  catalog.title = `Series ${payload}`;
  catalog.series[0].title = payload;
  catalog.series[0].summary = payload;
  catalog.series[0].parts[0].title = payload;
  catalog.series[0].parts[1].url = 'https://example.org/kv-cache';
  catalog.topics[0].label = payload;
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Series ${payload}`);
  await readingListButton(page, payload).click();
  await expect(page.getByRole('checkbox', { name: payload, exact: true })).toBeVisible();
  await expect(page.locator('#catalog img, #catalog script, #catalog b')).toHaveCount(0);
  expect(await page.evaluate(() => window.__ran)).toBeUndefined();
  const link = page.getByRole('link', { name: catalog.series[0].parts[1].title });
  await expect(link).toHaveAttribute('href', 'https://example.org/kv-cache');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('very long titles and summaries wrap on a phone without sideways scrolling', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  // As long as the catalog's limits allow: 300 characters, 60 for a label.
  const long = 'Supercalifragilistic'.repeat(15);
  catalog.title = long;
  catalog.series[0].title = long;
  catalog.series[0].summary = `${long} ${long}`;
  catalog.series[0].parts[0].title = long;
  catalog.topics[0].label = long.slice(0, 60);
  await serveCatalog(page, { json: catalog });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('./');
  await readingListButton(page, long).click();
  await expect(page.getByRole('checkbox', { name: long })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a title megabytes long is refused with its length, and so is a link to another host without a scheme', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.series[0].title = 'x'.repeat(4 * 1024 * 1024);
  catalog.series[1].parts[0].url = '//evil.example/x';
  catalog.series[2].parts[0].url = '\\\\evil.example\\x';
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await expect(alert(page).getByRole('listitem')).toHaveText([
    `${seriesPlace(catalog, 0)} \u203a title: is 4194304 characters long; the most is 300`,
    `${partPlace(catalog, 1, 0)} \u203a url: link "//evil.example/x" leads to another site without a scheme: write it with https://`,
    `${partPlace(catalog, 2, 0)} \u203a url: link "\\\\evil.example\\x" leads to another site without a scheme: write it with https://`,
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('"Try again" loads the catalog once the server is back', async ({ page }) => {
  let failures = 1;
  await page.route('**/catalog.json', (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue(),
  );
  await page.goto('./');
  await expect(alert(page)).toContainText('the server answered with error 503.');
  await alert(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning Series');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8);
  await expect(alert(page)).toHaveCount(0);
});

test('a catalog saved with a byte order mark loads', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.series[0].title = 'Saved on Windows';
  await serveCatalog(page, { status: 200, contentType: 'application/json', body: `\ufeff${JSON.stringify(catalog)}` });
  await page.goto('./');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Saved on Windows' })).toBeVisible();
  await expect(alert(page)).toHaveCount(0);
});

test('unknown extra fields are accepted and ignored', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.future = { anything: [1, 2, 3] };
  catalog.series[0].difficulty = 'hard';
  catalog.series[0].parts[0].minutes = 12;
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8);
});
