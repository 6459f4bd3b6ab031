// Trunk post-build hook, release builds, before app-files.js (which hashes
// what this leaves): the app's script (wasm-bindgen's module, named in
// #app-files) and the page's inline start-up script, minified with terser.
// Their documentation stays in the source; a reader's phone downloads only
// the code (about 2 KB of brotli less).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('minify: TRUNK_STAGING_DIR is not set; run me as a Trunk hook');
  process.exit(1);
}
const page = join(staging, 'index.html');
const html = readFileSync(page, 'utf8');

const files = html.match(/<script type="application\/json" id="app-files">([^<]*)<\/script>/);
if (!files) {
  console.error('minify: index.html has no #app-files block (Trunk.toml pattern_script)');
  process.exit(1);
}
const script = join(staging, JSON.parse(files[1]).js);
const module = readFileSync(script, 'utf8');
writeFileSync(script, (await minify(module, { module: true, ecma: 2020 })).code);

// The start-up script is the one that reads the progress key.
const startUp = /(<script data-progress-key=[^>]*>)([\s\S]*?)(<\/script>)/;
const found = html.match(startUp);
if (!found) {
  console.error('minify: index.html has no start-up script (<script data-progress-key>)');
  process.exit(1);
}
const code = (await minify(found[2], { ecma: 2015 })).code;
writeFileSync(page, html.replace(startUp, (_, open, __, close) => `${open}${code}${close}`));
console.log(`minify: ${script} and the start-up script`);
