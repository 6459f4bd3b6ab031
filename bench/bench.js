// The reader's benchmark: bytes of the first view, and in headless
// Chromium on 127.0.0.1, for the bundled catalog and generated catalogs of
// 100, 1,000 and 10,000 parts: the time to the first series heading on
// screen (against a plain static HTML page of the same catalog) and to the
// app's takeover of the prerendered page, layout shift, the size of the
// prerendered page, the cost of marking a part read, of a key in a note, of a search
// keystroke and of a topic toggle, and memory after load. Writes the
// figures into BENCHMARKS.md between its bench markers.
//
// Files are served brotli-compressed, as a CDN would. Each generated
// catalog gets its own prerendered page (the prerender binary), as a
// build of that catalog would.
//
// Usage (scripts/bench builds dist/ first): node bench/bench.js
// BENCH_RUNS (default 5) sets the runs per figure. BENCH_DIST measures
// another build (for a before/after comparison) and only prints.
import { chromium } from '@playwright/test';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { execFileSync, execSync } from 'node:child_process';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { serveStatic } from '../tests/e2e/static-server.js';
import { generateCatalog } from '../tests/e2e/generate-catalog.js';
import { chromiumArgs } from '../tests/e2e/playwright.config.js';
import { staticPage } from './static-page.js';
import { firstViewFiles, sizes } from './sizes.js';
import { lighthouseRuns, withoutApp } from './lighthouse.js';
import { render } from '../scripts/pipeline/catalog.js';
import { languageOf } from '../scripts/pipeline/interface.js';
import { projectKit, projectVersion } from '../scripts/cargo-target.js';
import { authorEnv, filesOf, installedPackage, kit, TARBALL } from '../tests/e2e/kit-author.js';

const SIZES = [100, 1000, 10000];
/** One series of this many parts. */
const LONG = [10000, 50000];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Lighthouse runs per page (its figures are bimodal run to run). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_ONLY=first-paint: the bundled catalog's first paint, phone and Lighthouse only; prints, writes nothing. */
const FIRST_PAINT_ONLY = process.env.BENCH_ONLY === 'first-paint';
/** BENCH_ONLY=positions: what moves under the reader's pointer only; prints, writes nothing. */
const POSITIONS_ONLY = process.env.BENCH_ONLY === 'positions';
/** BENCH_ONLY=interactions: marking, a keystroke, a topic and one long series only; prints, writes nothing. */
const INTERACTIONS_ONLY = process.env.BENCH_ONLY === 'interactions';
/** BENCH_ONLY=kit: the author kit's size and build times only; prints, writes nothing. */
const KIT_ONLY = process.env.BENCH_ONLY === 'kit';
/** BENCH_ONLY=loads: the time to the catalog on screen and to the takeover only; prints, writes nothing. */
const LOADS_ONLY = process.env.BENCH_ONLY === 'loads';
const PORT = 4175;
const LIGHTHOUSE_VERSION = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const DIST = process.env.BENCH_DIST ?? 'dist';
const site = 'target/bench/site';
const origin = `http://127.0.0.1:${PORT}`;

// Records, from navigation start, when the first series heading is in the
// page (and the frame after, when it is painted), when the app has taken
// the page over (nothing busy any more, no longer "starting", and the
// frame after), the layout shifts and long tasks, and the wasm instance.
// Every frame from the first heading in the page to a frame after the
// takeover, it also looks where the first two series headings are in the
// viewport: how far either ever moved from where it was first painted
// (`headingMove`, px). The takeover replaces nodes, which no layout-shift
// entry counts; a reader sees them move all the same.
// A page that is never busy (the static one, or a build without the
// prerender) is taken over when its heading shows. With `openList`, it
// also clicks the first series' reading list from the frame its heading is
// painted in, every frame until the list shows (a list that waits for the
// app opens at the takeover), and records the frame its first part is on
// screen in.
const OBSERVE = ({ openList = false }) => {
  const firstHeading = () => document.querySelector('article.series h3');
  window.__bench = { longTaskEnd: 0, layoutShift: 0 };
  new PerformanceObserver((list) => {
    // Layout shifts (a LayoutShift has these; the DOM's types do not have it yet).
    for (const shift of /** @type {Array<PerformanceEntry & { hadRecentInput: boolean, value: number }>} */ (list.getEntries())) {
      if (!shift.hadRecentInput) window.__bench.layoutShift += shift.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      window.__bench.longTaskEnd = Math.max(window.__bench.longTaskEnd, task.startTime + task.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  // The wasm instance, for its memory, however the page instantiates it.
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const instantiate = WebAssembly[name];
    WebAssembly[name] = (...args) =>
      instantiate(...args).then((result) => {
        window.__bench.wasm = (result.instance ?? result).exports;
        return result;
      });
  }
  const afterFrame = (key) => requestAnimationFrame(() => (window.__bench[key] = performance.now()));
  window.__bench.headingMove = 0;
  const watchHeadings = () => {
    const tops = [...document.querySelectorAll('article.series h3')].slice(0, 2).map((h) => h.getBoundingClientRect().top);
    window.__bench.firstTops ??= tops;
    tops.forEach((top, i) => {
      window.__bench.headingMove = Math.max(window.__bench.headingMove, Math.abs(top - (window.__bench.firstTops[i] ?? top)));
    });
    if (!window.__bench.ready) requestAnimationFrame(watchHeadings);
  };
  const openFirstList = () => {
    const card = firstHeading()?.closest('article');
    const firstPart = card?.querySelector('li.part');
    if (firstPart?.checkVisibility()) return afterFrame('listOpen');
    /** @type {HTMLElement | null} */ (card?.querySelector('.disclosure'))?.click();
    requestAnimationFrame(openFirstList);
  };
  const check = () => {
    if (!firstHeading()) return false;
    if (!window.__bench.inPage) {
      window.__bench.inPage = true;
      afterFrame('shown');
      requestAnimationFrame(watchHeadings);
      if (openList) requestAnimationFrame(openFirstList);
    }
    // A page that expects the app ("app" class) is taken over once it has
    // been busy and nothing is any more.
    const root = document.documentElement;
    const busy = !!document.querySelector('[aria-busy]') || root.classList.contains('starting');
    window.__bench.sawBusy ||= busy;
    const expectsApp = root.classList.contains('app');
    if (busy || (expectsApp && !window.__bench.sawBusy)) return false;
    afterFrame('ready');
    return true;
  };
  new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'class'],
  });
};

