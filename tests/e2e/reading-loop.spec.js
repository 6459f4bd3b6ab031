// The reading loop on the release build, as a reader meets it: marking
// moves nothing under the pointer (positions measured, not layout-shift
// entries: the takeover replaces nodes, which no shift entry counts), one
// call to action that lands somewhere visible, Back keeps the place and
// offers "Mark as read", reports beside their controls, matching parts
// that lead to their part, lists opened all at once, and print.
import { test, expect, appReady, holdWasm, serveCatalog, bundledCatalog, linkedCatalog, serveArticles, readingList, readingListButton, shownText } from './fixtures.js';
import { serveCatalogSite } from './fixture-site.js';

const card = (page, title) => page.getByRole('article', { name: title, exact: true });
const checkbox = (page, title) => page.getByRole('checkbox', { name: title, exact: true });

/** The app with the linked catalog, the first series' list open: that series. */
async function openLinkedSeries(page, request) {
  const catalog = await linkedCatalog(request);
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, catalog.series[0].title).click();
  return catalog.series[0];
}

/** Where an element is in the viewport: what a pointer resting there is over. */
async function at(locator) {
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, top: box.y };
}

/** Whether two places are within 2 px of each other, vertically. */
function stays(before, after, what) {
  expect(Math.abs(after.top - before.top), `${what} moved from ${before.top} to ${after.top}`).toBeLessThanOrEqual(2);
}

for (const [device, use] of [
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
]) {
  test.describe(device, () => {
    test.use(use);

    test(`${device}: a first mark, the next tap, x and Mark all read move nothing under the pointer`, async ({ page, request }) => {
      const series = await openLinkedSeries(page, request);
      const box = (i) => checkbox(page, shownText(series.parts[i].title));
      await box(0).scrollIntoViewIfNeeded();
      const heading = page.locator('article.series h3').first();
      const before = { heading: await at(heading), first: await at(box(0)), second: await at(box(1)) };

      // The first mark brings "Continue reading", a status and "Next".
      await page.mouse.click(before.first.x, before.first.y);
      await expect(box(0)).toBeChecked();
      await expect(page.locator('.continue .go')).toBeVisible();
      stays(before.heading, await at(heading), 'the first card heading');
      stays(before.second, await at(box(1)), 'the next part');
      // The next tap, where part 2 was, marks part 2.
      await page.mouse.click(before.second.x, before.second.y);
      await expect(box(1)).toBeChecked();
      await expect(readingList(page, series.title)).toHaveJSProperty('open', true);

      // x on the keyboard: the focused box stays where it was.
      await box(2).focus();
      const third = await at(box(2));
      await page.keyboard.press('x');
      await expect(box(2)).toBeChecked();
      stays(third, await at(box(2)), 'the focused part');
      await page.keyboard.press('x');
      await expect(box(2)).not.toBeChecked();
      stays(third, await at(box(2)), 'the focused part, unmarked');

      // Mark all read keeps its place, disabled: a second tap there does
      // not land on Reset.
      const markAll = card(page, series.title).getByRole('button', { name: `Mark all read: ${series.title}` });
      await markAll.scrollIntoViewIfNeeded();
      const headingThen = await at(heading);
      const button = await at(markAll);
      await page.mouse.click(button.x, button.y);
      await expect(box(series.parts.length - 1)).toBeChecked();
      stays(button, await at(markAll), 'Mark all read');
      await expect(markAll).toBeDisabled();
      await page.mouse.click(button.x, button.y);
      await expect(box(0)).toBeChecked();
      stays(headingThen, await at(heading), 'the first card heading');
    });

    test(`${device}: a returning reader's page does not move at the takeover`, async ({ page, request }, info) => {
      // A site built with that catalog: its page prerendered from it.
      const catalog = await linkedCatalog(request);
      const origin = 'http://author.test';
      let wasm = Promise.resolve();
      await serveCatalogSite(page, info, origin, catalog);
      await page.route(`${origin}/**/*.wasm`, async (route) => {
        await wasm;
        await route.fallback();
      });
      await page.goto(`${origin}/`);
      await appReady(page);
      await readingListButton(page, catalog.series[1].title).click();
      await checkbox(page, shownText(catalog.series[1].parts[0].title)).check();

      let release;
      wasm = new Promise((resolve) => (release = resolve));
      await page.reload();
      const headings = page.locator('article.series h3');
      await expect(headings.first()).toBeVisible();
      const before = [await at(headings.nth(0)), await at(headings.nth(1))];
      release();
      await appReady(page);
      await expect(page.locator('.continue .go')).toBeVisible();
      stays(before[0], await at(headings.nth(0)), 'the first card heading');
      stays(before[1], await at(headings.nth(1)), 'the second card heading');
    });
  });
}

