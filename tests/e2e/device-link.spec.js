// Progress to another device on the release build: "Send to another
// device" gives a link and its QR code (decoded here with jsQR, as a
// phone's camera would read the code on the screen); another browser
// opens the link, sees what it brings, and adds it or not; a link that is
// not right changes nothing and says why.
import { createRequire } from 'node:module';
import { test, expect, appReady, serveCatalog, bundledCatalog, readingList, readingListButton } from './fixtures.js';
import { generateCatalog } from './generate-catalog.js';

const JSQR = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');
// Kept for the copy of the app at the root of the host (src/kept/storage.rs).
const PROGRESS = 'learning-series/progress/v1';
const T = '2026-11-20T09:00:00.000Z';
const THREE = [
  'LLM Inference Introduction: the end-to-end flow and vector math',
  'PagedAttention',
  'The KV Cache: Sizing It, and the Attention Variants That Shrink It',
];

const overall = (page) => page.getByRole('region', { name: 'Your progress' });
const checkbox = (page, title) => page.getByRole('checkbox', { name: title });
const sendButton = (page) => page.getByRole('button', { name: 'Send to another device' });
const dialog = (page) => page.getByRole('dialog', { name: 'Send your progress to another device' });
const offer = (page) => page.locator('.notice').filter({ hasText: 'from another device' });

async function openList(page, title) {
  await appReady(page);
  if (!(await readingList(page, title).evaluate((details) => details.open))) await readingListButton(page, title).click();
}

/** Marks the parts read on the page, in the LLM Inference list. */
async function mark(page, titles) {
  await openList(page, 'LLM Inference');
  for (const title of titles) await checkbox(page, title).check();
}

/** Opens the dialog and gives back the link it shows. */
async function sendLink(page) {
  await sendButton(page).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page).getByRole('textbox', { name: 'Link' }).inputValue();
}

/** What the QR code on the page says, read from a screenshot of it as shown. */
async function readQr(page, browser) {
  const png = await dialog(page).getByRole('img', { name: 'QR code of the link' }).screenshot();
  const reader = await browser.newPage();
  await reader.addScriptTag({ path: JSQR });
  const text = await reader.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    return window.jsQR(data, image.width, image.height)?.data ?? null;
  }, png.toString('base64'));
  await reader.close();
  return text;
}

/** Opens `link` in `page` as a new load (from another address, as a pasted link in a new tab). */
async function openLink(page, link) {
  await page.goto('about:blank');
  await page.goto(link);
  await appReady(page);
}

test('a link and its QR code carry three marks to another browser, which adds them once', async ({ page, browser }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('./');
  await mark(page, THREE);
  const link = await sendLink(page);
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#progress=[A-Za-z0-9_-]+$/);
  await expect(dialog(page)).toContainText('not your notes: Export progress carries them');
  expect(await readQr(page, browser)).toBe(link);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();

  const other = await browser.newContext();
  const b = await other.newPage();
  await openLink(b, link);
  await expect(offer(b)).toContainText('New from another device: 3 parts read.');
  await expect(overall(b)).toContainText('0 of 21 read');
  await offer(b).getByRole('button', { name: 'Add them' }).click();
  await expect(b.getByText('Added from another device: 3 parts read.')).toBeVisible();
  await expect(overall(b)).toContainText('3 of 21 read');
  await openList(b, 'LLM Inference');
  for (const title of THREE) await expect(checkbox(b, title)).toBeChecked();
  expect(new URL(b.url()).hash).toBe('');

  await b.reload();
  await appReady(b);
  await expect(overall(b)).toContainText('3 of 21 read');
  await expect(offer(b)).toHaveCount(0);
  await other.close();
});

test('adding keeps what the other browser has read, and Not now changes nothing', async ({ page, browser }) => {
  await page.goto('./');
  await mark(page, THREE);
  const link = await sendLink(page);

  const other = await browser.newContext();
  const b = await other.newPage();
  await b.goto('./');
  await mark(b, ['PagedAttention', 'FlashAttention: Exact Attention Without Materialization']);

  await openLink(b, link);
  await expect(offer(b)).toContainText('New from another device: 2 parts read.');
  await offer(b).getByRole('button', { name: 'Not now' }).click();
  await expect(offer(b)).toHaveCount(0);
  expect(new URL(b.url()).hash).toBe('');
  await expect(overall(b)).toContainText('2 of 21 read');

  // The same link pasted into the address of the open page.
  await b.evaluate((address) => (window.location.href = address), link);
  await expect(offer(b)).toContainText('New from another device: 2 parts read.');
  await offer(b).getByRole('button', { name: 'Add them' }).click();
  await expect(overall(b)).toContainText('4 of 21 read');
  await openList(b, 'LLM Inference');
  for (const title of [...THREE, 'FlashAttention: Exact Attention Without Materialization']) {
    await expect(checkbox(b, title)).toBeChecked();
  }
  await other.close();
});