/** Whether a build prerenders its catalog (the page has the markers). */
const prerenders = (dir) => readFileSync(join(dir, 'index.html'), 'utf8').includes('<!-- catalog:start -->');

/** Writes `catalog`'s markup into the copy of the page in `dir`, as the finishing pipeline does (the last release build's kit wasm). */
async function prerender(dir) {
  const page = new Map([['index.html', readFileSync(join(dir, 'index.html'))]]);
  const catalog = { folders: { '/in': dir }, inside: '/in/catalog.json', shownAs: 'catalog.json' };
  await render(page, { kit: projectKit().kit, catalog, quiet: true, language: languageOf(catalog) });
  writeFileSync(join(dir, 'index.html'), page.get('index.html'));
}

async function prepare(dist) {
  rmSync(site, { recursive: true, force: true });
  if (FIRST_PAINT_ONLY || POSITIONS_ONLY) return {};
  const built = firstViewFiles(dist).filter((f) => f !== 'catalog.json');
  const stylesheet = built.find((f) => f.endsWith('.css'));
  const catalogs = {};
  for (const parts of SIZES) {
    const dir = join(site, `n${parts}`);
    mkdirSync(dir, { recursive: true });
    for (const file of built) cpSync(join(dist, file), join(dir, file));
    const catalog = generateCatalog(parts);
    writeFileSync(join(dir, 'catalog.json'), JSON.stringify(catalog));
    if (prerenders(dir)) await prerender(dir);
    writeFileSync(join(dir, 'static.html'), staticPage(catalog, stylesheet));
    catalogs[parts] = catalog;
  }
  for (const parts of LOADS_ONLY ? [] : LONG) {
    const dir = join(site, `long${parts}`);
    mkdirSync(dir, { recursive: true });
    for (const file of built) cpSync(join(dist, file), join(dir, file));
    const catalog = generateCatalog(parts, parts);
    writeFileSync(join(dir, 'catalog.json'), JSON.stringify(catalog));
    if (prerenders(dir)) await prerender(dir);
    catalogs[`long${parts}`] = catalog;
  }
  return catalogs;
}

