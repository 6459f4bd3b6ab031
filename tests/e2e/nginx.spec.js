// The nginx recipe (docs/deploy/nginx.conf), served by Debian's nginx on
// 127.0.0.1 with the site the other tests use: the wasm typed and
// compressed, hashed assets cached for good, the rest revalidated, and the
// app working from it, filtered address included.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect, appReady } from './fixtures.js';
import { SITE } from './fixture-site.js';

const NGINX = '/usr/sbin/nginx';
let nginx, origin, dir;

const freePort = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

test.beforeAll(async () => {
  const port = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const server = readFileSync('docs/deploy/nginx.conf', 'utf8')
    .replace(/^(\s*)listen \d+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root [^;]+;/m, `$1root ${resolve(SITE)};`)
    .replaceAll('/etc/nginx/snippets/learning-series-headers.conf', resolve('docs/deploy/learning-series-headers.conf'));
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
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch (error) {
      if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${said}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
});

test.afterAll(() => {
  nginx?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path) => fetch(`${origin}/${path}`, { headers: { 'Accept-Encoding': 'gzip' } });

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
  for (const name of readdirSync(SITE).filter((n) => /-[0-9a-f]{16}\.(js|css)$/.test(n))) {
    expect((await get(name)).headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
  }
  for (const path of ['', 'index.html', 'catalog.json', 'feed.xml']) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
    expect(response.headers.get('x-frame-options'), path).toBe('DENY');
  }
  expect((await get('catalog.json')).headers.get('content-encoding')).toBe('gzip');
});

test('the app runs from nginx, a filtered address included, with no fallback', async ({ page }) => {
  await page.goto(`${origin}/?topic=gpu`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 3 }).locator('visible=true')).toHaveCount(3);
  expect((await get('no/such/page')).status).toBe(404);
});
