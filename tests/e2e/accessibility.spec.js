// An axe-core audit of the page as a reader sees it: collapsed, then with
// every reading list open.
import { createRequire } from 'node:module';
import { test, expect } from './fixtures.js';

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
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8);
  expect(await audit(page)).toEqual([]);
  for (const button of await page.locator('button[aria-expanded]').all()) await button.click();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(8);
  expect(await audit(page)).toEqual([]);
});
