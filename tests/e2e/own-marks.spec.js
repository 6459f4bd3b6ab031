// The reader's own marks on the release build: stars (pressed before the
// app has taken over too), notes, followed series, their status choices,
// search in notes and time left; kept across reloads and tabs, moved to
// another browser by file (all of them) and by link (stars and follows);
// notes printed under their parts.
import { readFile } from 'node:fs/promises';
import { test, expect, appReady, drawn, holdWasm, serveCatalog, bundledCatalog, readingList, readingListButton, facet, twoTabs } from './fixtures.js';

// Kept for the copy of the app at the root of the host (src/kept/annotations.rs).
const ANNOTATIONS = 'learning-series/annotations/v1@/';
const SEEN = 'learning-series/seen/v1@/';

const card = (page, title) => page.getByRole('article', { name: title, exact: true });
const overall = (page) => page.getByRole('region', { name: 'Your progress' });
const checkbox = (page, title) => page.getByRole('checkbox', { name: title });
const star = (page, title) => page.getByRole('button', { name: `Star: ${title}`, exact: true });
const follow = (page, title) => page.getByRole('button', { name: `Follow: ${title}`, exact: true });
const noteButton = (page, title) => page.getByRole('button', { name: `Note: ${title}`, exact: true });
const noteField = (page, title) => page.getByRole('textbox', { name: `Note: ${title}`, exact: true });
const row = (page, title) => page.locator('li.part').filter({ has: checkbox(page, title) });
const shownCards = (page) => page.locator('article.series:visible h3');
const stored = (page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), ANNOTATIONS);

/** Exports the progress from Your progress, and returns the file's path. */
async function exportProgress(page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    overall(page).getByRole('button', { name: 'Export progress' }).click(),
  ]);
  return download.path();
}

async function openList(page, title) {
  if (!(await readingList(page, title).evaluate((details) => details.open))) await readingListButton(page, title).click();
}

test('a star pressed before the takeover is kept, and Starred shows the series with a starred part', async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto('./');
  await openList(page, 'CXL Series');
  await star(page, 'CXL Introduction').click();
  await expect(star(page, 'CXL Introduction')).toHaveAttribute('aria-pressed', 'true');
  await follow(page, 'Locking primitives').click();
  await expect(follow(page, 'LLM Inference'), 'at first paint').toHaveText('Follow');
  release();
  await appReady(page);
  await expect(star(page, 'CXL Introduction')).toHaveAttribute('aria-pressed', 'true');
  await expect(follow(page, 'Locking primitives')).toHaveAttribute('aria-pressed', 'true');
  // Its word is the page's (the start-up script hands it to the
  // stylesheet, under the page's own CSP), ticked while pressed.
  expect(await drawn(follow(page, 'Locking primitives'))).toMatch(/^"✓ "/);
  await expect(follow(page, 'Locking primitives')).toHaveText('Follow');

  await openList(page, 'LLM Inference');
  await star(page, 'PagedAttention').click();
  await expect(star(page, 'PagedAttention')).toHaveAttribute('aria-pressed', 'true');
  await facet(page, 'radio', 'Starred').check();
  await expect(page).toHaveURL(/\?status=starred$/);
  await expect(shownCards(page)).toHaveText(['LLM Inference', 'CXL Series']);
  await expect(facet(page, 'radio', 'Starred')).toHaveAccessibleName('Starred, 2 series');

  // Taken off, and kept so after a reload.
  await star(page, 'PagedAttention').click();
  await expect(shownCards(page)).toHaveText(['CXL Series']);
  await page.reload();
  await appReady(page);
  await expect(shownCards(page)).toHaveText(['CXL Series']);
  await openList(page, 'CXL Series');
  await expect(star(page, 'CXL Introduction')).toHaveAttribute('aria-pressed', 'true');
  const doc = await stored(page);
  expect(Object.keys(doc.starred)).toEqual(['cxl/introduction']);
  expect(Object.keys(doc.unstarred)).toEqual(['llm-inference/paged-attention']);
  expect(Object.keys(doc.following)).toEqual(['locking-primitives']);
});

