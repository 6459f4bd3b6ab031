// What keeps a reader's progress and their page, in every engine: a star,
// a note and a follow (a star pressed before the app too), kept across a
// reload and found by Starred, Following and search; the device link into
// a fresh browser, a part marked read from its article's series box, the
// box in the blog's own theme, the line that says how to keep a copy
// where the browser may delete it, offline after one visit (a large
// catalog's series' own page too, in the theme chosen); what the
// page says where the app cannot start (a broken file, no WebAssembly);
// the feed reader and calendar files offered.
import { test, expect, LIST, PART } from './fixtures.js';
import { generateCatalog } from '../e2e/generate-catalog.js';

/** Whether the part is ticked, and the series shown. */
const seen = (reader) =>
  reader.evaluate((part) => ({
    ticked: [...document.querySelectorAll('#catalog input[type=checkbox]')].find((box) => box.labels[0].textContent.trim() === part).checked,
    shown: [...document.querySelectorAll('article.series')].filter((card) => card.checkVisibility({ visibilityProperty: true })).length,
  }), PART);

test('a star (pressed before the app), a note and a follow are kept, and Starred, Following and search find them', async ({ reader, site }) => {
  const own = () => {
    const pressed = (selector) => document.querySelector(selector)?.getAttribute('aria-pressed');
    const shown = (selector) => [...document.querySelectorAll(selector)].filter((e) => e.getClientRects().length > 0);
    return {
      star: pressed('li.part .star[aria-label="Star: PagedAttention"]'),
      follow: pressed('.follow[aria-label="Follow: LLM Inference"]'),
      note: shown('li.part .note').map((note) => note.textContent.trim()),
      shown: shown('article.series').length,
    };
  };
  const release = site.hold(/\.wasm$/);
  await reader.goto(`${site.origin}/`);
  await reader.click('summary', LIST);
  await reader.click('button', `Star: ${PART}`);
  release();
  await reader.appReady();
  await reader.click('button', 'Follow: LLM Inference');
  await reader.click('button', `Note: ${PART}`);
  await reader.type('textbox', `Note: ${PART}`, 'Reread the paging part');
  await reader.click('button', `Note: ${PART}`);
  await reader.until('the note shown', () => !!document.querySelector('li.part .note'));
  await reader.reload();
  await reader.appReady();
  expect(await reader.evaluate(own)).toEqual({ star: 'true', follow: 'true', note: ['Reread the paging part'], shown: 8 });
  for (const choice of ['Starred, 1 series', 'Following, 1 series']) {
    await reader.click('radio', choice);
    await reader.until('one series shown', () => document.querySelectorAll('article.series:not([hidden])').length === 1);
  }
  await reader.click('radio', 'All, 8 series');
  await reader.click('summary', LIST);
  await reader.type('searchbox', 'Search', 'paging');
  await reader.until('the part found in the note', () => document.querySelector('.matching-parts')?.textContent.includes('(in your note)'));
});

test('progress sent to another device: the link, opened in a fresh browser, adds the parts', async ({ reader, anotherReader, site }) => {
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  await reader.click('summary', LIST);
  await reader.click('checkbox', PART);
  await reader.click('button', 'Send to another device');
  const link = await reader.until('the link', () => document.querySelector('dialog[open] input[readonly]')?.value);
  expect(link).toContain('#progress=');

  const other = await anotherReader();
  await other.goto(link);
  await other.appReady();
  await other.click('button', 'Add them');
  await other.click('summary', LIST);
  await other.until('the part ticked', (part) => [...document.querySelectorAll('#catalog input[type=checkbox]:checked')].some((box) => box.labels[0].textContent.trim() === part), PART);
  expect(await seen(other)).toEqual({ ticked: true, shown: 8 });
});

test('the series box on an article page: Mark as read and go back marks the part in the reader, and the box then shows it read', async ({ reader, site }) => {
  site.withBoxes();
  const article = `${site.origin}/posts/llm-inference/paged-attention.html`;
  await reader.goto(article);
  await reader.click('link', 'Mark as read and go back to the series');
  await reader.appReady();
  await reader.until('the part ticked, the page saying so, the address clean', (part) => {
    const box = [...document.querySelectorAll('#catalog input[type=checkbox]')].find((box) => box.labels[0].textContent.trim() === part);
    return !!box?.checked && document.body.textContent.includes(`Marked “${part}” read.`) && location.hash === '';
  }, PART);
  await reader.goto(article);
  await reader.until('the box showing the part read', () => document.querySelector('li[data-ls-part="llm-inference/paged-attention"] .ls-box-done')?.textContent === ' ✓ read');
  expect(await reader.evaluate(() => document.querySelectorAll('.ls-box-done').length)).toBe(1);
});

