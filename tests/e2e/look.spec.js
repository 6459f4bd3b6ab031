// Look, feel and access on the release build: the catalog first on a
// phone, light or dark as the reader chooses (before the first paint),
// the keyboard, print, searches that show why they matched, and what is
// new since the last visit.
import { test, expect, appReady, facet, holdWasm, readingList, readingListButton, serveCatalog, bundledCatalog, shownText } from './fixtures.js';
import { seedCatalog } from './fixture-site.js';

const search = (page) => page.getByRole('searchbox', { name: 'Search' });
const card = (page, title) => page.getByRole('article', { name: title, exact: true });
const status = (page, label) => facet(page.getByRole('radiogroup', { name: 'Status' }), 'radio', label);

/** The page's background as the first frame paints it, after a reload. */
async function firstFrameBackground(page) {
  await page.addInitScript(() => {
    window.firstFrame = new Promise((resolve) =>
      requestAnimationFrame(() => resolve(getComputedStyle(document.documentElement).backgroundColor)),
    );
  });
  await page.reload();
  return page.evaluate(() => window.firstFrame);
}

/** Whether an `rgb(r, g, b)` colour is dark (relative luminance under 0.2). */
function isDark(color) {
  const [r, g, b] = color.match(/\d+/g).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.2;
}

const background = (page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('the page follows the system theme, light or dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('./');
  await appReady(page);
  expect(isDark(await background(page))).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(isDark(await background(page))).toBe(true);
});

