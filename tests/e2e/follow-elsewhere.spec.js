// "Feed reader and calendar", in Your progress, on the release build: a
// reader who follows two series takes them to their feed reader (an OPML
// file of their feeds, which the site serves) and to their calendar (a
// reading plan at the rhythm they pick), and sees when they would finish
// at their pace, which Your progress says too; with nothing followed or
// started, the dialog says what
// would give it something to offer; where its module cannot be had, it
// says so.
import { readFileSync } from 'node:fs';
import { test, expect, appReady, bundledCatalog, holdWasm, serveCatalog, shownText } from './fixtures.js';
import { generateCatalog } from './generate-catalog.js';

const PROGRESS = 'learning-series/progress/v1@/';
const DAY = 86_400_000;

/** The day `days` after today, as the page writes it (`long`, as the dialog's plan; the app's pace is `medium`). */
function dayAfter(days, dateStyle = 'long') {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days).toLocaleDateString('en', { dateStyle });
}

/** A catalog of its own (the bundled one is an example), with reading times. */
function catalog() {
  const generated = generateCatalog(30);
  generated.title = 'Deep *dives*';
  for (const series of generated.series) for (const part of series.parts) part.minutes = 20;
  generated.series[0].parts[2].title = 'Kernels, *again*; and more';
  return generated;
}

const button = (page) => page.getByRole('button', { name: 'Feed reader and calendar' });
const dialog = (page) => page.getByRole('dialog', { name: 'Follow in your feed reader and calendar' });
const follow = (page, title) => page.getByRole('button', { name: `Follow: ${title}`, exact: true });

/** What a download the link starts holds, and its file's name. */
async function downloaded(page, link) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
}

/** Two parts of the first series read, on two days of the last four weeks. */
async function readOnTwoDays(page) {
  const now = Date.now();
  const read = {
    'series-0/part-0': new Date(now - 10 * DAY).toISOString(),
    'series-0/part-1': new Date(now - 2 * DAY).toISOString(),
  };
  await page.addInitScript(([key, text]) => localStorage.getItem(key) ?? localStorage.setItem(key, text), [PROGRESS, JSON.stringify({ version: 1, read })]);
}

test('a reader takes the two series they follow to their feed reader and calendar, and sees when they would finish', async ({ page }) => {
  const served = catalog();
  await serveCatalog(page, { json: served });
  await readOnTwoDays(page);
  await page.goto('./');
  await appReady(page);
  const [first, second] = served.series;
  await follow(page, first.title).click();
  await follow(page, second.title).click();
  await button(page).click();
  await expect(dialog(page)).toBeVisible();

  // 40 minutes read in four weeks, and the unread parts of the two
  // followed series, 20 minutes each, left.
  const unread = [...first.parts.slice(2).map((part) => [first, part]), ...second.parts.map((part) => [second, part])];
  // 40 minutes in four weeks is 10 a week. Your progress says the same.
  const finish = dayAfter(Math.ceil((unread.length * 20 * 28) / 40), 'medium');
  const pace = `At your pace of the last four weeks (10 min a week), you would be done around ${finish}.`;
  await expect(dialog(page).locator('.pace')).toHaveText(pace);
  await expect(page.getByRole('region', { name: 'Your progress' }).locator('.pace-now')).toHaveText(pace);

  const feeds = await downloaded(page, dialog(page).getByRole('link', { name: 'Download the feeds you follow (OPML)' }));
  expect(feeds.name).toBe('Deep dives.opml');
  const origin = new URL(page.url()).origin;
  const outlines = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) return doc.querySelector('parsererror').textContent;
    return {
      version: doc.documentElement.getAttribute('version'),
      title: doc.querySelector('head > title').textContent,
      outlines: [...doc.querySelectorAll('body > outline')].map((o) => [o.getAttribute('text'), o.getAttribute('xmlUrl'), o.getAttribute('htmlUrl')]),
    };
  }, feeds.text);
  expect(outlines).toEqual({
    version: '2.0',
    title: 'Deep dives',
    outlines: [
      [first.title, `${origin}/feeds/${first.id}.xml`, `${origin}/#series--${first.id}`],
      [second.title, `${origin}/feeds/${second.id}.xml`, `${origin}/#series--${second.id}`],
    ],
  });

  // And each by its address, for a feed reader that takes one at a time.
  const each = dialog(page).locator('.feeds a');
  await expect(each).toHaveText([first.title, second.title]);
  expect(await each.evaluateAll((links) => links.map((link) => link.href))).toEqual([`${origin}/feeds/${first.id}.xml`, `${origin}/feeds/${second.id}.xml`]);

  const dialogBox = dialog(page);
  await dialogBox.getByRole('spinbutton', { name: 'Parts a week' }).fill('7');
  await dialogBox.getByLabel('At').fill('08:15');
  const plan = await downloaded(page, dialogBox.getByRole('link', { name: 'Download the reading plan (iCalendar)' }));
  expect(plan.name).toBe('Deep dives.ics');
  const lines = plan.text.split('\r\n');
  expect(lines.at(-1)).toBe('');
  for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const unfolded = plan.text.replace(/\r\n /g, '').split('\r\n');
  const summaries = unfolded.filter((line) => line.startsWith('SUMMARY:')).map((line) => line.slice('SUMMARY:'.length));
  expect(summaries).toEqual(unread.map(([, part]) => part.title.replace(/\*/g, '').replace(/[,;\\]/g, '\\$&')));
  const starts = unfolded.filter((line) => line.startsWith('DTSTART:'));
  expect(starts).toHaveLength(unread.length);
  for (const start of starts) expect(start).toMatch(/^DTSTART:\d{8}T081500$/);
  expect(unfolded.filter((line) => line.startsWith('UID:'))).toEqual(unread.map(([series, part]) => `UID:${series.id}.${part.id}.plan@${new URL(origin).host}`));
  // A part a day from tomorrow.
  await expect(dialogBox.getByRole('status')).toHaveText(`At 7 a week, the plan’s last part is on ${dayAfter(unread.length)}.`);
  // A rhythm under one a week is refused, said so, and no plan offered.
  await dialogBox.getByRole('spinbutton', { name: 'Parts a week' }).fill('0');
  await expect(dialogBox.getByRole('status')).toHaveText('Pick from 1 to 14 parts a week.');
  await expect(dialogBox.getByRole('link', { name: 'Download the reading plan (iCalendar)' })).toBeHidden();
  await dialogBox.getByRole('spinbutton', { name: 'Parts a week' }).fill('7');
  await expect(dialogBox.getByRole('status')).toHaveText(`At 7 a week, the plan’s last part is on ${dayAfter(unread.length)}.`);

  await dialogBox.getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();
});

