// The nginx recipes (docs/deploy/nginx.conf at the root of a site,
// nginx-subpath.conf under /learning/), served by Debian's nginx on
// 127.0.0.1 with the site the other tests use: the wasm typed and
// compressed, the feeds typed as Atom, hashed assets cached for good, the
// rest revalidated, the app working from both, filtered address included,
// and offline after a visit although nginx compresses the catalog on the
// fly (no length announced).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect, appReady, controlled, readingListButton } from './fixtures.js';
import { SITE } from './fixture-site.js';

const NGINX = '/usr/sbin/nginx';
let nginx, origin, subPath, dir;

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/** A recipe's text with its snippets where the test put them (`dir`). */
const withSnippets = (text) => text.replaceAll(/\/etc\/nginx\/snippets\/([a-z-]+\.conf)/g, (_, snippet) => join(dir, snippet));

/** A recipe's server block, listening on `port`, serving from `root`. */
const recipe = (file, port, root) =>
  withSnippets(readFileSync(`docs/deploy/${file}`, 'utf8'))
    .replace(/^(\s*)listen \d+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root [^;]+;/m, `$1root ${root};`);

test.beforeAll(async () => {
  const [port, subPathPort] = [await freePort(), await freePort()];
  dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  // The snippets, as /etc/nginx/snippets/ would hold them.
  for (const snippet of ['learning-series-headers.conf', 'learning-series-locations.conf']) {
    writeFileSync(join(dir, snippet), withSnippets(readFileSync(`docs/deploy/${snippet}`, 'utf8')));
  }
  // Under a sub-path: the site in a folder named as the path.
  mkdirSync(join(dir, 'www'));
  symlinkSync(resolve(SITE), join(dir, 'www', 'learning'));
  const server = `${recipe('nginx.conf', port, resolve(SITE))}\n${recipe('nginx-subpath.conf', subPathPort, join(dir, 'www'))}`;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n');
  // Run as root (CI), nginx's workers would read the site as an unprivileged
  // user, which may not reach a checkout under /root: they read it as root.
  const user = process.getuid() === 0 ? 'user root;\n' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${user}daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\n` +
      `events {}\nhttp {\ninclude /etc/nginx/mime.types;\ndefault_type application/octet-stream;\n` +
      `access_log off;\n${temp}\n${server}\n}\n`,
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  nginx.stderr.on('data', (chunk) => (said += chunk));
  origin = `http://127.0.0.1:${port}`;
  subPath = `http://127.0.0.1:${subPathPort}/learning`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch (error) {
      if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${said}`, { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
});

test.afterAll(() => {
  nginx?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path, at = origin) => fetch(`${at}/${path}`, { headers: { 'Accept-Encoding': 'gzip' } });

test('the wasm is application/wasm, compressed, and cached for good', async () => {
  const wasm = readdirSync(SITE).find((name) => name.endsWith('.wasm'));
  const response = await get(wasm);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/wasm');
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
});

test('hashed css and js are cached for good; the page, catalog and feed revalidate', async () => {
  for (const name of readdirSync(SITE).filter((n) => /-[0-9a-f]{1,16}\.(js|css)$/.test(n))) {
    expect((await get(name)).headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
  }
  for (const path of ['', 'index.html', 'catalog.json', 'feed.xml']) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
    expect(response.headers.get('x-frame-options'), path).toBe('DENY');
  }
  expect((await get('catalog.json')).headers.get('content-encoding')).toBe('gzip');
  expect((await get('catalog.json')).headers.get('vary')).toBe('Accept-Encoding');
});

test("the feeds are Atom, compressed: the site's and each series'", async () => {
  const series = readdirSync(join(SITE, 'feeds')).map((name) => `feeds/${name}`);
  expect(series.length, 'a feed for each series').toBeGreaterThan(0);
  for (const path of ['feed.xml', ...series]) {
    const feed = await get(path);
    expect(feed.headers.get('content-type'), path).toBe('application/atom+xml; charset=utf-8');
    expect(feed.headers.get('content-encoding'), path).toBe('gzip');
    expect(feed.headers.get('cache-control'), path).toBe('no-cache');
  }
});

test('under a sub-path: every file, typed and cached as at the root, and the app from it', async ({ page }) => {
  const wasm = readdirSync(SITE).find((name) => name.endsWith('.wasm'));
  const answers = {
    '': 'text/html',
    [wasm]: 'application/wasm',
    'catalog.json': 'application/json',
    'feed.xml': 'application/atom+xml; charset=utf-8',
    'manifest.webmanifest': 'application/manifest+json',
  };
  for (const [path, type] of Object.entries(answers)) {
    const response = await get(path, subPath);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toContain(type);
  }
  expect((await get(wasm, subPath)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  await page.goto(`${subPath}/?topic=gpu`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveCount(3);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, a reload offline runs the app, the catalog compressed on the fly', async ({ page, context }) => {
    await page.goto(`${origin}/`);
    await appReady(page);
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await readingListButton(page, 'CXL Series').click();
    await page.getByRole('checkbox', { name: 'CXL Introduction' }).check();
    await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('1 of 21 read');
  });
});

test('the app runs from nginx, a filtered address included, with no fallback', async ({ page }) => {
  await page.goto(`${origin}/?topic=gpu`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveCount(3);
  expect((await get('no/such/page')).status).toBe(404);
});
