// The app passes that rewrite the app's own files (scripts/pipeline/app.js),
// each on a small input: the stylesheet compacted, its constants inlined,
// wasm-bindgen's names shortened in the wasm and its script alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compactCss, constantsInlined, shortNames } from '../../scripts/pipeline/app.js';
import { readName, readLeb } from '../../scripts/pipeline/wasm-sections.js';
import { siteWith, wasmWith } from './site.js';

test('compactCss drops comments and spare blanks, keeps strings and descendant combinators', () => {
  const css = `/* tokens */
:root {
  --gap : 4px ;
}
html :is(a, b) > p  {
  content: "a  /* not a comment */  b";
  margin: 0 auto;
}
`;
  assert.equal(compactCss(css), ':root{--gap :4px}html :is(a,b) > p{content:"a  /* not a comment */  b";margin:0 auto}');
});

test('compactCss keeps a blank that parts two words, and one string quote inside the other', () => {
  assert.equal(compactCss("a::before { content: 'it\"s' }  b  c { x: 1 }"), "a::before{content:'it\"s'}b c{x:1}");
});

test('constantsInlined writes a constant where it is used, and keeps what it must', () => {
  const css = ':root{--gap:4px;--paper:#fff;--both:var(--gap);--twice:1px;--fallback:2px}'
    + 'a{margin:var(--gap);color:var(--paper);padding:var(--both)}'
    + '@media print{:root{--twice:3px}}b{width:var(--twice);height:var(--fallback,0)}';
  // --both stays declared (its value used another), with --gap written in it.
  assert.equal(
    constantsInlined(css, ['paper']),
    ':root{--paper:#fff;--both:4px;--twice:1px;--fallback:2px}'
      + 'a{margin:4px;color:var(--paper);padding:var(--both)}'
      + '@media print{:root{--twice:3px}}b{width:var(--twice);height:var(--fallback,0)}',
  );
});

test('constantsInlined refuses a stylesheet that does not start with :root', () => {
  assert.throws(() => constantsInlined('a{color:red}'), /does not start with a :root rule/);
});

/** The names a wasm imports and exports, in order. */
function namesIn(wasm) {
  const names = { imports: [], exports: [] };
  for (let at = 8; at < wasm.length; ) {
    const id = wasm[at];
    const [length, start] = readLeb(wasm, at + 1);
    if (id === 2 || id === 7) {
      let [count, entry] = readLeb(wasm, start);
      while (count--) {
        if (id === 2) {
          const [, field] = readName(wasm, entry);
          const [imported, kind] = readName(wasm, field);
          names.imports.push(imported);
          entry = kind + 2;
        } else {
          const [exported, kind] = readName(wasm, entry);
          names.exports.push(exported);
          entry = readLeb(wasm, kind + 1)[1];
        }
      }
    }
    at = start + length;
  }
  return names;
}

const SCRIPT = [
  'const import0 = { __wbg_log_0a1b: function () {} };',
  'const imports = { "./app_bg.js": import0 };',
  'export function start() { wasm.__wbindgen_start(); wasm.run(); }',
].join('\n');

test('shortNames gives wasm-bindgen\'s names short ones, in the wasm and its script alike', () => {
  const site = siteWith({ script: SCRIPT, wasm: wasmWith({ imports: ['__wbg_log_0a1b'], exports: ['__wbindgen_start', 'run'] }) });
  shortNames(site);
  assert.deepEqual(namesIn(site.get('app-1234abcd_bg.wasm')), { imports: ['_0'], exports: ['_1', 'run'] });
  assert.equal(
    site.get('app-1234abcd.js').toString(),
    ['const import0 = { _0: function () {} };', 'const imports = { "_": import0 };', 'export function start() { wasm._1(); wasm.run(); }'].join('\n'),
  );
});

test('shortNames fails on an import the script does not provide, and on a short name the script uses', () => {
  const wasm = wasmWith({ imports: ['__wbg_log_0a1b', '__wbg_gone_9f'], exports: [] });
  assert.throws(() => shortNames(siteWith({ script: SCRIPT, wasm })), /does not provide the import __wbg_gone_9f/);
  const taken = wasmWith({ imports: ['__wbg_log_0a1b'], exports: [] });
  assert.throws(() => shortNames(siteWith({ script: `${SCRIPT}\nconst _0 = 1;`, wasm: taken })), /already uses the name _0/);
});
