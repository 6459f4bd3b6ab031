// Offline after the first visit, and updates that never mix builds: the
// service worker of the release build, served by a server of this spec's
// own (its site can be swapped for a new build, and it records every
// request it could not answer), at the root and under /learning/.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { test, expect, appReady, controlled, readingList, readingListButton } from './fixtures.js';
import { SITE } from './fixture-site.js';
import { worker } from '../../scripts/pipeline/catalog.js';
import { CONTENT_TYPES, readSite, writeSite } from '../../scripts/pipeline/site.js';

test.use({ serviceWorkers: 'allow' });

/**
 * Serves `site.root` at / and /learning/; `site.missing` lists what it
 * could not. `site.from` names another folder for some paths, such as
 * `/sw.js` (a deploy half done, or one copy of two updated); `site.cacheControl` is what every answer says of caching
 * (a host such as GitHub Pages says max-age=600).
 */
async function startServer() {
  const site = { root: SITE, missing: [], from: {}, cacheControl: 'no-cache' };
  const server = createServer((request, response) => {
    let path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (path.endsWith('/')) path += 'index.html';
    const dir = site.from[path] ?? site.root;
    if (path.startsWith('/learning/')) path = path.slice('/learning'.length);
    const file = join(dir, path);
    if (!existsSync(file)) {
      site.missing.push(path);
      response.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': body.length, 'cache-control': site.cacheControl });
    response.end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  site.origin = `http://127.0.0.1:${server.address().port}`;
  site.close = () => server.close();
  return site;
}

let site;
test.beforeEach(async () => {
  site = await startServer();
});
test.afterEach(() => site.close());

for (const [where, path, shown] of [
  ['at the root', '/', 8],
  ['under /learning/, filtered', '/learning/?topic=gpu', 3],
]) {
  test(`after one visit ${where}, a reload offline shows the catalog and marking works`, async ({ page, context }) => {
    await page.goto(`${site.origin}${path}`);
    await appReady(page);
    await controlled(page);

    await context.setOffline(true);
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveCount(shown);
    await readingListButton(page, 'LLM Inference').click();
    const part = page.getByRole('checkbox', { name: 'PagedAttention' });
    await part.check();
    await page.reload();
    await appReady(page);
    // The list the reader had open is open again (the history entry).
    await expect(readingList(page, 'LLM Inference')).toHaveJSProperty('open', true);
    await expect(part).toBeChecked();
    expect(site.missing).toEqual([]);
  });
}

test('a progress link opened offline is offered, and its parts added', async ({ page, context }) => {
  // It waits for the worker, then opens the page twice more: under the
  // whole suite's load it once ran past the default 30 s, its part added.
  test.slow();
  await page.goto(`${site.origin}/learning/`);
  await appReady(page);
  await controlled(page);
  await readingListButton(page, 'LLM Inference').click();
  const part = page.getByRole('checkbox', { name: 'PagedAttention' });
  await part.check();
  await page.getByRole('button', { name: 'Send to another device' }).click();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toContain('/learning/#progress=');
  await page.keyboard.press('Escape');
  await part.uncheck();

  await context.setOffline(true);
  await page.goto('about:blank');
  await page.goto(link);
  await appReady(page);
  await page.getByRole('button', { name: 'Add them' }).click();
  await readingListButton(page, 'LLM Inference').click();
  await expect(part).toBeChecked();
  expect(site.missing).toEqual([]);
});

test('a file opened in a tab is that file, from the worker too', async ({ page }) => {
  await page.goto(`${site.origin}/`);
  await appReady(page);
  await controlled(page);
  const feed = await page.goto(`${site.origin}/feed.xml`);
  expect(feed.headers()['content-type']).toContain('atom');
  expect(await feed.text()).toContain('<feed');
});

/**
 * A copy of the site as a new build: its hashed files renamed (or, with
 * `sameApp`, only its page changed, as a new catalog changes it), the page
 * and its worker made anew (the pipeline's worker pass).
 */
function newBuild(dir, { sameApp = false } = {}) {
  const site = readSite(SITE);
  let page = site.get('index.html').toString('utf8');
  if (sameApp) page = page.replace('</body>', '<!-- a new catalog --></body>');
  for (const name of sameApp ? [] : [...site.keys()]) {
    const hashed = name.match(/-([0-9a-f]{16})(_bg)?\.(js|wasm|css)$/);
    if (!hashed) continue;
    const renamed = name.replace(hashed[1], `beef${hashed[1].slice(4)}`);
    site.set(renamed, site.get(name));
    site.delete(name);
    page = page.replaceAll(name, renamed);
  }
  site.set('index.html', Buffer.from(page));
  worker(site, { offline: true, sizeLimit: readFileSync('src/catalog-size-limit', 'utf8').trim() });
  writeSite(site, dir);
}

/**
 * Asks the browser to look for a new worker, as it does on a later
 * navigation, and waits until the worker it found has installed, or failed to.
 */
const lookForUpdate = (page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update().catch(() => {});
    while (registration.installing) await new Promise((next) => setTimeout(next, 50));
  });

/** The script the page loads the app from (its build's, by name). */
const appScript = async (page) => JSON.parse(await page.locator('#app-files').textContent()).js;

/** The page's note that a new version waits. */
const updateNote = (page) => page.getByRole('status').filter({ hasText: 'This reader has a new version.' });

/** Takes the new version the page offers: its Reload, then the new build's page taken over. */
async function takeTheNewBuild(page) {
  await updateNote(page).getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => appScript(page)).toMatch(/beef/);
  await appReady(page);
}

test('a new build: the open page offers a reload, which brings it, and no old file is missed', async ({ page }, info) => {
  await page.goto(`${site.origin}/`);
  await appReady(page);
  await controlled(page);
  const oldScript = await appScript(page);

  const next = info.outputPath('next-build');
  newBuild(next);
  site.root = next;
  // As the browser does on a later navigation, or the page when shown again.
  await lookForUpdate(page);
  await expect(updateNote(page)).toBeVisible();
  // Until the reload, the open page is served by its own build.
  await readingListButton(page, 'CXL Series').click();

  await takeTheNewBuild(page);
  expect(oldScript).not.toMatch(/beef/);
  expect(site.missing, 'requests the server could not answer').toEqual([]);
  const caches = await page.evaluate(() => caches.keys());
  expect(caches, 'the old build\'s cache is gone').toHaveLength(1);
});

test('the offer of a new version moves nothing on the page, and the page ends above it', async ({ page }, info) => {
  await page.goto(`${site.origin}/`);
  await appReady(page);
  await controlled(page);
  const places = () => page.locator('main > :not(#update-ready), article.series').evaluateAll((all) => all.map((e) => [e.getBoundingClientRect().top, e.getBoundingClientRect().left]));
  const before = await places();
  const next = info.outputPath('next-build');
  newBuild(next);
  site.root = next;
  await lookForUpdate(page);
  await expect(updateNote(page)).toBeVisible();
  expect(await places()).toEqual(before);
  const top = await updateNote(page).evaluate((p) => p.getBoundingClientRect().top);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await page.locator('main > :not(.app-note):visible').last().evaluate((e) => e.getBoundingClientRect().bottom);
  expect(last, 'the end of the page scrolls out from under the note').toBeLessThanOrEqual(top);
  await takeTheNewBuild(page);
});

test('a new build with the same app (a new catalog only) is taken up quietly: no offer, no reload', async ({ page }, info) => {
  await page.goto(`${site.origin}/`);
  await appReady(page);
  await controlled(page);
  const oldScript = await appScript(page);
  const before = await page.evaluate(() => caches.keys());
  let loads = 0;
  page.on('load', () => (loads += 1));
  const next = info.outputPath('next-build');
  newBuild(next, { sameApp: true });
  site.root = next;
  await lookForUpdate(page);
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toEqual(before);
  await expect(updateNote(page)).toBeHidden();
  expect(loads, 'the page was not reloaded').toBe(0);
  await page.reload();
  await appReady(page);
  expect(await appScript(page)).toBe(oldScript);
  expect(await page.content()).toContain('<!-- a new catalog -->');
  expect(site.missing).toEqual([]);
});

test('a host that caches the page for ten minutes: the new worker keeps the new page', async ({ page }, info) => {
  site.cacheControl = 'max-age=600';
  await page.goto(`${site.origin}/`);
  await appReady(page);
  await controlled(page);

  const next = info.outputPath('next-build');
  newBuild(next);
  site.root = next;
  await lookForUpdate(page);
  await takeTheNewBuild(page);
  expect(site.missing).toEqual([]);
});

test('sw.js published before index.html: no worker keeps the old page; the new one comes with it', async ({ page }, info) => {
  await page.goto(`${site.origin}/`);
  await appReady(page);
  await controlled(page);
  const oldScript = await appScript(page);

  // The new build's worker and hashed files are up; its page is not yet.
  const next = info.outputPath('next-build');
  newBuild(next);
  site.from = Object.fromEntries(readdirSync(next).filter((name) => name !== 'index.html').map((name) => [`/${name}`, next]));
  await lookForUpdate(page);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)), 'a worker installed').toBe(false);
  await expect(updateNote(page)).toBeHidden();
  await page.reload();
  await appReady(page);
  expect(await appScript(page), 'still the old build, whole').toBe(oldScript);

  // Then the page: the next look finds the new build, whole.
  site.from = {};
  site.root = next;
  await lookForUpdate(page);
  await takeTheNewBuild(page);
});

