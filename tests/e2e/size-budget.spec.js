// The size budget: what the app itself sends on a first view (wasm, js,
// css, icon, and index.html without the prerendered catalog), brotli -11,
// must not grow past BUDGET. The catalog's own bytes (catalog.json and its
// markup in index.html: its series, and its feeds' links in the head) are
// the author's, and grow with the catalog: the benchmark reports them. Bytes are deterministic, so this is a fair test;
// times are left to the benchmark. Raise the budget only on purpose, with
// the reason in BENCHMARKS.md.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { test, expect } from '@playwright/test';
import { appShell, sizes } from '../../bench/sizes.js';

const BUDGET = 206_632;
const brotli = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

test('the app\'s first view stays within its size budget (brotli)', () => {
  const files = sizes('dist');
  expect(files.map((f) => f.kind).sort()).toEqual(['catalog', 'css', 'html', 'js', 'js', 'svg', 'wasm']);
  const page = readFileSync('dist/index.html', 'utf8');
  for (const markup of ['catalog', 'feeds']) {
    expect(page, `the catalog's ${markup} markup is between its markers`).toMatch(new RegExp(`<!-- ${markup}:start -->.+<!-- ${markup}:end -->`, 's'));
  }
  const shell = appShell(page);
  const app = files.filter((f) => f.kind !== 'catalog' && f.kind !== 'html');
  const total = app.reduce((sum, f) => sum + f.brotli, 0) + brotli(shell);
  const detail = [...app.map((f) => `${f.name}: ${f.brotli}`), `index.html without the catalog: ${brotli(shell)}`];
  expect(total, detail.join(', ')).toBeLessThanOrEqual(BUDGET);
});