/** The last series of the catalog with at least three parts. */
const longSeries = (catalog) => catalog.series.filter((s) => s.parts.length >= 3).at(-1);

test('Continue reading takes the reader to the part: list open, part marked and in view under its title, focus on it', async ({ page, request }) => {
  const { title } = longSeries(await bundledCatalog(request));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./');
  await appReady(page);
  const series = card(page, title);
  await readingListButton(page, title).click();
  await series.getByRole('checkbox').first().check();
  await readingListButton(page, title).click();
  await page.evaluate(() => window.scrollTo(0, 0));

  const go = page.locator('.continue .go');
  await go.click();
  const arrived = series.locator('li.part.arrived');
  await expect(arrived).toHaveCount(1);
  await expect(arrived.getByRole('checkbox')).toBeFocused();
  await expect(arrived).toBeInViewport();
  // In the upper half, under its title where both fit there (the card's
  // top to the row's end, and the card's margin). On this phone the
  // part's title wraps beside its star and note's button, so they do
  // not: the part alone is in the upper half. On a desktop they do.
  const room = () =>
    arrived.evaluate((row) => {
      const { top } = row.closest('article.series').getBoundingClientRect();
      const { bottom } = row.getBoundingClientRect();
      return { bottom, fits: bottom - top + 16 <= innerHeight / 2 };
    });
  const phone = await room();
  expect(phone.fits, 'title and part in the upper half of a phone').toBe(false);
  expect(phone.bottom, 'in the upper half').toBeLessThanOrEqual(844 / 2 + 1);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await go.click();
  await expect(arrived.getByRole('checkbox')).toBeFocused();
  expect((await room()).fits, 'title and part in the upper half of a desktop').toBe(true);
  await expect(series.locator('h3')).toBeInViewport();
  // Visible without a focus ring: a background of its own.
  const background = await arrived.evaluate((row) => getComputedStyle(row).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  // One call to action: "Next" in a card is quiet, Continue is solid.
  const look = (locator) => locator.evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(await look(series.locator('.reading .go'))).not.toBe(await look(go));
});

test('Back from an article: its list is open again, the part is shown with a one-tap Mark as read and the next part', async ({ page, request }) => {
  const catalog = await linkedCatalog(request);
  const series = longSeries(catalog);
  const s = catalog.series.indexOf(series);
  await serveCatalog(page, { json: catalog });
  await serveArticles(page);
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, series.title).click();
  const title = shownText(series.parts[1].title);
  await card(page, series.title).getByRole('link', { name: title }).click();
  await expect(page).toHaveTitle('An article');

  const release = await holdWasm(page);
  await page.goBack();
  // Before the app: the list is open again, as the reader left it.
  await expect(readingList(page, series.title)).toHaveJSProperty('open', true);
  await expect(page.locator('html')).toHaveAttribute('data-back-from', /--/);
  release();
  await appReady(page);
  await expect(readingList(page, series.title)).toHaveJSProperty('open', true);
  const back = card(page, series.title).locator('.back-from');
  await expect(back).toContainText(`Back from ${title}`);
  await expect(card(page, series.title).locator('li.part.arrived')).toContainText(title);
  // Nothing is marked without the reader's tap.
  await expect(checkbox(page, title)).not.toBeChecked();
  const mark = back.getByRole('button', { name: 'Mark as read' });
  await expect(mark).toHaveAttribute('aria-pressed', 'false');
  await expect(back.getByRole('link', { name: `Next: ${shownText(series.parts[2].title)}` })).toHaveAttribute('href', `articles/${s}-2.html`);
  await mark.click();
  await expect(checkbox(page, title)).toBeChecked();
  await expect(mark).toHaveAttribute('aria-pressed', 'true');

  // A reload is not a return.
  await page.reload();
  await appReady(page);
  await expect(page.locator('.back-from')).toHaveCount(0);
});

