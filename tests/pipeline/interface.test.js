// The page in the catalog's language (scripts/pipeline/interface.js): the
// page's words filled in, escaped, with the language and the way it reads;
// the app's compiled into the #interface block; a key with no words stops
// the build.
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { directionOf, interfaceOf, languageFacts, languageOf, otherWayRule, speak, wordsIn } from '../../scripts/pipeline/interface.js';

const pageSaying = (body) => new Map([['index.html', Buffer.from(`<html lang="{{lang}}" dir="{{dir}}"><script type="application/json" id="interface"></script>${body}</html>`)]]);

test('speak fills in the page words of the language, escaped, its lang and dir, and the app words in the block', () => {
  const site = pageSaying('<a>{{skip_to_series}}</a><p data-x="{{app_starting}}">{{keep_a_copy}}</p>');
  speak(site, { lang: 'ar' });
  const html = site.get('index.html').toString();
  const words = wordsIn('ar').page;
  assert.match(html, /^<html lang="ar" dir="rtl">/);
  assert.ok(html.includes(`<a>${words.skip_to_series}</a>`));
  assert.ok(html.includes(`<a href="#send">${words.keep_a_copy_link}</a>`), 'a {link} is the link to Send to another device');
  const block = JSON.parse(html.match(/id="interface">([^<]*)</)[1]);
  assert.deepEqual(block, interfaceOf('ar'));
});

test('a key the page says with no words stops the build, naming it', () => {
  assert.throws(() => speak(pageSaying('<p>{{no_such_words}}</p>'), { lang: 'en' }), /no_such_words/);
});

test('a language with no file of its own takes the nearest, then English', () => {
  assert.deepEqual(wordsIn('de-CH'), wordsIn('de'));
  assert.deepEqual(wordsIn('zh-Hans-CN').app.search, wordsIn('zh-Hans').app.search);
  assert.deepEqual(wordsIn('zh-CN').app.search, wordsIn('zh-Hans').app.search);
  assert.deepEqual(wordsIn('zh').app.search, wordsIn('zh-Hans').app.search);
  const { shipped, ...english } = wordsIn('en');
  assert.equal(shipped, true);
  assert.deepEqual(wordsIn('zh-TW'), { ...english, shipped: false }, 'no Traditional Chinese words yet');
  assert.deepEqual(wordsIn('pt-BR'), { ...english, shipped: false });
  assert.equal(wordsIn('en-GB').shipped, true);
});

test("a catalog's own words come before the language's, in the page and in the app, and a counted page word is not said", () => {
  const own = { search: 'Tafuta', skip_to_series: 'Ruka', theme: { one: 'a', other: 'b' }, parts: { one: '{count} sehemu', other: '{count} sehemu' } };
  const words = wordsIn('sw', own);
  assert.equal(words.app.search, 'Tafuta');
  assert.equal(words.page.skip_to_series, 'Ruka');
  assert.equal(words.page.theme, wordsIn('en').page.theme, 'the kit refuses a counted page word; the page says English until then');
  assert.ok(!('search' in words.page) && !('skip_to_series' in words.app));
  const site = pageSaying('<a>{{skip_to_series}}</a>');
  speak(site, { lang: 'sw', words: own });
  const html = site.get('index.html').toString();
  assert.ok(html.includes('<a>Ruka</a>'));
  assert.deepEqual(JSON.parse(html.match(/id="interface">([^<]*)</)[1]), interfaceOf('sw', own));
  assert.ok(interfaceOf('sw', own).texts.split('\n').includes('Tafuta'));
});

