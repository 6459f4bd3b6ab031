// The series box on the author's article pages (src/series_box.rs, written
// by the kit's build with the site's address): a blog page of the reader's
// own origin and one of another each include the box of part 2. Its links
// lead where they say; "Mark as read and go back to the series" marks the
// part in the reader, with Undo, once; the same-origin script shows the
// parts read, reading the stored progress as the Rust code does and
// writing nothing; hostile titles stay text; its colours follow the
// page's theme switch; axe finds nothing, light and dark; and a catalog
// change rewrites only the boxes it changes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { test, expect, appReady } from './fixtures.js';
import { CONTENT_TYPES } from '../../scripts/pipeline/site.js';

const READER = 'http://author.test/series/';
const OTHER = 'http://other.test';
const KEY = 'learning-series/progress/v1@/series/';

const hostile = (() => {
  const start = '<img src=x onerror="window.pwned=1"> "quoted" & \u202Ereversed ';
  return start + 'x'.repeat(300 - [...start].length);
})();

/** Two series whose parts the progress documents of the fixture name, and one with hostile titles. */
function catalogOf({ spinTitle = 'Spinlocks' } = {}) {
  const part = (id, title, url = `../posts/${id}.html`) => ({ id, title, url });
  return {
    schema: 1,
    title: 'Author',
    subtitle: 'Series',
    sections: [{ id: 'all', title: 'All' }],
    series: [
      { id: 'locks', section: 'all', title: 'Locks *and* more', summary: 'Locks.', parts: [part('spin', spinTitle), part('rcu', 'RCU'), part('futex', 'Futexes')] },
      { id: 'cxl', section: 'all', title: 'CXL', summary: 'CXL.', parts: [part('intro', 'Intro'), part('mem', 'Memory')] },
      { id: 'odd', section: 'all', title: hostile, summary: 'Odd.', parts: [part('one', hostile), part('two', hostile), part('three', 'Three')] },
      { id: 'long', section: 'all', title: 'Long', summary: 'Long.', parts: Array.from({ length: 11 }, (_, i) => part(`p${i + 1}`, `Long part ${i + 1}`)) },
    ],
  };
}

/** Builds the reader for `catalog` with the kit's build, published at READER; its folder. */
function build(info, catalog, out = info.outputPath('site')) {
  mkdirSync(out, { recursive: true });
  const file = join(out, '..', 'catalog.json');
  writeFileSync(file, JSON.stringify(catalog));
  execFileSync('node', ['scripts/pipeline/cli.js', 'build', file, '--out', out, '--base-url', READER], { stdio: ['ignore', 'ignore', 'inherit'] });
  return out;
}

const box = (site, series, part) => readFileSync(join(site, 'series-box', series, `${part}.html`), 'utf8');