test('an article followed offline, which could not load: Back offers nothing to mark', async ({ page, context, request }) => {
  const catalog = await linkedCatalog(request);
  const series = longSeries(catalog);
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, series.title).click();
  await context.setOffline(true);
  await card(page, series.title).getByRole('link', { name: shownText(series.parts[1].title) }).click();
  // The browser's own page that says it is offline.
  await expect(page.locator('#catalog')).toHaveCount(0);
  // The connection back, as the reader goes back to the page.
  await context.setOffline(false);
  await page.goBack();
  await appReady(page);
  await expect(readingList(page, series.title)).toHaveJSProperty('open', true);
  await expect(page.locator('html')).not.toHaveAttribute('data-back-from', /./);
  await expect(page.locator('.back-from')).toHaveCount(0);
});

test('a list opened just before the page is left is open again when it comes back', async ({ page, request }) => {
  const { title } = (await bundledCatalog(request)).series[0];
  await page.goto('./');
  await appReady(page);
  // Opened and left at once: the history entry is written as the list
  // opens (its `open` attribute), before its toggle event a task later,
  // when a page that is leaving can no longer write it. After takeover
  // the list is built only at that event, so the entry cannot wait for
  // the list. The page then leaves itself, as a link followed does.
  const kept = await page.evaluate(() => {
    document.querySelector('summary.disclosure').click();
    return new Promise((resolve) => queueMicrotask(() => resolve(history.state?.open)));
  });
  expect(kept, 'the entry written before the toggle event').toEqual([expect.stringMatching(/^series--/)]);
  const left = page.waitForEvent('load');
  await page.evaluate(() => location.reload());
  await left;
  await expect(readingList(page, title)).toHaveJSProperty('open', true);
  await appReady(page);
  await expect(readingList(page, title)).toHaveJSProperty('open', true);
});

test('the history entry follows the lists as they close too, one by one and all at once, and Back opens only those still open', async ({ page, request }) => {
  const series = (await bundledCatalog(request)).series;
  const [first, second] = series;
  await page.goto('./');
  await appReady(page);
  // In the order of the page, whatever the catalog's sections: sorted.
  const entry = () => page.evaluate(() => [...(history.state?.open ?? [])].sort());
  await readingListButton(page, first.title).click();
  await readingListButton(page, second.title).click();
  await expect.poll(entry).toEqual([`series--${first.id}`, `series--${second.id}`].sort());
  await readingListButton(page, first.title).click();
  await expect.poll(entry).toEqual([`series--${second.id}`]);
  await page.getByRole('button', { name: 'Close all lists' }).click();
  await expect.poll(entry).toEqual([]);
  await page.getByRole('button', { name: 'Open all lists' }).click();
  await expect.poll(entry).toEqual(series.map((s) => `series--${s.id}`).sort());
  await readingListButton(page, first.title).click();
  await page.reload();
  await appReady(page);
  await expect(readingList(page, first.title)).toHaveJSProperty('open', false);
  await expect(readingList(page, second.title)).toHaveJSProperty('open', true);
});

test('a list kept in the history entry by an earlier build (by its list\'s own id) opens again', async ({ page, request }) => {
  const { id, title } = (await bundledCatalog(request)).series[0];
  await page.goto('./');
  await appReady(page);
  await page.evaluate((list) => history.replaceState({ open: [list] }, ''), `parts--${id}`);
  await page.reload();
  await expect(readingList(page, title)).toHaveJSProperty('open', true);
  await appReady(page);
  await expect(readingList(page, title)).toHaveJSProperty('open', true);
  // The entry now names it as this build does.
  expect(await page.evaluate(() => history.state.open)).toEqual([`series--${id}`]);
});