test('a chosen theme is kept, and applies from the first frame of the next visit', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('./');
  await appReady(page);
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await expect(theme).toHaveValue('system');
  await theme.selectOption('dark');
  expect(isDark(await background(page))).toBe(true);

  expect(isDark(await firstFrameBackground(page)), 'no light frame before the dark one').toBe(true);
  await appReady(page);
  await expect(theme).toHaveValue('dark');

  await theme.selectOption('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(isDark(await firstFrameBackground(page)), 'light, though the system is dark').toBe(false);
  await appReady(page);
  await theme.selectOption('system');
  expect(isDark(await background(page))).toBe(true);
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the first series title is on the first screen, before and after the takeover', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('./');
    const firstTitle = page.getByRole('heading', { level: 3 }).first();
    await expect(firstTitle).toBeVisible();
    expect((await firstTitle.boundingBox()).y + 24).toBeLessThanOrEqual(844);
    release();
    await appReady(page);
    expect((await firstTitle.boundingBox()).y + 24).toBeLessThanOrEqual(844);
  });

  test('a filtered address opens at the top, the banner in view', async ({ page }) => {
    await page.goto('./?q=rcu');
    await appReady(page);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

for (const width of [320, 390]) {
  test(`nothing scrolls sideways at ${width} px, lists closed or open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('./');
    await appReady(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    for (const summary of await page.locator('summary.disclosure').all()) await summary.click();
    await search(page).fill('cache');
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
}

test('the banner is outside main, and the skip link goes to the series', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await expect(page.locator('main').getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the series' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#series-list')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Follow: LLM Inference' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Feed: LLM Inference' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(readingListButton(page, 'LLM Inference')).toBeFocused();
});

test('a first visit is quiet: no status badges, and whole-series buttons only in an open list', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  const inference = card(page, 'LLM Inference');
  await expect(page.locator('.series .status')).toHaveCount(0);
  await expect(inference.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveText(['LLM', 'ML', 'GPU']);
  await expect(inference.getByRole('button', { name: 'Mark all read: LLM Inference' })).toBeHidden();
  await readingListButton(page, 'LLM Inference').click();
  await inference.getByRole('button', { name: 'Mark all read: LLM Inference' }).click();
  await expect(inference.locator('.status')).toHaveText('Completed');
});

test.describe('keyboard', () => {
  test('? opens the shortcuts dialog; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('./');
    await appReady(page);
    await readingListButton(page, 'LLM Inference').focus();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('j');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readingListButton(page, 'LLM Inference')).toBeFocused();

    await page.getByRole('button', { name: 'Shortcuts' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Shortcuts' })).toBeFocused();
  });

  test('on an Arabic or Russian keyboard, the shortcuts are the keys where j, k and ? are, and the dialog names them as the layout writes them', async ({ page }) => {
    await page.goto('./');
    await appReady(page);
    const press = (key, code, shiftKey = false) =>
      page.evaluate(([key, code, shiftKey]) => document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true })), [key, code, shiftKey]);
    await press('ت', 'KeyJ');
    await expect(card(page, 'LLM Inference')).toBeFocused();
    await press('о', 'KeyJ');
    await expect(card(page, 'CPU ISA for ML')).toBeFocused();
    await press('л', 'KeyK');
    await expect(card(page, 'LLM Inference')).toBeFocused();
    // The key where ? is, on a layout that writes another character there.
    await press('؟', 'Slash', true);
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    // Chromium tells the layout (here, the machine's English one): each key as it writes it.
    await expect(dialog.locator('kbd[data-code]')).toHaveText(['j', 'k', 'o', 'x', 's', 'n', 'f']);
  });

  test('j and k move between the series shown, o opens a list, x marks a part, s stars it, n opens its note, f follows', async ({ page }) => {
    await page.goto('./');
    await appReady(page);
    await page.keyboard.press('j');
    await expect(card(page, 'LLM Inference')).toBeFocused();
    await page.keyboard.press('j');
    await expect(card(page, 'CPU ISA for ML')).toBeFocused();
    await page.keyboard.press('k');
    await expect(card(page, 'LLM Inference')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(readingList(page, 'LLM Inference')).toHaveJSProperty('open', true);
    await page.keyboard.press('o');
    await expect(readingList(page, 'LLM Inference')).toHaveJSProperty('open', false);

    // With a filter on, j skips the hidden series.
    await facet(page, 'checkbox', 'Concurrency').click();
    await page.keyboard.press('j');
    await expect(card(page, 'Locking primitives')).toBeFocused();
    await page.keyboard.press('o');
    const part = page.getByRole('checkbox', { name: 'Spin or Sleep: That is the question' });
    await part.focus();
    await page.keyboard.press('x');
    await expect(part).toBeChecked();
    await page.keyboard.press('x');
    await expect(part).not.toBeChecked();

    // On the card (after j), x marks its first unread part.
    await card(page, 'Locking primitives').focus();
    await page.keyboard.press('x');
    await expect(part).toBeChecked();

    // On a part, s stars it and n opens its note; f follows its series.
    await part.focus();
    await page.keyboard.press('s');
    await expect(page.getByRole('button', { name: 'Star: Spin or Sleep: That is the question', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('f');
    await expect(page.getByRole('button', { name: 'Follow: Locking primitives', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('n');
    const note = page.getByRole('textbox', { name: 'Note: Spin or Sleep: That is the question' });
    await expect(note).toBeFocused();
    // In the note the letters are words, not shortcuts.
    await page.keyboard.type('sfnx');
    await expect(note).toHaveValue('sfnx');
    await expect(part).toBeChecked();
  });

  test('shortcuts never fire while typing in the search', async ({ page }) => {
    await page.goto('./');
    await appReady(page);
    await search(page).focus();
    await page.keyboard.type('jko?xsnf');
    await expect(search(page)).toHaveValue('jko?xsnf');
    await expect(search(page)).toBeFocused();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('arrow keys across the status choices add one history entry, not one per choice', async ({ page }) => {
    await page.goto('./');
    await appReady(page);
    const before = await page.evaluate(() => history.length);
    await status(page, 'Unread').check();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(status(page, 'Completed')).toBeChecked();
    await expect(page).toHaveURL(/\?status=completed$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(status(page, 'All')).toBeChecked();
    await expect(page).not.toHaveURL(/status=/);
  });
});

test('print: every reading list shows with its read marks and link addresses, no controls; after, as it was', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.series[0].parts[1].url = 'https://example.org/kv-cache';
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, catalog.series[0].title).click();
  const read = page.getByRole('checkbox', { name: catalog.series[0].parts[0].title });
  await read.check();
  await readingListButton(page, catalog.series[0].title).click();
  await readingListButton(page, catalog.series[1].title).click();

  // As the browser does before printing, then the print media.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const titles = catalog.series.flatMap((s) => s.parts.map((p) => shownText(p.title)));
  await expect(page.locator('.part-title')).toHaveCount(titles.length);
  for (const title of titles) await expect(page.locator('.part-title', { hasText: title }).first()).toBeVisible();
  await expect(page.locator('button:visible, input:visible, select:visible, summary:visible')).toHaveCount(0);
  const before = (selector, pseudo) =>
    page.locator(selector).first().evaluate((e, pseudo) => getComputedStyle(e, pseudo).content, pseudo);
  expect(await before('.part:has(input:checked) .part-title', '::before')).toContain('✓');
  expect(await before('.part-title a[href]', '::after')).toContain('(https://example.org/kv-cache)');

  // Printed: the list the reader had open is open, the others closed, as
  // they were (a list opened just before printing included).
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('details.reading-list[open]')).toHaveCount(1);
  await expect(readingList(page, catalog.series[1].title)).toHaveJSProperty('open', true);
  await expect(readingList(page, catalog.series[1].title).locator('li.part').first()).toBeVisible();
  await expect(readingList(page, catalog.series[0].title).locator('li.part').first()).toBeHidden();
});

test.describe('print without the app', () => {
  test.use({ javaScriptEnabled: false });

  test('closed reading lists print open, and nothing of the app', async ({ page }) => {
    await page.goto('./');
    await page.emulateMedia({ media: 'print' });
    const catalog = seedCatalog();
    const titles = catalog.series.flatMap((s) => s.parts.map((p) => shownText(p.title)));
    await expect(page.locator('details.reading-list:not([open])')).toHaveCount(catalog.series.length);
    for (const title of titles) await expect(page.locator('.part-title', { hasText: title }).first()).toBeVisible();
    await expect(page.locator('button:visible, input:visible, select:visible, summary:visible')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a part\'s title starts at its row: no room kept for a checkbox, star or note the page cannot have', async ({ page }) => {
    await page.goto('./');
    await readingListButton(page, seedCatalog().series[0].title).click();
    const row = page.locator('li.part').first();
    await expect(row).toBeVisible();
    const [rowBox, titleBox] = await Promise.all([row.boundingBox(), row.locator('.part-title').boundingBox()]);
    expect(titleBox.x - rowBox.x).toBe(0);
  });
});

test('a search shows the parts it matched under a closed list, and highlights summaries', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await search(page).fill('rcu');
  const locking = card(page, 'Locking primitives');
  await expect(readingList(page, 'Locking primitives')).toHaveJSProperty('open', false);
  const matching = locking.locator('.matching-parts');
  await expect(matching).toBeVisible();
  await expect(matching.locator('mark').first()).toHaveText(/rcu/i);

  await search(page).fill('flashattention');
  await expect(card(page, 'LLM Inference').locator('.summary mark')).toHaveText('FlashAttention');
  await readingListButton(page, 'LLM Inference').click();
  await expect(card(page, 'LLM Inference').locator('.matching-parts'), 'the open list shows them itself').toHaveCount(0);
});

test('the empty state names what was looked for and drops the filter that emptied it', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await facet(page, 'checkbox', 'GPU').click();
  await search(page).fill('spin');
  await expect(page.getByText('No series match')).toContainText('No series match “spin”, in GPU.');
  await expect(page.getByRole('button', { name: /^Clear the search/ })).toHaveText('Clear the search (3 series)');
  await expect(page.getByRole('button', { name: /^Any topic/ })).toHaveText('Any topic (1 series)');
  await page.getByRole('button', { name: /^Any topic/ }).click();
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveText(['Locking primitives']);
  await expect(page).toHaveURL(/\?q=spin$/);
});

test('new parts since the last visit: a line that shows them, cleared as their lists open', async ({ page, request }) => {
  await page.goto('./');
  await appReady(page);
  await expect(page.getByText(/new parts? since your last visit/)).toHaveCount(0);

  const grown = await bundledCatalog(request);
  grown.series[3].parts.push({ id: 'pooling', title: 'CXL Memory Pooling' }, { id: 'sharing', title: 'CXL Memory Sharing' });
  await serveCatalog(page, { json: grown });
  await page.reload();
  await appReady(page);
  const line = page.getByText('2 new parts since your last visit.');
  await expect(line).toBeVisible();
  await line.getByRole('button', { name: 'Show them' }).click();
  await expect(page).toHaveURL(/\?status=new$/);
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveText(['CXL Series']);
  await expect(status(page, 'New')).toBeChecked();
  await readingListButton(page, 'CXL Series').click();
  await expect(line).toBeHidden();
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true'), 'the view stays').toHaveText(['CXL Series']);
});

test('every link can be followed: an `a` without an address says it is plain text', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  await expect(page.locator('a:not([href])')).not.toHaveCount(0);
  await expect(page.locator('a:not([href]):not([role="none"])'), 'in the prerendered page').toHaveCount(0);
  release();
  await appReady(page);
  await expect(page.locator('a:not([href]):not([role="none"])'), 'after the takeover').toHaveCount(0);
});