/** The page as served: raw and brotli bytes. */
function pageBytes(dir) {
  const bytes = readFileSync(join(dir, 'index.html'));
  return { raw: bytes.length, brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

async function freshPage(browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** Navigation to the first series heading painted, and to the takeover. */
async function loadTime(browser, url) {
  const { context, page } = await freshPage(browser);
  await page.addInitScript(OBSERVE, {});
  await page.goto(url);
  await page.waitForFunction(() => window.__bench.ready, null, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const result = await page.evaluate(() => ({
    shown: window.__bench.shown,
    ready: window.__bench.ready,
    interactive: Math.max(window.__bench.ready, window.__bench.longTaskEnd),
    layoutShift: window.__bench.layoutShift,
  }));
  await context.close();
  return result;
}

/** Milliseconds the renderer has spent on style and layout so far. */
async function rendering(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return 1000 * (metric('RecalcStyleDuration') + metric('LayoutDuration'));
}

/**
 * Clicks `selector`, or types `text` at the end of its value (or, with
 * `replace`, makes `text` its whole value: a key that deletes), then waits
 * until every microtask this queued has run (Leptos updates the DOM in
 * microtasks) and returns the time it took, with what the app does for it
 * at the start of the next frame (its animation-frame callbacks and their
 * microtasks, before that frame is painted: the cards a search brings
 * near the screen get their marks there), the mutation records it
 * caused, and the DOM nodes it created; then, two frames later, the
 * style and layout time the renderer spent on it.
 */
async function measure(page, selector, text = null, replace = false) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // Let pending rendering finish and leave the frame, so that only this
  // action is timed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const before = await rendering(cdp);
  const result = await page.evaluate(async ([selector, text, replace]) => {
    const target = document.querySelector(selector);
    const records = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const macrotask = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    await macrotask();
    // Callbacks run in the order asked for: the first before the app's, the last after.
    let frameStart = 0;
    let frameEnd = 0;
    requestAnimationFrame(() => (frameStart = performance.now()));
    const start = performance.now();
    if (text === null) {
      target.click();
    } else {
      target.value = replace ? text : target.value + text;
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    requestAnimationFrame(() => (frameEnd = performance.now()));
    await macrotask();
    let time = performance.now() - start;
    records.push(...observer.takeRecords());
    observer.disconnect();
    const created = (node) => 1 + [...node.childNodes].reduce((n, child) => n + created(child), 0);
    const nodes = records.flatMap((r) => [...r.addedNodes]).reduce((n, node) => n + created(node), 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    time += frameEnd - frameStart;
    return { time, mutations: records.length, nodes };
  }, [selector, text, replace]);
  const after = await rendering(cdp);
  await cdp.detach();
  return { ...result, layout: after - before };
}

/** The JS heap after a garbage collection, and the wasm memory's size. */
async function memory(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize').value;
  const wasm = await page.evaluate(() => window.__bench.wasm?.memory?.buffer.byteLength ?? 0);
  return { heap, wasm };
}

/** Marking a part read, a key in a note, a search keystroke and a topic toggle. */
async function interactions(browser, parts, catalog) {
  const { context, page } = await freshPage(browser);
  await page.addInitScript(OBSERVE, {});
  await page.goto(`${origin}/n${parts}/`);
  await page.waitForFunction(() => window.__bench.ready, null, { timeout: 60_000 });
  const last = catalog.series.at(-1);
  await page.locator('article.series').last().locator('.disclosure').click();
  // The common case: reading on in a series already in progress.
  await page.getByRole('checkbox', { name: last.parts[0].title }).check();
  const mark = await measure(page, 'article.series:has(li.part) li.part:nth-child(2) input');
  // A key typed in a note: the reader's own marks are saved and told.
  await page.locator('article.series:has(li.part) li.part:nth-child(2) .note-toggle').click();
  await page.locator('.note-field').fill('A note');
  const note = await measure(page, '.note-field', 's');
  await page.keyboard.press('Escape');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('cach');
  const keystroke = await measure(page, 'input[type=search]', 'e');
  await search.fill('');
  const keys = await everyKey(page, EVERY_KEY_WORD);
  const topic = await measure(page, '.facets input[name=topic]');
  const { heap, wasm } = await memory(context, page);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  return { mark, note, keystroke, keys, topic, heap, wasm, domNodes };
}

/** The word typed into an empty search box, key by key, then deleted. */
const EVERY_KEY_WORD = 'cach';

/**
 * Every key of typing `word` into the empty search box and deleting it
 * again ("c", "ca", ... "cach", then "cac", ... and ""): each measured as
 * `measure` does (script to the end of its microtasks and at the start
 * of the next frame, then style and
 * layout over the next two frames). The first keys, where hundreds of
 * cards hide and hundreds of texts gain marks, and the last ones, where
 * they come back, are the slow ones: the reader meets the slowest.
 */
async function everyKey(page, word) {
  const keys = [];
  for (let at = 1; at <= word.length; at++) keys.push({ key: word[at - 1], value: word.slice(0, at) });
  for (let at = word.length - 1; at >= 0; at--) keys.push({ key: '⌫', value: word.slice(0, at) });
  const measured = [];
  for (const { key, value } of keys) measured.push({ key, value, ...(await measure(page, 'input[type=search]', value, true)) });
  return measured;
}

/**
 * Script time (Chromium's ScriptDuration) and wall time from a click on
 * `click` (or, without it, a jump to the bottom of the page) to the
 * first frame with an element matching `done`.
 */
async function untilFrame(page, click, done) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const script = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value * 1000;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const before = await script();
  const wall = await page.evaluate(
    async ([click, done]) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const start = performance.now();
      if (click) document.querySelector(click).click();
      else window.scrollTo(0, document.documentElement.scrollHeight);
      for (;;) {
        await frame();
        if (document.querySelector(done)) return performance.now() - start;
      }
    },
    [click, done],
  );
  const time = (await script()) - before;
  await cdp.detach();
  return { time, wall };
}

/**
 * One series of `parts` parts: opening its list (script time, and the
 * wall time to the frame with its first part), scrolling to the end of
 * the page (to the frame with its last part), marking the last part
 * read, a search keystroke inside the open list, and memory.
 */
async function longSeries(browser, parts, catalog) {
  const { context, page } = await freshPage(browser);
  const [series] = catalog.series;
  await page.addInitScript(OBSERVE, {});
  // The first request compresses the page (megabytes, brotli 11): slow.
  await page.goto(`${origin}/long${parts}/`, { timeout: 180_000 });
  await page.waitForFunction(() => window.__bench.ready, null, { timeout: 180_000 });
  const ready = await page.evaluate(() => window.__bench.ready);
  // By id (src/ids.rs): a role query would name every checkbox first.
  const checkbox = (part) => `#part--${series.id}--${series.parts[part].id}`;
  const open = await untilFrame(page, '.disclosure', checkbox(0));
  const scroll = await untilFrame(page, null, checkbox(parts - 1));
  const built = await page.evaluate(() => document.querySelectorAll('ol.parts > li.part').length);
  await page.locator(checkbox(parts - 2)).check();
  const mark = await measure(page, checkbox(parts - 1));
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(`s0p${String(parts - 1).slice(0, -1)}`);
  const keystroke = await measure(page, 'input[type=search]', String(parts - 1).slice(-1));
  const { heap, wasm } = await memory(context, page);
  await context.close();
  return { ready, open, scroll, built, mark, keystroke, heap, wasm };
}

/** Where an element's top is in the viewport, after the next frame. */
const viewportTop = (page, selector) =>
  page.evaluate(
    (selector) =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.querySelector(selector).getBoundingClientRect().top))),
      ),
    selector,
  );

/**
 * What moves under the reader's pointer, in px, on a viewport: the next
 * part's checkbox when the first part of an open list is marked (by a
 * click) and the focused one when it is marked with `x`; and the first
 * two series headings from the first paint of a returning reader's page
 * to a frame after the takeover, beside its layout-shift score; then the
 * same after a catalog update (two parts more in the last series), when
 * the line of what is new fills the room kept for it, and whether that
 * line is cut (its text taller than its box).
 */