test('a list opened before the page\'s own script has run is open again when the page comes back', async ({ page, request }) => {
  const { title } = (await bundledCatalog(request)).series[0];
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/page-[0-9a-f]{16}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./', { waitUntil: 'commit' });
  await readingListButton(page, title).click();
  await expect(readingList(page, title)).toHaveJSProperty('open', true);
  release();
  await appReady(page);
  // The app may take the page over before the held script has run (the
  // page is parsed, only its deferred script waits): the reload comes
  // once that script has kept the open list in the history entry.
  await expect.poll(() => page.evaluate(() => history.state?.open ?? [])).toEqual([expect.stringMatching(/^series--/)]);
  await page.reload();
  await expect(readingList(page, title)).toHaveJSProperty('open', true);
});

test('Back to a part the catalog no longer has: no prompt, the card keeps its Next', async ({ page, request }) => {
  const catalog = await linkedCatalog(request);
  const series = longSeries(catalog);
  await serveCatalog(page, { json: catalog });
  await serveArticles(page);
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, series.title).click();
  await checkbox(page, shownText(series.parts[0].title)).check();
  const title = shownText(series.parts[1].title);
  await card(page, series.title).getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveTitle('An article');
  // The part left the catalog while the reader was away.
  await serveCatalog(page, { json: { ...catalog, series: catalog.series.map((s) => (s === series ? { ...s, parts: s.parts.filter((p) => p !== series.parts[1]) } : s)) } });
  await page.goBack();
  await appReady(page);
  await expect(page.locator('.back-from')).toHaveCount(0);
  await expect(card(page, series.title).locator('.list-actions .go')).toHaveText(`Next: ${shownText(series.parts[2].title)}`);
});

test('Next picks up after the part read last: begun at part 3, on to part 4; then part 1, on to part 2', async ({ page, request }) => {
  const catalog = await linkedCatalog(request);
  const series = catalog.series.find((s) => s.parts.length >= 4);
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, series.title).click();
  const next = card(page, series.title).locator('.list-actions .go');
  await checkbox(page, shownText(series.parts[2].title)).check();
  await expect(next).toHaveText(`Next: ${shownText(series.parts[3].title)}`);
  await checkbox(page, shownText(series.parts[0].title)).check();
  await expect(next).toHaveText(`Next: ${shownText(series.parts[1].title)}`);
});

test('a read title looks read without colour, and a row has one hit area per action', async ({ page, request }) => {
  const series = await openLinkedSeries(page, request);
  const row = card(page, series.title).locator('li.part').first();
  const box = row.getByRole('checkbox');
  await box.check();
  const line = await row.locator('.part-title a').evaluate((a) => getComputedStyle(a).textDecorationLine);
  expect(line).toContain('line-through');

  // The blank beside the words is nobody's: no mark, no article.
  const words = await row.locator('.part-title').boundingBox();
  const rowBox = await row.boundingBox();
  if (rowBox.x + rowBox.width - (words.x + words.width) > 40) {
    await page.mouse.click(rowBox.x + rowBox.width - 10, words.y + words.height / 2);
    await expect(box).toBeChecked();
    await expect(page).not.toHaveTitle('An article');
  }
});

test('Reset reports beside its button, takes focus, and Undo brings the marks back', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  const series = page.locator('article.series').first();
  const title = await series.locator('h3').textContent();
  await readingListButton(page, title).click();
  await series.getByRole('button', { name: `Mark all read: ${title}` }).click();
  await series.getByRole('button', { name: `Reset: ${title}` }).click();

  const notice = series.locator('.list-actions .notice');
  await expect(notice).toContainText('was reset');
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(series.locator('.list-actions [role=status]')).toHaveCount(1);
  await expect(series.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toHaveCount(0);
  await expect(series.getByRole('checkbox', { checked: false })).toHaveCount(0);
  await expect(series.locator('.list-actions button:focus')).toHaveCount(1);
});

