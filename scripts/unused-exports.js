// Trunk post-build hook, release builds, before minify.js: takes out of
// the app's wasm and script the classes Leptos brings in and this app
// never uses. Leptos always builds server functions' browser side
// (server_fn's `browser` feature), whose wasm-streams dependency exports
// three classes from the wasm; an export is kept whoever calls it, so
// their code (and the promise glue behind it) shipped in every build.
// This app has no server functions. Here their exports are dropped from
// the wasm, wasm-opt (binaryen 132, as Trunk ran it) takes out what only
// they reached, and their classes leave the script: about 1.7 KB of
// brotli. The build fails if the script still names a dropped export.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appFiles, page, stagedSite } from './built-page.js';
import { editSections, readLeb, readName } from './wasm-sections.js';

const UNUSED = ['IntoUnderlyingByteSource', 'IntoUnderlyingSink', 'IntoUnderlyingSource'];

const staging = stagedSite('unused-exports');
const files = appFiles(page(staging).html);
if (!files) {
  console.error('unused-exports: index.html has no #app-files block (Trunk.toml pattern_script)');
  process.exit(1);
}

// The script: each class, its dispose line and its finalization registry.
const scriptPath = join(staging, files.js);
let script = readFileSync(scriptPath, 'utf8');
for (const name of UNUSED) {
  const parts = [
    new RegExp(`^export class ${name} \\{\\n[\\s\\S]*?\\n\\}\\n`, 'm'),
    new RegExp(`^if \\(Symbol\\.dispose\\) ${name}\\.prototype\\[Symbol\\.dispose\\] = [^\\n]*\\n`, 'm'),
    new RegExp(`^const ${name}Finalization = [\\s\\S]*?;\\n`, 'm'),
  ];
  for (const part of parts) {
    if (!part.test(script)) {
      console.error(`unused-exports: ${files.js} has no ${part} (a new wasm-bindgen or Leptos?)`);
      process.exit(1);
    }
    script = script.replace(part, '');
  }
}

// The wasm: its export section without the classes' exports.
const wasmPath = join(staging, files.wasm);
const wasm = readFileSync(wasmPath);
const prefixes = UNUSED.flatMap((name) => [`${name.toLowerCase()}_`, `__wbg_${name.toLowerCase()}_`]);
const dropped = [];

// The export section: an export is a name, a kind (a byte) and an index.
const edited = editSections(wasm, {
  7: (bytes, count, first) => {
    const kept = [];
    let entry = first;
    for (let i = 0; i < count; i++) {
      const [name, kindAt] = readName(bytes, entry);
      const [, next] = readLeb(bytes, kindAt + 1);
      if (prefixes.some((prefix) => name.startsWith(prefix))) dropped.push(name);
      else kept.push(bytes.subarray(entry, next));
      entry = next;
    }
    return kept;
  },
});
if (dropped.length === 0) {
  console.error(`unused-exports: ${files.wasm} exports none of ${UNUSED.join(', ')}`);
  process.exit(1);
}
const stillNamed = dropped.filter((name) => script.includes(`.${name}(`));
if (stillNamed.length) {
  console.error(`unused-exports: ${files.js} still calls ${stillNamed.join(', ')}`);
  process.exit(1);
}
writeFileSync(wasmPath, edited);
execFileSync('wasm-opt', ['-Oz', wasmPath, '-o', wasmPath], { stdio: 'inherit' });
writeFileSync(scriptPath, script);