test('with nothing followed or started, the dialog offers no files and says what would give it some', async ({ page }) => {
  await serveCatalog(page, { json: catalog() });
  await page.goto('./');
  await appReady(page);
  await button(page).click();
  await expect(dialog(page)).toContainText('Follow a series (Follow on its card) to take its feed to your feed reader.');
  await expect(dialog(page).getByRole('link')).toHaveCount(0);
  await expect(dialog(page).locator('.pace')).toBeHidden();
  await expect(dialog(page).locator('.feeds-each')).toBeHidden();
  await expect(dialog(page).getByRole('status')).toHaveText('Nothing to plan: follow a series, or start one, and its unread parts come here.');
});

test('following only series read to their end, the dialog says everything followed is read, not to follow a series', async ({ page }) => {
  const served = catalog();
  await serveCatalog(page, { json: served });
  const read = Object.fromEntries(served.series[0].parts.map((part) => [`${served.series[0].id}/${part.id}`, new Date().toISOString()]));
  await page.addInitScript(([key, text]) => localStorage.getItem(key) ?? localStorage.setItem(key, text), [PROGRESS, JSON.stringify({ version: 1, read })]);
  await page.goto('./');
  await appReady(page);
  await follow(page, served.series[0].title).click();
  await button(page).click();
  await expect(dialog(page).getByRole('status')).toHaveText('Everything you follow is read: nothing is left to plan.');
  await expect(dialog(page).getByRole('link', { name: 'Download the reading plan (iCalendar)' })).toHaveCount(0);
  // Its feed is still offered.
  await expect(dialog(page).getByRole('link', { name: 'Download the feeds you follow (OPML)' })).toBeVisible();
});

test('a series started and not followed is planned, without a pace from one day of reading', async ({ page }) => {
  const served = catalog();
  await serveCatalog(page, { json: served });
  await page.addInitScript(([key, text]) => localStorage.getItem(key) ?? localStorage.setItem(key, text), [PROGRESS, JSON.stringify({ version: 1, read: { 'series-1/part-0': new Date().toISOString() } })]);
  await page.goto('./');
  await appReady(page);
  await button(page).click();
  const plan = await downloaded(page, dialog(page).getByRole('link', { name: 'Download the reading plan (iCalendar)' }));
  expect(plan.text.match(/^UID:.*$/gm)).toHaveLength(served.series[1].parts.length - 1);
  await expect(dialog(page).getByRole('link', { name: 'Download the feeds you follow (OPML)' })).toHaveCount(0);
  await expect(dialog(page).locator('.pace')).toBeHidden();
  await expect(page.locator('.pace-now')).toHaveCount(0);
});

test('where the module cannot be had, the dialog says so and closes', async ({ page }) => {
  await page.route('**/follow-*.js', (route) => route.abort());
  await page.goto('./');
  await appReady(page);
  await button(page).click();
  const unavailable = page.getByRole('dialog', { name: /^The feed reader and calendar files could not be made: this browser is offline/ });
  await expect(unavailable).toBeVisible();
  await expect(unavailable.getByRole('link')).toHaveCount(0);
  await unavailable.getByRole('button', { name: 'Close' }).click();
  await expect(unavailable).toBeHidden();
});

for (const colorScheme of ['light', 'dark']) {
  test(`each series links its feed beside Follow, before the app and after it, on a phone (${colorScheme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme });
    const release = await holdWasm(page);
    await page.goto('./');
    const { series } = await bundledCatalog(page.request);
    const title = shownText(series[0].title);
    const feed = page.getByRole('link', { name: `Feed: ${title}`, exact: true });
    // A plain link: there at first paint, without the app.
    await expect(feed).toBeVisible();
    release();
    await appReady(page);
    await expect(feed).toBeVisible();
    await expect(feed).toHaveText('Feed');
    const [linkBox, followBox] = [await feed.boundingBox(), await follow(page, title).boundingBox()];
    expect(Math.abs(linkBox.y - followBox.y), 'on Follow\'s line').toBeLessThan(4);
    expect(linkBox.x + linkBox.width, 'within the screen').toBeLessThanOrEqual(390);
    // It leads to the series' own feed, which a feed parser reads.
    const answer = await page.request.get(await feed.evaluate((link) => link.href));
    expect(answer.ok()).toBe(true);
    const said = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return doc.querySelector('parsererror') ? 'not XML' : [doc.documentElement.namespaceURI, doc.querySelector('feed > title').textContent];
    }, await answer.text());
    expect(said).toEqual(['http://www.w3.org/2005/Atom', title]);
    for (const { title } of series) await expect(page.getByRole('link', { name: `Feed: ${shownText(title)}`, exact: true })).toHaveCount(1);
  });
}