test('Starred names the starred parts under each closed list, each a way to its part; words bring back the matching parts', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await openList(page, 'LLM Inference');
  await star(page, 'FlashInfer: A Customizable Attention Engine for LLM Serving').click();
  await star(page, 'PagedAttention').click();
  await readingListButton(page, 'LLM Inference').click();
  await facet(page, 'radio', 'Starred').check();
  const named = card(page, 'LLM Inference').locator('.matching-parts');
  await expect(named.locator('.matching-label')).toHaveText('Starred parts');
  // In the list's order, whatever the order they were starred in.
  await expect(named.getByRole('button')).toHaveText(['PagedAttention', 'FlashInfer: A Customizable Attention Engine for LLM Serving']);
  await named.getByRole('button', { name: 'FlashInfer' }).click();
  await expect(readingList(page, 'LLM Inference')).toHaveJSProperty('open', true);
  await expect(card(page, 'LLM Inference').locator('li.part.arrived')).toContainText('FlashInfer');
  await expect(named, 'the open list shows them itself').toHaveCount(0);

  await readingListButton(page, 'LLM Inference').click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('paged');
  await expect(named.locator('.matching-label')).toHaveText('Matching parts');
  await expect(named.getByRole('button')).toHaveText(['PagedAttention']);
});

test('a note saves as it is typed, shows its first line, and search finds it "in your note"', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await openList(page, 'CXL Series');
  await noteButton(page, 'CXL Introduction').click();
  await expect(noteButton(page, 'CXL Introduction')).toHaveAttribute('aria-expanded', 'true');
  await expect(noteField(page, 'CXL Introduction')).toBeFocused();
  await page.keyboard.type('Reread with coffee');
  await page.keyboard.press('Enter');
  await page.keyboard.type('then the pooling part');
  await expect.poll(async () => (await stored(page))?.notes?.['cxl/introduction']?.text).toBe('Reread with coffee\nthen the pooling part');

  await page.reload();
  await appReady(page);
  await openList(page, 'CXL Series');
  const note = row(page, 'CXL Introduction').locator('.note');
  await expect(note).toHaveText(/^Reread with coffee/);
  await expect(note.getByText('then the pooling part')).toBeHidden();
  // The note's mark says what the line is, in the page's words.
  expect(await drawn(note)).toMatch(/^"✎ " \/ "Your note:" " "$|^"✎ " \/ "Your note: "$/);
  await expect(row(page, 'CXL Introduction').locator('.note-toggle:has(+ .note-box .note)')).toHaveCount(1);

  await readingListButton(page, 'CXL Series').click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('coffee');
  await expect(shownCards(page)).toHaveText(['CXL Series']);
  const matching = card(page, 'CXL Series').locator('.matching-parts');
  await expect(matching).toContainText('CXL Introduction (in your note)');

  // Cleared, the note is gone, and so is what search found by it.
  await openList(page, 'CXL Series');
  await noteButton(page, 'CXL Introduction').click();
  await noteField(page, 'CXL Introduction').fill('');
  await expect(page.getByText('No series match')).toBeVisible();
  expect((await stored(page)).notes['cxl/introduction'].text).toBe('');
});

test('a note typed while the search has no words is found once words come, without a reload', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await openList(page, 'CXL Series');
  await noteButton(page, 'CXL Introduction').click();
  // Keys go to the field once it has the focus, a frame after it opens.
  await expect(noteField(page, 'CXL Introduction')).toBeFocused();
  await page.keyboard.type('Pooling, with coffee');
  await expect.poll(async () => (await stored(page))?.notes?.['cxl/introduction']?.text).toBe('Pooling, with coffee');
  // Closed, its list names the parts the search found.
  await readingListButton(page, 'CXL Series').click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('coffee');
  await expect(shownCards(page)).toHaveText(['CXL Series']);
  await expect(card(page, 'CXL Series').locator('.matching-parts')).toContainText('CXL Introduction (in your note)');
});

test('the reader\'s first change of either kind of mark asks the browser to keep this page\'s storage, once a visit', async ({ page }) => {
  await page.addInitScript(() => {
    window.keepAsked = 0;
    navigator.storage.persist = async () => {
      window.keepAsked += 1;
      return true;
    };
  });
  const asked = () => page.evaluate(() => window.keepAsked);
  await page.goto('./');
  await appReady(page);
  await openList(page, 'CXL Series');
  expect(await asked()).toBe(0);
  // A star alone, no read mark.
  await star(page, 'CXL Introduction').click();
  await expect.poll(asked).toBe(1);
  await noteButton(page, 'CXL Introduction').click();
  // Keys go to the field once it has the focus, a frame after it opens.
  await expect(noteField(page, 'CXL Introduction')).toBeFocused();
  await page.keyboard.type('kept');
  await checkbox(page, 'CXL Introduction').check();
  await expect.poll(async () => (await stored(page))?.notes?.['cxl/introduction']?.text).toBe('kept');
  expect(await asked()).toBe(1);

  // Read marks alone ask too, on a visit of their own.
  await page.reload();
  await appReady(page);
  expect(await asked()).toBe(0);
  await openList(page, 'CXL Series');
  await checkbox(page, 'CXL Introduction').uncheck();
  await expect.poll(asked).toBe(1);
});

