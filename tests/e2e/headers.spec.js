// dist/_headers (Netlify, Cloudflare Pages) against the files the release
// build wrote: every file has its rule (the series boxes one for all, the
// series' feeds another),
// hashed assets are cached for good,
// the rest revalidated, the wasm typed, and the page's policy sent as a
// header with frame-ancestors.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { test, expect } from '@playwright/test';

const DIST = 'dist';

/** `_headers` as a map from path to its header lines. */
function rules(text) {
  const map = new Map();
  let path = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (line.startsWith(' ')) map.get(path).push(line.trim());
    else map.set((path = line.trim()), []);
  }
  return map;
}

test('every built file has its rule: hashed ones cached for good, the rest revalidated', () => {
  const headers = rules(readFileSync(`${DIST}/_headers`, 'utf8'));
  const files = readdirSync(DIST, { recursive: true }).filter(
    (name) => name !== '_headers' && statSync(`${DIST}/${name}`).isFile(),
  );
  expect(files).toContain('icons/icon-192.png');
  const hashed = files.filter((name) => /-[0-9a-f]{1,16}(_bg)?\.(js|wasm|css)$/.test(name));
  expect(hashed.map((name) => name.split('.').pop()).sort()).toEqual(['css', 'js', 'js', 'js', 'js', 'wasm']);
  // The series boxes (one per part where the site's address is known),
  // their stylesheet and script share one rule, and the series' feeds
  // another: hosts limit the rules. (A large catalog's series' own pages
  // have one too: own-pages.spec.js; the bundled catalog has none.)
  const folders = ['series-box', 'feeds'];
  expect(files.filter((name) => name.startsWith('series/')), 'no series page for a small catalog').toEqual([]);
  expect(headers.has('/series/*'), 'no rule for pages not built').toBe(false);
  const folder = (name) => folders.find((f) => name.startsWith(`${f}/`));
  const ruleOf = (name) => headers.get(folder(name) ? `/${folder(name)}/*` : `/${name}`);
  expect(files).toContain('series-box/series-box.js');
  expect(files.filter((name) => folder(name) === 'feeds').length, 'a feed for each series').toBeGreaterThan(0);
  for (const name of files) {
    expect(ruleOf(name), name).toContain(
      hashed.includes(name) ? 'Cache-Control: public, max-age=31536000, immutable' : 'Cache-Control: no-cache',
    );
  }
  expect(headers.get('/')).toContain('Cache-Control: no-cache');
  for (const path of headers.keys()) {
    if (!['/*', '/', ...folders.map((f) => `/${f}/*`)].includes(path)) expect(files, `${path} is a built file`).toContain(path.slice(1));
  }
  const wasm = hashed.find((name) => name.endsWith('.wasm'));
  expect(headers.get(`/${wasm}`)).toContain('Content-Type: application/wasm');
  for (const feed of ['/feed.xml', '/feeds/*']) expect(headers.get(feed), feed).toContain('Content-Type: application/atom+xml; charset=utf-8');
});

test('the policy goes out as a header too, with frame-ancestors, beside nosniff', () => {
  const everywhere = rules(readFileSync(`${DIST}/_headers`, 'utf8')).get('/*');
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  const [, policy] = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/);
  expect(everywhere).toContain(`Content-Security-Policy: ${policy}; frame-ancestors 'none'`);
  expect(everywhere).toContain('X-Content-Type-Options: nosniff');
  expect(everywhere.some((h) => h.startsWith('Referrer-Policy: '))).toBe(true);
  expect(everywhere.some((h) => h.startsWith('Permissions-Policy: '))).toBe(true);
});
