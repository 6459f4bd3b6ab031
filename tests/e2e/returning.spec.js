// The reading loop, round two (issue 30): what a returning reader meets,
// on a phone and a desktop. Positions and hit tests: the element at a
// control's centre is that control, and no text is clipped (its scroll
// height fits its box). Then focus after each action that takes its
// control away, taps kept before the takeover, Undo of Mark all read,
// the search's every-word rule, and the notices' look.
import { readFileSync } from 'node:fs';
import { test, expect, appReady, holdWasm, serveCatalog, bundledCatalog, linkedCatalog, serveArticles, facet, readingList, readingListButton, shownText } from './fixtures.js';

const card = (page, title) => page.getByRole('article', { name: title, exact: true });
const checkbox = (page, title) => page.getByRole('checkbox', { name: title, exact: true });
const topic = (page, label) => facet(page.getByRole('group', { name: 'Topics' }), 'checkbox', label);
const status = (page, label) => facet(page.getByRole('radiogroup', { name: 'Status' }), 'radio', label);

/**
 * Fails unless the element at the centre of `locator` (in the viewport,
 * scrolled into it unless `scroll` is false) is it or inside it.
 */
async function expectHit(locator, what, { scroll = true } = {}) {
  if (scroll) await locator.scrollIntoViewIfNeeded();
  const hit = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const at = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return element.contains(at) ? 'itself' : at ? `${at.tagName.toLowerCase()}.${at.className}: ${at.textContent.slice(0, 40)}` : 'nothing';
  });
  expect(hit, `what is at the centre of ${what}`).toBe('itself');
}

/** Fails if the text of `locator` is clipped: its content is taller or wider than its box. */
async function expectWhole(locator, what) {
  const size = await locator.evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight, scrollWidth: e.scrollWidth, clientWidth: e.clientWidth }));
  expect(size.client, `${what} has a height`).toBeGreaterThan(8);
  expect(size.scroll, `${what}: content ${size.scroll} px high in a box of ${size.client}`).toBeLessThanOrEqual(size.client + 1);
  expect(size.scrollWidth, `${what}: content ${size.scrollWidth} px wide in a box of ${size.clientWidth}`).toBeLessThanOrEqual(size.clientWidth + 1);
}

/** Where an element is: its box in the viewport. */
const box = async (locator) => locator.boundingBox();

/** The longest part title of a catalog, with its series. */
function longestTitle(catalog) {
  const all = catalog.series.flatMap((series) => series.parts.map((part) => ({ series, part })));
  return all.reduce((a, b) => (shownText(b.part.title).length > shownText(a.part.title).length ? b : a));
}

/** Ticks the first part of `series` in the app, its list opened and closed again. */
async function startSeries(page, series) {
  await readingListButton(page, series.title).click();
  await checkbox(page, shownText(series.parts[0].title)).check();
  await readingListButton(page, series.title).click();
}

const DEVICES = [
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
];

