// What the first view of a built dist/ downloads: index.html, the files it
// links (js, wasm, css) and catalog.json, each raw, gzip -9 and brotli -11.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function firstViewFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:href=|module_or_path: )"(?:\.\/)?([^"]+\.(?:js|wasm|css|svg))"/g)].map((m) => m[1]);
  const linkedSingle = [...html.matchAll(/(?:from |module_or_path: )'(?:\.\/)?([^']+\.(?:js|wasm))'/g)].map((m) => m[1]);
  return ['index.html', ...new Set([...linked, ...linkedSingle]), 'catalog.json'];
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
