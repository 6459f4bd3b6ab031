// The size budget: the first view (html, icon, css, js, wasm and the
// bundled catalog), brotli -11, must not grow past BUDGET. Bytes are
// deterministic, so this is a fair test; times are left to the benchmark.
// Raise the budget only on purpose, with the reason in BENCHMARKS.md.
import { test, expect } from '@playwright/test';
import { sizes } from '../../bench/sizes.js';

const BUDGET = 172 * 1024;

test('the first view stays within its size budget (brotli)', () => {
  const files = sizes('dist');
  expect(files.map((f) => f.kind).sort()).toEqual(['catalog', 'css', 'html', 'js', 'svg', 'wasm']);
  const total = files.reduce((sum, f) => sum + f.brotli, 0);
  expect(total, files.map((f) => `${f.name}: ${f.brotli}`).join(', ')).toBeLessThanOrEqual(BUDGET);
});