for (const [device, use] of DEVICES) {
  test.describe(device, () => {
    test.use(use);

    test(`${device}: after a catalog update, Continue and what is new each have readable room, and Show them shows them`, async ({ page, request }) => {
      const catalog = await bundledCatalog(request);
      await serveCatalog(page, { json: catalog });
      await page.goto('./');
      await appReady(page);
      // A reader who started the longest title's series, the Continue
      // button then naming its second part at the longest.
      const { series } = longestTitle(catalog);
      await startSeries(page, series);

      const grown = structuredClone(catalog);
      const other = grown.series.find((s) => s.id !== series.id);
      other.parts.push({ id: 'added-one', title: 'An added part' }, { id: 'added-two', title: 'Another added part' });
      await serveCatalog(page, { json: grown });
      await page.reload();
      await appReady(page);

      const go = page.locator('.continue .go');
      await expect(go).toBeVisible();
      await expectWhole(go, 'Continue reading');
      await expectWhole(page.locator('.continue .from'), 'the line under Continue');
      const line = page.locator('.new-parts');
      await expect(line).toContainText('2 new parts since your last visit.');
      await expectWhole(line, 'the new-parts line');
      const slot = await box(page.locator('.continue'));
      const lineBox = await box(line);
      expect(lineBox.y, 'the line is under the slot').toBeGreaterThanOrEqual(slot.y + slot.height - 1);
      await expectHit(go, 'Continue reading');
      const show = line.getByRole('button', { name: 'Show them' });
      await expectHit(show, 'Show them');
      await show.click();
      await expect(page).toHaveURL(/\?status=new$/);
      await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveText([other.title]);
      // Its list open at the new parts, which are seen now: the line says so.
      await expect(readingList(page, other.title)).toHaveJSProperty('open', true);
      await expect(readingList(page, other.title).locator('.new-mark')).toHaveCount(2);
      await expect(line).toContainText('2 new parts since your last visit, in lists you have opened.');
      // The chosen chip is in view in its row, which scrolls on a phone.
      const chip = page.locator('.facets label.facet').filter({ has: page.getByRole('radio', { name: /^New, / }) });
      const row = await box(page.getByRole('radiogroup', { name: 'Status' }));
      const chosen = await box(chip);
      expect(chosen.x).toBeGreaterThanOrEqual(row.x - 1);
      expect(chosen.x + chosen.width).toBeLessThanOrEqual(row.x + row.width + 1);
      await expectHit(status(page, 'New'), 'the chosen New chip');
    });

    test(`${device}: Continue reading to the article and Back offers that part where Continue was`, async ({ page, request }) => {
      const catalog = await linkedCatalog(request);
      await serveCatalog(page, { json: catalog });
      await serveArticles(page);
      await page.goto('./');
      await appReady(page);
      const series = catalog.series.find((s) => s.parts.length >= 3);
      await startSeries(page, series);
      const go = page.locator('.continue .go');
      const [second, third] = [shownText(series.parts[1].title), shownText(series.parts[2].title)];
      await expect(go).toHaveText(`Continue reading: ${second}`);
      // Where on the page (not the screen) Continue is.
      const pageY = async (locator) => (await box(locator)).y + (await page.evaluate(() => window.scrollY));
      const place = await pageY(go);
      await go.click();
      await expect(page).toHaveTitle('An article');
      await page.goBack();
      await appReady(page);

      const back = page.locator('.continue .back-from');
      await expect(back).toContainText(`Back from ${second}`);
      await expect(page.locator('.continue'), 'Continue no longer offers the part just read').not.toContainText('Continue reading');
      await expect(page.locator('.continue .from')).toHaveCount(0);
      const mark = back.getByRole('button', { name: 'Mark as read' });
      const next = back.getByRole('link', { name: `Next: ${third}` });
      await expect(mark).toBeInViewport();
      await expectHit(mark, 'Mark as read');
      await expectHit(next, 'Next');
      await expectWhole(back.locator('span').first(), 'the Back from line');
      await expectWhole(back, 'the offer in the top slot');
      expect(Math.abs((await pageY(back)) - place), 'where Continue was').toBeLessThan(60);
      await mark.click();
      await expect(back).toContainText(`Marked as read: ${second}`);
      await expect(mark).toHaveAttribute('aria-pressed', 'true');
      await readingListButton(page, series.title).click();
      await expect(checkbox(page, second)).toBeChecked();
      // The tick and its word keep their space: "✓ Mark as read".
      const tick = await mark.evaluate((e) => parseFloat(getComputedStyle(e, '::before').marginRight));
      expect(tick).toBeGreaterThan(2);
      await expect(next).toHaveAttribute('href', /articles\/\d+-2\.html$/);
    });

    test(`${device}: Back to an open list shows the part and its offer together`, async ({ page, request }) => {
      const catalog = await linkedCatalog(request);
      const series = catalog.series.reduce((a, b) => (b.parts.length > a.parts.length ? b : a));
      await serveCatalog(page, { json: catalog });
      await serveArticles(page);
      await page.goto('./');
      await appReady(page);
      await readingListButton(page, series.title).click();
      const title = shownText(series.parts[1].title);
      const link = card(page, series.title).getByRole('link', { name: title, exact: true });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveTitle('An article');
      await page.goBack();
      await appReady(page);
      const arrived = card(page, series.title).locator('li.part.arrived');
      await expect(arrived).toContainText(title);
      await expect(arrived).toBeInViewport();
      const mark = card(page, series.title).locator('.back-from').getByRole('button', { name: 'Mark as read' });
      await expect(mark).toBeInViewport();
      await expectHit(mark, 'Mark as read, where it is', { scroll: false });
      await mark.click();
      await expect(checkbox(page, title)).toBeChecked();
    });

    test(`${device}: Continue reading without a link puts the part in the upper half of the screen, and marking it clears its highlight`, async ({ page, request }) => {
      const catalog = await bundledCatalog(request);
      await page.goto('./');
      await appReady(page);
      const series = catalog.series.filter((s) => s.parts.length >= 3).at(-1);
      await startSeries(page, series);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('.continue .go').click();
      const arrived = card(page, series.title).locator('li.part.arrived');
      await expect(arrived).toHaveCount(1);
      const screen = page.viewportSize().height;
      const row = await box(arrived);
      expect(row.y, 'on screen').toBeGreaterThanOrEqual(0);
      expect(row.y + row.height, 'in the upper half').toBeLessThanOrEqual(screen / 2 + 1);
      await arrived.getByRole('checkbox').check();
      await expect(card(page, series.title).locator('li.part.arrived')).toHaveCount(0);
    });

    test(`${device}: filter chips do not move when chosen, and a wrapped row starts under its first chip`, async ({ page }) => {
      await page.goto('./');
      await appReady(page);
      const chips = page.getByRole('group', { name: 'Topics' }).locator('label.facet');
      const before = await chips.evaluateAll((all) => all.map((c) => c.getBoundingClientRect().toJSON()));
      for (const label of ['GPU', 'Profiling']) {
        await topic(page, label).check({ force: true });
        await expect(topic(page, label)).toBeChecked();
      }
      const after = await chips.evaluateAll((all) => all.map((c) => c.getBoundingClientRect().toJSON()));
      // A phone's row scrolls sideways: compare within the row.
      const shift = (boxes) => boxes.map((b) => ({ x: b.x - boxes[0].x, y: b.y - boxes[0].y, width: b.width }));
      expect(shift(after)).toEqual(shift(before));
      for (const chip of await chips.all()) await expectWhole(chip, 'a chip');
      const rows = [...new Set(after.map((b) => Math.round(b.y)))];
      if (rows.length > 1) {
        const firstOfLine = after.find((b) => Math.round(b.y) === rows[1]);
        expect(Math.round(firstOfLine.x), 'a wrapped line starts under the first chip').toBe(Math.round(after[0].x));
      }
      if (device === 'desktop') expect(rows.length, 'the seed topics wrap at 1280 px').toBeGreaterThan(1);
    });

    test(`${device}: a part's date and reading time start under its title, on a line of their own`, async ({ page, request }) => {
      const catalog = await linkedCatalog(request);
      catalog.series[0].parts[0].title = 'A';
      await serveCatalog(page, { json: catalog });
      await page.goto('./');
      await appReady(page);
      await readingListButton(page, catalog.series[0].title).click();
      for (const row of (await card(page, catalog.series[0].title).locator('li.part').all()).slice(0, 3)) {
        const title = await box(row.locator('.part-title a'));
        const meta = await box(row.locator('.part-meta'));
        expect(Math.abs(meta.x - title.x), 'aligned with the title').toBeLessThanOrEqual(1);
        expect(meta.y, 'under the title').toBeGreaterThanOrEqual(title.y + title.height - 4);
        await expectWhole(row.locator('.part-meta'), 'the date line');
      }
    });

    test(`${device}: Next and Continue show long titles whole, on two lines`, async ({ page, request }) => {
      const catalog = await bundledCatalog(request);
      const { series, part } = longestTitle(catalog);
      // The long title second in its series, so it is next once the first is read.
      const at = series.parts.indexOf(part);
      series.parts.splice(at, 1);
      series.parts.splice(1, 0, part);
      await serveCatalog(page, { json: catalog });
      await page.goto('./');
      await appReady(page);
      await readingListButton(page, series.title).click();
      await checkbox(page, shownText(series.parts[0].title)).check();
      const next = card(page, series.title).locator('.list-actions .go');
      await expect(next).toHaveText(`Next: ${shownText(part.title)}`);
      await expectWhole(next, 'Next');
      await expectHit(next, 'Next');
      const cont = page.locator('.continue .go');
      await expect(cont).toHaveText(`Continue reading: ${shownText(part.title)}`);
      await expectWhole(cont, 'Continue reading');
    });

    test(`${device}: Share only with a share sheet, and "Link copied." moves nothing`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => delete Navigator.prototype.share);
      await page.goto('./');
      await appReady(page);
      await page.getByRole('checkbox').first().check({ force: true });
      await page.getByRole('button', { name: 'Send to another device' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send your progress to another device' });
      // Its module (send.js) has drawn the code and taken on the buttons.
      await expect(dialog.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Share' })).toBeHidden();
      const copy = dialog.getByRole('button', { name: 'Copy link' });
      const before = await box(copy);
      await copy.click();
      await expect(dialog.getByRole('status')).toHaveText('Link copied.');
      const after = await box(copy);
      expect(after.y).toBe(before.y);
      await expectHit(dialog.getByRole('button', { name: 'Close' }), 'Close');
    });
  });
}

test('Share shows where the browser has a share sheet', async ({ page }) => {
  await page.addInitScript(() => {
    Navigator.prototype.share = () => Promise.resolve();
  });
  await page.goto('./');
  await appReady(page);
  await page.getByRole('button', { name: 'Send to another device' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Share' })).toBeVisible();
});

test('focus goes on after Show all series, Clear the search, Show them, Mark all read, Add them and Not now, never into a text field', async ({ page, browser, request }) => {
  const catalog = await bundledCatalog(request);
  const series = catalog.series.find((s) => s.parts.length >= 3);
  await page.goto('./');
  await appReady(page);
  const search = page.getByRole('searchbox', { name: 'Search' });
  const focused = () => page.evaluate(() => document.activeElement && `${document.activeElement.tagName} ${document.activeElement.id || document.activeElement.className}`);

  const firstShown = page.locator('article.series:visible summary').first();
  await topic(page, catalog.topics[0].label).check({ force: true });
  await page.getByRole('button', { name: 'Show all series' }).click();
  await expect(firstShown).toBeFocused();

  await topic(page, catalog.topics[0].label).check({ force: true });
  await search.fill('nothing like this at all');
  await page.getByRole('button', { name: /^Clear the search/ }).click();
  await expect(firstShown).toBeFocused();
  await expect(search).toHaveValue('');
  await page.getByRole('button', { name: 'Show all series' }).click();

  await readingListButton(page, series.title).click();
  await card(page, series.title).getByRole('button', { name: `Mark all read: ${shownText(series.title)}` }).click();
  const notice = card(page, series.title).locator('.list-actions .notice');
  await expect(notice).toBeFocused();
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, series.title).getByRole('button', { name: `Mark all read: ${shownText(series.title)}` })).toBeFocused();

  // A progress link, offered in another browser: Not now, then Add them.
  await checkbox(page, shownText(series.parts[0].title)).check();
  await page.getByRole('button', { name: 'Send to another device' }).click();
  const link = await page.getByRole('dialog').getByRole('textbox', { name: 'Link' }).inputValue();
  const other = await browser.newPage();
  await other.goto('about:blank');
  await other.goto(link);
  await appReady(other);
  await other.getByRole('button', { name: 'Not now' }).click();
  expect(await other.evaluate(() => document.activeElement === document.body), 'not the page').toBe(false);
  await expect(other.locator('.continue .go, article.series:visible summary').first()).toBeFocused();
  await other.goto('about:blank');
  await other.goto(link);
  await appReady(other);
  await other.getByRole('button', { name: 'Add them' }).click();
  await expect(other.locator('.notice').filter({ hasText: 'Added from another device: 1 part read.' })).toBeFocused();
  await other.close();
  expect(await focused()).not.toBe('BODY ');
});

test('an empty view the reader chose here says nothing of shared addresses, and offers one way out where two would do the same', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await status(page, 'Completed').check();
  const summary = page.locator('.filter-summary');
  await expect(summary).toContainText('No series match status Completed.');
  await expect(summary).not.toContainText('shared address');
  await expect(summary.getByRole('button')).toHaveText(['Show all series']);
  await summary.getByRole('button', { name: 'Show all series' }).click();
  await expect(page.locator('article.series:visible summary').first()).toBeFocused();
});