async function positions(browser, viewport) {
  const { context, page } = await freshPage(browser, viewport);
  await page.goto(`${origin}/bundled/`);
  await page.locator('html.app:not(.starting)').waitFor();
  const card = 'article.series:first-of-type';
  await page.locator(`${card} .disclosure`).first().click();
  const box = (n) => `${card} li.part:nth-child(${n}) input`;
  await page.locator(box(1)).scrollIntoViewIfNeeded();
  const next = await viewportTop(page, box(2));
  await page.locator(box(1)).click();
  const mark = Math.abs((await viewportTop(page, box(2))) - next);
  await page.locator(box(3)).focus();
  const focused = await viewportTop(page, box(3));
  await page.keyboard.press('x');
  const key = Math.abs((await viewportTop(page, box(3))) - focused);

  await page.addInitScript(OBSERVE, {});
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.reload();
  await page.waitForFunction(() => window.__bench.ready, null, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const takeover = await page.evaluate(() => ({ moved: window.__bench.headingMove, layoutShift: window.__bench.layoutShift }));

  const grown = await (await page.request.get(`${origin}/bundled/catalog.json`)).json();
  grown.series.at(-1).parts.push({ id: 'bench-new-one', title: 'A new part' }, { id: 'bench-new-two', title: 'Another new part' });
  await page.route('**/catalog.json', (route) => route.fulfill({ json: grown }));
  await page.reload();
  await page.waitForFunction(() => window.__bench.ready, null, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const updated = await page.evaluate(() => {
    const line = document.querySelector('.new-parts');
    return {
      moved: window.__bench.headingMove,
      layoutShift: window.__bench.layoutShift,
      said: line?.textContent ?? '',
      cut: !line || line.scrollHeight > line.clientHeight + 1 || line.clientHeight < 8,
    };
  });
  await context.close();
  if (!/2 new parts/.test(updated.said)) throw new Error(`after a catalog update the page says "${updated.said}", not that 2 parts are new`);
  return { mark, key, takeover, updated };
}

async function positionRuns(browser) {
  const viewports = [
    ['desktop, 1280 × 900', { width: 1280, height: 900 }],
    ['phone, 390 × 844', { width: 390, height: 844 }],
  ];
  const results = [];
  for (const [label, viewport] of viewports) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await positions(browser, viewport));
    const worst = (pick) => Math.max(...runs.map(pick));
    results.push({
      label,
      mark: worst((r) => r.mark),
      key: worst((r) => r.key),
      moved: worst((r) => r.takeover.moved),
      layoutShift: worst((r) => r.takeover.layoutShift),
      updatedMoved: worst((r) => r.updated.moved),
      updatedShift: worst((r) => r.updated.layoutShift),
      updatedCut: runs.some((r) => r.updated.cut),
    });
    const last = results.at(-1);
    console.log(`positions ${label}: mark ${last.mark} px, x ${last.key} px, takeover ${last.moved} px, after a catalog update ${last.updatedMoved} px${last.updatedCut ? ' (the new-parts line cut)' : ''}`);
  }
  return results;
}

/** What moves under the pointer, as a section of the report. */
function positionsReport(moves) {
  return [
    '### What moves under the pointer',
    '',
    `The bundled catalog, largest of ${RUNS} runs, in px: how far the next part's checkbox moves when the first part of the first series is marked by a click, how far the focused checkbox moves when it is marked with \`x\`, and how far either of the first two series headings moves on a returning reader's page from its first paint to a frame after the takeover (nodes replaced, which layout shift does not count), beside that load's layout-shift score; then the same for that reader after a catalog update (two parts more in the last series: "2 new parts since your last visit" fills the room kept for it), and whether that line is cut.`,
    '',
    '| viewport | first mark: next part | `x`: focused part | returning reader\'s takeover: headings | layout shift | after a catalog update: headings | layout shift | new-parts line |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...moves.map(
      (m) =>
        `| ${m.label} | ${m.mark.toFixed(1)} | ${m.key.toFixed(1)} | ${m.moved.toFixed(1)} | ${m.layoutShift.toFixed(3)} | ${m.updatedMoved.toFixed(1)} | ${m.updatedShift.toFixed(3)} | ${m.updatedCut ? 'cut' : 'whole'} |`,
    ),
  ].join('\n');
}

/** The reader and the static page on the phone, median of half the runs. */
async function phoneLoads(browser) {
  const runs = { app: [], static: [] };
  // Untimed: the server compresses each file on its first request.
  await loadTime(browser, `${origin}/bundled/`);
  await loadTime(browser, `${origin}/bundled/static.html`);
  for (let run = 0; run < Math.max(1, Math.ceil(RUNS / 2)); run++) {
    runs.app.push(await phoneLoad(browser, `${origin}/bundled/`));
    runs.static.push(await phoneLoad(browser, `${origin}/bundled/static.html`));
  }
  const figures = (loads) => Object.fromEntries(['shown', 'listOpen', 'ready'].map((key) => [key, spread(loads.map((r) => r[key]))]));
  const phone = { app: figures(runs.app), static: figures(runs.static) };
  console.log(
    `phone: reader ${phone.app.shown.median.toFixed(0)} ms, list open ${phone.app.listOpen.median.toFixed(0)} ms, taken over ${phone.app.ready.median.toFixed(0)} ms; static ${phone.static.shown.median.toFixed(0)} ms, list ${phone.static.listOpen.median.toFixed(0)} ms`,
  );
  return phone;
}