test('the series box takes the blog\'s own theme, and its colours', async ({ reader, site }) => {
  site.withBoxes();
  let html = '<html lang="en" data-theme="dark">';
  site.answer(/^\/posts\//, (sent) => sent.toString().replace('<html lang="en">', html));
  const paper = () => getComputedStyle(document.querySelector('.ls-box')).backgroundColor;
  const article = `${site.origin}/posts/llm-inference/paged-attention.html`;
  await reader.goto(article);
  expect(await reader.evaluate(paper), 'the page\'s dark theme').toBe('rgb(22, 27, 34)');
  html = '<html lang="en" class="dark"><style>:root { --ls-box-paper: rgb(1, 2, 3) }</style>';
  await reader.goto(article);
  expect(await reader.evaluate(paper), 'the page\'s own colour').toBe('rgb(1, 2, 3)');
});

test('where the browser may delete what it keeps (WebKit), a returning reader is told how to keep a copy, and when they last made one', async ({ reader, site, engine }) => {
  const line = () => {
    const note = document.getElementById('keep-a-copy');
    return note.hidden ? null : note.textContent.replace(/\s+/g, ' ').trim();
  };
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  expect(await reader.evaluate(line), 'never on a first visit').toBe(null);
  await reader.click('summary', LIST);
  await reader.click('checkbox', PART);
  await reader.until('the part counted read', () => document.body.textContent.includes('1 of 7 read'));
  await reader.reload();
  await reader.appReady();
  if (engine !== 'webkit') {
    expect(await reader.evaluate(line), `not in ${engine}, which keeps what a page keeps`).toBe(null);
    return;
  }
  const told = 'This browser may delete what this page keeps after seven days without a visit. To keep your progress, send it to another device or export it.';
  expect(await reader.evaluate(line)).toBe(told);
  await reader.click('link', 'send it to another device');
  await reader.until('the dialog open', () => document.querySelector('dialog[open] input[readonly]')?.value);
  await reader.click('button', 'Copy link');
  const today = await reader.evaluate(() => new Date().toLocaleDateString(undefined, { dateStyle: 'medium' }));
  expect(await reader.evaluate(line)).toBe(`${told} Last copy made ${today}.`);
  await reader.reload();
  await reader.appReady();
  expect(await reader.evaluate(line), 'the date is kept').toBe(`${told} Last copy made ${today}.`);
});

test('after one visit the page reads offline, and marking works', async ({ reader, site }) => {
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  await reader.until('the worker to control the page', () => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null));
  site.stop();
  await reader.reload();
  await reader.appReady();
  await reader.click('summary', LIST);
  await reader.click('checkbox', PART);
  await reader.until('the part counted read', () => document.body.textContent.includes('1 of 7 read'));
  expect(await seen(reader)).toEqual({ ticked: true, shown: 8 });
});

