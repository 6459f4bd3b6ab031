// The kit's preview server (`learning-series serve`): builds the site into
// a folder of its own, serves it on 127.0.0.1, builds it again whenever
// the catalog changes and reloads the open pages. It answers every
// request (400 for one it cannot read), serves no offline worker (the
// build's worker removes itself, and any an earlier build left), and
// started on a catalog with problems, says them, on the terminal and in
// the page, and waits for the fix. No npm package: the author kit ships
// this file.
import { mkdtempSync, rmSync, unwatchFile, watchFile } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { BOXES, SERIES_PAGES } from './folders.js';
import { escaped } from './markup.js';
import { CONTENT_TYPES } from './site.js';
import { pathOf, siteFile } from './static-files.js';

/** Where the server's own answers live, beside the site's files. */
const OWN = '/__learning-series/';

/** The script the served pages load: reload once the site is built again. */
const RELOAD = `new EventSource('${OWN}events').addEventListener('message', () => location.reload());\n`;

/** The line that loads it, before a served page's </body>. */
const RELOADS = `<script src="${OWN}reload.js"></script>`;

/**
 * Serves the site `build(out)` writes for `file`, on
 * 127.0.0.1:`port` (0: a free port), until stopped; resolves to the exit
 * code. A build that fails leaves the last good site served.
 */
export async function serve({ file, port, build }) {
  const out = join(mkdtempSync(join(tmpdir(), 'learning-series-serve-')), 'site');
  const pages = new Set();
  let built = false;
  let problems = '';
  const server = createServer((request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, TEXT);
      response.end(`The preview server failed on this request: ${error.message}\n`);
    }
  });
  const answer = (request, response) => {
    if (!['GET', 'HEAD'].includes(request.method)) return response.writeHead(405, { ...TEXT, allow: 'GET, HEAD' }).end('Only GET and HEAD\n');
    const path = pathOf(request.url);
    if (path === null) return response.writeHead(400, TEXT).end('Bad request: the address is not one a file can have\n');
    if (path === `${OWN}reload.js`) return response.writeHead(200, { 'content-type': CONTENT_TYPES['.js'], 'cache-control': 'no-cache' }).end(RELOAD);
    if (path === `${OWN}events`) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }).write(': the site is built again: reload\n\n');
      pages.add(response);
      request.on('close', () => pages.delete(response));
      return undefined;
    }
    if (!built) return response.writeHead(503, HTML).end(waiting(file, problems));
    const found = siteFile(out, path);
    if (!found) return response.writeHead(404, TEXT).end('Not found\n');
    const { name, bytes, headers } = found;
    let body = bytes;
    if (name === 'index.html') body = Buffer.from(body.toString('utf8').replace('</body>', `${RELOADS}</body>`));
    else if (name.startsWith(`${BOXES}${sep}`) && name.endsWith('.html')) body = Buffer.from(boxPreview(body.toString('utf8')));
    else if (name.startsWith(`${SERIES_PAGES}${sep}`) && name.endsWith('.html')) body = Buffer.from(ownPagePreview(body.toString('utf8')));
    return response.writeHead(200, headers).end(body);
  };

  const listening = await new Promise((resolve) => {
    server.once('error', resolve).listen(port, '127.0.0.1', () => resolve(null));
  });
  if (listening) {
    console.error(`serve: ${cannotListen(listening, port)}`);
    rmSync(dirname(out), { recursive: true, force: true });
    return 2;
  }
  const address = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`;
  let building = Promise.resolve();
  const buildAgain = (why) => {
    building = building.then(async () => {
      if (why) console.log(`serve: ${file} ${why}, building again`);
      const said = [];
      const code = await captured(said, () => build(out));
      if (code === 0) {
        built = true;
        problems = '';
        for (const page of pages) page.write('data: built\n\n');
      } else {
        problems = said.join('');
        console.error(built ? 'serve: the site served is the last one built' : `serve: waiting for a catalog the app can read; ${address} says what is wrong`);
      }
    });
    return building;
  };
  console.log(`serve: ${address} (${file}; built again when it changes; Ctrl+C stops)`);
  await buildAgain(null);
  watchFile(file, { interval: 250 }, () => buildAgain('changed'));
  await new Promise((stop) => process.once('SIGINT', stop).once('SIGTERM', stop));
  unwatchFile(file);
  for (const page of pages) page.end();
  // Stopped is stopped: no connection a browser keeps open (a keep-alive
  // socket, a request in flight) holds the command.
  server.close();
  server.closeAllConnections();
  await building;
  rmSync(dirname(out), { recursive: true, force: true });
  return 0;
}

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' };
const HTML = { 'content-type': CONTENT_TYPES['.html'], 'cache-control': 'no-cache' };

/** Why the server could not listen on `port`, in one sentence. */
function cannotListen(error, port) {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} is in use (another server?): stop it, or choose another port with --port N (--port 0 takes a free one)`;
    case 'EACCES':
      return `port ${port} needs privileges this user lacks: choose another with --port N (above 1023)`;
    default:
      return `cannot listen on 127.0.0.1:${port}: ${error.message}`;
  }
}

/**
 * What `use` prints on standard error, kept in `said` as well; the
 * kit's wasm runs in a process of its own, so its messages come as
 * the terminal shows them.
 */
async function captured(said, use) {
  const write = process.stderr.write;
  process.stderr.write = function (chunk, ...rest) {
    said.push(String(chunk));
    return write.call(this, chunk, ...rest);
  };
  try {
    return await use();
  } finally {
    process.stderr.write = write;
  }
}

/** The page served while no site is built: the catalog's problems, until a save fixes them. */
function waiting(file, problems) {
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The catalog has problems</title>
<h1>The catalog has problems</h1>
<p>${escaped(file)} cannot be built yet. This page reloads once it is saved without them.</p>
<pre>${escaped(problems || 'Building…')}</pre>
${RELOADS}
`;
}

/**
 * A series' own page, reloading as the catalog's does: its policy, which
 * lets the site's own scripts run and nothing connect (src/series_page.rs),
 * lets the reload script's events in.
 */
function ownPagePreview(page) {
  return page.replace("default-src 'none';", "default-src 'none'; connect-src 'self';").replace('</body>', `${RELOADS}</body>`);
}

/** A series box, as a page that shows it as an article page would: its stylesheet and script, and a reload. */
function boxPreview(fragment) {
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Series box preview</title>
<link rel="stylesheet" href="/${BOXES}/series-box.css">
<script src="/${BOXES}/series-box.js" defer></script>
<main>
${fragment}</main>
${RELOADS}
`;
}
