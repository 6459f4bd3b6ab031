// The finishing passes that follow from the catalog, which the release
// build and the author kit both run, on the built app's files: the
// catalog's markup written into the page and its feed beside it (by the
// project's own Rust, compiled to WebAssembly: wasi.js), the web app
// manifest named after it, the service worker with this build's files,
// and `_headers` for static hosts. No npm package: the author kit ships
// this file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { themeColours } from './colours.js';
import { BOXES, FEEDS, SERIES_PAGES } from './folders.js';
import { PAGE, policyOf, wordsOf } from './page.js';
import { HASHED, namesOf, setText, textOf } from './site.js';
import { interfaceOf, languageFacts } from './interface.js';
import { runKit } from './wasi.js';

/** The catalog's file name in the site. */
export const CATALOG = 'catalog.json';

/** A file in a folder of many, one for each series or part, which the worker does not keep and one header rule covers. */
const inFolderOfMany = (name) => [BOXES, FEEDS, SERIES_PAGES].some((folder) => name.startsWith(`${folder}/`));

/** The file of what the build knows of the catalog's language (interface.js' languageFacts), beside the page the kit reads. */
export const WORDS = 'language.json';
/** The interface the kit's build says the catalog in, the series boxes' words with it (interface.js' interfaceOf). */
const INTERFACE = 'interface.json';

/**
 * Where the kit's wasm reads a catalog: the folders opened to it (by
 * their name inside), the file's path inside, and the name it is shown by.
 * @typedef {{ folders: Record<string, string>, inside: string, shownAs: string }} CatalogPlace
 */

/** A render that did not happen: its exit code, the kit's (1 problems, 2 unreadable, 3 stopped). */
export class RenderFailed extends Error {
  constructor(code) {
    super(`the catalog could not be rendered (exit ${code}), as said above`);
    this.code = code;
  }
}

/**
 * The catalog's markup in the page (its title and description too, and
 * its series' feeds' links), the feeds of its dated parts (the site's
 * `feed.xml`, each series' `feeds/<series>.xml`), the own page of each
 * series whose list a large catalog's page leaves out
 * (`series/<series>/index.html`) and, where the site's address is
 * known, a series box for each part (`series-box/<series>/<part>.html`),
 * by the kit's wasm (`kit`), with `siteUrl` as that address if given
 * (else the catalog's `site`), and the catalog itself as the wasm read
 * it (`catalog`: the folders opened to it, the file's path there, the
 * name it is shown by). Says what `check` says of the catalog, its
 * interface words against what the build knows of its language
 * (`language`: interface.js' languageOf, the catalog's language and own
 * words), and renders it in them (the series boxes too); a catalog the app refuses,
 * or words the interface cannot say, fail it (RenderFailed), every
 * problem named. The wasm
 * writes every file into one (a few large writes, whatever the number of
 * parts), split here.
 * @param {import('./site.js').Site} site
 * @param {{ kit: string, catalog: CatalogPlace, siteUrl?: string, quiet?: boolean, language: import('./interface.js').Language }} options
 */