/** Lighthouse on a page of the site and on the same page without the app. */
async function lighthouseOf(dir) {
  writeFileSync(join(site, dir, 'without-app.html'), withoutApp(readFileSync(join(site, dir, 'index.html'), 'utf8')));
  const [app, bare] = [`${origin}/${dir}/`, `${origin}/${dir}/without-app.html`];
  const results = await lighthouseRuns([app, bare], LIGHTHOUSE_RUNS);
  const lighthouse = { app: results[app], bare: results[bare] };
  console.log(`lighthouse: reader ${lighthouse.app.score}, LCP ${lighthouse.app.lcp.toFixed(0)} ms; without the app ${lighthouse.bare.score}, LCP ${lighthouse.bare.lcp.toFixed(0)} ms`);
  return lighthouse;
}

/** The bundled catalog as a reader on a phone on a slow network gets it. */
async function phoneLoad(browser, url) {
  const { context, page } = await freshPage(browser, { width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVE, { openList: true });
  await page.goto(url);
  await page.waitForFunction(() => window.__bench.ready && window.__bench.listOpen, null, { timeout: 120_000 });
  const result = await page.evaluate(() => ({ shown: window.__bench.shown, listOpen: window.__bench.listOpen, ready: window.__bench.ready }));
  await context.close();
  return result;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = ({ median: m, min, max }) => `${m.toFixed(1)} ms (${min.toFixed(1)}–${max.toFixed(1)})`;

function machine() {
  const chromium = execSync('/usr/bin/chromium --version').toString().trim();
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; ${chromium}; node ${process.version}`;
}

/** The phone's first paint and Lighthouse, as a section of the report. */
function firstPaintReport({ phone, lighthouse }) {
  const ratio = (a, b) => `${(a.median / b.median).toFixed(2)}×`;
  const lh = (name, r) =>
    `| ${name} | ${r.score} | ${r.lcp.toFixed(0)} ms | ${r.fcp.toFixed(0)} ms | ${r.speedIndex.toFixed(0)} ms | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} |`;
  return [
    '### First paint on a phone',
    '',
    'A 390 × 844 phone on a slow network (4× CPU slowdown, 1.6 Mbit/s, 150 ms latency), bundled catalog, from navigation start: the frame after the first series heading is in the page; the first reading list open (its disclosure clicked from the frame the heading is painted in, every frame until its first part is on screen, and the frame after: a list that waits for the app opens at the takeover; the static page\'s lists are always open); the frame after the takeover.',
    '',
    '| page | first heading | first list open | taken over |',
    '| --- | ---: | ---: | ---: |',
    `| reader | ${ms(phone.app.shown)} | ${ms(phone.app.listOpen)} | ${ms(phone.app.ready)} |`,
    `| static HTML | ${ms(phone.static.shown)} | ${ms(phone.static.listOpen)} | |`,
    `| reader / static | ${ratio(phone.app.shown, phone.static.shown)} | ${ratio(phone.app.listOpen, phone.static.listOpen)} | |`,
    '',
    `Lighthouse ${LIGHTHOUSE_VERSION} mobile (simulated slow 4G and 4× CPU), served with brotli, median of ${LIGHTHOUSE_RUNS}; "without the app" is the same page with no script and no preload, its root classed as before the takeover.`,
    '',
    '| page | performance | LCP | FCP | speed index | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    lh('reader', lighthouse.app),
    lh('without the app', lighthouse.bare),
  ].join('\n');
}

/** The key of `keys` with the most script, and the one with the most style and layout (by their medians). */
function slowestKeys(keys) {
  const most = (of) => keys.reduce((a, b) => (of(b) > of(a) ? b : a));
  return { script: most((k) => k.time.median), layout: most((k) => k.layout.median) };
}

/** Every key of typing a word and deleting it, per catalog, as a table. */
function everyKeyReport(actions) {
  const word = actions[0].keys.filter((k) => k.key !== '⌫').map((k) => k.key).join('');
  const shown = (value) => (value === '' ? '(empty)' : `"${value}"`);
  const named = (k) => `${k.key === '⌫' ? '⌫ to ' : ''}${shown(k.value)}`;
  return [
    '### Every key of a search',
    '',
    `"${word}" typed into the empty search box one key at a time, then deleted one key at a time: each key measured as the keystroke above (script to the end of its microtasks, and the app's work at the start of the next frame; then style and layout over the next two frames), median of the runs. The slowest key is what a reader meets; the goal is one frame (16 ms of script, 16 ms of style and layout) at 1,000 series.`,
    '',
    `| catalog | ${actions[0].keys.map(named).join(' | ')} | slowest key (script) | slowest key (style and layout) |`,
    `| --- | ${actions[0].keys.map(() => '---').join(' | ')} | --- | --- |`,
    ...actions.map((a) => {
      const slowest = slowestKeys(a.keys);
      const cells = a.keys.map((k) => `${k.time.median.toFixed(1)} + ${k.layout.median.toFixed(1)}`);
      return `| ${a.parts} parts | ${cells.join(' | ')} | ${named(slowest.script)}: ${ms(slowest.script.time)} | ${named(slowest.layout)}: ${ms(slowest.layout.layout)} |`;
    }),
    '',
    'Each cell: script + style and layout, in ms.',
  ];
}

/** Marking, a keystroke and a topic toggle, and one long series, as a section of the report. */
function interactionsReport({ actions, long }) {
  return [
    '### Interactions',
    '',
    'Time is script time from the event to the end of the microtasks it queued, with the app\'s work for it at the start of the next frame (its animation-frame callbacks, before that frame is painted), then ("style and layout") the renderer\'s style and layout time for it over the next two frames (Chromium\'s RecalcStyleDuration and LayoutDuration); mutations are MutationObserver records; nodes are DOM nodes created.',
    '',
    '| catalog | mark a part read | a key in a note | search keystroke | style and layout after it | topic toggle | memory after load |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...actions.map(
      (a) =>
        `| ${a.parts} parts | ${ms(a.mark.time)}, ${a.mark.mutations} mutations | ${ms(a.note.time)}, ${a.note.mutations} mutations | ${ms(a.keystroke.time)}, ${a.keystroke.nodes} nodes | ${ms(a.keystroke.layout)} | ${ms(a.topic.time)}, ${a.topic.nodes} nodes | JS heap ${kib(a.heap)}, wasm ${kib(a.wasm)}, ${a.domNodes} elements |`,
    ),
    '',
    ...everyKeyReport(actions),
    '',
    '### One long series',
    '',
    'One series of N parts (its page prerendered, every part written out; the app builds the blocks of parts near the screen). "Open" is the click on its disclosure, "scroll to the end" a jump to the bottom of the page: script time (Chromium\'s ScriptDuration) to the frame with its first, or last, part built, then that frame\'s wall time; "parts built" is how many after the scroll. Marking is the last part; the keystroke turns "s0p4999" into "s0p49999" (at 50,000) in the search box while the list is open at its end.',
    '',
    '| parts | page (raw / brotli) | taken over | open: script / frame | scroll to the end: script / frame | parts built | mark a part read | search keystroke | memory after |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |',
    ...long.map(
      (l) =>
        `| ${l.parts} | ${l.page.raw} / ${l.page.brotli} | ${ms(l.ready)} | ${ms(l.open)} / ${ms(l.openFrame)} | ${ms(l.scroll)} / ${ms(l.scrollFrame)} | ${l.built} | ${ms(l.mark.time)}, ${l.mark.mutations} mutations | ${ms(l.keystroke.time)}, ${l.keystroke.mutations} mutations | JS heap ${kib(l.heap)}, wasm ${kib(l.wasm)} |`,
    ),
  ].join('\n');
}

