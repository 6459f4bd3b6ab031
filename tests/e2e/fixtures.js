// Shared by every spec: each test fails if the page panicked, threw, or
// logged an error other than the browser's own note about a failed request.
import { test as base, expect } from '@playwright/test';

export { expect };

const BROWSER_OWN = /^Failed to load resource: /;

export const test = base.extend({
  // Errors a test provokes on purpose (e.g. a refused script), by pattern.
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
      const expected = [BROWSER_OWN, ...expectedConsoleErrors];
      expect(errors.filter((e) => !expected.some((pattern) => pattern.test(e))), 'errors in the console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the app has taken the prerendered page over: main is no
 * longer busy and the page is in the app's hands (the "app" class).
 */
export async function appReady(page) {
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy');
  await expect(page.locator('html')).toHaveClass(/\bapp\b/);
}

/** Holds every request for the wasm until the returned function is called. */
export async function holdWasm(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route('**/*.wasm', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Answers the page's request for catalog.json with the given response. */
export async function serveCatalog(page, response) {
  await page.route('**/catalog.json', (route) => route.fulfill(response));
}

/** The bundled catalog, for tests that serve a changed copy of it. */
export async function bundledCatalog(request) {
  return (await request.get('catalog.json')).json();
}

/** The disclosure button of a series' reading list. */
export function readingListButton(scope, seriesTitle) {
  return scope.getByRole('button', { name: `${seriesTitle}: Reading list` });
}

/**
 * A filter choice, topic (`button`) or status (`radio`), by its label: its
 * accessible name is the label and its count, "GPU, 3 series".
 */
export function facet(scope, role, label) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole(role, { name: new RegExp(`^${escaped}, \\d+ series$`) });
}
