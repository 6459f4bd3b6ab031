// The size ceiling: the first view, as the benchmark counts it (the page,
// its stylesheet, icon and scripts, the app's script and wasm, and
// catalog.json, each brotli -11: bench/sizes.js), stays at or under
// CEILING on the site the end-to-end tests run on (the release build
// with the seed catalog, fixture-site.js), so the bundled catalog an
// author replaces is not what it measures. A ceiling, not a ratchet: the
// prerendered catalog is readable and its lists open before the wasm
// arrives, so the wasm only delays the controls, and a rule written
// twice to save a few hundred bytes costs more than those bytes. Each
// change that moves the figure still records its cost in BENCHMARKS.md's
// size history. Bytes are deterministic, so this is a fair test; times
// are left to the benchmark.
import { test, expect } from '@playwright/test';
import { sizes } from '../../bench/sizes.js';
import { SITE } from './fixture-site.js';

const CEILING = 220_000;

test('the first view stays under its ceiling (brotli, as the benchmark counts it)', () => {
  const files = sizes(SITE);
  expect(files.map((f) => f.kind).sort()).toEqual(['catalog', 'css', 'html', 'js', 'js', 'svg', 'wasm']);
  const total = files.reduce((sum, f) => sum + f.brotli, 0);
  const detail = files.map((f) => `${f.name}: ${f.brotli}`).join(', ');
  // Not an empty measure: the wasm alone is most of it.
  expect(files.find((f) => f.kind === 'wasm')?.brotli, detail).toBeGreaterThan(total / 2);
  expect(total, detail).toBeLessThanOrEqual(CEILING);
});