/** The catalogs the kit builds, by parts, in series of 10. */
const KIT_SIZES = [1_000, 10_000, 30_000, 50_000];
/** Runs per kit build (each writes up to 50,000 boxes). */
const KIT_RUNS = Math.min(RUNS, 3);

/**
 * The npm package: its size packed and installed; the time from `npm
 * install` of its .tgz into an empty project (offline) to a built site
 * (init, then build of what init wrote; median of the runs); and what its
 * `build` takes (the whole command, Node's start included) for the
 * bundled catalog and for generated ones of `KIT_SIZES` parts, without
 * and with a series box for every part, built into an empty folder and
 * then again over the site it wrote: the time (median of the runs, and
 * their spread) and the peak memory of its largest process (the command,
 * or the one that runs the wasm), as the kernel counts them (python3's
 * getrusage of the finished children).
 */
function kitRuns() {
  if (!existsSync(TARBALL)) throw new Error(`no ${TARBALL}: run scripts/kit first`);
  const packed = statSync(TARBALL).size;
  const starts = [];
  let bin;
  for (let run = 0; run < KIT_RUNS; run++) {
    const started = performance.now();
    const installed = installedPackage();
    const author = { cwd: installed.project, env: authorEnv() };
    if (kit(['init', 'notes'], author).code !== 0) throw new Error('kit init failed');
    if (kit(['build', 'catalog.json', '--out', 'site'], { ...author, cwd: join(installed.project, 'notes') }).code !== 0) throw new Error('kit build of init failed');
    starts.push(performance.now() - started);
    bin = installed.bin;
  }
  const unpacked = Object.values(filesOf(join(bin, '..', '..'))).reduce((sum, bytes) => sum + bytes.length, 0);
  const start = spread(starts);
  console.log(`kit: ${packed} B packed, ${unpacked} B installed; npm install to a built site: ${start.median.toFixed(0)} ms`);
  const dir = join(site, 'kit');
  mkdirSync(dir, { recursive: true });
  const generated = KIT_SIZES.flatMap((parts) =>
    [false, true].map((boxes) => {
      const file = join(dir, `${parts}${boxes ? '-boxes' : ''}.json`);
      const catalog = { ...generateCatalog(parts), ...(boxes ? { site: 'https://example.org/series/' } : {}) };
      writeFileSync(file, JSON.stringify(catalog));
      return [`${parts.toLocaleString('en')} parts${boxes ? ', with boxes' : ''}`, file];
    }),
  );
  const builds = [['bundled', join(DIST, 'catalog.json')], ...generated].map(([label, file]) => {
    const out = join(dir, 'site');
    const build = () => {
      // The last run's files (60,000 at 50,000 parts with boxes) go to the
      // disk first, untimed: an author's build does not pay for the
      // writes of the five before it.
      execFileSync('sync');
      const measured = execFileSync(
        'python3',
        ['-c', MEASURE, 'node', bin, 'build', file, '--out', out],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const [seconds, kilobytes, code] = measured.trim().split(/\s+/).slice(-3).map(Number);
      if (code !== 0) throw new Error(`kit build ${label}: exit ${code}`);
      return { time: seconds * 1000, memory: kilobytes * 1024 };
    };
    const runs = [];
    for (let run = 0; run < KIT_RUNS; run++) {
      rmSync(out, { recursive: true, force: true });
      runs.push(build());
    }
    const again = Array.from({ length: KIT_RUNS }, build);
    rmSync(out, { recursive: true, force: true });
    const [time, rebuilt] = [runs, again].map((measured) => spread(measured.map((r) => r.time)));
    const memory = Math.max(...[...runs, ...again].map((r) => r.memory));
    console.log(`kit build ${label}: ${time.median.toFixed(0)} ms, again ${rebuilt.median.toFixed(0)} ms, ${(memory / 2 ** 20).toFixed(0)} MiB`);
    return { label, time, rebuilt, memory };
  });
  return { packed, unpacked, start, builds };
}

/** Runs a command, its output nowhere; prints its seconds, the peak memory of its largest process in KiB, and its exit code. */
const MEASURE = `
import resource, subprocess, sys, time
started = time.perf_counter()
code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode
print(time.perf_counter() - started, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, code)
`;

function kitReport({ packed, unpacked, start, builds }) {
  return [
    '### The npm package',
    '',
    `\`learning-series-${projectVersion()}.tgz\` (\`scripts/kit\`): ${packed} bytes packed (${kib(packed)}), ${unpacked} bytes installed (${kib(unpacked)}); no dependency. From \`npm install\` of the .tgz into an empty project (offline) to a built site (\`init\`, then \`build\` of what it wrote): ${ms(start)}.`,
    '',
    '`learning-series build FILE --out DIR`, the whole command from Node\'s start (the catalog checked and rendered by the kit\'s wasm in a process of its own, the manifest, worker and headers written, the folder put in place), on generated catalogs in series of 10, without and with a series box for every part: built into an empty folder, and built again over its own site (an author\'s next build: what did not change is linked, not written), each run after the disk has taken the last one\'s files (`sync`, untimed); peak memory is its largest process\'s. Goals: under 2 s for the bundled catalog, under 10 s for 10,000 parts.',
    '',
    '| catalog | build | built again, unchanged | peak memory |',
    '| --- | ---: | ---: | ---: |',
    ...builds.map((b) => `| ${b.label} | ${ms(b.time)} | ${ms(b.rebuilt)} | ${(b.memory / 2 ** 20).toFixed(0)} MiB |`),
  ].join('\n');
}

/** The time to the catalog on screen and to the takeover, as a section of the report. */
function loadsReport(loads) {
  return [
    '### Time to the catalog on screen, and to the takeover',
    '',
    'From navigation start to the frame after the first series heading is in the page ("on screen"), and to the frame after the app has taken the page over (nothing `aria-busy` any more); "interactive" adds any long task still running then. The static page is the same catalog as plain HTML (every list written out, same stylesheet, no script). The page is `index.html` with its catalog prerendered (past 500 parts, the lists of the series shown first; each later one a link to its series\' own page). Layout shift is the largest cumulative layout shift score of the reader\'s runs.',
    '',
    '| catalog | page (raw / brotli) | reader: on screen | static HTML: on screen | ratio | reader: taken over | reader: interactive | layout shift |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...loads.map(
      (l) =>
        `| ${l.label} | ${l.page.raw} / ${l.page.brotli} | ${ms(l.app.shown)} | ${ms(l.static.shown)} | ${(l.app.shown.median / l.static.shown.median).toFixed(2)}× | ${ms(l.app.ready)} | ${ms(l.app.interactive)} | ${l.app.layoutShift.toFixed(3)} |`,
    ),
  ].join('\n');
}

