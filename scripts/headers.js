// Trunk post-build hook, after csp-hashes.js: writes _headers (Netlify and
// Cloudflare Pages) for the built files. Hashed assets are cached for a
// year and never revalidated; everything else (the page, the catalog, the
// feed, the icon, the schema) is revalidated on each visit, so a new
// deploy shows at once. The Content-Security-Policy goes out as a header
// too, where frame-ancestors applies (a meta tag cannot carry it).
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { page, policyOf, stagedSite } from './built-page.js';

const staging = stagedSite('headers');

/**
 * Trunk's content hash in a file name: `main-92d729e63353c019.css`. The
 * hash is written without its leading zeros (15 digits in one build of 16),
 * so its length varies; only the app's script, wasm and stylesheet carry
 * one.
 */
const HASHED = /-[0-9a-f]{1,16}(_bg)?\.(js|wasm|css)$/;

const { html } = page(staging);
const policy = policyOf(html);
if (!policy) {
  console.error('headers: index.html has no Content-Security-Policy meta tag');
  process.exit(1);
}

const files = readdirSync(staging, { recursive: true })
  .filter((name) => name !== '_headers' && statSync(join(staging, name)).isFile())
  .sort();
const rule = (path, ...headers) => [path, ...headers.map((h) => `  ${h}`)].join('\n');
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
  ...files.map((name) => {
    const headers = [HASHED.test(name) ? forever : revalidate];
    if (name.endsWith('.wasm')) headers.push('Content-Type: application/wasm');
    if (name.endsWith('.xml')) headers.push('Content-Type: application/atom+xml; charset=utf-8');
    if (name.endsWith('.webmanifest')) headers.push('Content-Type: application/manifest+json');
    return rule(`/${name}`, ...headers);
  }),
];
writeFileSync(
  join(staging, '_headers'),
  `# Written by scripts/headers.js at build time, for this build's files.\n\n${rules.join('\n\n')}\n`,
);
console.log(`headers: _headers for ${files.length} files`);
