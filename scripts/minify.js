// Trunk post-build hook, release builds, before app-files.js (which hashes
// what this leaves): the app's script (wasm-bindgen's module, named in
// #app-files) and the page's inline start-up script, minified with terser,
// the stylesheet without its comments and spare blanks (its integrity in
// the page updated), and the page without its comments (but the markers
// scripts/prerender writes between). Their documentation stays in the
// source; a reader's phone downloads only the code (about 3.5 KB of
// brotli less).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';
import { appFiles, page, stagedSite } from './built-page.js';

const staging = stagedSite('minify');
const { path, html } = page(staging);

const files = appFiles(html);
if (!files) {
  console.error('minify: index.html has no #app-files block (Trunk.toml pattern_script)');
  process.exit(1);
}
const script = join(staging, files.js);
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
let minified = html
  .replace(startUp, (_, open, __, close) => `${open}${code}${close}`)
  .replace(/<!--(?! (?:catalog|masthead):(?:start|end) -->)[\s\S]*?-->/g, '');

/**
 * CSS without comments, runs of blanks as one, no blank next to a brace,
 * semicolon or comma nor after a colon (a blank before one is a selector's
 * descendant combinator, `html :is(a)`, and stays), and no semicolon
 * before a closing brace; strings as they are.
 */
function compact(css) {
  let out = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      out += css.slice(i, end + 1);
      i = end;
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
    } else if (/\s/.test(c)) {
      if (!/[\s{};,:]$/.test(out) && !/[{};,]/.test(css.slice(i).trimStart()[0] ?? '}')) out += ' ';
    } else if (c === '}' && out.endsWith(';')) {
      out = out.slice(0, -1) + c;
    } else {
      out += c;
    }
  }
  return out.trim();
}
const link = minified.match(/<link rel="stylesheet" href="\.\/([^"]+\.css)" integrity="([^"]+)"/);
if (!link) {
  console.error('minify: index.html links no stylesheet with its integrity');
  process.exit(1);
}
const stylesheet = join(staging, link[1]);
const css = compact(readFileSync(stylesheet, 'utf8'));
writeFileSync(stylesheet, css);
const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
minified = minified.replace(link[0], link[0].replace(link[2], integrity));
writeFileSync(path, minified);
console.log(`minify: ${script}, ${stylesheet} and the start-up script`);
