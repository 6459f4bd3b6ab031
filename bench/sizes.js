// What the first view of a built dist/ downloads: index.html, the files it
// links (css, svg), the page's own script, the app's script and wasm
// (named in its #app-files block, which the start-up script loads) and
// catalog.json, each raw, gzip -9 and brotli -11.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { appFiles, pageScriptOf } from '../scripts/pipeline/page.js';

export function firstViewFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const local = (path) => path.replace(/^\.\//, '');
  const linked = [...html.matchAll(/href="([^"]+\.(?:css|svg))"/g)].map((m) => local(m[1]));
  const app = appFiles(html);
  if (!app) throw new Error(`${dist}/index.html names no app files (#app-files)`);
  const page = pageScriptOf(html);
  if (!page) throw new Error(`${dist}/index.html names no page script`);
  return ['index.html', ...new Set(linked), page, local(app.js), local(app.wasm), 'catalog.json'];
}

export function sizes(dist) {
  return firstViewFiles(dist).map((name) => {
    const bytes = readFileSync(join(dist, name));
    return {
      name,
      kind: name === 'index.html' ? 'html' : name === 'catalog.json' ? 'catalog' : name.split('.').pop(),
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
}
