// The core loop, in every engine: the page before the app, marking kept
// across a reload, a topic and a search, a search's marks on a long
// page, a large catalog's lists on the series' own pages (ticked there
// and kept for the catalog), the dark theme, a phone's width and the
// first visit's sentence there, print.
import { test, expect, LIST, PART } from './fixtures.js';
import { generateCatalog } from '../e2e/generate-catalog.js';
import { markedOnScreen } from '../e2e/marked-on-screen.js';
import { seedCatalog } from '../e2e/fixture-site.js';

/** The reading list: whether it is open, and its part ticked; the search's words; the series shown; whether "Close all lists" shows. */
const seen = (reader) =>
  reader.evaluate((list, part) => {
    const details = [...document.querySelectorAll('summary.disclosure')].find((summary) => new RegExp(list).test(summary.textContent.trim())).parentElement;
    return {
      open: details.open,
      ticked: [...details.querySelectorAll('input[type=checkbox]')].some((box) => box.labels[0].textContent.trim() === part && box.checked),
      words: document.getElementById('search').value,
      shown: [...document.querySelectorAll('article.series')].filter((card) => card.checkVisibility({ visibilityProperty: true })).length,
      closeAll: document.querySelector('[data-all-lists=close]').checkVisibility({ visibilityProperty: true }),
    };
  }, LIST.source, PART);

test('before the app: a list opened, a part ticked and words typed are all kept when it takes over', async ({ reader, site }) => {
  const release = site.hold(/\.wasm$/);
  await reader.goto(`${site.origin}/`);
  await reader.click('summary', LIST);
  await reader.click('checkbox', PART);
  await reader.type('searchbox', 'Search', 'inference');
  expect(await reader.evaluate(() => document.documentElement.classList.contains('starting')), 'the app has not started').toBe(true);
  release();
  await reader.appReady();
  await reader.until('the search applied', () => document.querySelectorAll('article.series[hidden]').length > 0);
  expect(await seen(reader)).toEqual({ open: true, ticked: true, words: 'inference', shown: 1, closeAll: true });
  await reader.reload();
  await reader.appReady();
  expect((await seen(reader)).ticked, 'the tick was kept').toBe(true);
});

test('a part marked read stays read after a reload, with its list open and "Close all lists" offered', async ({ reader, site }) => {
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  expect(await seen(reader)).toEqual({ open: false, ticked: false, words: '', shown: 8, closeAll: false });
  await reader.click('summary', LIST);
  await reader.click('checkbox', PART);
  await reader.until('the part counted read', () => document.body.textContent.includes('1 of 7 read'));
  await reader.reload();
  await reader.appReady();
  expect(await seen(reader)).toEqual({ open: true, ticked: true, words: '', shown: 8, closeAll: true });
});

test('a topic and a search narrow the series; a search that finds nothing offers to clear it', async ({ reader, site }) => {
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  await reader.type('searchbox', 'Search', 'flash attention');
  await reader.until('one series shown', () => document.querySelectorAll('article.series:not([hidden])').length === 1);
  await reader.click('button', /^Show all series/);
  await reader.click('checkbox', 'GPU, 3 series');
  await reader.until('three series shown', () => document.querySelectorAll('article.series:not([hidden])').length === 3);
  expect(await reader.evaluate(() => location.search)).toBe('?topic=gpu');
  await reader.type('searchbox', 'Search', 'zzzz');
  await reader.click('button', 'Clear the search (3 series)');
  await reader.until('the topic\'s three series shown again', () => document.querySelectorAll('article.series:not([hidden])').length === 3);
  expect(await reader.evaluate(() => document.getElementById('search').value)).toBe('');
});

test('in a catalog of a hundred series, a search marks the cards on the screen in the frame they show in, there and after scrolling', async ({ reader, site }) => {
  site.answer(/\/catalog\.json$/, () => JSON.stringify(generateCatalog(1_000)));
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  for (const [what, action] of [
    ['typed', { words: 'cache' }],
    ['scrolled to the last card', { card: -1 }],
    ['scrolled halfway', { card: 40 }],
    ['typed there', { words: 'kernel' }],
  ]) {
    const { cards, unmarked } = await reader.evaluate(markedOnScreen, action);
    expect(cards, what).toBeGreaterThan(0);
    expect(unmarked, what).toEqual([]);
  }
});

test('a list that closes brings the cards under it up, and they show the search\'s marks in the frame they come in', async ({ reader, site }) => {
  // Lists of 50 parts: one open is more than two screens long.
  site.answer(/\/catalog\.json$/, () => JSON.stringify(generateCatalog(2_000, 50)));
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  await reader.evaluate(markedOnScreen, { words: 'depth' });
  await reader.evaluate(() => {
    document.querySelector('#catalog article.series:not([hidden]) details').open = true;
  });
  await reader.until('the first list built', () => document.querySelectorAll('#catalog details[open] .part input').length > 0);
  await reader.evaluate(
    () =>
      new Promise((settled) => {
        document.querySelector('#catalog details[open] summary').scrollIntoView({ block: 'start' });
        requestAnimationFrame(() => requestAnimationFrame(settled));
      }),
  );
  const { cards, unmarked } = await reader.evaluate(markedOnScreen, { close: 0 });
  expect(cards).toBeGreaterThan(1);
  expect(unmarked).toEqual([]);
});

