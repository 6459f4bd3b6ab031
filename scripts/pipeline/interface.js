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
//   node scripts/pipeline/interface.js [LANG]   the document, on stdout
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERFACE, PAGE } from './page.js';
import { textOf, setText } from './site.js';

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
 * The words of `lang` (a BCP 47 tag), key by key, in their two parts:
 * the page's (`page`: index.html's, filled in here) and the app's
 * (`app`: compiled for src/interface.rs), from the most specific file
 * there is (`pt-BR`, then `pt`); English's where none is.
 * @param {string} lang
 * @returns {{ page: Record<string, string>, app: Record<string, string | Record<string, string>> }}
 */
export function wordsIn(lang) {
  const english = read('en');
  const subtags = lang.split('-');
  // `zh-CN` and `zh` are written in the script `zh-Hans` names.
  const { language, script } = new Intl.Locale(lang).maximize();
  const tried = [...subtags.map((_, at) => subtags.slice(0, subtags.length - at).join('-')), `${language}-${script}`];
  // The most specific first: pt-BR, then pt; zh-Hans before zh.
  tried.sort((a, b) => b.split('-').length - a.split('-').length);
  for (const name of tried) {
    const own = read(name);
    if (own) return { page: { ...english.page, ...own.page }, app: { ...english.app, ...own.app } };
  }
  return english;
}

/** @param {string} name */
function read(name) {
  const file = join(FOLDER, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The interface of `lang`: its words in English's key order (a counted
 * word as its forms, in the order of the language's categories), and the
 * language's ways, from Intl.
 * @param {string} lang
 */
export function interfaceOf(lang) {
  const locale = new Intl.Locale(lang);
  const plurals = new Intl.PluralRules(lang);
  const categories = CATEGORIES.filter((category) => plurals.resolvedOptions().pluralCategories.includes(category));
  const words = wordsIn(lang).app;
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC', calendar: 'gregory' });
  const numbers = new Intl.NumberFormat(lang);
  const { direction } = /** @type {{ textInfo?: { direction: string } }} */ (/** @type {unknown} */ (locale)).textInfo ?? {};
  return {
    lang: locale.toString(),
    dir: direction === 'rtl' ? 'rtl' : 'ltr',
    // A line each, in the order src/interface.rs reads them.
    texts: [
      Array.from({ length: TABLE }, (_, n) => categories.indexOf(plurals.select(n))).join(''),
      Array.from({ length: 10 }, (_, digit) => numbers.format(digit)).join(''),
      numbers.formatToParts(12345678).find((part) => part.type === 'group')?.value ?? '',
      numbers.format(1000).length > 4 ? '4' : '5',
      String(dates.formatToParts(Date.UTC(2001, 0, 2)).find((part) => part.type === 'day')?.value.length ?? 1),
      ...listOf(lang),
      // Each month's date as the language writes the 22nd of it in 2001
      // (as format, not formatToParts, spaces it), the day and the year
      // made places.
      ...Array.from({ length: 12 }, (_, month) => {
        const whole = new Intl.NumberFormat(lang, { useGrouping: false });
        return dates.format(Date.UTC(2001, month, 22)).replace(whole.format(2001), '{year}').replace(whole.format(22), '{day}');
      }),
      ...Object.keys(read('en').app).map((key) => {
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
 * The language a catalog says it is written in (its `lang`), or English:
 * a catalog that cannot be read, or whose `lang` is no language tag, is
 * the render's to refuse, each problem named at its place.
 * @param {import('./catalog.js').CatalogPlace} catalog
 */
export function languageOf({ folders, inside }) {
  try {
    const [folder, path] = Object.entries(folders).find(([name]) => inside.startsWith(`${name}/`)) ?? [];
    const text = readFileSync(join(String(path), inside.slice(String(folder).length)), 'utf8');
    return new Intl.Locale(JSON.parse(text.replace(/^\uFEFF/, '')).lang).toString();
  } catch {
    return 'en';
  }
}

/**
 * The page in `lang`: each `{{key}}` in it as the page's words say it (a
 * `{link}` in a word is the link to "Send to another device", its words
 * those of the key with `_link` after it), `{{lang}}` and `{{dir}}` the
 * language's, and the app's interface in its #interface block (`<`
 * written as `\u003c`, so no text in it ends the block).
 * @param {import('./site.js').Site} site
 * @param {string} lang
 */
export function speak(site, lang) {
  const html = textOf(site, PAGE, 'interface');
  if (!INTERFACE.test(html)) throw new Error('interface: index.html has no #interface block');
  const compiled = interfaceOf(lang);
  const words = { ...wordsIn(lang).page, lang: compiled.lang, dir: compiled.dir };
  const said = html.replace(/\{\{([a-z_]+)\}\}/g, (_, key) => {
    if (!(key in words)) throw new Error(`interface: index.html says {{${key}}}, which has no words`);
    return escaped(words[key]).replace('{link}', () => `<a href="#send">${escaped(words[`${key}_link`] ?? '')}</a>`);
  });
  const json = JSON.stringify(compiled).replace(/</g, '\\u003c');
  setText(site, PAGE, said.replace(INTERFACE, (_, open, __, close) => `${open}${json}${close}`));
}

/** Text as HTML writes it, in an element or an attribute's quotes. */
function escaped(/** @type {string} */ text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(interfaceOf(process.argv[2] ?? 'en'))}\n`);
}
