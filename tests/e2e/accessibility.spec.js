// An axe-core audit (WCAG 2.0, 2.1 and 2.2, A and AA) of the page as a
// reader sees it, light and dark, on a desktop and a phone: collapsed, with
// every reading list open, with the reader's own marks (a star, a Follow,
// a note shown and one open), with a filter on, with nothing matching, and
// with the shortcuts dialog open; each dialog open, its buttons as large
// as the page's; a returning reader back from the article Continue
// opened, with what is new and a failed import; before the app has taken
// over, lists closed and open, a topic chosen and the page saying it is
// still starting; and as a plain catalog when the app cannot start.
import { createRequire } from 'node:module';
import { test, expect, appReady, facet, holdWasm, linkedCatalog, serveArticles, serveCatalog, readingListButton } from './fixtures.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as an inline script, which the app's CSP rightly refuses.
test.use({ bypassCSP: true });

async function audit(page) {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() =>
    window.axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    }),
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['light', 'dark']) {
  for (const width of [1280, 390]) {
    test(`no violations, ${colorScheme}, ${width} px: collapsed, expanded, filtered, empty, shortcuts`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('./');
      await appReady(page);
      expect(await audit(page), 'collapsed').toEqual([]);
      for (const summary of await page.locator('summary.disclosure').all()) await summary.click();
      await expect(page.locator('details.reading-list[open]')).toHaveCount(8);
      expect(await audit(page), 'expanded').toEqual([]);
      // The reader's own marks: a star, a Follow, a note shown and one open.
      await page.getByRole('button', { name: 'Star: PagedAttention', exact: true }).click();
      await page.getByRole('button', { name: 'Follow: LLM Inference', exact: true }).click();
      await page.getByRole('button', { name: 'Note: PagedAttention', exact: true }).click();
      await page.getByRole('textbox', { name: 'Note: PagedAttention', exact: true }).fill('Reread\nthe block table');
      await page.getByRole('button', { name: 'Note: PagedAttention', exact: true }).click();
      await page.getByRole('button', { name: 'Note: CXL Introduction', exact: true }).click();
      await page.getByRole('textbox', { name: 'Note: CXL Introduction', exact: true }).fill('x'.repeat(1001));
      await expect(page.getByText('A note keeps 1,000 characters')).toBeVisible();
      expect(await audit(page), 'a star, a Follow, a note shown and one open').toEqual([]);
      await facet(page, 'checkbox', 'GPU').click();
      expect(await audit(page), 'a filter on').toEqual([]);
      await page.getByRole('searchbox', { name: 'Search' }).fill('attention');
      await expect(page.locator('mark').first()).toBeVisible();
      expect(await audit(page), 'search highlights').toEqual([]);
      await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
      await expect(page.getByText('No series match')).toBeVisible();
      expect(await audit(page), 'the empty state').toEqual([]);
      await page.getByRole('button', { name: 'Shortcuts' }).click();
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      expect(await audit(page), 'the shortcuts dialog').toEqual([]);
    });
  }
}

test('the dialogs: no violations, and their buttons are the page\'s buttons, as large to tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./');
  await appReady(page);
  const heightOf = (button) => button.evaluate((element) => element.getBoundingClientRect().height);
  const pageButton = await heightOf(page.getByRole('button', { name: 'Shortcuts', exact: true }));
  const dialogs = [
    ['Shortcuts', 'Keyboard shortcuts'],
    ['Send to another device', 'Send your progress to another device'],
    ['Feed reader and calendar', 'Follow in your feed reader and calendar'],
  ];
  for (const [opener, name] of dialogs) {
    await page.getByRole('button', { name: opener, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    expect(await audit(page), name).toEqual([]);
    const buttons = await dialog.getByRole('button').all();
    expect(buttons.length, name).toBeGreaterThan(0);
    for (const button of buttons) expect(await heightOf(button), `${name}: ${await button.textContent()}`).toBe(pageButton);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
});

for (const colorScheme of ['light', 'dark']) {
  test(`no violations, ${colorScheme}: a returning reader back at the top, with what is new and a failed import`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 844 });
    const catalog = await linkedCatalog(request);
    await serveCatalog(page, { json: catalog });
    await serveArticles(page);
    await page.goto('./');
    await appReady(page);
    await readingListButton(page, catalog.series[0].title).click();
    await page.locator('li.part input').first().check();
    const grown = structuredClone(catalog);
    grown.series.at(-1).parts.push({ id: 'added', title: 'An added part' });
    await serveCatalog(page, { json: grown });
    await page.reload();
    await appReady(page);
    await page.locator('.continue .go').click();
    await expect(page).toHaveTitle('An article');
    await page.goBack();
    await appReady(page);
    await expect(page.locator('.continue .back-from')).toBeVisible();
    await expect(page.locator('.new-parts')).toContainText('1 new part since your last visit.');
    await page.getByLabel('Import progress').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{}') });
    await expect(page.locator('.notice.failed')).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });
}

