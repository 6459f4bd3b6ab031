// Trunk post-build hook, before csp-hashes.js: adds the subresource
// integrity of the app's script and wasm to the #app-files block Trunk
// wrote into index.html (Trunk.toml, pattern_script), for the page's
// start-up script, which loads them once the page has painted. With no
// preload links of Trunk's, this is where the hashes live.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_FILES, appFiles, page, stagedSite } from './built-page.js';

const staging = stagedSite('app-files');
const { path, html } = page(staging);
const files = appFiles(html);
if (!files) {
  console.error('app-files: index.html has no <script type="application/json" id="app-files"> (Trunk.toml pattern_script)');
  process.exit(1);
}
const integrity = (file) => `sha384-${createHash('sha384').update(readFileSync(join(staging, file))).digest('base64')}`;
const withHashes = { ...files, jsIntegrity: integrity(files.js), wasmIntegrity: integrity(files.wasm) };
writeFileSync(path, html.replace(APP_FILES, (_, open, __, close) => `${open}${JSON.stringify(withHashes)}${close}`));
console.log(`app-files: ${files.js} and ${files.wasm}, with their sha384`);