test('a first visit to a second copy on the origin: its worker takes over without offering a reload, or reloading', async ({ page }) => {
  await page.goto(`${site.origin}/`);
  await appReady(page);
  await controlled(page);
  // Under /learning/, the root's worker controls the page until the
  // copy's own worker has installed and claims it: not a new version.
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(`${site.origin}/learning/`);
  await appReady(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL).catch(() => 'reloading')).toBe(`${site.origin}/learning/sw.js`);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8);
  expect(loads, 'the page was not reloaded').toBe(1);
  await expect(updateNote(page)).toBeHidden();
});

test('a first visit where the browser says the worker took over before it says it installed (WebKit): no offer, no reload', async ({ page }) => {
  // The browser's events, in the order WebKit may deliver them on a first
  // visit: the worker found while none controls the page, the page
  // claimed, then the worker installed, then the change of controller.
  // Once only: a reload runs the page again, without them.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('events')) return;
    sessionStorage.setItem('events', 'due');
    const worker = Object.assign(new EventTarget(), {
      scriptURL: new URL('sw.js', location.href).href,
      state: 'installing',
      postMessage: (message) => sessionStorage.setItem('asked', String(message)),
    });
    const registration = Object.assign(new EventTarget(), { installing: worker, waiting: null, update: () => Promise.resolve() });
    const workers = Object.assign(new EventTarget(), {
      controller: null,
      register: () => {
        setTimeout(() => {
          registration.dispatchEvent(new Event('updatefound'));
          workers.controller = worker;
          worker.state = 'installed';
          worker.dispatchEvent(new Event('statechange'));
          sessionStorage.setItem('events', 'sent');
          workers.dispatchEvent(new Event('controllerchange'));
        });
        return Promise.resolve(registration);
      },
    });
    Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => workers });
  });
  await page.goto(`${site.origin}/`);
  await appReady(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('events'))).toBe('sent');
  expect(await page.evaluate(() => sessionStorage.getItem('asked')), 'the page asked the first worker for its files, to offer it').toBeNull();
  await page.waitForLoadState();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0].type), 'the page was not reloaded').toBe('navigate');
  await expect(updateNote(page)).toBeHidden();
});

