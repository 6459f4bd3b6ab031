// The release build with the seed catalog (tests/e2e/fixture-site.js'
// SITE), served to one cross-engine test by a server of its own, which
// the test can steer where no engine's driver could: hold the wasm back,
// answer a file with other bytes, or stop answering (offline). It also
// has the page keep what it throws (no driver here reads a console).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { SITE } from '../e2e/fixture-site.js';
import { CONTENT_TYPES } from '../../scripts/pipeline/site.js';

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

/**
 * Starts the server. `site.origin` is its address; `site.hold(pattern)`
 * holds every request whose path matches until the returned function is
 * called; `site.answer(pattern, bytes)` answers those paths with other
 * bytes (a function of what would be sent: the file's, empty where there
 * is none, after the answers given before); `site.stop()` closes every
 * connection and answers no more.
 */
export async function startSite() {
  const held = [];
  const answers = [
    { pattern: new RegExp(`^/${ERRORS.replace('.', '\\.')}$`), bytes: () => errorsKept },
    { pattern: /^\/index\.html$/, bytes: (page) => page.toString().replace('</head>', `<script src="${ERRORS}" defer></script></head>`) },
  ];
  const server = createServer(async (request, response) => {
    let path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (path.endsWith('/')) path += 'index.html';
    for (const { pattern, released } of held) if (pattern.test(path)) await released;
    const file = join(SITE, path);
    const answering = answers.filter(({ pattern }) => pattern.test(path));
    if (answering.length === 0 && !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const bytes = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    const body = answering.reduce((sent, answer) => Buffer.from(answer.bytes(sent)), bytes);
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
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
    },
  };
}