test('a pasted megabyte keeps 1,000 characters and says so; markup and bidi controls stay text', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await openList(page, 'CXL Series');
  await noteButton(page, 'CXL Introduction').click();
  const hostile = '\u202e<b>bold</b> <img src=x onerror=alert(1)>';
  await noteField(page, 'CXL Introduction').fill(hostile + 'x'.repeat(1024 * 1024));
  await expect(row(page, 'CXL Introduction').getByRole('status')).toHaveText('A note keeps 1,000 characters: the rest was left out.');
  await expect(noteField(page, 'CXL Introduction')).toHaveValue(hostile + 'x'.repeat(1000 - hostile.length));
  expect((await stored(page)).notes['cxl/introduction'].text).toHaveLength(1000);

  await noteButton(page, 'CXL Introduction').click();
  const note = row(page, 'CXL Introduction').locator('.note');
  await expect(note).toContainText('<b>bold</b> <img src=x');
  await expect(row(page, 'CXL Introduction').locator('b, img')).toHaveCount(0);
  // Isolated: its direction is its own, the row's words keep theirs.
  await expect(note).toHaveAttribute('dir', 'auto');
  await expect(row(page, 'CXL Introduction').locator('.part-title')).toHaveText('CXL Introduction');
});

test('the note editor has a placeholder, says Saved and counts down near its limit, and Escape closes it and gives the focus back', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await openList(page, 'CXL Series');
  await noteButton(page, 'CXL Introduction').click();
  const field = noteField(page, 'CXL Introduction');
  await expect(field).toHaveAttribute('placeholder', /note/);
  const said = row(page, 'CXL Introduction').getByRole('status');
  const below = card(page, 'CXL Series').getByRole('button', { name: 'Mark all read: CXL Series' });
  const before = await below.boundingBox();
  await expect(field).toBeFocused();
  await page.keyboard.type('A thought');
  await expect(said).toHaveText('Saved.');
  // Its line was there from the opening: saying so moves nothing.
  expect(await below.boundingBox()).toEqual(before);
  // Near the limit it counts down, to the last character.
  await field.fill('x'.repeat(950));
  await expect(said).toHaveText('Saved. 50 characters left.');
  await field.fill('x'.repeat(999));
  await expect(said).toHaveText('Saved. 1 character left.');
  await field.fill('A thought');
  await expect(said).toHaveText('Saved.');
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(noteButton(page, 'CXL Introduction')).toBeFocused();
  await expect(noteButton(page, 'CXL Introduction')).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, 'CXL Introduction').locator('.note')).toHaveText('A thought');
});

test('a note an import made longer than a note takes (1,774 characters) still takes every key, and says how long it is', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await openList(page, 'CXL Series');
  await noteButton(page, 'CXL Introduction').click();
  await noteField(page, 'CXL Introduction').fill('m'.repeat(772));
  await noteButton(page, 'CXL Introduction').click();
  const file = { format: 'learning-series-progress', version: 1, read: {}, notes: { 'cxl/introduction': { text: 't'.repeat(1000), at: '2026-01-02T03:04:05.000Z' } } };
  await overall(page).getByLabel('Import progress').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(overall(page)).toContainText('1 note differed from yours');
  await noteButton(page, 'CXL Introduction').click();
  const field = noteField(page, 'CXL Introduction');
  await expect(field).toHaveValue(/^m{772}\n\nt{1000}$|^t{1000}\n\nm{772}$/);
  await field.press('Control+End');
  await page.keyboard.type('!?');
  await expect(field).toHaveValue(/!\?$/);
  await expect(row(page, 'CXL Introduction').getByRole('status')).toHaveText('Saved: 1,776 characters, more than a note takes, since notes were joined in it; nothing is cut.');
  expect((await stored(page)).notes['cxl/introduction'].text).toHaveLength(1776);
});