test('Mark all read says what it did, and Undo brings back exactly the marks before', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  const series = catalog.series.reduce((a, b) => (b.parts.length > a.parts.length ? b : a));
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, series.title).click();
  const boxes = card(page, series.title).getByRole('checkbox');
  // A mixed state: the first and the third read, the second read then unread.
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await boxes.nth(1).uncheck();
  await boxes.nth(2).check();
  const states = () => boxes.evaluateAll((all) => all.map((b) => b.checked));
  const before = await states();
  const unread = before.filter((read) => !read).length;

  await card(page, series.title).getByRole('button', { name: `Mark all read: ${shownText(series.title)}` }).click();
  const notice = card(page, series.title).locator('.list-actions .notice');
  await expect(notice.locator('span').first()).toHaveText(`Marked all of “${shownText(series.title)}” read: ${unread} parts.`);
  expect((await states()).every(Boolean)).toBe(true);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toHaveCount(0);
  expect(await states()).toEqual(before);
  await page.reload();
  await appReady(page);
  // Open again as it was left (the history entry keeps it).
  await expect(readingList(page, series.title)).toHaveJSProperty('open', true);
  await expect(boxes).toHaveCount(before.length);
  expect(await states(), 'kept so').toEqual(before);

  // A Reset after a Mark all read takes its message's place.
  await card(page, series.title).getByRole('button', { name: `Mark all read: ${shownText(series.title)}` }).click();
  await card(page, series.title).getByRole('button', { name: `Reset: ${shownText(series.title)}` }).click();
  await expect(card(page, series.title).locator('.list-actions .notice')).toHaveCount(1);
  await expect(card(page, series.title).locator('.list-actions .notice')).toContainText('was reset');
});

