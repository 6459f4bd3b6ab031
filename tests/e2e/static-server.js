// Serves a built dist/ as plain static files, the way a CDN would: at the
// root of the host and again under /learning/ (a sub-path deploy), with no
// fallback to index.html. Usage: node static-server.js <dir> <port>
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
};
const SUB_PATH = '/learning';

export function serveStatic(dir, port) {
  const root = resolve(dir);
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
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
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