test('following a series: New still counts every new part, the followed ones said first, and Following lists it', async ({ page, request }) => {
  await page.goto('./');
  await appReady(page);
  const grown = await bundledCatalog(request);
  grown.series[3].parts.push({ id: 'cxl-memory-pooling', title: 'CXL Memory Pooling' });
  grown.series[4].parts.push({ id: 'seqlocks', title: 'Seqlocks' }, { id: 'futexes', title: 'Futexes' });
  await serveCatalog(page, { json: grown });
  await page.reload();
  await appReady(page);
  const line = page.locator('.new-parts');
  await expect(line).toHaveText(/^3 new parts since your last visit\./);

  await follow(page, 'CXL Series').click();
  await expect(follow(page, 'CXL Series')).toHaveAttribute('aria-pressed', 'true');
  await expect(line).toHaveText(/^3 new parts, 1 in the series you follow, since your last visit\./);
  await line.getByRole('button', { name: 'Show them' }).click();
  await expect(shownCards(page)).toHaveText(['CXL Series', grown.series[4].title]);
  await expect(page.locator('article.series:visible summary').first(), 'the focus on the first of them').toBeFocused();
  // Their lists opened: the new parts seen, and the line says so.
  await expect(line).toHaveText(/^3 new parts, 1 in the series you follow, since your last visit, in lists you have opened\./);
  await facet(page, 'radio', 'All').check();
  await follow(page, grown.series[4].title).click();
  await expect(line).toHaveText(/^3 new parts, 3 in the series you follow, since your last visit, in lists you have opened\./);
  await follow(page, grown.series[4].title).click();
  await follow(page, 'CXL Series').click();
  await follow(page, grown.series[0].title).click();
  await expect(line).toHaveText(/^3 new parts, 0 in the series you follow, since your last visit, in lists you have opened\./);
  await follow(page, grown.series[0].title).click();
  await follow(page, 'CXL Series').click();
  await facet(page, 'radio', 'Following').check();
  await expect(page).toHaveURL(/\?status=following$/);
  await expect(shownCards(page)).toHaveText(['CXL Series']);

  await follow(page, 'CXL Series').click();
  await expect(shownCards(page)).toHaveCount(0);
  await facet(page, 'radio', 'All').check();
  await expect(line).toHaveText(/^3 new parts since your last visit, in lists you have opened\./);
  // The seen list is the site's: following changes nothing in it.
  expect(await page.evaluate((key) => localStorage.getItem(key) !== null, SEEN)).toBe(true);
});

test('time left: on the cards and under Your progress where parts give minutes ("over" where some do not), nothing where none do', async ({ page, request }) => {
  await page.goto('./');
  await appReady(page);
  await expect(page.locator('.meter .time')).toHaveCount(0);
  await expect(overall(page).locator('.overall')).toHaveText('0 of 21 read');

  const timed = await bundledCatalog(request);
  // Minutes for CXL (one part, 40) and Locking primitives (2 parts, 90 + 40).
  timed.series[3].parts[0].minutes = 40;
  timed.series[4].parts[0].minutes = 90;
  timed.series[4].parts[1].minutes = 40;
  await serveCatalog(page, { json: timed });
  await page.reload();
  await appReady(page);
  await expect(card(page, 'Locking primitives').locator('.time')).toHaveText('2 h 10 min in all');
  await expect(card(page, 'LLM Inference').locator('.time')).toHaveCount(0);
  await expect(overall(page).locator('.overall')).toHaveText('0 of 21 read · over 2 h 50 min left');
  await openList(page, 'Locking primitives');
  await checkbox(page, timed.series[4].parts[0].title).check();
  await expect(card(page, 'Locking primitives').locator('.time')).toHaveText('40 min left of 2 h 10 min');
  await expect(overall(page).locator('.overall')).toHaveText('1 of 21 read · over 1 h 20 min left');
  // Every part read: the whole time again, never "0 min left".
  await checkbox(page, timed.series[4].parts[1].title).check();
  await expect(card(page, 'Locking primitives').locator('.time')).toHaveText('2 h 10 min in all');
});

test('a star in one tab shows in the other', async ({ context }) => {
  const [first, second] = await twoTabs(context);
  await openList(first, 'CXL Series');
  await openList(second, 'CXL Series');
  await star(first, 'CXL Introduction').click();
  await follow(first, 'CXL Series').click();
  await expect(star(second, 'CXL Introduction')).toHaveAttribute('aria-pressed', 'true');
  await expect(follow(second, 'CXL Series')).toHaveAttribute('aria-pressed', 'true');
  await star(second, 'CXL Introduction').click();
  await expect(star(first, 'CXL Introduction')).toHaveAttribute('aria-pressed', 'false');
});

