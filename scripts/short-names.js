// Trunk post-build hook, release builds, after unused-exports.js and
// before minify.js: gives the wasm's imports and exports short names, in
// the wasm and in its script alike. wasm-bindgen names each import after
// what it binds and a hash (`__wbg_set_nodeValue_7e9217115013d873`), and
// exports each closure's shim under its type's hash; the wasm and the
// script each carry every name, and hashes do not compress (BENCHMARKS.md
// says what this saves). Only wasm-bindgen's own names are shortened,
// which no other code in the script can share: the app's exports (start)
// and the memory (the benchmark reads it) keep theirs. The build fails if
// the script does not provide an import, or a short name is taken.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appFiles, page, stagedSite } from './built-page.js';
import { editSections, name, readLeb, readName } from './wasm-sections.js';

/** wasm-bindgen's own names: its glue's and its bindings'. */
const BINDGEN = /^(__wbg_|__wbindgen_|wasm_bindgen__)/;
const IMPORTS = 2;
const EXPORTS = 7;

const staging = stagedSite('short-names');
const files = appFiles(page(staging).html);
if (!files) {
  console.error('short-names: index.html has no #app-files block (Trunk.toml pattern_script)');
  process.exit(1);
}
const scriptPath = join(staging, files.js);
const wasmPath = join(staging, files.wasm);
let script = readFileSync(scriptPath, 'utf8');
const fail = (message) => {
  console.error(`short-names: ${message}`);
  process.exit(1);
};

/** The script's uses of `word` as a whole identifier or property name. */
const uses = (word) => new RegExp(`(?<![\\w$])${word.replace(/[$]/g, '\\$')}(?![\\w$])`, 'g');

const renamed = new Map();
const imported = new Set();
const shortName = (old) => {
  if (!renamed.has(old)) renamed.set(old, `_${renamed.size.toString(36)}`);
  return renamed.get(old);
};

// How long an import's description is, after its kind: a function's or a
// tag's type, a table's element type and limits, a memory's limits, a
// global's type and mutability.
const limitsEnd = (bytes, at) => {
  const [, afterMin] = readLeb(bytes, at + 1);
  return bytes[at] & 1 ? readLeb(bytes, afterMin)[1] : afterMin;
};
const descriptionEnd = (bytes, kind, at) =>
  [() => readLeb(bytes, at)[1], () => limitsEnd(bytes, at + 1), () => limitsEnd(bytes, at), () => at + 2, () => readLeb(bytes, at + 1)[1]][kind]();

let module = null;
const wasm = editSections(readFileSync(wasmPath), {
  [IMPORTS]: (bytes, count, first) => {
    const entries = [];
    for (let i = 0, at = first; i < count; i++) {
      const [from, fieldAt] = readName(bytes, at);
      const [field, kindAt] = readName(bytes, fieldAt);
      const end = descriptionEnd(bytes, bytes[kindAt], kindAt + 1);
      if (module !== null && from !== module) fail(`${files.wasm} imports from ${from} and ${module}`);
      module = from;
      imported.add(field);
      const short = BINDGEN.test(field) ? shortName(field) : field;
      entries.push(Buffer.concat([name('_'), name(short), bytes.subarray(kindAt, end)]));
      at = end;
    }
    return entries;
  },
  [EXPORTS]: (bytes, count, first) => {
    const entries = [];
    for (let i = 0, at = first; i < count; i++) {
      const [exported, kindAt] = readName(bytes, at);
      const end = readLeb(bytes, kindAt + 1)[1];
      const short = BINDGEN.test(exported) ? shortName(exported) : exported;
      entries.push(Buffer.concat([name(short), bytes.subarray(kindAt, end)]));
      at = end;
    }
    return entries;
  },
});

const moduleKey = `"${module}"`;
if (script.split(moduleKey).length !== 2) fail(`${files.js} names the module ${moduleKey} other than once`);
script = script.replace(moduleKey, '"_"');
for (const [old, short] of renamed) {
  if (uses(short).test(script)) fail(`${files.js} already uses the name ${short}`);
}
for (const [old, short] of renamed) {
  const before = script;
  script = script.replace(uses(old), short);
  // An import the script does not provide would fail at instantiation.
  if (script === before && imported.has(old)) fail(`${files.js} does not provide the import ${old}`);
}
writeFileSync(wasmPath, wasm);
writeFileSync(scriptPath, script);