test("a catalog's language and words are read as the interface can say them, and anything else is left for the kit to refuse", () => {
  const dir = mkdtempSync(join(tmpdir(), 'interface-test-'));
  try {
    const place = (document) => {
      writeFileSync(join(dir, 'catalog.json'), typeof document === 'string' ? document : JSON.stringify(document));
      return languageOf({ folders: { '/in': dir }, inside: '/in/catalog.json' });
    };
    assert.deepEqual(place({ lang: 'pt-br', interface: { search: 'Buscar', note_of: 'a\tb', parts: { other: 3 }, stars: { other: '{count}' } } }), {
      lang: 'pt-BR',
      words: { search: 'Buscar', stars: { other: '{count}' } },
      langs: [],
    });
    assert.deepEqual(place('\uFEFF{"lang": "ar"}'), { lang: 'ar', words: {}, langs: [] });
    assert.deepEqual(place({ lang: 'not a tag', interface: [] }), { lang: 'en', words: {}, langs: [] });
    assert.deepEqual(place('{ not json'), { lang: 'en', words: {}, langs: [] });
    const series = [{ lang: 'he', parts: [{ lang: 'en' }, { lang: 'not a tag' }, { lang: 3 }, null] }, { lang: 'he', parts: 'none' }, 'no series'];
    assert.deepEqual(place({ series }).langs, ['he', 'en'], 'each language tag of a series or part once, as written');
    rmSync(join(dir, 'catalog.json'));
    assert.deepEqual(languageOf({ folders: { '/in': dir }, inside: '/in/catalog.json' }), { lang: 'en', words: {}, langs: [] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("what the kit's check knows of a language: English's words by key, whether the kit has its own, its plural forms with their counts", () => {
  const russian = languageFacts('ru');
  assert.equal(russian.shipped, true);
  assert.deepEqual(russian.forms, { few: '2, 3, 4, …', many: '0, 5, 6, …', one: '1, 21, 31, …', other: '' });
  const english = wordsIn('en');
  assert.deepEqual(russian.english, { ...english.page, ...english.app, ...english.box });
  assert.deepEqual(languageFacts('sw').shipped, false);
  assert.deepEqual(languageFacts('ja').forms, { other: '0, 1, 2, …' });
});

test('a language reads right to left when its script does, the one its tag names or its likeliest', () => {
  for (const lang of ['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'ckb', 'yi', 'dv', 'syr', 'nqo', 'az-Arab', 'pa-PK', 'pa-Arab', 'uz-AF', 'ms-Arab', 'ff-Adlm', 'ar-EG']) {
    assert.equal(directionOf(lang), 'rtl', lang);
  }
  for (const lang of ['en', 'de', 'ja', 'zh-Hans', 'ru', 'ku', 'az', 'pa', 'sd-Deva', 'ks-Deva', 'ar-Latn', 'he-Latn', 'sw', 'tlh']) {
    assert.equal(directionOf(lang), 'ltr', lang);
  }
});

test('the interface names the languages of series and parts that read the other way from the page, as the catalog writes them', () => {
  const line = (lang, langs) => interfaceOf(lang, {}, { langs }).texts.split('\n')[8];
  assert.equal(line('en', ['he', 'de', 'ar-EG', 'he', 'pa-Arab']), 'rtl he ar-EG pa-Arab');
  assert.equal(line('ar', ['fr', 'he', 'ja']), 'ltr fr ja');
  assert.equal(line('en', ['de', 'ja']), '', 'every language reads as the page does');
  assert.equal(line('en', []), '');
});

test("the page's titles in a language that reads the other way read that way, by a rule its policy allows by hash, and a page without one has neither", () => {
  assert.equal(otherWayRule('rtl he ar-EG'), '[lang="he"],[lang="ar-EG"]{direction:rtl;unicode-bidi:isolate}');
  assert.equal(otherWayRule(''), '');
  const policy = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'; img-src 'self'" />`;
  const page = () => new Map([['index.html', Buffer.from(`<html lang="{{lang}}" dir="{{dir}}"><head>${policy}</head><script type="application/json" id="interface"></script></html>`)]]);
  const site = page();
  speak(site, { lang: 'en', langs: ['he', 'de'] });
  const html = site.get('index.html').toString();
  const rule = '[lang="he"]{direction:rtl;unicode-bidi:isolate}';
  assert.ok(html.includes(`<style>${rule}</style></head>`), html);
  const hash = createHash('sha256').update(rule).digest('base64');
  assert.ok(html.includes(`style-src 'self' 'sha256-${hash}'; img-src`), html);
  const plain = page();
  speak(plain, { lang: 'en', langs: ['de'] });
  assert.ok(!/<style|sha256/.test(plain.get('index.html').toString()));
  const unguarded = new Map([['index.html', Buffer.from('<html lang="{{lang}}" dir="{{dir}}"><head></head><script type="application/json" id="interface"></script></html>')]]);
  assert.throws(() => speak(unguarded, { lang: 'ar', langs: ['en'] }), /no Content-Security-Policy meta tag with style-src/);
});