test('a large catalog: a list its page leaves out links to the series\' own page, which holds it open and keeps its ticks for the catalog; the app opens it on the page', async ({ reader, site }) => {
  const catalog = generateCatalog(1_000);
  const last = catalog.series.findLast((series) => series.section === 'past');
  site.withCatalog(catalog);
  const release = site.hold(/\.wasm$/);
  await reader.goto(`${site.origin}/`);
  await reader.evaluate((title) => {
    const summary = [...document.querySelectorAll('summary.disclosure')].find((disclosure) => disclosure.textContent.includes(`${title}:`));
    summary.scrollIntoView({ block: 'center' });
    summary.click();
  }, last.title);
  await reader.click('link', `${last.title}: Its ${last.parts.length} parts are on the series' own page`);
  const ownPage = await reader.until('the series\' own page, its list open', () => {
    const list = document.querySelector('details.reading-list[open]');
    const card = document.querySelector('article.series');
    return (
      location.pathname.startsWith('/series/') &&
      list &&
      document.readyState === 'complete' && {
        path: location.pathname,
        title: document.title,
        parts: [...list.querySelectorAll('li.part')].map((row) => row.textContent.trim()),
        cards: document.querySelectorAll('article.series').length,
        styled: getComputedStyle(card).borderStyle,
      }
    );
  });
  expect(ownPage).toEqual({
    path: `/series/${last.id}/`,
    title: `${last.title} · ${catalog.title}`,
    parts: last.parts.map((part) => part.title),
    cards: 1,
    styled: 'solid',
  });
  // A part ticked on the series' own page is kept for the catalog, and
  // one marked in the catalog is ticked on the series' own page.
  await reader.click('checkbox', last.parts.at(-1).title);
  await reader.click('link', 'Open this series in the catalog, where you can mark its parts read');
  release();
  await reader.appReady();
  expect(await reader.evaluate(() => location.hash)).toBe(`#series--${last.id}`);
  await reader.until('the part ticked on its own page, read', () => document.querySelector('[aria-labelledby=overview-heading]')?.textContent.includes('1 of 1,000 read'));
  // Its list, open (whether the new page opened it or not).
  await reader.evaluate((id) => {
    document.getElementById(`series--${id}`).closest('article').querySelector('details.reading-list').open = true;
  }, last.id);
  await reader.click('checkbox', last.parts.at(-2).title);
  await reader.until('the part marked read', () => document.querySelector('[aria-labelledby=overview-heading]')?.textContent.includes('2 of 1,000 read'));
  await reader.goto(`${site.origin}/series/${last.id}/`);
  const ticked = await reader.until('the series\' own page, its parts read ticked', () => {
    const boxes = [...document.querySelectorAll('input[type=checkbox]')];
    return document.readyState === 'complete' && boxes.length > 0 && boxes.filter((box) => box.checked).map((box) => box.labels[0].textContent.trim());
  });
  expect(ticked).toEqual([last.parts.at(-2).title, last.parts.at(-1).title]);
});

test('a large catalog: its later series, brief on the page, are whole once taken over, and the place holds as they come on screen above the reader', async ({ reader, site }) => {
  const catalog = generateCatalog(1_000);
  site.withCatalog(catalog);
  const release = site.hold(/\.wasm$/);
  await reader.goto(`${site.origin}/`);
  const last = `series--${catalog.series.at(-1).id}`;
  const brief = await reader.evaluate((id) => document.getElementById(id).closest('article').querySelectorAll('.summary, .follow').length, last);
  expect(brief, 'the page shows a later series brief').toBe(0);
  release();
  await reader.appReady();
  // Taken to a series far down the page, then scrolling up a screen's
  // quarter at a time: the cards that come on screen above grow from the
  // brief card's height to their own, and the series stays where the
  // scrolling alone puts it.
  const moves = await reader.evaluate(async (id) => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))));
    const heading = document.getElementById(id);
    heading.scrollIntoView({ block: 'start' });
    await frames();
    const step = Math.round(innerHeight / 4);
    const moves = [];
    for (let i = 0; i < 8; i++) {
      const top = heading.getBoundingClientRect().top;
      scrollBy(0, -step);
      await frames();
      moves.push(Math.round(heading.getBoundingClientRect().top - top - step));
    }
    return { moves, whole: heading.closest('article').querySelectorAll('.summary, .follow').length };
  }, last);
  expect(moves).toEqual({ moves: [0, 0, 0, 0, 0, 0, 0, 0], whole: 2 });
});