test('two copies on one origin: a new build of one leaves the other\'s offline copy alone', async ({ context }, info) => {
  const root = await context.newPage();
  const learning = await context.newPage();
  await root.goto(`${site.origin}/`);
  await appReady(root);
  await controlled(root);
  await learning.goto(`${site.origin}/learning/`);
  await appReady(learning);
  await controlled(learning);
  expect(await root.evaluate(() => caches.keys())).toHaveLength(2);

  // A new build at the root, taken up there.
  const next = info.outputPath('next-build');
  newBuild(next);
  site.from = Object.fromEntries(readdirSync(next).map((name) => [`/${name}`, next]));
  await lookForUpdate(root);
  await takeTheNewBuild(root);
  await expect.poll(() => root.evaluate(() => caches.keys())).toHaveLength(2);

  // The copy under /learning/ still reads offline, from its own build.
  await context.setOffline(true);
  await learning.reload();
  await appReady(learning);
  await expect(learning.getByRole('heading', { level: 3 })).toHaveCount(8);
});

test.describe('without a worker', () => {
  // The browser's own note about the failed registration, not the page's.
  test.use({ expectedConsoleErrors: [/^A bad HTTP response code \(404\) was received when fetching the script\.$/] });

  test('sw.js missing: the page works as before', async ({ page }, info) => {
    const dir = info.outputPath('no-worker');
    cpSync(SITE, dir, { recursive: true });
    rmSync(join(dir, 'sw.js'));
    site.root = dir;
    await page.goto(`${site.origin}/`);
    await appReady(page);
    await expect.poll(() => site.missing).toEqual(['/sw.js']);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
    await readingListButton(page, 'LLM Inference').click();
    await page.getByRole('checkbox', { name: 'PagedAttention' }).check();
    await expect(page.getByRole('checkbox', { name: 'PagedAttention' })).toBeChecked();
  });
});
