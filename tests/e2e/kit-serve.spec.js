// The kit's preview server (`learning-series serve`), as an author uses it
// while editing: started on a broken catalog it says what is wrong, in
// the terminal and in the page, and builds once the file is fixed; the
// open page reloads itself after each build that succeeds; every request
// gets an answer; a busy port is one sentence; --base-url builds the
// series boxes, each shown as an article page would; a series' own page
// reloads itself too; nothing is kept by an offline worker; stopped, it
// leaves no temporary folder.
import { createServer } from 'node:net';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.js';
import { seedCatalog } from './fixture-site.js';
import { generateCatalog } from './generate-catalog.js';
import { authorEnv, kit, kitInBackground, scratch } from './kit-author.js';

test.use({ serviceWorkers: 'allow' });

/** `serve` on a free port in `dir`: the process, what it has said, and its address once it says it. */
async function serving(dir, args = [], env = authorEnv()) {
  const server = kitInBackground(['serve', 'catalog.json', '--port', '0', ...args], { cwd: dir, env });
  await expect.poll(() => server.said.text, { timeout: 10_000 }).toMatch(/serve: http:\/\/127\.0\.0\.1:\d+\//);
  const address = server.said.text.match(/http:\/\/127\.0\.0\.1:\d+\//)[0];
  return { ...server, address };
}

/** Stops `serve` as Ctrl+C does; resolves to its exit code (at once if it has exited already). */
function stop({ child }) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  const stopped = new Promise((done) => child.once('exit', done));
  child.kill('SIGINT');
  return stopped;
}

test('started on a broken catalog, serve says what is wrong and builds once it is fixed; the page reloads itself after each build', async ({ page }) => {
  const dir = scratch();
  const temp = join(dir, 'temp');
  const catalog = seedCatalog();
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(catalog, null, 2).replace('"schema": 1', '"schema": 2'));
  const server = await serving(dir, [], authorEnv({ temp }));
  try {
    await expect.poll(() => server.said.text).toContain('waiting for a catalog the app can read');
    expect(server.said.text).toMatch(/catalog\.json:\d+:\d+: error: The catalog uses schema version 2/);
    expect(server.child.exitCode, 'still running').toBe(null);
    await page.goto(server.address);
    await expect(page.getByRole('heading', { name: 'The catalog has problems' })).toBeVisible();
    await expect(page.locator('pre')).toContainText('schema version 2');

    // Fixed and saved: the page becomes the reader without a reload of ours.
    writeFileSync(join(dir, 'catalog.json'), JSON.stringify(catalog));
    await expect(page).toHaveTitle(catalog.title, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: catalog.series[0].title })).toBeVisible();

    // Edited again: the open page shows the edit by itself.
    writeFileSync(join(dir, 'catalog.json'), JSON.stringify({ ...catalog, title: 'Edited while served' }));
    await expect(page).toHaveTitle('Edited while served', { timeout: 10_000 });
    expect(server.said.text).toContain('catalog.json changed, building again');

    // A save with a problem: the last site stays, and says nothing new.
    writeFileSync(join(dir, 'catalog.json'), '{');
    await expect.poll(() => server.said.text).toContain('the site served is the last one built');
    await expect(page).toHaveTitle('Edited while served');
    expect((await page.request.get(server.address)).status()).toBe(200);
  } finally {
    expect(await stop(server)).toBe(0);
  }
  expect(readdirSync(temp), 'no temporary folder left').toEqual([]);
});

test('serve answers every request, a malformed one with 400, and serves no offline worker', async ({ page }) => {
  const dir = scratch();
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(seedCatalog()));
  const server = await serving(dir);
  try {
    await expect.poll(async () => (await fetch(server.address)).status, { timeout: 10_000 }).toBe(200);
    const answers = {};
    for (const path of ['%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', 'nothing-here.js']) answers[path] = (await fetch(`${server.address}${path}`)).status;
    expect(answers).toEqual({ '%E0%A4%A': 400, '%00': 400, '..%2F..%2Fetc%2Fpasswd': 404, 'nothing-here.js': 404 });
    expect((await fetch(server.address, { method: 'POST' })).status).toBe(405);
    const wasm = (await (await fetch(server.address)).text()).match(/"wasm":"\.\/([^"]+)"/)[1];
    expect((await fetch(`${server.address}${wasm}`)).headers.get('content-type')).toBe('application/wasm');
    expect(server.child.exitCode, 'still running').toBe(null);

    await page.goto(server.address);
    await expect(page.locator('html')).toHaveClass(/\bapp\b/);
    // The page registers its worker as on any host; here it removes itself.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 10_000 }).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBe(null);
  } finally {
    await stop(server);
  }
});

test('a busy port is one sentence, and --port 0 takes a free one', async () => {
  const dir = scratch();
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(seedCatalog()));
  const other = createServer();
  await new Promise((listening) => other.listen(0, '127.0.0.1', listening));
  const { port } = other.address();
  try {
    const busy = kit(['serve', 'catalog.json', '--port', String(port)], { cwd: dir });
    expect(busy).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `serve: port ${port} is in use (another server?): stop it, or choose another port with --port N (--port 0 takes a free one)\n`,
    });
  } finally {
    other.close();
  }
  const server = await serving(dir);
  expect(Number(new URL(server.address).port)).toBeGreaterThan(0);
  await stop(server);
});

test('with --base-url serve builds the series boxes and shows each as an article page would', async ({ page }) => {
  const dir = scratch();
  mkdirSync(dir, { recursive: true });
  const catalog = seedCatalog();
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(catalog));
  const server = await serving(dir, ['--base-url', 'https://example.org/series/']);
  try {
    await expect.poll(() => server.said.text, { timeout: 10_000 }).toContain('a series box for each of the');
    const [series] = catalog.series;
    await page.goto(`${server.address}series-box/${series.id}/${series.parts[0].id}.html`);
    const box = page.getByRole('navigation', { name: `Series: ${series.title}` });
    await expect(box).toBeVisible();
    await expect(box).toContainText(`Part 1 of ${series.parts.length}`);
    // Styled by the box's own stylesheet, as on an article page.
    expect(await box.evaluate((nav) => getComputedStyle(nav).borderTopStyle)).toBe('solid');
    await expect(box.getByRole('link', { name: 'Mark as read and go back to the series' })).toHaveAttribute(
      'href',
      `https://example.org/series/#read=${series.id}/${series.parts[0].id}`,
    );
  } finally {
    await stop(server);
  }
});

test('a series\' own page reloads itself after each build, as the catalog\'s does', async ({ page }) => {
  const dir = scratch();
  mkdirSync(dir, { recursive: true });
  // Past the page's limit: the last series' list is on its own page.
  const catalog = generateCatalog(1000);
  const last = catalog.series.at(-1);
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(catalog));
  const server = await serving(dir);
  try {
    await expect.poll(() => server.said.text, { timeout: 10_000 }).toContain('a page of its own for each of');
    await page.goto(`${server.address}series/${last.id}/`);
    await expect(page.getByRole('heading', { name: last.title })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: last.parts[0].title })).toBeVisible();

    const edited = { ...catalog, series: [...catalog.series.slice(0, -1), { ...last, title: 'Retitled while served' }] };
    writeFileSync(join(dir, 'catalog.json'), JSON.stringify(edited));
    await expect(page.getByRole('heading', { name: 'Retitled while served' })).toBeVisible({ timeout: 10_000 });
  } finally {
    await stop(server);
  }
});