test('an import reports beside its button, and takes focus', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await page.getByLabel('Import progress').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{}') });
  const notice = page.locator('.transfer .notice');
  await expect(notice).toContainText('was not imported');
  await expect(notice).toBeFocused();
  await expect(page.locator('.notices').first().locator('.notice')).toHaveCount(0);
});

test('each matching part under a card leads to its part in the list', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  const part = shownText(catalog.series[0].parts[1].title);
  await page.goto('./');
  await appReady(page);
  const series = card(page, catalog.series[0].title);
  await page.getByRole('searchbox', { name: 'Search' }).fill(part);
  const match = series.locator('.matching-parts').getByRole('button', { name: part });
  await match.click();
  await expect(series.locator('details.reading-list')).toHaveJSProperty('open', true);
  await expect(series.locator('li.part.arrived')).toContainText(part);
  await expect(series.locator('li.part.arrived').getByRole('checkbox')).toBeFocused();
});

test('Open all lists and Close all lists work from the first paint, for the series shown', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  const count = await page.locator('details.reading-list').count();
  // Open all lists at the row's edge, with no gap where Close is not
  // offered; Close comes in beside it, and Open does not move.
  const open = page.getByRole('button', { name: 'Open all lists' });
  const edges = () => open.evaluate((button) => [button.getBoundingClientRect().right, button.parentElement.getBoundingClientRect().right]);
  const [right, rowRight] = await edges();
  expect(right).toBeCloseTo(rowRight, 0);
  await open.click();
  await expect(page.locator('details.reading-list[open]')).toHaveCount(count);
  expect((await edges())[0]).toBeCloseTo(right, 0);
  await page.getByRole('button', { name: 'Close all lists' }).click();
  await expect(page.locator('details.reading-list[open]')).toHaveCount(0);
  release();
  await appReady(page);
  const first = await page.locator('article.series h3').first().textContent();
  await page.getByRole('searchbox', { name: 'Search' }).fill(first);
  const shown = await page.locator('article.series:visible').count();
  expect(shown).toBeLessThan(count);
  await page.getByRole('button', { name: 'Open all lists' }).click();
  await expect(page.locator('details.reading-list[open]')).toHaveCount(shown);
});

test('overall progress shows near the top once started; a first visit says progress stays in this browser', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  const total = catalog.series.reduce((sum, s) => sum + s.parts.length, 0);
  await page.goto('./');
  await appReady(page);
  await expect(page.locator('.continue')).toContainText('stays in this browser');
  await readingListButton(page, catalog.series[0].title).click();
  await checkbox(page, shownText(catalog.series[0].parts[0].title)).check();
  await expect(page.locator('.continue .from')).toContainText(`1 of ${total} parts read overall`);
  await expect(page.locator('.continue')).not.toContainText('stays in this browser');
});

test('a reader who finished every series started is offered the next: Start: its first part, which opens its list there', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  const [first, second] = catalog.series;
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, first.title).click();
  await card(page, shownText(first.title)).getByRole('button', { name: `Mark all read: ${shownText(first.title)}` }).click();
  const start = page.locator('.continue .go');
  await expect(start).toHaveText(`Start: ${shownText(second.parts[0].title)}`);
  await expect(page.locator('.continue .from')).toContainText(`in ${shownText(second.title)} · ${first.parts.length} of`);
  await expect(page.locator('.continue')).not.toContainText('stays in this browser');
  // Second series' first part: its article where it has one, else its list there.
  if (second.parts[0].url) await expect(start).toHaveAttribute('href', second.parts[0].url);
  else {
    await start.click();
    await expect(readingList(page, shownText(second.title))).toHaveJSProperty('open', true);
  }
});