/** An article page with the boxes of `parts` (`series/part`), its stylesheet, and on the reader's origin its script. */
function article(site, origin, parts) {
  const script = origin === 'http://author.test' ? `<script src="${READER}series-box/series-box.js" defer></script>` : '';
  const boxes = parts.map((id) => box(site, ...id.split('/'))).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${READER}series-box/series-box.css">${script}</head>
<body><main><h1>A post</h1><p>Some words of the article.</p>${boxes}</main></body></html>`;
}

/** Serves the reader at READER, and article pages at /posts/<part>.html on both origins, each with the boxes `boxesOf(part)`. */
async function serve(page, site, boxesOf = (part) => [`locks/${part}`]) {
  const context = page.context();
  await context.route('http://author.test/series/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/series\//, '/').replace(/\/$/, '/index.html');
    return route.fulfill({ path: join(site, path), contentType: CONTENT_TYPES[extname(path)] });
  });
  for (const origin of ['http://author.test', OTHER]) {
    await context.route(`${origin}/posts/*.html`, (route) => {
      const part = new URL(route.request().url()).pathname.match(/\/posts\/([a-z0-9-]+)\.html$/)[1];
      return route.fulfill({ body: article(site, origin, boxesOf(part)), contentType: 'text/html; charset=utf-8' });
    });
  }
}

const readBox = (page) => page.getByRole('navigation', { name: 'Series: Locks and more' });
const checkbox = (page, title) => page.getByRole('checkbox', { name: title, exact: true });

for (const origin of ['http://author.test', OTHER]) {
  test(`on ${origin === OTHER ? 'another origin' : 'the reader\'s origin'}, the box of part 2 links its series, its neighbours, its list and the way back`, async ({ page }, info) => {
    const site = build(info, catalogOf());
    await serve(page, site);
    await page.goto(`${origin}/posts/rcu.html`);
    const nav = readBox(page);
    await expect(nav.getByRole('link', { name: 'Locks and more' })).toHaveAttribute('href', `${READER}#series--locks`);
    await expect(nav).toContainText('Part 2 of 3');
    await expect(nav.getByRole('link', { name: 'Previous: Spinlocks' })).toHaveAttribute('href', 'http://author.test/posts/spin.html');
    await expect(nav.getByRole('link', { name: 'Next: Futexes' })).toHaveAttribute('href', 'http://author.test/posts/futex.html');
    const items = nav.getByRole('listitem');
    await expect(items).toHaveText(['Spinlocks', 'RCU', 'Futexes']);
    await expect(items.nth(1).locator('[aria-current="page"]')).toHaveText('RCU');
    await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', 'http://author.test/posts/spin.html');
    await expect(nav.locator('details')).toHaveJSProperty('open', true);
    const back = nav.getByRole('link', { name: 'Mark as read and go back to the series' });
    await expect(back).toHaveAttribute('href', `${READER}#read=locks/rcu`);
    // Its links work without a script: next, then the series in the reader.
    await nav.getByRole('link', { name: 'Next: Futexes' }).click();
    await expect(page).toHaveURL('http://author.test/posts/futex.html');
    await expect(readBox(page)).toContainText('Part 3 of 3');
    await readBox(page).getByRole('link', { name: 'Locks and more' }).click();
    await appReady(page);
    await expect(page.locator('details.reading-list').first()).toHaveJSProperty('open', true);
  });
}

test('Mark as read and go back marks part 2 in the reader with Undo, once; a link to a part the catalog lacks changes nothing and says why', async ({ page }, info) => {
  const site = build(info, catalogOf());
  await serve(page, site);
  await page.goto(`${OTHER}/posts/rcu.html`);
  await readBox(page).getByRole('link', { name: 'Mark as read and go back to the series' }).click();
  await appReady(page);
  await expect(checkbox(page, 'RCU')).toBeChecked();
  await expect(checkbox(page, 'Spinlocks')).not.toBeChecked();
  await expect(checkbox(page, 'RCU')).toBeInViewport();
  const notice = page.locator('.notice', { hasText: 'Marked “RCU” read.' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(READER);
  const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
  expect(JSON.parse(stored).read).toHaveProperty('locks/rcu');

  // The same link again: nothing more changes, and the page says so.
  await page.goto(`${OTHER}/posts/rcu.html`);
  await readBox(page).getByRole('link', { name: 'Mark as read and go back to the series' }).click();
  await appReady(page);
  await expect(page.locator('.notice', { hasText: '“RCU” was read already. Nothing was changed.' })).toBeVisible();
  await expect(page.locator('.notice', { hasText: 'Marked' })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(stored);

  // Undo, on a fresh mark.
  await checkbox(page, 'RCU').uncheck();
  await page.evaluate(() => (location.hash = '#read=locks/rcu'));
  await expect(checkbox(page, 'RCU')).toBeChecked();
  await page.locator('.notice', { hasText: 'Marked “RCU” read.' }).getByRole('button', { name: 'Undo' }).click();
  await expect(checkbox(page, 'RCU')).not.toBeChecked();

  // Damaged or unknown: nothing changes, the page says why, the address is clean.
  const before = await page.evaluate((key) => localStorage.getItem(key), KEY);
  for (const fragment of ['#read=locks/nope', '#read=nope/rcu', '#read=locks', '#read=%3Cb%3E']) {
    await page.evaluate((hash) => (location.hash = hash), fragment);
    await expect(page.locator('.notice.failed', { hasText: 'The link in the address was not read: it names a part this catalog does not have. Nothing was changed.' })).toBeVisible();
    await expect(page).toHaveURL(READER);
    await page.locator('.notice.failed').getByRole('button', { name: 'Dismiss this message' }).click();
  }
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(before);
});

test('on the reader\'s origin the script marks the parts read and leaves what is stored as it was; on another it does nothing', async ({ page }, info) => {
  const site = build(info, catalogOf());
  await serve(page, site);
  await page.goto(READER);
  await appReady(page);
  await page.locator('summary.disclosure').first().click();
  await checkbox(page, 'Spinlocks').check();
  const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
  await page.goto('http://author.test/posts/rcu.html');
  const items = readBox(page).getByRole('listitem');
  await expect(items).toHaveText(['Spinlocks ✓ read', 'RCU', 'Futexes']);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(stored);
  // Marked in the reader in another tab: the box follows.
  const reader = await page.context().newPage();
  await reader.goto(READER);
  await appReady(reader);
  await reader.locator('summary.disclosure').first().click();
  await checkbox(reader, 'Futexes').check();
  await expect(items).toHaveText(['Spinlocks ✓ read', 'RCU', 'Futexes ✓ read']);
  await page.goto(`${OTHER}/posts/rcu.html`);
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [KEY, stored]);
  await page.addScriptTag({ url: `${READER}series-box/series-box.js` });
  await expect(readBox(page).getByRole('listitem')).toHaveText(['Spinlocks', 'RCU', 'Futexes']);
});

test('the script reads each stored document as the Rust code reads it, and changes none', async ({ page }, info) => {
  const documents = JSON.parse(readFileSync('tests/fixtures/progress-documents.json', 'utf8'));
  const site = build(info, catalogOf());
  await serve(page, site, () => ['locks/rcu', 'cxl/intro']);
  await page.goto('http://author.test/posts/rcu.html');
  for (const { name, text, read } of documents) {
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [KEY, text]);
    await page.reload();
    await expect(page.locator('.ls-box').nth(1)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('li:has(.ls-box-done)')].map((li) => li.dataset.lsPart).sort()), name)
      .toEqual(read);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY), name).toBe(text);
  }
});

test('hostile titles stay text, isolated, and within the box', async ({ page }, info) => {
  const site = build(info, catalogOf());
  await serve(page, site, (part) => [`odd/${part}`]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${OTHER}/posts/two.html`);
  const nav = page.locator('.ls-box');
  await expect(nav).toContainText('Part 2 of 3');
  expect(await page.evaluate(() => window.pwned)).toBeUndefined();
  await expect(nav.locator('img')).toHaveCount(0);
  await expect(nav.locator('.ls-box-series bdi')).toHaveText(hostile);
  await expect(nav.locator('[aria-current="page"] bdi')).toHaveText(hostile);
  const widths = await nav.evaluate((el) => ({ box: el.getBoundingClientRect().width, scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth }));
  expect(widths.scroll, 'nothing overflows the box').toBeLessThanOrEqual(widths.client);
  expect(widths.page, 'nor the page').toBeLessThanOrEqual(390);
});

test('a long series shows its list closed; on paper the box is black on white and its list whole', async ({ page }, info) => {
  const site = build(info, catalogOf());
  await serve(page, site, (part) => [`long/${part}`]);
  await page.goto(`${OTHER}/posts/p5.html`);
  const nav = page.getByRole('navigation', { name: 'Series: Long' });
  await expect(nav).toContainText('Part 5 of 11');
  await expect(nav.locator('details')).toHaveJSProperty('open', false);
  await expect(nav.getByRole('listitem').first()).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(nav.getByRole('listitem')).toHaveCount(11);
  for (const item of await nav.getByRole('listitem').all()) await expect(item).toBeVisible();
  expect(await nav.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
});

test('on a phone a box past five parts keeps to a corner of the first screen, with a way back a thumb can tap, and back in the reader the Undo is beside the part', async ({ page }, info) => {
  const site = build(info, catalogOf());
  await serve(page, site, (part) => [`long/${part}`]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${OTHER}/posts/p5.html`);
  const nav = page.getByRole('navigation', { name: 'Series: Long' });
  await expect(nav.locator('details')).toHaveJSProperty('open', false);
  const height = await nav.evaluate((el) => el.getBoundingClientRect().height);
  expect(height, 'the box takes at most a third of the screen').toBeLessThanOrEqual(844 / 3);
  const back = nav.getByRole('link', { name: 'Mark as read and go back to the series' });
  const target = await back.boundingBox();
  expect(target.height, 'a button-sized way back').toBeGreaterThanOrEqual(44);
  const hit = await back.evaluate((a) => {
    const box = a.getBoundingClientRect();
    return a.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(hit, 'a tap on it lands on it').toBe(true);

  // Back in the reader, the part and the Undo of its mark on one screen.
  await back.click();
  await appReady(page);
  await expect(checkbox(page, 'Long part 5')).toBeChecked();
  await expect(checkbox(page, 'Long part 5')).toBeInViewport();
  await expect(page.locator('.notice', { hasText: 'Marked “Long part 5” read.' }).getByRole('button', { name: 'Undo' })).toBeInViewport();
});

test('the box follows the page\'s own theme switch and colours, and else the reader\'s setting', async ({ page }, info) => {
  const site = build(info, catalogOf());
  await serve(page, site);
  const [light, dark] = ['rgb(245, 247, 250)', 'rgb(22, 27, 34)'];
  const cases = [
    ['light', '<html lang="en">', '<body>', light],
    ['dark', '<html lang="en">', '<body>', dark],
    ['light', '<html lang="en" data-theme="dark">', '<body>', dark],
    ['dark', '<html lang="en" class="light">', '<body>', light],
    ['light', '<html lang="en">', '<body data-bs-theme="dark">', dark],
    ['dark', '<html lang="en" data-color-scheme="light">', '<body>', light],
    ['dark', '<html lang="en"><style>:root { --ls-box-paper: rgb(1, 2, 3) }</style>', '<body>', 'rgb(1, 2, 3)'],
  ];
  for (const [colorScheme, html, body, paper] of cases) {
    await page.emulateMedia({ colorScheme });
    await page.route('http://author.test/themed.html', (route) =>
      route.fulfill({ body: article(site, 'http://author.test', ['locks/rcu']).replace('<html lang="en">', html).replace('<body>', body), contentType: 'text/html; charset=utf-8' }),
    );
    await page.goto('http://author.test/themed.html');
    expect(await readBox(page).evaluate((nav) => getComputedStyle(nav).backgroundColor), `${colorScheme}: ${html}${body}`).toBe(paper);
    await page.unroute('http://author.test/themed.html');
  }
});

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
for (const colorScheme of ['light', 'dark']) {
  test(`axe finds nothing in the box, ${colorScheme}, with a part read`, async ({ page }, info) => {
    const site = build(info, catalogOf());
    await serve(page, site, () => ['locks/rcu', 'odd/one']);
    await page.emulateMedia({ colorScheme });
    await page.goto(`http://author.test/posts/rcu.html`);
    await page.evaluate((key) => localStorage.setItem(key, '{"read":{"locks/spin":"2026-11-01T10:00:00.000Z"},"version":1}'), KEY);
    await page.reload();
    await expect(page.locator('.ls-box-done')).toHaveCount(1);
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () =>
      (
        await window.axe.run(document, {
          resultTypes: ['violations'],
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        })
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    );
    expect(violations).toEqual([]);
  });
}

test('a catalog change rewrites only the boxes of the series it changes', async ({}, info) => {
  const out = info.outputPath('site');
  build(info, catalogOf(), out);
  const boxes = ['locks/spin', 'locks/rcu', 'locks/futex', 'cxl/intro', 'cxl/mem', 'odd/one'];
  const stateOf = () => Object.fromEntries(boxes.map((id) => {
    const path = join(out, 'series-box', `${id}.html`);
    return [id, { bytes: readFileSync(path, 'utf8'), time: statSync(path).mtimeMs }];
  }));
  const before = stateOf();
  await new Promise((resolve) => setTimeout(resolve, 20));
  build(info, catalogOf({ spinTitle: 'Spinlocks, renamed' }), out);
  const after = stateOf();
  const changed = boxes.filter((id) => after[id].bytes !== before[id].bytes);
  expect(changed).toEqual(['locks/spin', 'locks/rcu', 'locks/futex']);
  for (const id of boxes) expect(after[id].time === before[id].time, `${id} kept its time`).toBe(!changed.includes(id));
});
