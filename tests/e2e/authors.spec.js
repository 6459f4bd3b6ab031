// For the people who publish a catalog: parts that link to their
// articles, dates and reading times, "New" by date, the feed, and an
// edit that goes live with the build's prerender.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, appReady, serveCatalog, bundledCatalog, readingList, readingListButton } from './fixtures.js';
import { seedCatalog, serveCatalogSite } from './fixture-site.js';

const INTRO = 'LLM Inference Introduction: the end-to-end flow and vector math';
const KV = 'The KV Cache: Sizing It, and the Attention Variants That Shrink It';

/** The seed catalog with links, dates and reading times in LLM Inference. */
function authored(catalog) {
  const [llm] = catalog.series;
  llm.url = 'https://example.org/llm-inference';
  Object.assign(llm.parts[0], { url: 'articles/introduction.html', published: '2026-10-01', minutes: 12 });
  Object.assign(llm.parts[1], { url: 'articles/kv-cache.html', published: '2026-11-20', minutes: 25 });
  llm.parts[2].minutes = 60;
  return catalog;
}

const card = (page) => page.getByRole('article', { name: 'LLM Inference', exact: true });

async function openAuthored(page, request) {
  await serveCatalog(page, { json: authored(await bundledCatalog(request)) });
  await page.route('**/articles/*.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Article</title><h1>The article</h1>' }),
  );
  await page.goto('./');
  await appReady(page);
  await readingListButton(card(page), 'LLM Inference').click();
}

test('a part with a link: its title opens the article, and its checkbox still marks it', async ({ page, request }) => {
  await openAuthored(page, request);
  const title = page.getByRole('link', { name: INTRO, exact: true });
  await expect(title).toHaveAttribute('href', 'articles/introduction.html');
  await expect(title).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card(page).getByRole('heading', { name: 'LLM Inference' }).getByRole('link')).toHaveAttribute(
    'href',
    'https://example.org/llm-inference',
  );

  const checkbox = page.getByRole('checkbox', { name: INTRO, exact: true });
  await checkbox.check();
  await expect(card(page)).toContainText('1 of 7 read');
  await expect(title).toBeVisible();

  // Next and Continue reading open the next part's article.
  await expect(card(page).getByRole('link', { name: `Next: ${KV}` })).toHaveAttribute('href', 'articles/kv-cache.html');
  const next = page.getByRole('link', { name: `Continue reading: ${KV}` });
  await expect(next).toHaveAttribute('href', 'articles/kv-cache.html');

  // The title opens the article in this tab; Back returns to the reader.
  await title.click();
  await expect(page).toHaveURL(/articles\/introduction\.html$/);
  await expect(page.getByRole('heading', { name: 'The article' })).toBeVisible();
  await page.goBack();
  await appReady(page);
  await expect(card(page)).toContainText('1 of 7 read');
});

test('dates and reading times show in the list, and the time left on the card', async ({ page, request }) => {
  await openAuthored(page, request);
  const part = (title) => readingList(page, 'LLM Inference').locator('li.part').filter({ hasText: title });
  await expect(part(INTRO).locator('.part-meta')).toHaveText('Oct 1, 2026 · 12 min');
  await expect(part(KV).locator('.part-meta')).toHaveText('Nov 20, 2026 · 25 min');
  await expect(part('PagedAttention').locator('.part-meta')).toHaveText('1 h');
  await expect(card(page).locator('.time')).toHaveText('over 1 h 37 min in all');
  await page.getByRole('checkbox', { name: INTRO, exact: true }).check();
  await expect(card(page).locator('.time')).toHaveText('over 1 h 25 min left');
});

test('Next and Continue reading look like buttons when they are links, on a phone too', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAuthored(page, request);
  await page.getByRole('checkbox', { name: INTRO, exact: true }).check();
  for (const link of [
    card(page).getByRole('link', { name: `Next: ${KV}` }),
    page.getByRole('link', { name: `Continue reading: ${KV}` }),
  ]) {
    const style = await link.evaluate((e) => {
      const s = getComputedStyle(e);
      return { decoration: s.textDecorationLine, color: s.color, background: s.backgroundColor, height: e.getBoundingClientRect().height };
    });
    expect(style.decoration).toBe('none');
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(style.height).toBeGreaterThanOrEqual(44);
  }
  // Continue is the solid one, the page's call to action; Next is quiet.
  const color = (link) => link.evaluate((e) => getComputedStyle(e).color);
  expect(await color(page.getByRole('link', { name: `Continue reading: ${KV}` }))).toBe('rgb(255, 255, 255)');
  expect(await color(card(page).getByRole('link', { name: `Next: ${KV}` }))).not.toBe('rgb(255, 255, 255)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a part published since the last visit is New, though it was in the catalog then', async ({ page, request }) => {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const catalog = await bundledCatalog(request);
  catalog.series[3].parts[0].published = day(-1);
  await page.goto('./');
  await appReady(page);
  // The last visit was a week ago, and had seen every part.
  await page.evaluate((visited) => {
    // Kept for the copy of the app at the root of the host.
    const seen = JSON.parse(localStorage.getItem('learning-series/seen/v1@/'));
    localStorage.setItem('learning-series/seen/v1@/', JSON.stringify({ ...seen, visited }));
  }, `${day(-7)}T08:00:00.000Z`);
  await serveCatalog(page, { json: catalog });
  await page.reload();
  await appReady(page);
  const cxl = page.getByRole('article', { name: 'CXL Series', exact: true });
  await expect(cxl.locator('.new-count')).toHaveText('1 new part');
  await readingListButton(cxl, 'CXL Series').click();
  await expect(cxl.locator('.new-mark')).toHaveText('New since your last visit');
});

test('an author adds a dated part: the build puts it in the page and the feed, and the app shows it', async ({ page }, info) => {
  const catalog = seedCatalog();
  catalog.series[3].parts.push({
    id: 'memory-pooling',
    title: 'CXL Memory Pooling & <Sharing>',
    url: 'https://example.org/cxl/pooling',
    published: '2026-11-28',
    minutes: 18,
  });
  // That site, served as a host would.
  const { dir } = await serveCatalogSite(page, info, 'http://author.test', catalog);
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  expect(html).toContain('>CXL Memory Pooling &amp; &lt;Sharing&gt;</a>');
  const feed = readFileSync(join(dir, 'feed.xml'), 'utf8');
  expect(feed).toContain('<title>CXL Memory Pooling &amp; &lt;Sharing&gt;</title>');

  await page.goto('http://author.test/');
  await appReady(page);
  const cxl = page.getByRole('article', { name: 'CXL Series', exact: true });
  await expect(cxl).toContainText('0 of 2 read');
  await readingListButton(cxl, 'CXL Series').click();
  await expect(page.getByRole('link', { name: 'CXL Memory Pooling & <Sharing>' })).toHaveAttribute(
    'href',
    'https://example.org/cxl/pooling',
  );
  const parsed = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    const xml = new DOMParser().parseFromString(await (await fetch(link.getAttribute('href'))).text(), 'application/xml');
    return {
      error: xml.querySelector('parsererror')?.textContent ?? null,
      titles: [...xml.querySelectorAll('entry > title')].map((t) => t.textContent),
    };
  });
  expect(parsed).toEqual({ error: null, titles: ['CXL Memory Pooling & <Sharing>'] });
});