export async function render(site, { kit, catalog, siteUrl, quiet, language }) {
  const dir = mkdtempSync(join(tmpdir(), 'learning-series-render-'));
  try {
    writeFileSync(join(dir, PAGE), site.get(PAGE));
    writeFileSync(join(dir, WORDS), JSON.stringify(languageFacts(language.lang)));
    writeFileSync(join(dir, INTERFACE), JSON.stringify(interfaceOf(language.lang, language.words, { boxes: true, langs: language.langs })));
    const args = ['build', `/site/${PAGE}`, catalog.inside, '/site/rendered', ...(siteUrl ? ['--site', siteUrl] : []), '--shown-as', catalog.shownAs, '--words', `/site/${WORDS}`, '--interface', `/site/${INTERFACE}`];
    const code = await runKit(kit, args, { ...catalog.folders, '/site': dir }, { quiet });
    if (code !== 0) throw new RenderFailed(code);
    const [[, page], [, read], ...beside] = filesIn(readFileSync(join(dir, 'rendered')));
    site.set(PAGE, page);
    site.set(CATALOG, read);
    for (const [name, bytes] of beside) site.set(name, bytes);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The files of the kit's one file: the page, the catalog as the kit read
 * it, then the files beside the page by their path in the site; each its
 * name, a line, its length, a line, its bytes.
 */
function* filesIn(bytes) {
  let at = 0;
  const line = () => {
    const end = bytes.indexOf(10, at);
    if (end < 0) throw new Error('render: the rendered files end too early');
    const text = bytes.toString('utf8', at, end);
    at = end + 1;
    return text;
  };
  while (at < bytes.length) {
    const [name, length] = [line(), Number(line())];
    if (!Number.isSafeInteger(length) || at + length > bytes.length) throw new Error(`render: ${name}: its length is not in the rendered files`);
    yield [name, bytes.subarray(at, at + length)];
    at += length;
  }
}

/**
 * `manifest.webmanifest`: what makes the reader installable, named as the
 * page is (the catalog's title and subtitle, once rendered). Every URL in
 * it is relative to the manifest, so one build installs from any sub-path.
 */
export function manifest(site) {
  const { title, description, lang, dir } = wordsOf(textOf(site, PAGE, 'manifest'));
  // Launchers show about 12 characters under an icon.
  const short = [...title].length <= 12 ? title : title.split(/\s+/)[0].slice(0, 12);
  const { paper, accent } = themeColours(site);
  const manifest = {
    name: title,
    short_name: short,
    description,
    lang,
    dir,
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
 * the largest catalog the app reads (`sizeLimit`, bytes); without
 * `offline` (debug builds, for trunk serve, and the kit's preview) a
 * worker that removes itself, so what is being edited never runs from a
 * cache.
 */
export function worker(site, { offline, sizeLimit }) {
  if (!offline) {
    setText(
      site,
      'sw.js',
      "// No offline copy (a debug build, or the kit's preview): removes a worker an earlier build left.\n" +
        "self.addEventListener('install', () => self.skipWaiting());\n" +
        "self.addEventListener('activate', () => self.registration.unregister());\n",
    );
    return;
  }
  // The app shell: everything but the catalog (fetched from the network
  // first), the schema (for authors), the series boxes (for the author's
  // article pages), feeds (for feed readers) and the series' own pages
  // (for readers without the app), the host's headers file and the
  // worker itself.
  const files = namesOf(site, ['sw.js', '_headers', 'catalog.schema.json']).filter((name) => !inFolderOfMany(name));
  const digest = createHash('sha256');
  for (const name of files) digest.update(name).update(site.get(name));
  const version = digest.digest('hex').slice(0, 16);
  if (!/^[0-9]+$/.test(String(sizeLimit))) throw new Error(`worker: the catalog size limit is not a number: ${sizeLimit}`);
  const code = readFileSync(new URL('sw-template.js', import.meta.url), 'utf8')
    .replace("'VERSION'", JSON.stringify(version))
    .replace("'SIZE_LIMIT'", String(sizeLimit))
    .replace("RegExp('HASHED')", String(HASHED))
    .replace("RegExp('OPENED')", String(RegExp(`^(?:${SERIES_PAGES}/[a-z0-9-]+/(?:index\\.html)?|${BOXES}/series-box\\.js)$`)))
    // The page is kept once, as './': the worker answers index.html with it.
    .replace('[/* SHELL */]', JSON.stringify(['./', ...files.filter((name) => ![CATALOG, PAGE].includes(name))]));
  const unfilled = ["'VERSION'", "'SIZE_LIMIT'", "RegExp('HASHED')", "RegExp('OPENED')", '/* SHELL */'].filter((mark) => code.includes(mark));
  if (unfilled.length) throw new Error(`worker: sw-template.js: ${unfilled.join(', ')} not filled in`);
  setText(site, 'sw.js', code);
}

/**
 * `_headers` (Netlify and Cloudflare Pages) for the site's files: hashed
 * assets cached for a year and never revalidated; everything else (the
 * page, the catalog, the feeds, the icon, the schema) revalidated on each
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
  const atom = 'Content-Type: application/atom+xml; charset=utf-8';
  const rules = [
    rule(
      '/*',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      `Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
    ),
    rule('/', revalidate),
    // One rule for the series boxes, however many parts, one for the
    // series' feeds and one for their own pages, if any: hosts limit the
    // rules of a headers file.
    rule(`/${BOXES}/*`, revalidate),
    rule(`/${FEEDS}/*`, revalidate, atom),
    ...(namesOf(site).some((name) => name.startsWith(`${SERIES_PAGES}/`)) ? [rule(`/${SERIES_PAGES}/*`, revalidate)] : []),
    ...namesOf(site, ['_headers']).filter((name) => !inFolderOfMany(name)).map((name) => {
      const lines = [HASHED.test(name) ? forever : revalidate];
      if (name.endsWith('.wasm')) lines.push('Content-Type: application/wasm');
      if (name.endsWith('.xml')) lines.push(atom);
      if (name.endsWith('.webmanifest')) lines.push('Content-Type: application/manifest+json');
      return rule(`/${name}`, ...lines);
    }),
  ];
  setText(site, '_headers', `# Written at build time for this build's files (scripts/pipeline/catalog.js).\n\n${rules.join('\n\n')}\n`);
}
