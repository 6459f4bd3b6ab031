// The page ships a strict Content-Security-Policy and works under it.
import { test, expect, facet, readingListButton } from './fixtures.js';

test('the app runs under a strict CSP, with subresource integrity, without violations', async ({ page }) => {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto('./');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const scripts = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
  // One hash for the one inline script, the start-up script in head (the
  // app's file names beside it are a data block, which runs nothing).
  expect(scripts).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'$/);
  await expect(page.locator('script:not([src]):not([type="application/json"])')).toHaveCount(1);
  expect(policy).toContain("default-src 'none'");
  expect(policy).not.toContain('unsafe-inline');
  // The start-up script loads the app's script and wasm checked against
  // their hashes (a wasm that is not the build's is refused:
  // prerender.spec.js), as Trunk's stylesheet link checks the style.
  const files = JSON.parse(await page.locator('#app-files').textContent());
  expect(files.jsIntegrity).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  expect(files.wasmIntegrity).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  await expect(page.locator(`script[type="module"][integrity="${files.jsIntegrity}"]`)).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"][integrity^="sha256-"]')).toHaveCount(1);

  await readingListButton(page, 'CXL Series').click();
  await page.getByRole('checkbox', { name: 'CXL Introduction' }).check();
  await facet(page, 'checkbox', 'GPU').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export progress' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
});

test.describe('an injected script', () => {
  test.use({ expectedConsoleErrors: [/violates the following Content Security Policy directive/] });

  test('an inline script that is not one of the page\'s own is refused', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return window.__injected === true;
    });
    expect(ran).toBe(false);
  });
});