for (const width of [320, 360, 390]) {
  test(`the first visit's sentence is whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('./');
    await appReady(page);
    const note = page.locator('.continue .first-visit');
    await expect(note).toContainText('takes it along.');
    const fits = await note.evaluate((p) => {
      const slot = p.closest('.continue').getBoundingClientRect();
      const box = p.getBoundingClientRect();
      return { scroll: p.scrollHeight, client: p.clientHeight, inside: box.bottom <= slot.bottom + 0.5 && box.top >= slot.top - 0.5 };
    });
    expect(fits.scroll, 'no line clipped').toBeLessThanOrEqual(fits.client);
    expect(fits.inside, 'inside its slot').toBe(true);
  });
}

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the shortcuts button takes no room; a keyboard still has the shortcuts', async ({ page }) => {
    await page.goto('./');
    await appReady(page);
    await expect(page.getByRole('button', { name: 'Shortcuts' })).toBeHidden();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });
});

test('a shared status filter that matches nothing here says why, and shows all series', async ({ page }) => {
  await page.goto('./?status=in-progress');
  await appReady(page);
  const summary = page.locator('.filter-summary');
  await expect(summary).toContainText('The status follows what this browser keeps of your reading');
  await summary.getByRole('button', { name: 'Show all series' }).click();
  await expect(page.locator('article.series:visible')).toHaveCount(await page.locator('article.series').count());
});

test('print: which filter and when, a series kept on one page, whole addresses, a box before each unread part', async ({ page, request }) => {
  const catalog = await linkedCatalog(request);
  await serveCatalog(page, { json: catalog });
  await page.goto('./?status=unread');
  await appReady(page);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const note = page.locator('.print-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('status Unread');
  await expect(note).toContainText(/printed \S.+\./);
  const style = (selector, property, pseudo) =>
    page.locator(selector).first().evaluate((e, [property, pseudo]) => getComputedStyle(e, pseudo)[property], [property, pseudo]);
  expect(await style('article.series', 'breakInside')).toBe('avoid');
  expect(await style('.part-title a[href]', 'content', '::after')).toContain('(http://127.0.0.1');
  expect(await style('.part:not(:has(input:checked)) .part-title', 'content', '::before')).toContain('☐');
});

test('emphasis written as *word* shows as emphasis; the page title, the feed and the search use the words', async ({ page, request }) => {
  const catalog = await bundledCatalog(request);
  catalog.series[0].parts[0].title = 'The *proc* interface';
  await serveCatalog(page, { json: catalog });
  await page.goto('./');
  await appReady(page);
  await readingListButton(page, catalog.series[0].title).click();
  const title = card(page, catalog.series[0].title).locator('li.part .part-title').first();
  await expect(title).toHaveText('The proc interface');
  await expect(title.locator('em')).toHaveText('proc');
  await expect(checkbox(page, 'The proc interface')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('proc interface');
  await expect(title.locator('mark')).toHaveText(['proc', 'interface']);
});

for (const colorScheme of ['light', 'dark']) {
  test(`a started card's status is drawn whole on its top edge, not cut by the card (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const { series } = await bundledCatalog(page.request);
    const read = Object.fromEntries(series.slice(0, 2).flatMap((one, s) => one.parts.slice(0, s === 0 ? 1 : one.parts.length).map((part) => [`${one.id}/${part.id}`, new Date().toISOString()])));
    await page.addInitScript((text) => localStorage.getItem('learning-series/progress/v1@/') ?? localStorage.setItem('learning-series/progress/v1@/', text), JSON.stringify({ version: 1, read }));
    await page.goto('./');
    await appReady(page);
    for (const [at, word] of [[0, 'In progress'], [1, 'Completed']]) {
      const card = page.locator('article.series').nth(at);
      const status = card.locator('.status');
      await expect(status).toHaveText(new RegExp(word));
      await card.scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      // What is drawn at the top and bottom of the label, a pixel in: the label itself.
      const hits = await status.evaluate((label) => {
        const box = label.getBoundingClientRect();
        const x = box.left + box.width / 2;
        return [box.top + 1, box.bottom - 1].map((y) => label.contains(document.elementFromPoint(x, y)));
      });
      expect(hits, word).toEqual([true, true]);
    }
  });
}