test('before the takeover a topic and a status chosen show at once, apply at the takeover, and a line says the page is starting', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  const [first] = catalog.topics;
  const release = await holdWasm(page);
  await page.goto('./?q=');
  await expect(page.locator('html')).toHaveClass(/\bstarting\b/);
  const note = page.getByText('Still starting: the filters and buttons work in a moment.');
  await expect(note).toBeHidden();
  await topic(page, first.label).check({ force: true });
  await expect(topic(page, first.label)).toBeChecked();
  await status(page, 'Unread').check({ force: true });
  await expect(status(page, 'Unread')).toBeChecked();
  await expect(note).toBeVisible();
  // The chip shows the choice: its look is the chosen one.
  const look = (label) =>
    page
      .locator('label.facet')
      .filter({ has: page.getByRole('checkbox', { name: new RegExp(`^${label}, `) }) })
      .locator('.facet-label')
      .evaluate((c) => getComputedStyle(c, '::before').backgroundColor);
  expect(await look(first.label)).not.toBe(await look(catalog.topics[1].label));
  release();
  await appReady(page);
  await expect(note).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`\\?topic=${first.id}&status=unread$`));
  await expect(topic(page, first.label)).toBeChecked();
  await expect(status(page, 'Unread')).toBeChecked();
  const shown = catalog.series.filter((s) => s.topics.includes(first.id) || s.parts.some((p) => p.topics?.includes(first.id)));
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).not.toHaveCount(catalog.series.length);
  expect(await page.getByRole('heading', { level: 3 }).locator('visible=true').count()).toBeLessThanOrEqual(shown.length);
});

