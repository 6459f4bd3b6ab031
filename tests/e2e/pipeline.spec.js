// The finishing pipeline (scripts/pipeline/finish.js), on the site as Trunk
// left it in the release build (the hook keeps a copy: trunk-stage, in
// Cargo's target folder):
// every hashed name is the hash of its final bytes, so a change of a
// finishing pass alone gives new names to the files whose bytes it
// changed, and only to them, and every reference follows: the page, its
// integrity, the worker's precache list, `_headers`. No name ever holds
// two contents. And the scripts ask Cargo where its target folder is.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { appPasses, finishApp, finishCatalog } from '../../scripts/pipeline/finish.js';
import { constantsInlined, minify } from '../../scripts/pipeline/app.js';
import { appFiles, stylesheetOf } from '../../scripts/pipeline/page.js';
import { readSite, setText, textOf } from '../../scripts/pipeline/site.js';
import { cargoTarget, projectKit } from '../../scripts/cargo-target.js';

const STAGE = join(cargoTarget(), 'trunk-stage');

const options = {
  profile: 'release',
  kit: projectKit().kit,
  sizeLimit: readFileSync('src/catalog-size-limit', 'utf8').trim(),
  catalog: { folders: { '/in': STAGE }, inside: '/in/catalog.json', shownAs: 'catalog.json' },
  quiet: true,
};

/** The site Trunk left, finished, with `change` run right after the minifier. */
async function finished(change) {
  const site = readSite(STAGE);
  const passes = await appPasses('release');
  if (change) passes.splice(passes.indexOf(minify) + 1, 0, change);
  await finishApp(site, { ...options, passes });
  await finishCatalog(site, options);
  return site;
}

/** The app's script, wasm and stylesheet, by their names in the site. */
function appNames(site) {
  const html = textOf(site, 'index.html', 'test');
  const files = appFiles(html);
  return { js: files.js.slice(2), wasm: files.wasm.slice(2), css: stylesheetOf(html), files, html };
}

const sha256 = (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
const sha16 = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

test('each hashed name is its final bytes\' hash; a changed pass renames only what it changed, and every reference follows', async () => {
  test.setTimeout(180_000);
  const plain = await finished();
  const before = appNames(plain);
  for (const name of [before.js, before.wasm, before.css]) expect(name, name).toContain(`-${sha16(plain.get(name))}`);
  expect(before.files.jsIntegrity).toBe(sha256(plain.get(before.js)));
  expect(before.files.wasmIntegrity).toBe(sha256(plain.get(before.wasm)));
  expect(before.html).toContain(`integrity="${sha256(plain.get(before.css))}"`);

  // A stylesheet pass that writes one more rule.
  const styled = await finished((site) => {
    const { css } = appNames(site);
    setText(site, css, `${textOf(site, css, 'test')}.changed{color:red}`);
  });
  const after = appNames(styled);
  expect(after.css, 'the stylesheet is renamed').not.toBe(before.css);
  expect(after.css).toContain(`-${sha16(styled.get(after.css))}`);
  expect([after.js, after.wasm], 'the script and wasm keep their names').toEqual([before.js, before.wasm]);
  expect(after.html).toContain(`href="./${after.css}" integrity="${sha256(styled.get(after.css))}"`);
  expect(textOf(styled, 'sw.js', 'test')).toContain(`"${after.css}"`);
  expect(textOf(styled, 'sw.js', 'test')).not.toContain(before.css);
  expect(textOf(styled, '_headers', 'test')).toContain(`/${after.css}\n  Cache-Control: public, max-age=31536000, immutable`);
  expect(textOf(styled, '_headers', 'test')).not.toContain(before.css);

  // A script pass: the script renamed, the wasm not.
  const scripted = await finished((site) => {
    const { js } = appNames(site);
    setText(site, js, `${textOf(site, js, 'test')}\n`);
  });
  const again = appNames(scripted);
  expect(again.js).not.toBe(before.js);
  expect([again.wasm, again.css]).toEqual([before.wasm, before.css]);
  expect(again.files.jsIntegrity).toBe(sha256(scripted.get(again.js)));

  // No name holds two contents across the three builds.
  for (const [name, bytes] of plain) {
    for (const other of [styled, scripted]) {
      if (other.has(name) && /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/.test(name)) expect(other.get(name).equals(bytes), name).toBe(true);
    }
  }
});

test('a page built for one sub-path (Trunk\'s --public-url) is refused, in a sentence that says why', async () => {
  const site = readSite(STAGE);
  setText(site, 'index.html', textOf(site, 'index.html', 'test').replaceAll('"./learning-series', '"/learning/learning-series'));
  await expect(finishApp(site, { profile: 'release' })).rejects.toThrow(
    "the page names its files from /learning/ (Trunk's --public-url): one build serves the root and every sub-path as it is, so build without --public-url",
  );
});

test('the scripts find the build where Cargo puts it, CARGO_TARGET_DIR too', () => {
  const elsewhere = join(tmpdir(), 'elsewhere-target');
  const said = execFileSync('node', ['scripts/cargo-target.js'], { env: { ...process.env, CARGO_TARGET_DIR: elsewhere }, encoding: 'utf8' });
  expect(said).toBe(`${elsewhere}\n`);
});

test('a custom property set once, in :root, is written where it is used; one set again, used in another, with a fallback or kept by name stays', () => {
  const css = ':root{--a:1px;--b:light-dark(#000,#fff);--c:var(--a);--d:2px;--e:3px;--paper:#fff}x{margin:var(--a) var(--d);color:var(--b);background:var(--paper)}@media print{:root{--d:0}}y{padding:var(--e,4px) var(--c)}';
  expect(constantsInlined(css, ['paper'])).toBe(
    ':root{--c:1px;--d:2px;--e:3px;--paper:#fff}x{margin:1px var(--d);color:light-dark(#000,#fff);background:var(--paper)}@media print{:root{--d:0}}y{padding:var(--e,4px) var(--c)}',
  );
  expect(() => constantsInlined('body{margin:0}')).toThrow('constants inlined: the stylesheet does not start with a :root rule');
});
