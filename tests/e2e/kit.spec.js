// A site an author builds with the learning-series package (installed
// from its .tgz, no Rust on the PATH: kit-author.js) from a catalog of their own, unlike the bundled one (two
// sections, links, dates and reading times, a byte order mark, emphasis),
// served as static files: usable at first paint, marking kept across a
// reload, a topic filter, its feeds (the site's and each series'), and
// offline after a visit.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test, expect, appReady, controlled, facet, readingList, readingListButton } from './fixtures.js';
import { atomProblems } from './atom.js';
import { KIT, kit, scratch } from './kit-author.js';
import { serveStatic } from './static-server.js';

/** An author's catalog, as unlike the bundled one as the rules allow. */
const AUTHOR = {
  schema: 1,
  title: 'Systems Notes',
  subtitle: 'Series on *kernels* and networks, and `int *p, *q` as written',
  site: 'https://notes.example/series/',
  topics: [
    { id: 'kernel', label: 'Kernel' },
    { id: 'net', label: 'Networking' },
  ],
  sections: [
    { id: 'now', title: 'Now writing' },
    { id: 'done', title: 'Finished' },
  ],
  series: [
    {
      id: 'schedulers',
      section: 'now',
      title: 'The *CFS* scheduler',
      summary: 'How Linux picks the next task to run',
      topics: ['kernel'],
      url: 'https://notes.example/cfs/',
      parts: [
        { id: 'vruntime', title: 'Virtual runtime', url: 'https://notes.example/cfs/1', published: '2026-10-01', minutes: 12 },
        { id: 'eevdf', title: 'From CFS to *EEVDF*', published: '2026-11-01', minutes: 9 },
      ],
    },
    {
      id: 'tcp',
      section: 'done',
      title: 'TCP in depth',
      summary: 'Congestion control, from Reno to BBR',
      topics: ['net'],
      parts: [
        { id: 'reno', title: 'Reno and NewReno' },
        { id: 'bbr', title: 'BBR' },
      ],
    },
  ],
};

test.describe.configure({ mode: 'serial' });

let origin;
let server;
let site;

test.beforeAll(() => {
  const dir = scratch();
  const file = join(dir, 'catalog.json');
  writeFileSync(file, `\uFEFF${JSON.stringify(AUTHOR, null, 2)}`);
  site = join(dir, 'site');
  const built = kit(['build', file, '--out', site]);
  expect(built.code, built.stderr).toBe(0);
  return serveStatic(site, 0).then((listening) => {
    server = listening;
    origin = `http://127.0.0.1:${server.address().port}`;
  });
});

test.afterAll(() => server?.close());

const card = (page, title) => page.getByRole('article', { name: title, exact: true });

