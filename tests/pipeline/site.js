// A small site in memory, as the finishing passes see one: a page that
// names the app's files, its stylesheet and its own script, and those
// files. What each pass test starts from.
import { leb, name } from '../../scripts/pipeline/wasm-sections.js';

/** A section of a wasm: its id, its length, its bytes. */
const section = (id, ...bytes) => {
  const content = Buffer.concat(bytes.map((b) => (Buffer.isBuffer(b) ? b : Buffer.from(b))));
  return Buffer.concat([Buffer.from([id]), leb(content.length), content]);
};

/**
 * A wasm that imports each of `imports` (functions of no arguments, from
 * module `from`) and exports its one function under each of `exports`.
 */
export function wasmWith({ from = './app_bg.js', imports, exports }) {
  return Buffer.concat([
    Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
    section(1, [1, 0x60, 0, 0]),
    section(2, leb(imports.length), ...imports.map((field) => Buffer.concat([name(from), name(field), Buffer.from([0, 0])]))),
    section(3, [1, 0]),
    section(7, leb(exports.length), ...exports.map((exported) => Buffer.concat([name(exported), Buffer.from([0]), leb(imports.length)]))),
    section(10, [1, 2, 0, 0x0b]),
  ]);
}

/** A page naming the app's files (`app-1234abcd.js`, its wasm), a stylesheet, the page's own script and the modules it loads later. */
export const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="./main-0011223344556677.css" integrity="sha384-x">',
  '<script type="application/json" id="app-files">{"js":"./app-1234abcd.js","wasm":"./app-1234abcd_bg.wasm"}</script>',
  '<script src="page.js" defer></script>',
  '</head><body><dialog data-script="send.js"></dialog><dialog data-script="follow.js"></dialog></body></html>',
].join('\n');

/** The site: `script` as the app's script, `wasm` as its wasm. */
export function siteWith({ script, wasm }) {
  return new Map([
    ['index.html', Buffer.from(PAGE)],
    ['app-1234abcd.js', Buffer.from(script)],
    ['app-1234abcd_bg.wasm', wasm],
    ['main-0011223344556677.css', Buffer.from(':root{--ink:#111}body{color:var(--ink)}')],
    ['page.js', Buffer.from('document.title;')],
    ['send.js', Buffer.from('export const svgOf = (text) => text;')],
    ['follow.js', Buffer.from('export const plain = (text) => text;')],
  ]);
}
