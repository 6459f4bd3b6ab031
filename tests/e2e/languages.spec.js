// The reader in its catalog's language: a catalog with "lang", built by
// the kit, gets a page wholly in that language, at first paint (the
// prerender, the app held back) and after the takeover alike: the page's
// lang and dir, the controls named in the language, each count in the
// plural form the language gives it, a date as the language writes it;
// right to left where the language reads so, and no accessibility
// violation.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { test, expect, appReady, drawn } from './fixtures.js';
import { atomProblems } from './atom.js';
import { seedCatalog, serveCatalogSite } from './fixture-site.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// axe is injected as an inline script, which the app's CSP rightly refuses.
test.use({ bypassCSP: true });

/** The part counts the cards are checked at. */
const COUNTS = [1, 2, 3, 5, 11, 21, 100];
const DATE = '2025-07-02';

/** The seed catalog in `lang`, with a series of each of COUNTS parts, the first part of the first dated. */
function catalogIn(lang) {
  const catalog = seedCatalog();
  catalog.lang = lang;
  catalog.sections.push({ id: 'counted', title: 'Counted' });
  for (const n of COUNTS) {
    catalog.series.push({
      id: `counted-${n}`,
      section: 'counted',
      title: `Counted ${n}`,
      parts: Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, title: `Part ${i + 1} of ${n}` })),
    });
  }
  catalog.series[0].parts[0].published = DATE;
  // A series in Hebrew with a part in English: their titles' own languages.
  const two = catalog.series.find((series) => series.id === 'counted-2');
  two.lang = 'he';
  two.parts[1].lang = 'en';
  // Known, the site's address brings the series boxes.
  catalog.site = 'http://author.test/';
  return catalog;
}

/** What the language file and Intl say: a counted word's form for `n`, as the page should show it. */
function said(lang) {
  const words = JSON.parse(readFileSync(`interface/${lang}.json`, 'utf8'));
  const rules = new Intl.PluralRules(lang);
  const number = new Intl.NumberFormat(lang);
  return {
    words,
    counted: (/** @type {string} */ key, /** @type {number} */ n) => {
      const forms = words.app[key] ?? words.box[key];
      return (forms[rules.select(n)] ?? forms.other).replace('{count}', number.format(n));
    },
    date: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC', calendar: 'gregory' }).format(new Date(`${DATE}T00:00:00Z`)),
  };
}

/** Each card's reading list summary, the part count in it, for every count. */
async function expectCounts(page, lang) {
  const { words, counted } = said(lang);
  for (const n of COUNTS) {
    const summary = page.locator(`#series--counted-${n}`).locator('xpath=ancestor::article').locator('summary');
    await expect(summary).toContainText(words.app.reading_list.replace('{parts}', counted('parts', n)));
  }
}

// What a native reader reads, written out: the test's reckoning above
// cannot share a mistake with the app's for these.
const SAMPLES = {
  ar: { 1: 'جزء واحد', 2: 'جزءان', 3: '3 أجزاء', 11: '11 جزءًا', 100: '100 جزء', search: 'بحث' },
  ja: { 1: '1パート', 21: '21パート', 100: '100パート', search: '検索' },
  ru: { 1: '1 часть', 2: '2 части', 5: '5 частей', 11: '11 частей', 21: '21 часть', search: 'Поиск' },
};

