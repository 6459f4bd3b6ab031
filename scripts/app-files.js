// Trunk post-build hook, before csp-hashes.js: adds the subresource
// integrity of the app's script and wasm to the #app-files block Trunk
// wrote into index.html (Trunk.toml, pattern_script), for the page's
// start-up script, which loads them once the page has painted. With no
// preload links of Trunk's, this is where the hashes live.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('app-files: TRUNK_STAGING_DIR is not set; run me as a Trunk hook');
  process.exit(1);
}
const page = join(staging, 'index.html');
const html = readFileSync(page, 'utf8');
const block = /(<script type="application\/json" id="app-files">)([^<]*)(<\/script>)/;
const found = html.match(block);
if (!found) {
  console.error('app-files: index.html has no <script type="application/json" id="app-files"> (Trunk.toml pattern_script)');
  process.exit(1);
}
const files = JSON.parse(found[2]);
const integrity = (path) => `sha384-${createHash('sha384').update(readFileSync(join(staging, path))).digest('base64')}`;
const withHashes = { ...files, jsIntegrity: integrity(files.js), wasmIntegrity: integrity(files.wasm) };
writeFileSync(page, html.replace(block, (_, open, __, close) => `${open}${JSON.stringify(withHashes)}${close}`));
console.log(`app-files: ${files.js} and ${files.wasm}, with their sha384`);
