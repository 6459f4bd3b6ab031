// The site the end-to-end tests run on: the release dist/ with the seed
// catalog (tests/fixtures/seed-catalog.json) as its catalog, prerendered
// into its page by the build's own prerender binary. The tests then hold
// whatever an author puts in public/catalog.json.
// Usage: node fixture-site.js <port>
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { serveStatic } from './static-server.js';

export const SITE = 'target/e2e-site';

/** The catalog the site serves. */
export const seedCatalog = () => JSON.parse(readFileSync('tests/fixtures/seed-catalog.json', 'utf8'));

/** A copy of dist/ at `dir` whose catalog is `catalog`, prerendered. */
export function siteWith(dir, catalog) {
  rmSync(dir, { recursive: true, force: true });
  cpSync('dist', dir, { recursive: true });
  cpSync(catalog, `${dir}/catalog.json`);
  execFileSync('cargo', ['run', '--quiet', '--features', 'prerender', '--bin', 'prerender', '--', `${dir}/index.html`, `${dir}/catalog.json`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [port] = process.argv.slice(2);
  siteWith(SITE, 'tests/fixtures/seed-catalog.json');
  await serveStatic(SITE, Number(port));
  console.log(`serving ${SITE} (dist/ with the seed catalog) on http://127.0.0.1:${port}/`);
}