for (const [lang, dir] of [
  ['ar', 'rtl'],
  ['ja', 'ltr'],
  ['ru', 'ltr'],
]) {
  test(`a catalog in ${lang}: the page speaks it at first paint and after the takeover, every count and date as it writes them`, async ({ page }, info) => {
    const { words, counted, date } = said(lang);
    const { dir: site, release } = await serveCatalogSite(page, info, 'http://author.test', catalogIn(lang), { holdWasm: true });
    // The series box the build writes for an author's article page
    // speaks the language too: its place, its steps, its list, its way back.
    const box = readFileSync(join(site, 'series-box', 'counted-3', 'p2.html'), 'utf8');
    const number = new Intl.NumberFormat(lang);
    expect(box).toContain(counted('box_part_of', 3).replace('{part}', number.format(2)));
    expect(box).toContain(`${words.box.box_previous.split('{title}')[0]}<bdi>Part 1 of 3</bdi>${words.box.box_previous.split('{title}')[1]}`);
    expect(box).toContain(`<summary>${counted('box_all_parts', 3)}</summary>`);
    expect(box).toContain(`>${words.box.box_back}</a>`);
    expect(box).toContain(`data-ls-read="${words.box.box_read}"`);
    expect(box).toContain(`aria-label="${words.box.box_label.replace('{title}', 'Counted 3')}"`);
    // A title in a language of its own says which, and its way where it
    // is not the page's.
    const other = readFileSync(join(site, 'series-box', 'counted-2', 'p1.html'), 'utf8');
    const way = (reads) => (reads === (lang === 'ar' ? 'rtl' : 'ltr') ? '' : ` dir="${reads}"`);
    expect(other).toContain(`<bdi lang="he"${way('rtl')}>Counted 2</bdi>`);
    expect(other).toContain(`<bdi lang="en"${way('ltr')}>Part 2 of 2</bdi>`);
    // The feed's entry says the part's place in its series as the boxes do.
    const feed = readFileSync(join(site, 'feed.xml'), 'utf8');
    const first = catalogIn(lang).series[0];
    expect(feed).toContain(`<summary>${first.title}: ${counted('box_part_of', first.parts.length).replace('{part}', number.format(1))}</summary>`);
    await page.goto('http://author.test/');
    // Every feed the build wrote is Atom as RFC 4287 has it.
    for (const feed of ['feed.xml', ...catalogIn(lang).series.map((series) => `feeds/${series.id}.xml`)]) {
      expect(await atomProblems(page, feed), feed).toEqual([]);
    }
    for (const stage of ['first paint', 'after the takeover']) {
      if (stage === 'after the takeover') {
        release();
        await appReady(page);
      }
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), stage).toEqual([lang, dir]);
      await expect(page.getByRole('searchbox', { name: SAMPLES[lang].search })).toBeVisible();
      await expect(page.getByRole('heading', { name: words.app.your_progress })).toBeVisible();
      await expect(page.getByRole('link', { name: words.page.skip_to_series })).toBeAttached();
      await expectCounts(page, lang);
      for (const [n, text] of Object.entries(SAMPLES[lang]).filter(([n]) => Number(n))) {
        await expect(page.locator(`#series--counted-${n}`).locator('xpath=ancestor::article').locator('summary'), `${stage}: ${n} parts`).toContainText(text);
      }
      const total = catalogIn(lang).series.reduce((sum, series) => sum + series.parts.length, 0);
      await expect(page.getByRole('region', { name: words.app.your_progress })).toContainText(counted('read_of', total).replace('{read}', new Intl.NumberFormat(lang).format(0)));
      const first = page.locator('article.series').first();
      await first.locator('summary').click();
      await expect(first.locator('.part-meta').first(), stage).toContainText(date);
      await first.locator('summary').click();
      // A series' and a part's titles in languages of their own say which,
      // and read their own way, the page's or not.
      const hebrew = page.locator('#series--counted-2').locator('xpath=ancestor::article');
      await hebrew.locator('summary').click();
      const reads = (title) => title.evaluate((element) => [element.lang, getComputedStyle(element).direction]);
      expect(await reads(hebrew.locator('h3 a')), stage).toEqual(['he', 'rtl']);
      expect(await reads(hebrew.locator('p.summary')), stage).toEqual(['he', 'rtl']);
      expect(await reads(hebrew.locator('.part-title a').first()), stage).toEqual(['he', 'rtl']);
      expect(await reads(hebrew.locator('.part-title a').last()), stage).toEqual(['en', 'ltr']);
      expect(await reads(first.locator('h3 a')), `${stage}: a title in the catalog's language`).toEqual(['', dir]);
      await hebrew.locator('summary').click();
    }
    // Follow's word, pressed or not (the stylesheet draws the tick), and
    // the mark the stylesheet draws before a note are in the language too.
    const counted2 = page.locator('#series--counted-2').locator('xpath=ancestor::article');
    const follow = counted2.getByRole('button', { name: words.app.follow_of.replace('{title}', 'Counted 2') });
    await expect(follow).toHaveText(words.app.follow);
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText(words.app.follow);
    expect(await drawn(follow)).toMatch(/^"✓ "/);
    await counted2.locator('summary').click();
    const noteOf = words.app.note_of.replace('{title}', 'Part 1 of 2');
    await counted2.getByRole('button', { name: noteOf }).click();
    await counted2.getByRole('textbox', { name: noteOf }).fill('…');
    await counted2.getByRole('button', { name: noteOf }).click();
    expect(await drawn(counted2.locator('.note'))).toContain(words.page.your_note);
    // The mark-all button speaks the language, and its message and the
    // card's count count in it.
    const counted3 = page.locator('#series--counted-3').locator('xpath=ancestor::article');
    await counted3.locator('summary').click();
    await counted3.getByRole('button', { name: words.app.mark_all_read_of.replace('{title}', 'Counted 3') }).click();
    const quoted = words.app.quoted.replace('{text}', 'Counted 3');
    await expect(counted3.locator('.notice')).toContainText(counted('series_marked', 3).replace('{title}', quoted));
    await expect(counted3.locator('.meter .count')).toHaveText(counted('read_of', 3).replace('{read}', new Intl.NumberFormat(lang).format(3)));
    // A link the page refuses says why in the language too.
    await page.evaluate(() => (location.hash = '#read=counted-3/nope'));
    await expect(page.locator('.notice.failed')).toContainText(words.app.link_refused.replace('{why}', words.app.why_no_such_part));
    // "Feed reader and calendar" speaks it too: the dialog's words, and
    // the day its plan ends on (Counted 2, followed above: its two parts
    // twice a week from tomorrow, the last three days after the first).
    await page.getByRole('button', { name: words.app.follow_elsewhere }).click();
    const followDialog = page.getByRole('dialog', { name: words.page.follow_title });
    await expect(followDialog.getByRole('link', { name: words.page.feeds_download })).toBeVisible();
    await expect(followDialog.getByRole('link', { name: words.page.plan_download })).toBeVisible();
    const today = new Date();
    const last = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 4).toLocaleDateString(lang, { dateStyle: 'long' });
    await expect(followDialog.getByRole('status')).toHaveText(words.page.plan_ends.replace('{rhythm}', (2).toLocaleString(lang)).replace('{date}', last));
    await followDialog.getByRole('button', { name: words.page.close }).click();
    await expect(followDialog).toBeHidden();
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const results = await window.axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
  });
}

