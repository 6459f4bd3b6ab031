// The interface in the catalog's language: the words the app says
// (interface/<lang>.json, one file per language, English's where a
// language has no word of its own) with what the Unicode CLDR, as Node's
// Intl holds it, says of the language: which plural form a count takes,
// how numbers and dates are written, and which way it reads. Compiled
// into one document that the page carries (`<script id="interface">`),
// the prerender writes the page with and the app reads at its start, so
// the page and the app say every word, count and date alike, and the app
// carries no language of its own.
//
//   node scripts/pipeline/interface.js [LANG]   the build's document (the
//                                 series boxes' words too), on stdout
//   node scripts/pipeline/interface.js --words LANG
//                                 what the kit's check knows of LANG
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escaped } from './markup.js';
import { INTERFACE, PAGE } from './page.js';
import { textOf, setText } from './site.js';
import { withInlineStyle } from './trust.js';

/** Where the language files are: beside the pipeline in the package, at the project's root here. */
const FOLDER = [join(dirname(fileURLToPath(import.meta.url)), '..', 'interface'), join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'interface')].find((folder) => existsSync(join(folder, 'en.json')));
/**
 * The plural categories, in the order a counted word's forms are written in the document.
 * @type {Intl.LDMLPluralRule[]}
 */
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** How many counts the plural table holds: below 100 each its own, from 100 on by the last two digits. */
const TABLE = 200;

/**
 * A language's words, in its three parts: the page's (`page`: index.html's,
 * filled in here), the app's (`app`: compiled for src/interface.rs) and
 * the build's own (`box`: compiled after the app's for the build alone,
 * the series boxes', src/series_box.rs, and the series' own pages' with
 * the link to them, src/series_page.rs and src/prerender.rs; the page's
 * script never says them).
 * @typedef {Record<string, string | Record<string, string>>} Words
 * @typedef {{ page: Words, app: Words, box: Words }} Parts
 */

/**
 * A catalog's language (a tag), its own words, and the languages its
 * series and parts say they are in.
 * @typedef {{ lang: string, words: Words, langs: string[] }} Language
 */

/**
 * The words of `lang` (a BCP 47 tag), key by key: the catalog's own
 * (`own`, by key, page and app alike) over those of the most specific
 * file there is (`pt-BR`, then `pt`), over English's; and whether the kit
 * has a file of its own for it (`shipped`).
 * @param {string} lang
 * @param {Words} [own]
 * @returns {Parts & { shipped: boolean }}
 */
export function wordsIn(lang, own = {}) {
  const english = read('en');
  const subtags = lang.split('-');
  // `zh-CN` and `zh` are written in the script `zh-Hans` names.
  const { language, script } = new Intl.Locale(lang).maximize();
  const tried = [...subtags.map((_, at) => subtags.slice(0, subtags.length - at).join('-')), `${language}-${script}`];
  // The most specific first: pt-BR, then pt; zh-Hans before zh.
  tried.sort((a, b) => b.split('-').length - a.split('-').length);
  const shipped = tried.map(read).find(Boolean);
  /** @param {keyof Parts} part */
  const words = (part) => ({
    ...english[part],
    ...shipped?.[part],
    // The page's words are never counted: a counted one is the kit's to refuse.
    ...Object.fromEntries(Object.entries(own).filter(([key, word]) => key in english[part] && (part !== 'page' || typeof word === 'string'))),
  });
  return { page: words('page'), app: words('app'), box: words('box'), shipped: Boolean(shipped) };
}

/**
 * @param {string} name
 * @returns {Parts | null}
 */
