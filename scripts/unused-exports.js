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

function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

function leb(value) {
  const out = [];
  do {
    const byte = value % 128;
    value = Math.floor(value / 128);
    out.push(value ? byte | 0x80 : byte);
  } while (value);
  return Buffer.from(out);
}

const sections = [wasm.subarray(0, 8)];
for (let at = 8; at < wasm.length; ) {
  const id = wasm[at];
  const [size, body] = readLeb(wasm, at + 1);
  const end = body + size;
  if (id !== 7) {
    sections.push(wasm.subarray(at, end));
  } else {
    const [count, first] = readLeb(wasm, body);
    const kept = [];
    let entry = first;
    for (let i = 0; i < count; i++) {
      const [length, nameAt] = readLeb(wasm, entry);
      const name = wasm.subarray(nameAt, nameAt + length).toString('utf8');
      const [, next] = readLeb(wasm, nameAt + length + 1);
      if (prefixes.some((prefix) => name.startsWith(prefix))) dropped.push(name);
      else kept.push(wasm.subarray(entry, next));
      entry = next;
    }
    const content = Buffer.concat([leb(kept.length), ...kept]);
    sections.push(Buffer.from([7]), leb(content.length), content);
  }
  at = end;
}
if (dropped.length === 0) {
  console.error(`unused-exports: ${files.wasm} exports none of ${UNUSED.join(', ')}`);
  process.exit(1);
}
const stillNamed = dropped.filter((name) => script.includes(`.${name}(`));
if (stillNamed.length) {
  console.error(`unused-exports: ${files.js} still calls ${stillNamed.join(', ')}`);
  process.exit(1);
}
writeFileSync(wasmPath, Buffer.concat(sections));
execFileSync('wasm-opt', ['-Oz', wasmPath, '-o', wasmPath], { stdio: 'inherit' });
writeFileSync(scriptPath, script);
