// Serves a built dist/ as plain static files, the way a CDN would: at the
// root of the host and again under /learning/ (a sub-path deploy), with no
// fallback to index.html. With { compress: true } (the benchmark) it also
// answers in brotli when the browser accepts it, as a CDN does.
//
// For the end-to-end tests it also has a few answers no file gives, under
// /__test/ (a test routes catalog.json there):
//   /__test/steady?parts=N&rate=B&id=X  a generated catalog of N parts,
//                                       sent at B bytes a second; with
//                                       &stall=S, nothing more after S bytes
//   /__test/endless?id=X                spaces, chunked, up to 64 MB, as fast
//                                       as the browser reads; with &rate=B,
//                                       no faster than B bytes a second
//   /__test/sent?id=X                   {"sent": bytes, "done": bool} of X
// Usage: node static-server.js <dir> <port>
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { generateCatalog } from './generate-catalog.js';
import { pathOf, siteFile } from '../../scripts/pipeline/static-files.js';

const SUB_PATH = '/learning';

/** Bytes sent so far on each test stream, by id. */
const streams = new Map();

function testAnswer(url, response) {
  const id = url.searchParams.get('id') ?? '';
  const stream = { sent: 0, done: false };
  const send = (chunk) => {
    stream.sent += chunk.length;
    return response.write(chunk);
  };
  response.on('close', () => (stream.done = true));
  switch (url.pathname) {
    case '/__test/sent':
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(streams.get(id) ?? null));
      return;
    case '/__test/steady': {
      streams.set(id, stream);
      const body = Buffer.from(JSON.stringify(generateCatalog(Number(url.searchParams.get('parts')))));
      const perTick = Math.ceil(Number(url.searchParams.get('rate')) / 10);
      const stall = Number(url.searchParams.get('stall') ?? Infinity);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      let at = 0;
      const tick = setInterval(() => {
        if (at >= stall) return;
        send(body.subarray(at, at + perTick));
        at += perTick;
        if (at >= body.length || stream.done) {
          clearInterval(tick);
          response.end();
        }
      }, 100);
      return;
    }
    case '/__test/endless': {
      streams.set(id, stream);
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, ' ');
      // No more than `rate` bytes a second since the start (no limit
      // without one), and each chunk once the socket has drained.
      const rate = Number(url.searchParams.get('rate') ?? Infinity);
      const start = Date.now();
      const pump = () => {
        while (!stream.done && stream.sent < 64 * 1024 * 1024) {
          if (stream.sent >= (rate * (Date.now() - start + 10)) / 1000) return setTimeout(pump, 10);
          if (!send(chunk)) return response.once('drain', pump);
        }
        response.end();
      };
      pump();
      return;
    }
    default:
      response.writeHead(404).end();
  }
}

export function serveStatic(dir, port, { compress = false } = {}) {
  const compressed = new Map();
  const brotli = (file, body) => {
    if (!compressed.has(file)) {
      compressed.set(file, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
    return compressed.get(file);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname.startsWith('/__test/')) return testAnswer(url, response);
    let path = pathOf(request.url);
    if (path === null) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad Request');
      return;
    }
    if (path === SUB_PATH) {
      response.writeHead(301, { location: `${SUB_PATH}/` }).end();
      return;
    }
    if (path.startsWith(`${SUB_PATH}/`)) path = path.slice(SUB_PATH.length);
    const found = siteFile(dir, path);
    if (!found) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const { name, headers } = found;
    let body = found.bytes;
    if (compress && /\bbr\b/.test(request.headers['accept-encoding'] ?? '') && !name.endsWith('.png')) {
      body = brotli(name, body);
      headers['content-encoding'] = 'br';
    }
    response.writeHead(200, headers);
    response.end(body);
  });
  return new Promise((ready, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => ready(server));
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [dir, port] = process.argv.slice(2);
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`static-server: ${dir}/index.html is missing; run trunk build --release first`);
    process.exit(1);
  }
  await serveStatic(dir, Number(port));
  console.log(`serving ${dir} on http://127.0.0.1:${port}/ and http://127.0.0.1:${port}${SUB_PATH}/`);
}