test('the dark theme chosen is the page\'s colours, and is there again before the app on a reload', async ({ reader, site }) => {
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  const background = () => getComputedStyle(document.documentElement).backgroundColor;
  const light = await reader.evaluate(background);
  await reader.chooseTheme('dark');
  const dark = await reader.evaluate(background);
  const lightness = (colour) => colour.match(/[\d.]+/g).slice(0, 3).reduce((sum, channel) => sum + Number(channel), 0);
  expect(lightness(dark), `${dark} is darker than ${light}`).toBeLessThan(lightness(light) / 2);
  // The worker may answer for the wasm by now; not for the catalog,
  // which it asks the network for first.
  const release = site.hold(/catalog\.json$/);
  await reader.reload();
  expect(await reader.evaluate(() => [document.documentElement.classList.contains('starting'), document.documentElement.dataset.theme])).toEqual([true, 'dark']);
  expect(await reader.evaluate(background)).toBe(dark);
  release();
});

test('at a phone\'s width nothing runs off the side, and a part can be marked', async ({ reader, site, engine }) => {
  // MiniBrowser's window is at least 447 pixels wide (its toolbar's
  // width): a large phone's, where Safari on an iPhone has 390 to 440.
  const width = engine === 'webkit' ? 447 : 390;
  await reader.viewport(width, 844);
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  await reader.click('summary', LIST);
  await reader.click('checkbox', PART);
  expect(await reader.evaluate(() => [innerWidth, document.documentElement.scrollWidth <= innerWidth])).toEqual([width, true]);
  expect((await seen(reader)).ticked).toBe(true);
});

test('the first visit\'s sentence is whole at a phone\'s widths, inside its slot', async ({ reader, site, engine }) => {
  // WebKit's window is at least 447 pixels wide (above); the others go
  // down to the narrowest phone's 320.
  const widths = engine === 'webkit' ? [447] : [320, 360, 390];
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  for (const width of widths) {
    await reader.viewport(width, 844);
    const fits = await reader.evaluate(() => {
      const note = document.querySelector('.continue .first-visit');
      const slot = note.closest('.continue').getBoundingClientRect();
      const box = note.getBoundingClientRect();
      return { text: note.textContent.trim().endsWith('takes it along.'), clipped: note.scrollHeight > note.clientHeight, inside: box.bottom <= slot.bottom + 0.5 && box.top >= slot.top - 0.5 };
    });
    expect(fits, `at ${width} px`).toEqual({ text: true, clipped: false, inside: true });
  }
});

test('print: the date stamped, and every link\'s whole address for the paper', async ({ reader, site }) => {
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  const printed = await reader.evaluate(() => {
    dispatchEvent(new Event('beforeprint'));
    const links = [...document.querySelectorAll('#catalog a[href]')];
    return {
      date: document.querySelector('.printed-on').textContent !== '',
      stamped: links.length > 0 && links.every((link) => link.getAttribute('data-print-href') === link.href),
    };
  });
  expect(printed).toEqual({ date: true, stamped: true });
});

test('a started card\'s status is drawn whole on its top edge, not cut by the card', async ({ reader, site }) => {
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  await reader.click('summary', LIST);
  await reader.click('checkbox', PART);
  await reader.until('the status shown, its card in the middle of the screen', () => {
    const label = document.querySelector('article.series .status');
    label?.closest('article').scrollIntoView({ block: 'center' });
    return !!label;
  });
  await reader.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  // What is drawn at the top and bottom of the label, a pixel in: the label itself.
  const hits = await reader.evaluate(() => {
    const label = document.querySelector('article.series .status');
    const box = label.getBoundingClientRect();
    const x = box.left + box.width / 2;
    return [box.top + 1, box.bottom - 1].map((y) => label.contains(document.elementFromPoint(x, y)));
  });
  expect(hits).toEqual([true, true]);
});

test('right to left: a title that starts with a Latin word reads right to left in Continue reading and Next, as in its list', async ({ reader, site }) => {
  const catalog = seedCatalog();
  catalog.lang = 'ar';
  site.withCatalog(catalog);
  await reader.goto(`${site.origin}/`);
  await reader.appReady();
  await reader.evaluate(() => document.querySelector('article.series details summary').click());
  await reader.evaluate(() => document.querySelector('article.series li.part input[type=checkbox]').click());
  const directions = await reader.until('Continue reading and Next', () => {
    const titles = [...document.querySelectorAll('.continue bdi, .list-actions bdi')];
    return titles.length > 1 && titles.map((title) => [title.textContent, getComputedStyle(title).direction]);
  });
  expect(directions.some(([text]) => /^[A-Za-z]/.test(text)), JSON.stringify(directions)).toBe(true);
  for (const [text, direction] of directions) expect(direction, text).toBe('rtl');
});
