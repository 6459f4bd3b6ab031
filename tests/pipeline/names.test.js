// Names after final bytes (scripts/pipeline/names.js) and the one pattern
// of a content-hashed name (site.js' HASHED).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nameAfterBytes } from '../../scripts/pipeline/names.js';
import { HASHED, shortHash } from '../../scripts/pipeline/site.js';
import { siteWith, wasmWith } from './site.js';

test('HASHED takes the stem and the ending of a content-hashed name, and nothing else', () => {
  assert.deepEqual('app-1234abcd_bg.wasm'.match(HASHED)?.slice(1), ['app', '_bg.wasm']);
  assert.deepEqual('learning-series-0011223344556677.css'.match(HASHED)?.slice(1), ['learning-series', '.css']);
  for (const name of ['page.js', 'catalog.json', 'app-XYZ.js', 'app-00112233445566778.js', 'sw.js']) assert.equal(HASHED.test(name), false, name);
});

test('nameAfterBytes names each app file after its bytes, and the page follows', () => {
  const site = siteWith({ script: 'export {}', wasm: wasmWith({ imports: [], exports: [] }) });
  const bytes = new Map([...site].map(([name, content]) => [name, content]));
  nameAfterBytes(site);
  const js = `app-${shortHash(bytes.get('app-1234abcd.js'))}.js`;
  const wasm = `app-${shortHash(bytes.get('app-1234abcd_bg.wasm'))}_bg.wasm`;
  const css = `main-${shortHash(bytes.get('main-0011223344556677.css'))}.css`;
  const page = `page-${shortHash(bytes.get('page.js'))}.js`;
  const send = `send-${shortHash(bytes.get('send.js'))}.js`;
  const follow = `follow-${shortHash(bytes.get('follow.js'))}.js`;
  assert.deepEqual([...site.keys()].sort(), [js, wasm, css, 'index.html', page, send, follow].sort());
  const html = site.get('index.html').toString();
  for (const name of [js, wasm, css, page]) assert.ok(html.includes(`./${name}`), name);
  for (const module of [send, follow]) assert.ok(html.includes(` data-script="${module}"`), module);
  assert.ok(!/1234abcd|0011223344556677|"(page|send|follow)\.js"/.test(html), html);
  assert.deepEqual(site.get(js), bytes.get('app-1234abcd.js'));
});

test('nameAfterBytes refuses a page that names no app files', () => {
  const site = siteWith({ script: 'export {}', wasm: wasmWith({ imports: [], exports: [] }) });
  site.set('index.html', Buffer.from('<!DOCTYPE html><title>x</title>'));
  assert.throws(() => nameAfterBytes(site), /names no app files/);
});
