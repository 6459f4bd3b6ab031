// The site the end-to-end tests run on: the release build's app with the
// seed catalog (tests/fixtures/seed-catalog.json) as its catalog, built by
// the finishing pipeline's catalog passes (scripts/pipeline/cli.js build,
// the author kit's own build), so the tests hold whatever an author puts
// in public/catalog.json.
// Usage: node fixture-site.js <port>
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { extname, join } from 'node:path';
import { serveStatic } from './static-server.js';
import { CONTENT_TYPES } from '../../scripts/pipeline/site.js';

export const SITE = 'target/e2e-site';

/** The catalog the site serves. */
export const seedCatalog = () => JSON.parse(readFileSync('tests/fixtures/seed-catalog.json', 'utf8'));

/** The site at `dir` for the catalog file `catalog`: the release build's app, the catalog rendered into it, its manifest, worker and headers. */
export function siteWith(dir, catalog) {
  rmSync(dir, { recursive: true, force: true });
  execFileSync('node', ['scripts/pipeline/cli.js', 'build', catalog, '--out', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Serves the site in `dir` to `page` at `origin` (such as
 * http://author.test), as a host would. `before(path)`, if given, is
 * awaited before each answer.
 */
export async function serveSite(page, dir, origin, before = async (/** @type {string} */ path) => path && undefined) {
  await page.route(`${origin}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/\/$/, '/index.html');
    await before(path);
    await route.fulfill({ path: join(dir, path), contentType: CONTENT_TYPES[extname(path)] });
  });
}

/**
 * Builds a copy of the site with `catalog` (prerendered) in the test's
 * output folder and serves it to `page` at `origin`. The wasm waits for
 * the returned function to be called when `holdWasm` is set (and for
 * ever when it is never called).
 */
export async function serveCatalogSite(page, info, origin, catalog, { holdWasm = false } = {}) {
  const dir = info.outputPath('site');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, '..', 'catalog.json');
  writeFileSync(file, JSON.stringify(catalog));
  siteWith(dir, file);
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await serveSite(page, dir, origin, (path) => (holdWasm && path.endsWith('.wasm') ? released : undefined));
  return { dir, release };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [port] = process.argv.slice(2);
  siteWith(SITE, 'tests/fixtures/seed-catalog.json');
  await serveStatic(SITE, Number(port));
  console.log(`serving ${SITE} (dist/ with the seed catalog) on http://127.0.0.1:${port}/`);
}
