// The finishing passes that follow from the catalog, which the release
// build and the author kit both run, on the built app's files: the
// catalog's markup written into the page and its feed beside it (by the
// project's own Rust, compiled to WebAssembly: wasi.js), the web app
// manifest named after it, the service worker with this build's files,
// and `_headers` for static hosts. No npm package: the author kit ships
// this file.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { themeColours } from './colours.js';
import { PAGE, policyOf } from './page.js';
import { namesOf, readSite, setText, textOf } from './site.js';
import { runKit } from './wasi.js';

/** The catalog's file name in the site. */
export const CATALOG = 'catalog.json';

/**
 * The folder of the series boxes (src/series_box.rs), their stylesheet
 * and script: for the author's article pages, not the reader's.
 */
export const BOXES = 'series-box';

/**
 * The catalog's markup in the page (its title and description too), the
 * feed of its dated parts (`feed.xml`) and, where the site's address is
 * known, a series box for each part (`series-box/<series>/<part>.html`),
 * by the kit's wasm (`kit`), with `siteUrl` as that address if given
 * (else the catalog's `site`). A catalog that breaks a rule fails it,
 * every problem named.
 */
export async function render(site, { kit, siteUrl }) {
  const dir = mkdtempSync(join(tmpdir(), 'render-'));
  try {
    writeFileSync(join(dir, PAGE), site.get(PAGE));
    writeFileSync(join(dir, CATALOG), site.get(CATALOG));
    const args = ['render', `/site/${PAGE}`, `/site/${CATALOG}`, ...(siteUrl ? ['--site', siteUrl] : [])];
    const code = await runKit(kit, args, { '/site': dir }, { quiet: true });
    if (code !== 0) throw new Error(`render: the catalog could not be rendered (exit ${code}), as said above`);
    site.set(PAGE, readFileSync(join(dir, PAGE)));
    site.set('feed.xml', readFileSync(join(dir, 'feed.xml')));
    // The series boxes, where the site's address is known.
    if (existsSync(join(dir, BOXES))) for (const [name, bytes] of readSite(join(dir, BOXES))) site.set(`${BOXES}/${name}`, bytes);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `manifest.webmanifest`: what makes the reader installable, named after
 * the catalog. Every URL in it is relative to the manifest, so one build
 * installs from any sub-path.
 */
export function manifest(site) {
  const catalog = JSON.parse(textOf(site, CATALOG, 'manifest').replace(/^\uFEFF/, ''));
  const title = String(catalog.title ?? 'Learning Series');
  // Launchers show about 12 characters under an icon.
  const short = [...title].length <= 12 ? title : title.split(/\s+/)[0].slice(0, 12);
  const { paper, accent } = themeColours(site);
  const manifest = {
    name: title,
    short_name: short,
    description: String(catalog.subtitle ?? ''),
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: paper.light,
    theme_color: accent.light,
    icons: [
      { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  setText(site, 'manifest.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * `sw.js`, the service worker that keeps the reader working offline after
 * the first visit: release builds get the template's worker with this
 * build's files to precache and a version made from their contents, and
 * the largest catalog the app reads (`sizeLimit`, bytes); debug builds
 * (trunk serve) a worker that removes itself, so development never runs
 * from a cache.
 */
export function worker(site, { profile, sizeLimit }) {
  if (profile !== 'release') {
    setText(
      site,
      'sw.js',
      "// Debug build: no cache. Removes a worker an earlier release build left.\n" +
        "self.addEventListener('install', () => self.skipWaiting());\n" +
        "self.addEventListener('activate', () => self.registration.unregister());\n",
    );
    return;
  }
  // The app shell: everything but the catalog (fetched from the network
  // first), the schema (for authors), the series boxes (for the author's
  // article pages), the host's headers file and the worker itself.
  const files = namesOf(site, ['sw.js', '_headers', 'catalog.schema.json']).filter((name) => !name.startsWith(`${BOXES}/`));
  const digest = createHash('sha256');
  for (const name of files) digest.update(name).update(site.get(name));
  const version = digest.digest('hex').slice(0, 16);
  if (!/^[0-9]+$/.test(String(sizeLimit))) throw new Error(`worker: the catalog size limit is not a number: ${sizeLimit}`);
  const code = readFileSync(new URL('sw-template.js', import.meta.url), 'utf8')
    .replace("'VERSION'", JSON.stringify(version))
    .replace("'SIZE_LIMIT'", String(sizeLimit))
    // The page is kept once, as './': the worker answers index.html with it.
    .replace('[/* SHELL */]', JSON.stringify(['./', ...files.filter((name) => ![CATALOG, PAGE].includes(name))]));
  const unfilled = ["'VERSION'", "'SIZE_LIMIT'", '/* SHELL */'].filter((mark) => code.includes(mark));
  if (unfilled.length) throw new Error(`worker: sw-template.js: ${unfilled.join(', ')} not filled in`);
  setText(site, 'sw.js', code);
}

/**
 * A content hash in a file name: `main-92d729e63353c019.css`. Only the
 * app's script, wasm and stylesheet carry one (names.js), after their
 * final bytes.
 */
const HASHED = /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/;

/**
 * `_headers` (Netlify and Cloudflare Pages) for the site's files: hashed
 * assets cached for a year and never revalidated; everything else (the
 * page, the catalog, the feed, the icon, the schema) revalidated on each
 * visit, so a new deploy shows at once. The Content-Security-Policy goes
 * out as a header too, where frame-ancestors applies (a meta tag cannot
 * carry it).
 */
export function headers(site) {
  const policy = policyOf(textOf(site, PAGE, 'headers'));
  if (!policy) throw new Error('headers: index.html has no Content-Security-Policy meta tag');
  const rule = (path, ...lines) => [path, ...lines.map((h) => `  ${h}`)].join('\n');
  const forever = 'Cache-Control: public, max-age=31536000, immutable';
  const revalidate = 'Cache-Control: no-cache';
  const rules = [
    rule(
      '/*',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      `Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
    ),
    rule('/', revalidate),
    // One rule for the series boxes, however many parts: hosts limit the
    // rules of a headers file.
    rule(`/${BOXES}/*`, revalidate),
    ...namesOf(site, ['_headers']).filter((name) => !name.startsWith(`${BOXES}/`)).map((name) => {
      const lines = [HASHED.test(name) ? forever : revalidate];
      if (name.endsWith('.wasm')) lines.push('Content-Type: application/wasm');
      if (name.endsWith('.xml')) lines.push('Content-Type: application/atom+xml; charset=utf-8');
      if (name.endsWith('.webmanifest')) lines.push('Content-Type: application/manifest+json');
      return rule(`/${name}`, ...lines);
    }),
  ];
  setText(site, '_headers', `# Written at build time for this build's files (scripts/pipeline/catalog.js).\n\n${rules.join('\n\n')}\n`);
}