test('a disabled button tapped before the takeover says the page is starting', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  const release = await holdWasm(page);
  await page.goto('./');
  await readingListButton(page, catalog.series[0].title).click();
  const markAll = card(page, catalog.series[0].title).getByRole('button', { name: /^Mark all read/ });
  await expect(markAll).toBeDisabled();
  await markAll.click({ force: true });
  await expect(page.getByText('Still starting: the filters and buttons work in a moment.')).toBeVisible();
  release();
  await appReady(page);
  await expect(page.getByText('Still starting: the filters and buttons work in a moment.')).toBeHidden();
});

test.describe('on a phone, before the takeover', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the starting note covers nothing: taps go through it, and the page ends above it', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('./');
    await status(page, 'Unread').check({ force: true });
    const note = page.getByText('Still starting: the filters and buttons work in a moment.');
    await expect(note).toBeVisible();
    const hit = await note.evaluate((p) => {
      const box = p.getBoundingClientRect();
      const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { under: under === p || p.contains(under), top: box.top };
    });
    expect(hit.under, 'a tap on the note goes to what is under it').toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.locator('main > :not(.app-note):visible').last().evaluate((e) => e.getBoundingClientRect().bottom);
    expect(last, 'the end of the page scrolls out from under the note').toBeLessThanOrEqual(hit.top);
    release();
    await appReady(page);
    await expect(note).toBeHidden();
  });
});