/** Loads of each target, the reader's page and the static one by turns. */
async function loadRuns(browser, targets) {
  const loads = [];
  for (const target of targets) {
    const app = [];
    const page = [];
    // Untimed: the server compresses each file on its first request.
    await loadTime(browser, `${origin}/${target.dir}/`);
    await loadTime(browser, `${origin}/${target.dir}/static.html`);
    for (let run = 0; run < RUNS; run++) {
      app.push(await loadTime(browser, `${origin}/${target.dir}/`));
      page.push(await loadTime(browser, `${origin}/${target.dir}/static.html`));
    }
    loads.push({
      label: target.label,
      page: pageBytes(join(site, target.dir)),
      app: {
        shown: spread(app.map((r) => r.shown)),
        ready: spread(app.map((r) => r.ready)),
        interactive: spread(app.map((r) => r.interactive)),
        layoutShift: Math.max(...app.map((r) => r.layoutShift)),
      },
      static: { shown: spread(page.map((r) => r.shown)) },
    });
    console.log(`load ${target.label}: reader ${median(app.map((r) => r.shown)).toFixed(1)} ms (taken over ${median(app.map((r) => r.ready)).toFixed(1)} ms), static ${median(page.map((r) => r.shown)).toFixed(1)} ms`);
  }
  return loads;
}

function report({ files, loads, phone, lighthouse, moves, actions, long, kit }) {
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const lines = [
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${RUNS} runs per figure (median, min–max).`,
    `Machine: ${machine()}.`,
    '',
    '### First view: bytes',
    '',
    '| file | raw | gzip | brotli |',
    '| --- | ---: | ---: | ---: |',
    ...files.map((f) => `| ${f.kind} (\`${f.name}\`) | ${f.raw} | ${f.gzip} | ${f.brotli} |`),
    `| **total** | ${total.raw} | ${total.gzip} | **${total.brotli}** (${kib(total.brotli)}) |`,
    '',
    loadsReport(loads),
    '',
    firstPaintReport({ phone, lighthouse }),
    '',
    positionsReport(moves),
    '',
    interactionsReport({ actions, long }),
    '',
    kitReport(kit),
  ];
  return lines.join('\n');
}

