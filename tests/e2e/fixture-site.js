// The site the end-to-end tests run on: the release dist/ with the seed
// catalog (tests/fixtures/seed-catalog.json) as its catalog, prerendered
// into its page by the build's own prerender binary. The tests then hold
// whatever an author puts in public/catalog.json.
// Usage: node fixture-site.js <port>
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { extname, join } from 'node:path';
import { serveStatic } from './static-server.js';

export const SITE = 'target/e2e-site';

/** The catalog the site serves. */
export const seedCatalog = () => JSON.parse(readFileSync('tests/fixtures/seed-catalog.json', 'utf8'));

/** A copy of dist/ at `dir` whose catalog is `catalog`, prerendered, its manifest named after it. */
export function siteWith(dir, catalog) {
  rmSync(dir, { recursive: true, force: true });
  cpSync('dist', dir, { recursive: true });
  cpSync(catalog, `${dir}/catalog.json`);
  execFileSync('cargo', ['run', '--quiet', '--features', 'prerender', '--bin', 'prerender', '--', `${dir}/index.html`, `${dir}/catalog.json`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync('node', ['scripts/manifest.js', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Content types by extension, as a static host sends them. */
export const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.xml': 'application/atom+xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the site in `dir` to `page` at `origin` (such as
 * http://author.test), as a host would. `before(path)`, if given, is
 * awaited before each answer.
 */
export async function serveSite(page, dir, origin, before = async () => {}) {
  await page.route(`${origin}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/\/$/, '/index.html');
    await before(path);
    await route.fulfill({ path: join(dir, path), contentType: TYPES[extname(path)] });
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