test('search needs every word, in any order: "flash attention" lists only the parts that hold both', async ({ page }) => {
  const catalog = {
    schema: 1,
    title: 'Search',
    subtitle: 'Every word',
    topics: [{ id: 'gpu', label: 'GPU' }],
    sections: [{ id: 'all', title: 'All' }],
    series: [
      {
        id: 'inference',
        section: 'all',
        title: 'Inference',
        summary: 'Kernels',
        topics: ['gpu'],
        parts: [
          { id: 'a', title: 'FlashAttention: Exact Attention' },
          { id: 'b', title: 'The Attention Variants' },
          { id: 'c', title: 'Flash memory' },
          { id: 'd', title: 'Attention, flash by flash' },
        ],
      },
      { id: 'other', section: 'all', title: 'Other', summary: 'Attention only', topics: ['gpu'], parts: [{ id: 'a', title: 'Attention' }] },
    ],
  };
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await appReady(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('attention flash');
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveText(['Inference']);
  const matching = card(page, 'Inference').locator('.matching-parts li');
  await expect(matching).toHaveText(['FlashAttention: Exact Attention', 'Attention, flash by flash']);
  await readingListButton(page, 'Inference').click();
  await expect(readingList(page, 'Inference').locator('li.part:has(mark)')).toHaveCount(2);
  // The series' title counts for its parts.
  await page.getByRole('searchbox', { name: 'Search' }).fill('inference variants');
  await readingListButton(page, 'Inference').click();
  await expect(card(page, 'Inference').locator('.matching-parts li')).toHaveText(['The Attention Variants']);
});

test('a failed import looks like an alert; a message and its buttons sit on one even row', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  await page.goto('./');
  await appReady(page);
  await page.getByLabel('Import progress').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{}') });
  const failed = page.locator('.transfer .notice');
  await expect(failed).toContainText('was not imported');
  await expect(failed).toHaveClass(/\bfailed\b/);
  const colour = (locator) => locator.evaluate((e) => getComputedStyle(e).backgroundColor);
  // The token as the stylesheet's source defines it (the built one writes
  // it where it is used), resolved in the page's colour scheme.
  const token = readFileSync('style/main.css', 'utf8').match(/--alert-paper:\s*([^;]+);/)[1];
  const alertPaper = await page.evaluate((token) => {
    const probe = document.createElement('div');
    probe.style.background = token;
    document.body.append(probe);
    const paper = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return paper;
  }, token);
  expect(await colour(failed)).toBe(alertPaper);
  await expectHit(failed.getByRole('button', { name: 'Dismiss this message' }), 'Dismiss');

  const good = { format: 'learning-series-progress', version: 1, read: {} };
  await page.getByLabel('Import progress').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
  const imported = page.locator('.transfer .notice').filter({ hasText: /^Imported/ });
  await expect(imported).toBeVisible();
  expect(await colour(imported)).not.toBe(alertPaper);

  // A short message on one row: its words and buttons centred in it.
  const series = catalog.series.find((s) => s.parts.length === 1) ?? catalog.series[0];
  await readingListButton(page, series.title).click();
  await card(page, series.title).getByRole('button', { name: /^Mark all read/ }).click();
  const notice = card(page, series.title).locator('.list-actions .notice');
  const words = notice.locator('span').first();
  for (const part of [words, notice.getByRole('button', { name: 'Undo' }), notice.getByRole('button', { name: 'Dismiss this message' })]) {
    const [row, item] = [await box(notice), await box(part)];
    const above = item.y - row.y;
    const below = row.y + row.height - (item.y + item.height);
    expect(Math.abs(above - below), 'centred in its row').toBeLessThanOrEqual(2);
  }
});

test('a first visit says what to do, and its link opens Send to another device; Close all lists shows once a list is open', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  await page.goto('./');
  await appReady(page);
  const note = page.locator('.continue .first-visit');
  await expect(note).toContainText('Tick the parts you have read');
  const close = page.getByRole('button', { name: 'Close all lists' });
  await expect(close).toBeHidden();
  await readingListButton(page, catalog.series[0].title).click();
  await expect(close).toBeVisible();
  await close.click();
  await expect(close).toBeHidden();
  const link = note.getByRole('link', { name: 'Send to another device' });
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page.getByRole('dialog', { name: 'Send your progress to another device' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'no jump to the end of the page').toBe(scrolled);
});