test('export and import carry stars, notes and follows to another browser, both of two notes kept (typing on in a field left open too), and no star taken off comes back', async ({ page, browser }) => {
  await page.goto('./');
  await appReady(page);
  await openList(page, 'CXL Series');
  await star(page, 'CXL Introduction').click();
  await follow(page, 'Locking primitives').click();
  await noteButton(page, 'CXL Introduction').click();
  await noteField(page, 'CXL Introduction').fill('The longer note, from the first browser');
  const file = await exportProgress(page);
  const exported = JSON.parse(await readFile(file, 'utf8'));
  expect(Object.keys(exported.starred)).toEqual(['cxl/introduction']);
  expect(Object.keys(exported.following)).toEqual(['locking-primitives']);
  expect(exported.notes['cxl/introduction'].text).toBe('The longer note, from the first browser');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('./');
  await appReady(other);
  await openList(other, 'CXL Series');
  await noteButton(other, 'CXL Introduction').click();
  await noteField(other, 'CXL Introduction').fill('Short one');
  await overall(other).getByLabel('Import progress').setInputFiles(file);
  const said = overall(other).getByRole('status');
  await expect(said).toContainText(
    '0 parts imported, 0 already read. Added 1 star and 1 followed series. 1 note differed from yours: both kept in one, the newer first. See “CXL Introduction”.',
  );
  await expect(star(other, 'CXL Introduction')).toHaveAttribute('aria-pressed', 'true');
  await expect(follow(other, 'Locking primitives')).toHaveAttribute('aria-pressed', 'true');
  await expect(noteField(other, 'CXL Introduction')).toHaveValue('Short one');
  // Typing on in the field left open keeps the imported words as well.
  await noteField(other, 'CXL Introduction').press('End');
  await noteField(other, 'CXL Introduction').pressSequentially(', and more');
  const both = 'Short one, and more\n\nThe longer note, from the first browser';
  // The caret stays after what was typed.
  expect(await noteField(other, 'CXL Introduction').evaluate((field) => field.selectionStart)).toBe('Short one, and more'.length);
  await expect(noteField(other, 'CXL Introduction')).toHaveValue(both);
  await expect.poll(async () => (await stored(other)).notes['cxl/introduction'].text).toBe(both);
  await noteButton(other, 'CXL Introduction').click();
  await noteButton(other, 'CXL Introduction').click();
  await expect(noteField(other, 'CXL Introduction')).toHaveValue(both);
  await noteButton(other, 'CXL Introduction').click();
  await other.reload();
  await appReady(other);
  await openList(other, 'CXL Series');
  await noteButton(other, 'CXL Introduction').click();
  await expect(noteField(other, 'CXL Introduction')).toHaveValue(both);
  await noteButton(other, 'CXL Introduction').click();

  // Taken off here after the file was made, a star and a Follow stay off.
  await star(other, 'CXL Introduction').click();
  await follow(other, 'Locking primitives').click();
  await overall(other).getByLabel('Import progress').setInputFiles(file);
  await expect(said).toContainText('Left out 2 stars or follows you took off here since.');
  await expect(star(other, 'CXL Introduction')).toHaveAttribute('aria-pressed', 'false');
  await expect(follow(other, 'Locking primitives')).toHaveAttribute('aria-pressed', 'false');
  await noteButton(other, 'CXL Introduction').click();
  await expect(noteField(other, 'CXL Introduction')).toHaveValue(both);
  await fresh.close();
});

