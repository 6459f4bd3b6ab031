// The page in the catalog's language (scripts/pipeline/interface.js): the
// page's words filled in, escaped, with the language and the way it reads;
// the app's compiled into the #interface block; a key with no words stops
// the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { interfaceOf, speak, wordsIn } from '../../scripts/pipeline/interface.js';

const pageSaying = (body) => new Map([['index.html', Buffer.from(`<html lang="{{lang}}" dir="{{dir}}"><script type="application/json" id="interface"></script>${body}</html>`)]]);

test('speak fills in the page words of the language, escaped, its lang and dir, and the app words in the block', () => {
  const site = pageSaying('<a>{{skip_to_series}}</a><p data-x="{{app_starting}}">{{keep_a_copy}}</p>');
  speak(site, 'ar');
  const html = site.get('index.html').toString();
  const words = wordsIn('ar').page;
  assert.match(html, /^<html lang="ar" dir="rtl">/);
  assert.ok(html.includes(`<a>${words.skip_to_series}</a>`));
  assert.ok(html.includes(`<a href="#send">${words.keep_a_copy_link}</a>`), 'a {link} is the link to Send to another device');
  const block = JSON.parse(html.match(/id="interface">([^<]*)</)[1]);
  assert.deepEqual(block, interfaceOf('ar'));
});

test('a key the page says with no words stops the build, naming it', () => {
  assert.throws(() => speak(pageSaying('<p>{{no_such_words}}</p>'), 'en'), /no_such_words/);
});

test('a language with no file of its own takes the nearest, then English', () => {
  assert.deepEqual(wordsIn('de-CH'), wordsIn('de'));
  assert.deepEqual(wordsIn('zh-Hans-CN').app.search, wordsIn('zh-Hans').app.search);
  assert.deepEqual(wordsIn('zh-CN').app.search, wordsIn('zh-Hans').app.search);
  assert.deepEqual(wordsIn('zh').app.search, wordsIn('zh-Hans').app.search);
  assert.deepEqual(wordsIn('zh-TW'), wordsIn('en'), 'no Traditional Chinese words yet');
  assert.deepEqual(wordsIn('pt-BR'), wordsIn('en'));
});