test('the page holds the author\'s catalog at first paint, and a tick made then is kept', async ({ page }) => {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${origin}/`);
  await expect(page).toHaveTitle('Systems Notes');
  await expect(page.getByRole('heading', { level: 2 })).toContainText(['Now writing', 'Finished']);
  await expect(card(page, 'The CFS scheduler').locator('h3 em')).toHaveText('CFS');
  // The subtitle's emphasis, as the titles' (and code as written).
  await expect(page.locator('.subtitle')).toHaveText('Series on kernels and networks, and `int *p, *q` as written');
  await expect(page.locator('.subtitle em')).toHaveText('kernels');
  await expect(page.locator('html')).toHaveClass(/\bstarting\b/);
  await readingListButton(page, 'The CFS scheduler').click();
  await expect(page.getByRole('link', { name: 'Virtual runtime' })).toHaveAttribute('href', 'https://notes.example/cfs/1');
  await expect(readingList(page, 'The CFS scheduler').locator('.part-meta').first()).toContainText('12 min');
  await page.getByRole('checkbox', { name: 'Virtual runtime' }).check();
  release();
  await appReady(page);
  await expect(page.getByRole('checkbox', { name: 'Virtual runtime' })).toBeChecked();
  await expect(card(page, 'The CFS scheduler')).toContainText('1 of 2 read');

  await page.reload();
  await appReady(page);
  // Open again as it was left (the history entry keeps it), and kept.
  await expect(readingList(page, 'The CFS scheduler')).toHaveJSProperty('open', true);
  await expect(page.getByRole('checkbox', { name: 'Virtual runtime' })).toBeChecked();
  await expect(page.locator('.continue .go')).toHaveText('Continue reading: From CFS to EEVDF');
});

test('a topic shows its series alone, in the address too', async ({ page }) => {
  await page.goto(`${origin}/`);
  await appReady(page);
  await facet(page, 'checkbox', 'Networking').check();
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveText(['TCP in depth']);
  await expect(page).toHaveURL(/\?topic=net$/);
});

test('its feed has the dated parts, with ids from the author\'s site', async ({ request }) => {
  const feed = await (await request.get(`${origin}/feed.xml`)).text();
  expect(feed).toContain('<id>https://notes.example/series/feed.xml</id>');
  expect(feed.match(/<entry>/g)).toHaveLength(2);
  expect(feed.indexOf('From CFS to EEVDF')).toBeLessThan(feed.indexOf('Virtual runtime'));
});

test('each series has a feed of its own, which the page names for feed readers to find', async ({ page, request }) => {
  await page.goto(`${origin}/`);
  const named = await page.locator('head link[rel=alternate][type="application/atom+xml"]').evaluateAll((links) => links.map((link) => [link.title, link.href]));
  expect(named.slice(1)).toEqual([
    ['The CFS scheduler', `${origin}/feeds/schedulers.xml`],
    ['TCP in depth', `${origin}/feeds/tcp.xml`],
  ]);
  for (const [, url] of named) expect(await atomProblems(page, url), url).toEqual([]);
  const siteFeed = await (await request.get(`${origin}/feed.xml`)).text();
  const schedulers = await (await request.get(`${origin}/feeds/schedulers.xml`)).text();
  expect(schedulers).toContain('<id>https://notes.example/series/feeds/schedulers.xml</id>');
  const entryIds = (feed) => [...feed.matchAll(/<entry>\s*<title[^>]*>[^<]*<\/title>\s*<id>([^<]*)<\/id>/g)].map((match) => match[1]);
  expect(entryIds(schedulers)).toEqual(['https://notes.example/series/feed.xml#schedulers/eevdf', 'https://notes.example/series/feed.xml#schedulers/vruntime']);
  expect(entryIds(siteFeed), 'the same entries as in the site\'s feed').toEqual(entryIds(schedulers));
  // It is the feed of the series' reading list, one folder up, where its
  // part without a link of its own links too.
  expect(schedulers).toContain('<link rel="alternate" type="text/html" href="../#series--schedulers"/>');
  expect(schedulers).toContain('<link rel="alternate" href="../#series--schedulers"/>');
  expect(entryIds(await (await request.get(`${origin}/feeds/tcp.xml`)).text()), 'no dates, no entries').toEqual([]);
  // One header rule covers them all, and no reader's browser keeps them.
  expect(readFileSync(join(site, '_headers'), 'utf8')).toContain('/feeds/*\n  Cache-Control: no-cache\n  Content-Type: application/atom+xml; charset=utf-8');
  expect(readFileSync(join(site, 'sw.js'), 'utf8')).not.toContain('feeds/');
});

test('a followed series goes to the reader\'s feed reader by the site\'s address, where its feed is', async ({ page }) => {
  await page.goto(`${origin}/`);
  await appReady(page);
  await page.getByRole('button', { name: 'Follow: The CFS scheduler', exact: true }).click();
  await page.getByRole('button', { name: 'Feed reader and calendar' }).click();
  const link = page.getByRole('link', { name: 'Download the feeds you follow (OPML)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Systems Notes.opml');
  const opml = readFileSync(await download.path(), 'utf8');
  const feeds = [...opml.matchAll(/xmlUrl="([^"]+)"/g)].map((match) => match[1]);
  expect(feeds).toEqual(['https://notes.example/series/feeds/schedulers.xml']);
  expect(opml).toContain('htmlUrl="https://notes.example/series/#series--schedulers"');
  // Published at its address, the site serves it there: here, at this origin.
  for (const feed of feeds) expect(await atomProblems(page, feed.replace(AUTHOR.site, `${origin}/`)), feed).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the site reloads offline, marking included', async ({ page, context }) => {
    await page.goto(`${origin}/`);
    await appReady(page);
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await appReady(page);
    await readingListButton(page, 'TCP in depth').click();
    await page.getByRole('checkbox', { name: 'BBR' }).check();
    await expect(card(page, 'TCP in depth')).toContainText('1 of 2 read');
    await context.setOffline(false);
  });
});

test('the manifest is named after the author\'s catalog, in its words alone', async ({ request }) => {
  const manifest = JSON.parse(await (await request.get(`${origin}/manifest.webmanifest`)).text());
  expect(manifest.name).toBe('Systems Notes');
  expect(manifest.description).toBe('Series on kernels and networks, and `int *p, *q` as written');
  expect(readFileSync(join(dirname(KIT), '..', 'site', 'index.html'), 'utf8')).not.toContain('Systems Notes');
});