test('a link with nothing read, or nothing new, says so and leaves the address', async ({ page }) => {
  await page.goto('./');
  await appReady(page);
  const empty = await sendLink(page);
  await openLink(page, empty);
  await expect(page.locator('.notice')).toHaveText(/^The link from another device brings no read parts, stars or follows\. Nothing was changed\./);
  expect(new URL(page.url()).hash).toBe('');

  await mark(page, THREE);
  const link = await sendLink(page);
  await openLink(page, link);
  await expect(page.locator('.notice')).toContainText('Nothing new from another device: all the link brings is here already. Nothing was changed.');
  expect(new URL(page.url()).hash).toBe('');
});

test('a link that is damaged, too long, of another version or of a changed catalog changes nothing and says why', async ({ page, browser, request }) => {
  await page.goto('./');
  await mark(page, ['PagedAttention']);
  const link = await sendLink(page);
  const base = link.slice(0, link.indexOf('#'));
  const cases = [
    [`${base}#progress=q7-_Zm9vYmFy0x`, 'it is damaged or cut short'],
    [`${base}#progress=%00%FF%F0%9F%92%A9`, 'it is damaged or cut short'],
    [link.slice(0, -2), 'it is damaged or cut short'],
    [`${base}#progress=${'A'.repeat(100_000)}`, 'it is too long to be a progress link'],
    [`${base}#progress=AwA`, 'it was made by another version of this reader'],
  ];
  const other = await browser.newContext();
  const b = await other.newPage();
  for (const [address, why] of cases) {
    await openLink(b, address);
    await expect(b.locator('.notice')).toHaveText(
      new RegExp(`^The link in the address was not read: ${why}\\. Nothing was changed\\.`),
    );
    await expect(overall(b)).toContainText('0 of 21 read');
    expect(new URL(b.url()).hash).toBe('');
  }

  // A catalog whose LLM Inference lost a part since the link was made.
  const catalog = await bundledCatalog(request);
  catalog.series.find((s) => s.id === 'llm-inference').parts.pop();
  await serveCatalog(b, { json: catalog });
  await openLink(b, link);
  await expect(b.locator('.notice')).toContainText('it was made for another catalog, or another version of this one. Nothing was changed.');
  await expect(overall(b)).toContainText('0 of 20 read');
  await other.close();
});

test('a link made before the author appended a part carries every mark of that series, and the new part stays unread', async ({ page, browser, request }) => {
  await page.goto('./');
  await mark(page, THREE);
  await page.getByRole('button', { name: `Star: ${THREE[1]}`, exact: true }).click();
  await page.getByRole('button', { name: 'Follow: LLM Inference', exact: true }).click();
  const link = await sendLink(page);

  const catalog = await bundledCatalog(request);
  const inference = catalog.series.find((s) => s.id === 'llm-inference');
  inference.parts.push({ id: 'appended-later', title: 'Appended Later' });
  const other = await browser.newContext();
  const b = await other.newPage();
  await serveCatalog(b, { json: catalog });
  await openLink(b, link);
  await expect(offer(b)).toContainText('New from another device: 3 parts read, 1 star, and 1 followed series.');
  await expect(offer(b)).not.toContainText('Left out');
  await offer(b).getByRole('button', { name: 'Add them' }).click();
  await openList(b, 'LLM Inference');
  for (const title of THREE) await expect(checkbox(b, title)).toBeChecked();
  await expect(checkbox(b, 'Appended Later')).not.toBeChecked();
  await expect(b.getByRole('button', { name: `Star: ${THREE[1]}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(b.getByRole('button', { name: 'Follow: LLM Inference', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await other.close();
});

test('Copy link puts the link on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./');
  await mark(page, ['PagedAttention']);
  const link = await sendLink(page);
  await dialog(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(sendButton(page)).toBeFocused();
});

test('progress too large for a QR code gets the link, and the file export is named instead', async ({ page }) => {
  const catalog = generateCatalog(2000);
  const read = {};
  for (const series of catalog.series) {
    for (const part of series.parts) if ((part.id.length + series.id.length) % 2) read[`${series.id}/${part.id}`] = T;
  }
  await serveCatalog(page, { json: catalog });
  await page.addInitScript(
    ([key, value]) => window.localStorage.getItem(key) ?? window.localStorage.setItem(key, value),
    [PROGRESS, JSON.stringify({ version: 1, read })],
  );
  await page.goto('./');
  await appReady(page);
  const link = await sendLink(page);
  expect(link.length).toBeGreaterThan(600);
  await expect(dialog(page).getByRole('img', { name: 'QR code of the link' })).toBeHidden();
  await expect(dialog(page)).toContainText('Your progress is too large for a QR code: copy the link, or use Export progress');
});
