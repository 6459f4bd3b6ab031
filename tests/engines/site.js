// The release build with the seed catalog (tests/e2e/fixture-site.js'
// SITE), served to one cross-engine test by a server of its own, which
// the test can steer where no engine's driver could: hold the wasm back,
// answer a file with other bytes, or stop answering (offline). It also
// has the page keep what it throws (no driver here reads a console).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE } from '../e2e/fixture-site.js';
import { headersFor, pathOf, siteFile } from '../../scripts/pipeline/static-files.js';

/**
 * A script the server adds to the page (deferred, so that the page's
 * start-up takes no failure of it for its own): what the page threw or
 * logged as an error, kept in `window.pageErrors` for the test to read.
 */
const ERRORS = '__page-errors.js';
const errorsKept = `window.pageErrors = [];
addEventListener('error', (event) => pageErrors.push(String(event.message)));
addEventListener('unhandledrejection', (event) => pageErrors.push(String(event.reason)));
const logged = console.error;
console.error = (...said) => {
  pageErrors.push(said.join(' '));
  logged(...said);
};`;

/** An article page of the site's own origin with a part's series box, its stylesheet and its script. */
const articleWith = (box) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>An article</title>
<link rel="stylesheet" href="/series-box/series-box.css"><script src="/series-box/series-box.js" defer></script>
<script src="/${ERRORS}" defer></script></head><body><main><h1>An article</h1>${box}</main></body></html>`;

/** @typedef {Awaited<ReturnType<typeof startSite>>} Site */

/**
 * Starts the server. `site.origin` is its address; `site.withBoxes()`
 * serves from then on the site built with that address, so with its
 * series boxes, and at `/posts/<series>/<part>.html` an article page with
 * that part's box; `site.withCatalog(catalog)` the site built of another
 * catalog; `site.hold(pattern)`
 * holds every request whose path matches until the returned function is
 * called; `site.answer(pattern, bytes)` answers those paths with other
 * bytes (a function of what would be sent: the file's, empty where there
 * is none, after the answers given before; and of the path); `site.stop()` closes every
 * connection and answers no more.
 */
export async function startSite() {
  const held = [];
  /** @type {Array<{ pattern: RegExp, bytes: (sent: Buffer, path: string) => string | Buffer }>} */
  const answers = [
    { pattern: new RegExp(`^/${ERRORS.replace('.', '\\.')}$`), bytes: () => errorsKept },
    { pattern: /^\/index\.html$/, bytes: (page) => page.toString().replace('</head>', `<script src="${ERRORS}" defer></script></head>`) },
  ];
  let root = SITE;
  const server = createServer(async (request, response) => {
    const asked = pathOf(request.url);
    if (asked === null) {
      response.writeHead(400).end();
      return;
    }
    const path = asked.endsWith('/') ? `${asked}index.html` : asked;
    for (const { pattern, released } of held) if (pattern.test(path)) await released;
    const found = siteFile(root, path);
    const answering = answers.filter(({ pattern }) => pattern.test(path));
    if (answering.length === 0 && !found) {
      response.writeHead(404).end();
      return;
    }
    const body = answering.reduce((sent, answer) => Buffer.from(answer.bytes(sent, path)), found?.bytes ?? Buffer.alloc(0));
    response.writeHead(200, headersFor(path));
    response.end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  let built = null;
  /** Serves from then on the site the kit's build makes of `file`, with `options`. */
  const build = (file, ...options) => {
    built ??= mkdtempSync(join(tmpdir(), 'engine-site-'));
    root = join(built, 'site');
    execFileSync('node', ['scripts/pipeline/cli.js', 'build', file, '--out', root, ...options], { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  return {
    origin,
    withBoxes() {
      build('tests/fixtures/seed-catalog.json', '--base-url', `${origin}/`);
      answers.push({
        pattern: /^\/posts\/[a-z0-9-]+\/[a-z0-9-]+\.html$/,
        bytes: (sent, path) => articleWith(readFileSync(join(root, 'series-box', path.slice('/posts/'.length)), 'utf8')),
      });
    },
    withCatalog(catalog) {
      built ??= mkdtempSync(join(tmpdir(), 'engine-site-'));
      const file = join(built, 'catalog.json');
      writeFileSync(file, JSON.stringify(catalog));
      build(file);
    },
    hold(pattern) {
      let release;
      held.push({ pattern, released: new Promise((resolve) => (release = resolve)) });
      return release;
    },
    answer(pattern, bytes) {
      answers.push({ pattern, bytes });
    },
    stop() {
      server.close();
      server.closeAllConnections();
      if (built) rmSync(built, { recursive: true, force: true });
    },
  };
}
