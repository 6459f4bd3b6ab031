// Serves a built dist/ as plain static files, the way a CDN would: at the
// root of the host and again under /learning/ (a sub-path deploy), with no
// fallback to index.html. With { compress: true } (the benchmark) it also
// answers in brotli when the browser accepts it, as a CDN does.
// Usage: node static-server.js <dir> <port>
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
};
const SUB_PATH = '/learning';

export function serveStatic(dir, port, { compress = false } = {}) {
  const root = resolve(dir);
  const compressed = new Map();
  const brotli = (file, body) => {
    if (!compressed.has(file)) {
      compressed.set(file, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
    return compressed.get(file);
  };
  const server = createServer(async (request, response) => {
    let path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (path === SUB_PATH) {
      response.writeHead(301, { location: `${SUB_PATH}/` }).end();
      return;
    }
    if (path.startsWith(`${SUB_PATH}/`)) path = path.slice(SUB_PATH.length);
    if (path.endsWith('/')) path += 'index.html';
    const file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      let body = await readFile(file);
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      };
      if (compress && /\bbr\b/.test(request.headers['accept-encoding'] ?? '') && extname(file) !== '.png') {
        body = brotli(file, body);
        headers['content-encoding'] = 'br';
      }
      response.writeHead(200, headers);
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    }
  });
  return new Promise((ready, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => ready(server));
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [dir, port] = process.argv.slice(2);
  try {
    await stat(join(dir, 'index.html'));
  } catch {
    console.error(`static-server: ${dir}/index.html is missing; run trunk build --release first`);
    process.exit(1);
  }
  await serveStatic(dir, Number(port));
  console.log(`serving ${dir} on http://127.0.0.1:${port}/ and http://127.0.0.1:${port}${SUB_PATH}/`);
}