test('no accessibility violations before the takeover, lists closed and open', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  await expect(page.locator('html')).toHaveClass(/\bstarting\b/);
  expect(await audit(page), 'collapsed').toEqual([]);
  for (const summary of await page.locator('summary.disclosure').all()) await summary.click();
  await page.locator('li.part input').first().check();
  expect(await audit(page), 'expanded, a part ticked').toEqual([]);
  await facet(page, 'checkbox', 'GPU').check();
  await expect(page.getByText('Still starting')).toBeVisible();
  expect(await audit(page), 'a topic chosen, the page still starting').toEqual([]);
  release();
});

test.describe('the plain catalog', () => {

  test('no accessibility violations when the app cannot start', async ({ page }) => {
    await page.route('**/*.wasm', (route) => route.abort());
    await page.goto('./');
    await expect(page.getByText('The app could not start')).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });
});

test('at 400% zoom (320 by 256 CSS px) nothing scrolls sideways, and the page is read and used as at full size', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('./');
  await appReady(page);
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways(), 'no sideways scroll').toBeLessThanOrEqual(0);
  const summary = page.locator('summary.disclosure').first();
  await summary.click();
  await expect(page.locator('details.reading-list[open]')).toHaveCount(1);
  const box = page.locator('details.reading-list[open] li.part input').first();
  await box.check();
  await expect(box).toBeChecked();
  expect(await sideways(), 'no sideways scroll with a list open').toBeLessThanOrEqual(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('attention');
  await expect(page.locator('mark').first()).toBeVisible();
  expect(await sideways(), 'no sideways scroll with a search').toBeLessThanOrEqual(0);
  expect(await audit(page)).toEqual([]);
});

test('with styles off the page reads in order, says nothing untrue, and still works', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await page.evaluate(() => {
    for (const sheet of document.styleSheets) sheet.disabled = true;
    for (const element of document.querySelectorAll('[style]')) element.removeAttribute('style');
  });
  expect(await page.evaluate(() => document.styleSheets.length && [...document.styleSheets].every((s) => s.disabled))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Marking parts read and filtering need JavaScript')).toBeHidden();
  await expect(page.getByText('The app could not start')).toBeHidden();
  await expect(page.getByText('This reader has a new version')).toBeHidden();
  // The series in the page's order, each heading before its list.
  const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.length).toBeGreaterThan(0);
  const summary = page.locator('summary.disclosure').first();
  await summary.click();
  const box = page.locator('details.reading-list[open] li.part input').first();
  await box.check();
  await expect(box).toBeChecked();
  await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('1 of');
});

test('no empty paragraph on a first visit or a return (a live region waits empty, as it must)', async ({ page }) => {
  const empty = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('p:not([role=status])')]
        .filter((p) => p.checkVisibility() && p.textContent.trim() === '')
        .map((p) => p.outerHTML),
    );
  await page.goto('./');
  await appReady(page);
  expect(await empty(), 'a first visit').toEqual([]);
  await page.reload();
  await appReady(page);
  await expect(page.locator('.new-parts')).toHaveText('Nothing new since your last visit.');
  expect(await empty(), 'a return').toEqual([]);
});