test('a large catalog: a series\' own page opened once is in the theme chosen in the catalog, reads offline, and keeps a tick there, which the app merges, with an import beside it', async ({ reader, site }) => {
  const catalog = generateCatalog(1_000);
  const last = catalog.series.findLast((series) => series.section === 'past');
  site.withCatalog(catalog);
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  await reader.chooseTheme('dark');
  const background = () => getComputedStyle(document.documentElement).backgroundColor;
  const dark = await reader.evaluate(background);
  await reader.until('the worker to control the page', () => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null));
  const ownPage = async () => {
    await reader.until('the series\' own page', () => location.pathname.startsWith('/series/') && document.readyState === 'complete');
    return reader.evaluate((bg) => [document.documentElement.dataset.theme, getComputedStyle(document.documentElement).backgroundColor === bg, document.querySelector('h3').textContent], dark);
  };
  await reader.goto(`${site.origin}/series/${last.id}/`);
  expect(await ownPage()).toEqual(['dark', true, last.title]);
  site.stop();
  await reader.reload();
  expect(await ownPage(), 'offline').toEqual(['dark', true, last.title]);
  await reader.click('checkbox', last.parts[0].title);
  const readIn = (key) => {
    const text = localStorage.getItem(key);
    return text && Object.keys(JSON.parse(text).read).sort();
  };
  const left = await reader.until('the tick kept, as the page\'s own marks', readIn, 'learning-series/own-page-marks/v1@/');
  expect(left).toEqual([`${last.id}/${last.parts[0].id}`]);
  expect(await reader.evaluate(readIn, 'learning-series/progress/v1@/'), 'the progress the app keeps: not written there').toBeNull();

  // The catalog's app merges it into the progress it keeps; an import
  // adds another part; both stand after a reload.
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  const file = JSON.stringify({ format: 'learning-series-progress', version: 1, read: { [`${last.id}/${last.parts[1].id}`]: '2026-01-02T03:04:05.000Z' } });
  await reader.evaluate((text) => {
    const input = document.querySelector('.import input[type=file]');
    const files = new DataTransfer();
    files.items.add(new File([text], 'progress.json', { type: 'application/json' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, file);
  await reader.until('the import said', () => document.body.textContent.includes('1 part imported'));
  await reader.reload();
  await reader.appReady();
  const both = [`${last.id}/${last.parts[0].id}`, `${last.id}/${last.parts[1].id}`];
  expect(await reader.until('both parts kept', (want) => {
    const text = localStorage.getItem('learning-series/progress/v1@/');
    const read = text && Object.keys(JSON.parse(text).read).sort();
    return String(read) === String(want) && read;
  }, both)).toEqual(both);
  expect(await reader.evaluate(() => document.querySelector('.overall').textContent)).toMatch(/^2 of 1,000 read/);
});

/** What the page says when the app could not start, and whether its lists still open. */
async function withoutTheApp(reader) {
  await reader.until('the app given up', () => document.documentElement.classList.contains('no-app'));
  await reader.click('summary', LIST);
  return reader.evaluate(() => ({
    said: document.getElementById('app-unavailable').innerText.replace(/\s+/g, ' ').trim(),
    listOpen: document.querySelector('details.reading-list[open]') !== null,
    boxesDisabled: [...document.querySelectorAll('#catalog input[type=checkbox]')].every((box) => box.disabled),
  }));
}

test('a wasm that does not load: the page says the app could not start, and reads as a catalog', async ({ reader, site }) => {
  site.answer(/\.wasm$/, () => 'not the build\'s wasm');
  await reader.goto(`${site.origin}/`);
  expect(await withoutTheApp(reader)).toEqual({
    said: 'The app could not start in this browser, so marking parts read and filtering are unavailable. Reloading the page may help.',
    listOpen: true,
    boxesDisabled: true,
  });
});

test('no WebAssembly (as in Lockdown Mode): the page says so, and that a reload will not help', async ({ reader, site }) => {
  site.answer(/^\/no-webassembly\.js$/, () => 'delete window.WebAssembly;');
  site.answer(/^\/index\.html$/, (page) => page.toString().replace('<head>', '<head><script src="no-webassembly.js"></script>'));
  await reader.goto(`${site.origin}/`);
  expect(await withoutTheApp(reader)).toEqual({
    said: 'The app could not start in this browser, so marking parts read and filtering are unavailable. It needs WebAssembly, which this browser has turned off (as Lockdown Mode does on an iPhone, iPad or Mac).',
    listOpen: true,
    boxesDisabled: true,
  });
});

test('Share shows only where the browser has a share sheet', async ({ reader, site }) => {
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  await reader.click('summary', LIST);
  await reader.click('checkbox', PART);
  await reader.click('button', 'Send to another device');
  // Its module (send.js) has drawn the code and taken on the buttons.
  await reader.until('the dialog and its code', () => document.querySelector('dialog[open] .qr:not([hidden]) svg') !== null);
  const [sheet, shown] = await reader.evaluate(() => [
    typeof navigator.share === 'function',
    [...document.querySelectorAll('dialog[open] button')].some((button) => button.textContent.trim() === 'Share' && button.getClientRects().length > 0),
  ]);
  expect(shown).toBe(sheet);
});

test('the series followed and a reading plan are offered as files for a feed reader and a calendar', async ({ reader, site }) => {
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  await reader.click('summary', LIST);
  await reader.click('checkbox', PART);
  await reader.click('button', 'Follow: LLM Inference');
  await reader.click('button', 'Feed reader and calendar');
  const offered = await reader.until('both files offered', () => {
    const links = [...document.querySelectorAll('#follow-dialog[open] a[download]:not([hidden])')];
    return links.length === 2 && links.map((link) => [link.textContent.trim(), link.download, link.href.startsWith('blob:')]);
  });
  expect(offered).toEqual([
    ['Download the feeds you follow (OPML)', `${await reader.evaluate(() => document.title)}.opml`, true],
    ['Download the reading plan (iCalendar)', `${await reader.evaluate(() => document.title)}.ics`, true],
  ]);
  expect(await reader.evaluate(() => document.querySelector('#follow-dialog .plan-status').textContent)).toMatch(/^At 2 a week, the plan’s last part is on \w+ \d+, \d{4}\.$/);
});