for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1000, height: 900 }],
]) {
  test(`right to left on ${device}: each row reads from the right, its tick at its start and clear of its title, each filter's label clear of its chips`, async ({ page }, info) => {
    await page.setViewportSize(viewport);
    await serveCatalogSite(page, info, 'http://author.test', catalogIn('ar'));
    await page.goto('http://author.test/');
    await appReady(page);
    const first = page.locator('article.series').first();
    await first.locator('summary').click();
    const row = first.locator('li.part').first();
    const [tick, box, title] = await Promise.all([row.locator('input[type=checkbox]'), row, row.locator('.part-title')].map((at) => at.boundingBox()));
    expect(tick.x, "the tick in the row's right half").toBeGreaterThan(box.x + box.width / 2);
    expect(title.x + title.width, 'the title ends before its tick, to its left').toBeLessThanOrEqual(tick.x);
    const [card, heading] = await Promise.all([first.boundingBox(), first.getByRole('heading', { level: 3 }).boundingBox()]);
    expect(card.x + card.width - (heading.x + heading.width), 'the title starts at the right').toBeLessThan(heading.x - card.x);
    for (const row of await page.locator('.facets').all()) {
      const [label, chip] = await Promise.all([row.locator('.filter-label'), row.locator('.facet').first()].map((at) => at.boundingBox()));
      expect(chip.x + chip.width, "the first chip ends before its row's label, to its left").toBeLessThanOrEqual(label.x + 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'nothing scrolls sideways').toBe(true);
  });
}

test('right to left: a title that starts with a Latin word reads right to left wherever the page names it, as in its list', async ({ page }, info) => {
  await serveCatalogSite(page, info, 'http://author.test', catalogIn('ar'));
  await page.goto('http://author.test/');
  await appReady(page);
  const first = page.locator('article.series').first();
  await first.locator('summary').click();
  await first.locator('li.part input[type=checkbox]').first().check();
  // Continue reading, and the list's Next: each title isolated in the page's direction.
  const titles = page.locator('.continue bdi, .list-actions bdi');
  await expect(titles.first()).toBeVisible();
  const directions = await titles.evaluateAll((all) => all.map((title) => [title.textContent, getComputedStyle(title).direction]));
  expect(directions.length, JSON.stringify(directions)).toBeGreaterThan(1);
  expect(directions.some(([text]) => /^[A-Za-z]/.test(text)), 'a title that starts with a Latin letter').toBe(true);
  for (const [text, direction] of directions) expect(direction, text).toBe('rtl');
});

test('a catalog without "lang" is in English, and one in a language with no words of its own gets English words', async ({ page }, info) => {
  const english = seedCatalog();
  delete english.lang;
  for (const [catalog, lang] of [
    [english, 'en'],
    [catalogIn('pt-BR'), 'pt-BR'],
  ]) {
    await serveCatalogSite(page, info, 'http://author.test', catalog);
    await page.goto('http://author.test/');
    await appReady(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, 'ltr']);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your progress' })).toContainText('0 of');
  }
});