/** Marking, a keystroke and a topic toggle in each generated catalog, and one long series. */
async function interactionRuns(browser, catalogs) {
  const actions = [];
  for (const parts of SIZES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await interactions(browser, parts, catalogs[parts]));
    const pick = (key) => ({ time: spread(runs.map((r) => r[key].time)), layout: spread(runs.map((r) => r[key].layout)), mutations: median(runs.map((r) => r[key].mutations)), nodes: median(runs.map((r) => r[key].nodes)) });
    actions.push({
      parts,
      mark: pick('mark'),
      note: pick('note'),
      keystroke: pick('keystroke'),
      keys: runs[0].keys.map(({ key, value }, at) => ({
        key,
        value,
        time: spread(runs.map((r) => r.keys[at].time)),
        layout: spread(runs.map((r) => r.keys[at].layout)),
        nodes: median(runs.map((r) => r.keys[at].nodes)),
      })),
      topic: pick('topic'),
      heap: median(runs.map((r) => r.heap)),
      wasm: median(runs.map((r) => r.wasm)),
      domNodes: median(runs.map((r) => r.domNodes)),
    });
    const slowest = slowestKeys(actions.at(-1).keys);
    console.log(`interactions ${parts}: mark ${actions.at(-1).mark.mutations} mutations, a key in a note ${actions.at(-1).note.time.median.toFixed(1)} ms, keystroke ${actions.at(-1).keystroke.time.median.toFixed(1)} ms, then ${actions.at(-1).keystroke.layout.median.toFixed(1)} ms of style and layout; slowest key ${slowest.script.key === '⌫' ? 'deleting to ' : ''}"${slowest.script.value}" ${slowest.script.time.median.toFixed(1)} ms of script, ${slowest.layout.key === '⌫' ? 'deleting to ' : ''}"${slowest.layout.value}" ${slowest.layout.layout.median.toFixed(1)} ms of style and layout`);
  }

  const long = [];
  for (const parts of LONG) {
    const runs = [];
    for (let run = 0; run < Math.max(1, Math.ceil(RUNS / 2)); run++) runs.push(await longSeries(browser, parts, catalogs[`long${parts}`]));
    const pick = (key) => ({ time: spread(runs.map((r) => r[key].time)), mutations: median(runs.map((r) => r[key].mutations)) });
    long.push({
      parts,
      page: pageBytes(join(site, `long${parts}`)),
      ready: spread(runs.map((r) => r.ready)),
      open: spread(runs.map((r) => r.open.time)),
      openFrame: spread(runs.map((r) => r.open.wall)),
      scroll: spread(runs.map((r) => r.scroll.time)),
      scrollFrame: spread(runs.map((r) => r.scroll.wall)),
      built: median(runs.map((r) => r.built)),
      mark: pick('mark'),
      keystroke: pick('keystroke'),
      heap: median(runs.map((r) => r.heap)),
      wasm: median(runs.map((r) => r.wasm)),
    });
    const l = long.at(-1);
    console.log(`one series of ${parts}: open ${l.open.median.toFixed(1)} ms, scroll to the end ${l.scroll.median.toFixed(1)} ms (${l.built} parts built), mark ${l.mark.time.median.toFixed(1)} ms, keystroke ${l.keystroke.time.median.toFixed(1)} ms, wasm ${kib(l.wasm)}`);
  }
  return { actions, long };
}

async function main() {
  const files = sizes(DIST);
  const catalogs = await prepare(DIST);
  if (KIT_ONLY) {
    console.log(`\n${kitReport(kitRuns())}\n\n(${DIST}: the kit only; BENCHMARKS.md left as it is)`);
    return;
  }
  mkdirSync(join(site, 'bundled'), { recursive: true });
  for (const file of firstViewFiles(DIST)) cpSync(join(DIST, file), join(site, 'bundled', file));
  const bundled = JSON.parse(readFileSync(join(DIST, 'catalog.json'), 'utf8'));
  writeFileSync(join(site, 'bundled', 'static.html'), staticPage(bundled, firstViewFiles(DIST).find((f) => f.endsWith('.css'))));

  const server = await serveStatic(site, PORT, { compress: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const targets = [
      { label: `bundled (${bundled.series.reduce((n, s) => n + s.parts.length, 0)} parts)`, dir: 'bundled' },
      ...Object.keys(catalogs)
        .filter((key) => SIZES.includes(Number(key)))
        .map((parts) => ({ label: `${parts} parts`, dir: `n${parts}` })),
    ];
    if (INTERACTIONS_ONLY) {
      console.log(`\n${interactionsReport(await interactionRuns(browser, catalogs))}\n\n(${DIST}: interactions only; BENCHMARKS.md left as it is)`);
      return;
    }
    if (POSITIONS_ONLY) {
      console.log(`\n${positionsReport(await positionRuns(browser))}\n\n(${DIST}: positions only; BENCHMARKS.md left as it is)`);
      return;
    }
    const loads = FIRST_PAINT_ONLY ? [] : await loadRuns(browser, targets);
    if (LOADS_ONLY) {
      console.log(`\n${loadsReport(loads)}\n\n(${DIST}: loads only; BENCHMARKS.md left as it is)`);
      return;
    }
    const phone = await phoneLoads(browser);
    const lighthouse = await lighthouseOf('bundled');
    if (FIRST_PAINT_ONLY) {
      console.log(`\n${firstPaintReport({ phone, lighthouse })}\n\n(${DIST}: first paint only; BENCHMARKS.md left as it is)`);
      return;
    }

    const moves = await positionRuns(browser);
    const { actions, long } = await interactionRuns(browser, catalogs);

    const kit = kitRuns();
    const figures = report({ files, loads, phone, lighthouse, moves, actions, long, kit });
    if (process.env.BENCH_DIST) {
      console.log(`\n${figures}\n\n(${DIST} measured; BENCHMARKS.md left as it is)`);
      return;
    }
    const path = 'BENCHMARKS.md';
    const page = readFileSync(path, 'utf8');
    const [before, rest] = page.split('<!-- bench:start -->');
    const after = rest.split('<!-- bench:end -->')[1];
    writeFileSync(path, `${before}<!-- bench:start -->\n${figures}\n<!-- bench:end -->${after}`);
    console.log(`\n${figures}\n\nwritten to ${path}`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
