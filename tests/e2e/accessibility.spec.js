// An axe-core audit of the page as a reader sees it: collapsed, then with
// every reading list open; before the app has taken over; and as a plain
// catalog when the app cannot start (as it reads without JavaScript).
import { createRequire } from 'node:module';
import { test, expect, appReady, holdWasm } from './fixtures.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as an inline script, which the app's CSP rightly refuses.
test.use({ bypassCSP: true });

async function audit(page) {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('no accessibility violations, collapsed or expanded', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  expect(await audit(page)).toEqual([]);
  for (const button of await page.locator('button[aria-expanded]').all()) await button.click();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(8);
  expect(await audit(page)).toEqual([]);
});

test('no accessibility violations before the takeover', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
  expect(await audit(page)).toEqual([]);
  release();
});

test.describe('the plain catalog', () => {
  test.use({ expectedConsoleErrors: [/^uncaught: /] });

  test('no accessibility violations when the app cannot start', async ({ page }) => {
    await page.route('**/*.wasm', (route) => route.abort());
    await page.goto('./');
    await expect(page.getByText('The app could not start')).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });
});