function read(name) {
  const file = join(FOLDER, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * What the build knows of `lang`, for the kit's check of a catalog's own
 * words (src/catalog/words.rs, `--words`): the interface's keys with
 * English's words, whether the kit has words of its own in it, and the
 * plural forms it counts with, each with the first counts it says it for.
 * @param {string} lang
 */
export function languageFacts(lang) {
  const english = read('en');
  const plurals = new Intl.PluralRules(lang);
  const counts = Array.from({ length: TABLE }, (_, n) => n);
  const forms = plurals.resolvedOptions().pluralCategories.map((form) => {
    const said = counts.filter((n) => plurals.select(n) === form);
    return [form, said.length > 3 ? `${said.slice(0, 3).join(', ')}, …` : said.join(', ')];
  });
  return {
    lang: new Intl.Locale(lang).toString(),
    shipped: wordsIn(lang).shipped,
    forms: Object.fromEntries(forms),
    english: { ...english?.page, ...english?.app, ...english?.box },
  };
}

/**
 * The interface of `lang`: its words (the catalog's `own` first) in
 * English's key order (a counted word as its forms, in the order of the
 * language's categories), the app's, and the series boxes' after them
 * for the build (`boxes`); the language's ways, from Intl; and which of
 * the catalog's other languages (`langs`, the tags of its series and
 * parts) read the other way.
 * @param {string} lang
 * @param {Words} [own]
 * @param {{ boxes?: boolean, langs?: string[] }} [options]
 */
export function interfaceOf(lang, own = {}, { boxes = false, langs = [] } = {}) {
  const locale = new Intl.Locale(lang);
  const plurals = new Intl.PluralRules(lang);
  const categories = CATEGORIES.filter((category) => plurals.resolvedOptions().pluralCategories.includes(category));
  const all = wordsIn(lang, own);
  const english = read('en');
  const keys = [...Object.keys(english.app), ...(boxes ? Object.keys(english.box) : [])];
  const words = { ...all.app, ...all.box };
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC', calendar: 'gregory' });
  const numbers = new Intl.NumberFormat(lang);
  return {
    lang: locale.toString(),
    dir: directionOf(lang),
    // A line each, in the order src/interface.rs reads them.
    texts: [
      Array.from({ length: TABLE }, (_, n) => categories.indexOf(plurals.select(n))).join(''),
      Array.from({ length: 10 }, (_, digit) => numbers.format(digit)).join(''),
      numbers.formatToParts(12345678).find((part) => part.type === 'group')?.value ?? '',
      numbers.format(1000).length > 4 ? '4' : '5',
      String(dates.formatToParts(Date.UTC(2001, 0, 2)).find((part) => part.type === 'day')?.value.length ?? 1),
      ...listOf(lang),
      otherWay(lang, langs),
      // Each month's date as the language writes the 22nd of it in 2001
      // (as format, not formatToParts, spaces it), the day and the year
      // made places.
      ...Array.from({ length: 12 }, (_, month) => {
        const whole = new Intl.NumberFormat(lang, { useGrouping: false });
        return dates.format(Date.UTC(2001, month, 22)).replace(whole.format(2001), '{year}').replace(whole.format(22), '{day}');
      }),
      ...keys.map((key) => {
        const word = words[key];
        const texts = typeof word === 'string' ? [word] : Object.values(word);
        if (texts.some((text) => /[\n\t]/.test(text))) throw new Error(`interface: ${lang}: "${key}" holds a line break or a tab`);
        if (typeof word === 'string') return word;
        const other = word.other;
        // A form the same as the last (other) is left empty; a word
        // whose forms are all the same is one text.
        const forms = categories.map((category) => (category === 'other' || word[category] === other ? '' : (word[category] ?? '')));
        return forms.some((form) => form) ? [...forms.slice(0, -1), other].join('\t') : other;
      }),
    ].join('\n'),
  };
}

/**
 * The scripts written right to left (Unicode's bidirectional class R or
 * AL): those of living languages, then historic ones.
 */
const RIGHT_TO_LEFT = new Set(['Adlm', 'Arab', 'Aran', 'Hebr', 'Mand', 'Mend', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi', 'Armi', 'Avst', 'Chrs', 'Cprt', 'Elym', 'Hatr', 'Khar', 'Lydi', 'Mani', 'Narb', 'Nbat', 'Ougr', 'Palm', 'Phli', 'Phlp', 'Phnx', 'Prti', 'Sarb', 'Sogd', 'Sogo']);

/**
 * Which way text in `lang` reads: by its script, the one its tag names
 * (`pa-Arab`) or its likeliest (`ar`, `dv`, `pa-PK`), as the CLDR's likely
 * subtags give it. Node's own `textInfo` knows only the locales it has
 * data for, and says left to right of Dhivehi or Azerbaijani in Arabic
 * script.
 * @param {string} lang
 * @returns {'rtl' | 'ltr'}
 */
export function directionOf(lang) {
  const { script } = new Intl.Locale(lang).maximize();
  return script && RIGHT_TO_LEFT.has(script) ? 'rtl' : 'ltr';
}

/**
 * The direction `lang` does not read in, then those of `langs` that read
 * in it (`rtl ar he`); nothing when all read as `lang` does.
 * @param {string} lang
 * @param {string[]} langs
 */
function otherWay(lang, langs) {
  const way = directionOf(lang);
  const other = [...new Set(langs)].filter((tag) => directionOf(tag) !== way);
  return other.length ? [way === 'rtl' ? 'ltr' : 'rtl', ...other].join(' ') : '';
}

/**
 * The language's lists: `{0} and {1}`; between the items of a longer one
 * (`, `); and its last two as a pair (`{0}, and {1}`).
 * @param {string} lang
 */
function listOf(lang) {
  const lists = new Intl.ListFormat(lang, { type: 'conjunction' });
  const three = lists.format(['{0}', '\u0000', '{1}']);
  const [first, last] = three.split('\u0000');
  return [lists.format(['{0}', '{1}']), first.slice('{0}'.length), `{0}${last}`];
}

/**
 * The language a catalog says it is written in (its `lang`), or English,
 * its own words for the interface (its `interface`), those the interface
 * can say, and the languages its series and parts say they are in (their
 * `lang`, as written): a catalog that cannot be read, a `lang` that is no
 * language tag, or a word of another shape or holding a line break, is
 * the kit's to refuse, each problem named at its place.
 * @param {Pick<import('./catalog.js').CatalogPlace, 'folders' | 'inside'>} catalog
 * @returns {Language}
 */
export function languageOf({ folders, inside }) {
  /** @type {{ lang?: unknown, interface?: unknown, series?: unknown }} */
  let document = {};
  try {
    const [folder, path] = Object.entries(folders).find(([name]) => inside.startsWith(`${name}/`)) ?? [];
    document = JSON.parse(readFileSync(join(String(path), inside.slice(String(folder).length)), 'utf8').replace(/^\uFEFF/, ''));
  } catch {
    // Unread: English, and the kit says why.
  }
  let lang = 'en';
  try {
    lang = new Intl.Locale(String(document?.lang ?? 'en')).toString();
  } catch {
    // No language tag: the kit says so.
  }
  const sayable = (/** @type {unknown} */ text) => typeof text === 'string' && !/[\n\t]/.test(text);
  const given = document?.interface && typeof document.interface === 'object' ? Object.entries(document.interface) : [];
  const words = given.filter(([, word]) => sayable(word) || (word && typeof word === 'object' && !Array.isArray(word) && Object.values(word).every(sayable)));
  const series = Array.isArray(document?.series) ? document.series : [];
  const tagged = series.flatMap((one) => [one, ...(Array.isArray(one?.parts) ? one.parts : [])]).map((item) => item?.lang);
  const langs = [...new Set(tagged)].filter((tag) => typeof tag === 'string' && isTag(tag));
  return { lang, words: Object.fromEntries(words), langs };
}

/** Whether Intl reads `tag` as a language tag. */
function isTag(/** @type {string} */ tag) {
  try {
    return Boolean(new Intl.Locale(tag));
  } catch {
    return false;
  }
}

/**
 * The page in the catalog's language (`lang`), with its `words`: each `{{key}}` in it (and in the
 * words of a dialog it names in a `data-words`, which the page fills in later) as the page's words say it (a
 * `{link}` in a word is the link to "Send to another device", its words
 * those of the key with `_link` after it), `{{lang}}` and `{{dir}}` the
 * language's, and the app's interface in its #interface block (`<`
 * written as `\u003c`, so no text in it ends the block), which says too
 * which of its series' and parts' languages (`langs`) read the other way.
 * @param {import('./site.js').Site} site
 * @param {Partial<Language> & { lang: string }} language
 */
export function speak(site, { lang, words: own = {}, langs = [] }) {
  const html = textOf(site, PAGE, 'interface');
  if (!INTERFACE.test(html)) throw new Error('interface: index.html has no #interface block');
  const compiled = interfaceOf(lang, own, { langs });
  const words = { ...wordsIn(lang, own).page, lang: compiled.lang, dir: compiled.dir };
  const say = (/** @type {string} */ text, /** @type {string} */ file) =>
    text.replace(/\{\{([a-z_]+)\}\}/g, (_, key) => {
      if (!(key in words)) throw new Error(`interface: ${file} says {{${key}}}, which has no words`);
      return escaped(words[key]).replace('{link}', () => `<a href="#send">${escaped(words[`${key}_link`] ?? '')}</a>`);
    });
  const said = say(html, PAGE);
  // The words of a dialog the page fills in later (data-words="follow.html").
  for (const [, file] of html.matchAll(/ data-words="([^"/]+\.html)"/g)) setText(site, file, say(textOf(site, file, 'interface'), file));
  const json = JSON.stringify(compiled).replace(/</g, '\\u003c');
  const ways = otherWayRule(otherWay(lang, langs));
  const page = said.replace(INTERFACE, (_, open, __, close) => `${open}${json}${close}`);
  setText(site, PAGE, ways ? withInlineStyle(page, ways) : page);
}

/**
 * The page's rule for the titles and summaries of the series and parts
 * in languages that read the other way (`other`, as otherWay says it):
 * each element the app gives such a `lang` reads that way, isolated from
 * the words around it, as `dir` would have it; empty when there are none.
 * The app writes `lang` alone (a `dir` attribute would cost its wasm 319
 * bytes of brotli), and the way each language reads is the build's Intl's.
 * @param {string} other
 */
export function otherWayRule(other) {
  const [direction, ...tags] = other.split(' ');
  return tags.length ? `${tags.map((tag) => `[lang="${tag}"]`).join(',')}{direction:${direction};unicode-bidi:isolate}` : '';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [first, second] = process.argv.slice(2);
  const document = first === '--words' ? languageFacts(second ?? 'en') : interfaceOf(first ?? 'en', {}, { boxes: true });
  process.stdout.write(`${JSON.stringify(document)}\n`);
}