// Swahili, which the kit has no words for: the catalog gives its own.
const SWAHILI = {
  search: 'Tafuta',
  your_progress: 'Maendeleo yako',
  skip_to_series: 'Ruka hadi mfululizo',
  reading_list: 'Orodha ya kusoma, {parts}',
  parts: { one: 'sehemu {count}', other: 'sehemu {count}' },
};

test("a catalog in a language the kit has no words for: check says how many words it lacks in one warning, which --strict passes, and --strict=words names and refuses each; the catalog's own words are the page's", async ({ page }, info) => {
  const catalog = catalogIn('sw');
  catalog.interface = SWAHILI;
  const file = info.outputPath('catalog.json');
  writeFileSync(file, JSON.stringify(catalog, null, 2));
  const english = JSON.parse(readFileSync('interface/en.json', 'utf8'));
  const keys = Object.keys({ ...english.page, ...english.app, ...english.box });
  const check = (/** @type {string[]} */ options) => spawnSync('node', ['scripts/pipeline/cli.js', 'check', ...options, file], { encoding: 'utf8' });
  const lacking = keys.length - Object.keys(SWAHILI).length;
  // One warning, by default and under --strict (init's workflow and the Action check with it).
  for (const options of [[], ['--strict']]) {
    const checked = check(options);
    expect(checked.status, `${options}: ${checked.stdout}${checked.stderr}`).toBe(0);
    const warnings = checked.stdout.split('\n').filter((line) => / warning: /.test(line));
    expect(warnings).toEqual([expect.stringContaining(`warning: interface: the kit has no words of its own in "sw": "interface" gives ${Object.keys(SWAHILI).length} of the interface's ${keys.length}, and readers meet English's for the other ${lacking} (check --strict=words names each)`)]);
  }
  // Asked for, each word lacking is named, and refused.
  const words = check(['--strict=words']);
  expect(words.status).toBe(1);
  // Refused, what it found goes to the error stream.
  const missing = words.stderr.split('\n').filter((line) => / warning: interface: no words in "sw" for /.test(line));
  expect(missing.length).toBe(lacking);
  expect(words.stderr).toContain(`warning: interface: no words in "sw" for "theme": readers see "${english.page.theme}"`);
  expect(words.stderr).not.toContain('for "search"');
  expect(words.stderr).not.toContain('lang: a field the app does not read');
  expect(words.stderr).toContain(`${lacking + 1} warnings, which --strict refuses`);

  const { release } = await serveCatalogSite(page, info, 'http://author.test', catalog, { holdWasm: true });
  await page.goto('http://author.test/');
  for (const stage of ['first paint', 'after the takeover']) {
    if (stage === 'after the takeover') {
      release();
      await appReady(page);
    }
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), stage).toEqual(['sw', 'ltr']);
    await expect(page.getByRole('searchbox', { name: 'Tafuta' }), stage).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maendeleo yako' }), stage).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ruka hadi mfululizo' }), stage).toBeAttached();
    await expect(page.locator('#series--counted-11').locator('xpath=ancestor::article').locator('summary'), stage).toContainText('Orodha ya kusoma, sehemu 11');
    await expect(page.getByRole('combobox', { name: english.page.theme }), `${stage}: a word not given is English's`).toBeAttached();
  }
});
