// Where the wasm's bytes go, by the module that owns them: the release
// wasm built again with its function names kept (wasm-bindgen, then
// wasm-opt -Oz -g, as Trunk does but for the names), read by `twiggy top`,
// and grouped. Prints a section of BENCHMARKS.md; with --write, puts it
// between the attribution markers there.
//   node bench/wasm-attribution.js [--write]   (scripts/bench runs it)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const run = (command, args) => execFileSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });

/**
 * The group of a function or data item, by the first of these whose
 * pattern its name holds: the app's modules first (generic code
 * instantiated for the app's types is the app's), then the crates.
 */
/** @type {Array<[string, RegExp]>} */
const GROUPS = [
  ['the app: finding (filter, search, matching, highlighting)', /learning_series::(state::(finder|per_key)|finding|components::(search_box|topic_filter|status_filter|facet|filter_summary|highlighted|matching_parts))\b/],
  ['the app: progress to another device (link, QR code, dialog)', /learning_series::(kept::(progress_link|qr)|browser::sharing|components::send_progress)\b/],
  ['the app: progress (marks, storage, export and import)', /learning_series::(state::(marks|saver)|kept::(progress|storage|document)|browser::files|components::(progress_overview|list_actions|series_meter))\b/],
  ['the app: your own marks (stars, notes, follows)', /learning_series::(kept::(annotations|export)|state::own_marks|components::(press_toggle|part_note))\b/],
  ['the app: New parts', /learning_series::(state::seen|kept::seen|components::new_parts)\b/],
  ['the app: the reading loop (continue, next, back from a part)', /learning_series::(state::back_from|components::(continue_reading|go_to_part|back_from_part)|browser::into_view)\b/],
  ['the app: notices', /learning_series::(state::messages|components::(notices|phrase_text))\b/],
  ['the app: catalog and JSON (reading, checking)', /learning_series::(catalog|json|phrase|ids|html)\b/],
  ['the app: start-up, takeover, cards and lists', /learning_series::|^main$/],
  ['Leptos (views and the reactive runtime)', /\b(tachys|reactive_graph|leptos\w*|either_of|or_poisoned|any_spawner|throw_error|slotmap|indexmap|reactive_stores|send_wrapper|guardian)::/],
  ['JSON (serde)', /\b(serde_json|serde_core|serde|zmij|itoa|ryu)::/],
  ['browser bindings (wasm-bindgen, js-sys, web-sys, imports)', /\b(wasm_bindgen\w*|js_sys|web_sys)::|^(import|export) |externref|^intounderlying|__wbindgen|__wbg/],
  ['Rust standard library (allocator, collections, formatting)', /\b(core|alloc|std|dlmalloc|hashbrown|compiler_builtins|memchr)(\[[0-9a-f]+\])?::|^(<|&|char|str|u8|u32|u64|usize|i32|i64|isize|f64|__rustc)/],
  ['data (strings, tables)', /^(data|elem|table|global|type)\b/],
];
/** Closures the compiler names after the trait they implement, whoever made them. */
const CLOSURES = /^core::ops::function::(FnOnce|Fn|FnMut)::call/;

function namedWasm(dir) {
  run('cargo', ['build', '--release', '--quiet', '--target', 'wasm32-unknown-unknown', '--bin', 'learning-series']);
  const built = join(root, 'target/wasm32-unknown-unknown/release/learning-series.wasm');
  run('wasm-bindgen', ['--target', 'web', '--out-dir', dir, built]);
  const named = join(dir, 'named.wasm');
  run('wasm-opt', ['-Oz', '-g', join(dir, 'learning-series_bg.wasm'), '-o', named]);
  return named;
}

function attribution(wasm) {
  const csv = run('twiggy', ['top', '-n', '1000000', '--format', 'csv', wasm]).trim().split('\n').slice(1);
  /** @type {Map<string, number>} */
  const groups = new Map([...GROUPS.map(([name]) => name), 'closures the compiler names after their trait', 'other'].map((name) => [name, 0]));
  let total = 0;
  for (const line of csv) {
    // Name (maybe quoted, with commas), ShallowSize, ShallowSizePercent, ...
    const fields = line.match(/^("(?:[^"]|"")*"|[^,]*),(\d+),/);
    if (!fields) continue;
    const name = fields[1].replace(/^"|"$/g, '').replace(/""/g, '"');
    const size = Number(fields[2]);
    if (/function names|local names|custom section|subsection/.test(name)) continue;
    total += size;
    const group = CLOSURES.test(name) && !name.includes('learning_series::')
      ? 'closures the compiler names after their trait'
      : (GROUPS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other');
    groups.set(group, groups.get(group) + size);
  }
  return { groups, total };
}

function shippedBrotli() {
  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  const wasm = JSON.parse(html.match(/<script type="application\/json" id="app-files">([^<]*)</)[1]).wasm;
  const bytes = readFileSync(join(root, 'dist', wasm.replace(/^\.\//, '')));
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

function report({ groups, total }, brotli) {
  const rows = [...groups].filter(([, size]) => size > 0).sort((a, b) => b[1] - a[1]);
  const share = (size) => `${((100 * size) / total).toFixed(1)} %`;
  const commit = run('git', ['rev-parse', '--short', 'HEAD']).trim();
  return [
    `Last count: commit ${commit}. The release wasm's functions and data (wasm-opt -Oz; ${total} bytes before compression), by the module that owns them (\`twiggy top\` on a build that keeps the names; \`bench/wasm-attribution.js\`). The brotli column shares the shipped wasm's ${brotli} bytes in proportion, an estimate: code compresses unevenly. Generic code is counted where it was instantiated when its name says so (\`PerKey<T>::update\` is the app's), else with its crate; closures are named after the trait they implement and cannot be told apart.`,
    '',
    '| part | bytes | share | ≈ brotli |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(([name, size]) => `| ${name} | ${size} | ${share(size)} | ${Math.round((brotli * size) / total)} |`),
  ].join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'wasm-attribution-'));
try {
  const figures = report(attribution(namedWasm(dir)), shippedBrotli());
  if (process.argv.includes('--write')) {
    const path = join(root, 'BENCHMARKS.md');
    const page = readFileSync(path, 'utf8');
    const [before, rest] = page.split('<!-- attribution:start -->');
    if (rest === undefined) throw new Error('BENCHMARKS.md has no <!-- attribution:start --> marker');
    const after = rest.split('<!-- attribution:end -->')[1];
    writeFileSync(path, `${before}<!-- attribution:start -->\n${figures}\n<!-- attribution:end -->${after}`);
  }
  console.log(figures);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