test('an import\'s Undo puts back read parts, stars, follows and notes as they were, and keeps what was typed since', async ({ page, browser }) => {
  await page.goto('./');
  await appReady(page);
  await openList(page, 'CXL Series');
  await checkbox(page, 'CXL Introduction').check();
  await star(page, 'CXL Introduction').click();
  await follow(page, 'Locking primitives').click();
  await noteButton(page, 'CXL Introduction').click();
  await noteField(page, 'CXL Introduction').fill('From the first browser');
  const file = await exportProgress(page);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('./');
  await appReady(other);
  await openList(other, 'CXL Series');
  await noteButton(other, 'CXL Introduction').click();
  await noteField(other, 'CXL Introduction').fill('Mine');
  await noteButton(other, 'CXL Introduction').click();
  const before = await stored(other);
  await overall(other).getByLabel('Import progress').setInputFiles(file);
  await expect(checkbox(other, 'CXL Introduction')).toBeChecked();
  await expect(row(other, 'CXL Introduction').locator('.note')).toHaveText('Mine\n\nFrom the first browser');
  await overall(other).getByRole('button', { name: 'Undo' }).click();
  await expect(checkbox(other, 'CXL Introduction')).not.toBeChecked();
  await expect(star(other, 'CXL Introduction')).toHaveAttribute('aria-pressed', 'false');
  await expect(follow(other, 'Locking primitives')).toHaveAttribute('aria-pressed', 'false');
  await noteButton(other, 'CXL Introduction').click();
  await expect(noteField(other, 'CXL Introduction')).toHaveValue('Mine');
  await noteButton(other, 'CXL Introduction').click();
  const after = await stored(other);
  expect(Object.keys(after.starred ?? {})).toEqual(Object.keys(before.starred ?? {}));
  expect(Object.keys(after.following ?? {})).toEqual(Object.keys(before.following ?? {}));
  await expect(overall(other).getByRole('status').filter({ hasText: 'Imported' })).toHaveCount(0);

  // Imported again, a note typed on since the import stays as typed.
  await overall(other).getByLabel('Import progress').setInputFiles(file);
  await noteButton(other, 'CXL Introduction').click();
  await noteField(other, 'CXL Introduction').press('ControlOrMeta+End');
  await noteField(other, 'CXL Introduction').pressSequentially(' and more');
  const typed = await noteField(other, 'CXL Introduction').inputValue();
  expect(typed).toContain('From the first browser and more');
  await overall(other).getByRole('button', { name: 'Undo' }).click();
  await expect(checkbox(other, 'CXL Introduction')).not.toBeChecked();
  await noteButton(other, 'CXL Introduction').click();
  await noteButton(other, 'CXL Introduction').click();
  await expect(noteField(other, 'CXL Introduction')).toHaveValue(typed);
  await fresh.close();
});

test('the device link carries stars and follows, not notes, and says so', async ({ page, browser }) => {
  await page.goto('./');
  await appReady(page);
  await openList(page, 'CXL Series');
  await checkbox(page, 'CXL Introduction').check();
  await star(page, 'CXL Introduction').click();
  await follow(page, 'Locking primitives').click();
  await noteButton(page, 'CXL Introduction').click();
  await noteField(page, 'CXL Introduction').fill('stays here');
  await page.getByRole('button', { name: 'Send to another device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send your progress to another device' });
  await expect(dialog).toContainText('not your notes: Export progress carries them');
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await appReady(other);
  const offer = other.locator('.notice').filter({ hasText: 'from another device' });
  await expect(offer).toContainText(
    'New from another device: 1 part read, 1 star, and 1 followed series.',
  );
  await offer.getByRole('button', { name: 'Add them' }).click();
  await expect(other.locator('.notice')).toHaveText(/^Added from another device: 1 part read, 1 star, and 1 followed series\./);
  await expect(follow(other, 'Locking primitives')).toHaveAttribute('aria-pressed', 'true');
  await openList(other, 'CXL Series');
  await expect(checkbox(other, 'CXL Introduction')).toBeChecked();
  await expect(star(other, 'CXL Introduction')).toHaveAttribute('aria-pressed', 'true');
  await expect(row(other, 'CXL Introduction').locator('.note')).toHaveCount(0);
  expect(new URL(other.url()).hash).toBe('');
  await fresh.close();
});

test('print shows each note whole under its part, and none of the buttons', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  await openList(page, 'CXL Series');
  await noteButton(page, 'CXL Introduction').click();
  await noteField(page, 'CXL Introduction').fill('First line\nSecond line');
  await noteButton(page, 'CXL Introduction').click();
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  // On paper the checkbox that names the row is hidden: the row by its text.
  const note = page.locator('li.part').filter({ hasText: 'CXL Introduction' }).locator('.note');
  await expect(note).toBeVisible();
  expect(await note.innerText()).toBe('First line\nSecond line');
  await expect(page.locator('.star:visible, .note-toggle:visible, .follow:visible')).toHaveCount(0);
  await page.emulateMedia({ media: 'screen' });
  await expect(note.getByText('Second line')).toBeHidden();
});
