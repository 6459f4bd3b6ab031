// The reader's benchmark: bytes of the first view, and in headless
// Chromium on 127.0.0.1, for generated catalogs of 100, 1,000 and 10,000
// parts: time to the catalog on screen (against a plain static HTML page of
// the same catalog), the cost of marking a part read, of a search
// keystroke and of a topic toggle, and memory after load. Writes the
// figures into BENCHMARKS.md between its bench markers.
//
// Files are served brotli-compressed, as a CDN would.
//
// Usage (scripts/bench builds dist/ first): node bench/bench.js
// BENCH_RUNS (default 5) sets the runs per figure.
import { chromium } from '@playwright/test';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { serveStatic } from '../tests/e2e/static-server.js';
import { generateCatalog } from '../tests/e2e/generate-catalog.js';
import { chromiumArgs } from '../tests/e2e/playwright.config.js';
import { staticPage } from './static-page.js';
import { firstViewFiles, sizes } from './sizes.js';

const SIZES = [100, 1000, 10000];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 4175;
const site = 'target/bench/site';
const origin = `http://127.0.0.1:${PORT}`;

// Records, from navigation start, when the last series heading is in the
// page (and the frame after, when it is painted), the long tasks, and the
// wasm instance Trunk starts.
const OBSERVE = ({ lastId }) => {
  window.__bench = { longTaskEnd: 0, layoutShift: 0 };
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) if (!shift.hadRecentInput) window.__bench.layoutShift += shift.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      window.__bench.longTaskEnd = Math.max(window.__bench.longTaskEnd, task.startTime + task.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('TrunkApplicationStarted', (event) => (window.__bench.wasm = event.detail.wasm));
  const found = () => {
    if (window.__bench.inPage || !document.getElementById(lastId)) return false;
    window.__bench.inPage = performance.now();
    requestAnimationFrame(() => (window.__bench.shown = performance.now()));
    return true;
  };
  new MutationObserver((_, observer) => found() && observer.disconnect()).observe(document, {
    childList: true,
    subtree: true,
  });
};

function prepare(dist) {
  rmSync(site, { recursive: true, force: true });
  const built = firstViewFiles(dist).filter((f) => f !== 'catalog.json');
  const stylesheet = built.find((f) => f.endsWith('.css'));
  const catalogs = {};
  for (const parts of SIZES) {
    const dir = join(site, `n${parts}`);
    mkdirSync(dir, { recursive: true });
    for (const file of built) cpSync(join(dist, file), join(dir, file));
    const catalog = generateCatalog(parts);
    writeFileSync(join(dir, 'catalog.json'), JSON.stringify(catalog));
    writeFileSync(join(dir, 'static.html'), staticPage(catalog, stylesheet));
    catalogs[parts] = catalog;
  }
  return catalogs;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

async function freshPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Navigation to the last series heading painted, and to interactive. */
async function loadTime(browser, url, lastId) {
  const { context, page } = await freshPage(browser);
  await page.addInitScript(OBSERVE, { lastId });
  await page.goto(url);
  await page.waitForFunction(() => window.__bench.shown, null, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const result = await page.evaluate(() => ({
    shown: window.__bench.shown,
    interactive: Math.max(window.__bench.shown, window.__bench.longTaskEnd),
    layoutShift: window.__bench.layoutShift,
  }));
  await context.close();
  return result;
}

/**
 * Clicks `selector`, or types `text` at the end of its value, then waits
 * until every microtask this queued has run (Leptos updates the DOM in
 * microtasks) and returns the time it took, the mutation records it
 * caused, and the DOM nodes it created.
 */
async function measure(page, selector, text = null) {
  return page.evaluate(async ([selector, text]) => {
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
    // Let pending rendering finish and leave the frame, so that only this
    // action is timed.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await macrotask();
    const start = performance.now();
    if (text === null) {
      target.click();
    } else {
      target.value += text;
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await macrotask();
    const time = performance.now() - start;
    records.push(...observer.takeRecords());
    observer.disconnect();
    const created = (node) => 1 + [...node.childNodes].reduce((n, child) => n + created(child), 0);
    const nodes = records.flatMap((r) => [...r.addedNodes]).reduce((n, node) => n + created(node), 0);
    return { time, mutations: records.length, nodes };
  }, [selector, text]);
}

/** Marking a part read, a search keystroke and a topic toggle. */
async function interactions(browser, parts, catalog) {
  const { context, page } = await freshPage(browser);
  await page.addInitScript(OBSERVE, { lastId: `series-${catalog.series.at(-1).id}` });
  await page.goto(`${origin}/n${parts}/`);
  await page.waitForFunction(() => window.__bench.shown, null, { timeout: 60_000 });
  const last = catalog.series.at(-1);
  await page.getByRole('button', { name: `${last.title}: Reading list` }).click();
  // The common case: reading on in a series already in progress.
  await page.getByRole('checkbox', { name: last.parts[0].title }).check();
  const mark = await measure(page, `#part-${last.id}--${last.parts[1].id}`);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('cach');
  const keystroke = await measure(page, 'input[type=search]', 'e');
  await search.fill('');
  const topic = await measure(page, '.topic');
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize').value;
  const wasm = await page.evaluate(() => window.__bench.wasm?.memory?.buffer.byteLength ?? 0);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  return { mark, keystroke, topic, heap, wasm, domNodes };
}

/** The bundled catalog as a reader on a phone on a slow network gets it. */
async function phoneLoad(browser, url, lastId) {
  const { context, page } = await freshPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVE, { lastId });
  await page.goto(url);
  await page.waitForFunction(() => window.__bench.shown, null, { timeout: 120_000 });
  const shown = await page.evaluate(() => window.__bench.shown);
  await context.close();
  return shown;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = ({ median: m, min, max }) => `${m.toFixed(1)} ms (${min.toFixed(1)}–${max.toFixed(1)})`;

function machine() {
  const chromium = execSync('/usr/bin/chromium --version').toString().trim();
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; ${chromium}; node ${process.version}`;
}

function report({ files, loads, phone, actions }) {
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
    '### Time to the catalog on screen',
    '',
    'From navigation start to the frame after the last series heading is in the page. "Interactive" adds any long task that is still running then. The static page is the same catalog as plain HTML (every list written out, same stylesheet, no script). Layout shift is the largest cumulative layout shift score of the reader\'s runs.',
    '',
    '| catalog | reader: on screen | reader: interactive | static HTML: on screen | ratio | layout shift |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...loads.map(
      (l) =>
        `| ${l.label} | ${ms(l.app.shown)} | ${ms(l.app.interactive)} | ${ms(l.static.shown)} | ${(l.app.shown.median / l.static.shown.median).toFixed(2)}× | ${l.app.layoutShift.toFixed(3)} |`,
    ),
    '',
    `Phone on a slow network (4× CPU slowdown, 1.6 Mbit/s, 150 ms latency), bundled catalog: reader ${ms(phone.app)}, static HTML ${ms(phone.static)}, ratio ${(phone.app.median / phone.static.median).toFixed(2)}×.`,
    '',
    '### Interactions',
    '',
    'Time is script time from the event to the end of the microtasks it queued; mutations are MutationObserver records; nodes are DOM nodes created.',
    '',
    '| catalog | mark a part read | search keystroke | topic toggle | memory after load |',
    '| --- | --- | --- | --- | --- |',
    ...actions.map(
      (a) =>
        `| ${a.parts} parts | ${ms(a.mark.time)}, ${a.mark.mutations} mutations | ${ms(a.keystroke.time)}, ${a.keystroke.nodes} nodes | ${ms(a.topic.time)}, ${a.topic.nodes} nodes | JS heap ${kib(a.heap)}, wasm ${kib(a.wasm)}, ${a.domNodes} elements |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const dist = 'dist';
  const files = sizes(dist);
  const catalogs = prepare(dist);
  mkdirSync(join(site, 'bundled'), { recursive: true });
  for (const file of firstViewFiles(dist)) cpSync(join(dist, file), join(site, 'bundled', file));
  const bundled = JSON.parse(readFileSync(join(dist, 'catalog.json'), 'utf8'));
  writeFileSync(join(site, 'bundled', 'static.html'), staticPage(bundled, firstViewFiles(dist).find((f) => f.endsWith('.css'))));

  const server = await serveStatic(site, PORT, { compress: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const loads = [];
    const targets = [
      { label: `bundled (${bundled.series.reduce((n, s) => n + s.parts.length, 0)} parts)`, dir: 'bundled', lastId: `series-${bundled.series.at(-1).id}` },
      ...SIZES.map((parts) => ({ label: `${parts} parts`, dir: `n${parts}`, lastId: `series-${catalogs[parts].series.at(-1).id}` })),
    ];
    for (const target of targets) {
      const app = [];
      const page = [];
      // Untimed: the server compresses each file on its first request.
      await loadTime(browser, `${origin}/${target.dir}/`, target.lastId);
      await loadTime(browser, `${origin}/${target.dir}/static.html`, target.lastId);
      for (let run = 0; run < RUNS; run++) {
        app.push(await loadTime(browser, `${origin}/${target.dir}/`, target.lastId));
        page.push(await loadTime(browser, `${origin}/${target.dir}/static.html`, target.lastId));
      }
      loads.push({
        label: target.label,
        app: {
          shown: spread(app.map((r) => r.shown)),
          interactive: spread(app.map((r) => r.interactive)),
          layoutShift: Math.max(...app.map((r) => r.layoutShift)),
        },
        static: { shown: spread(page.map((r) => r.shown)) },
      });
      console.log(`load ${target.label}: reader ${median(app.map((r) => r.shown)).toFixed(1)} ms, static ${median(page.map((r) => r.shown)).toFixed(1)} ms`);
    }
    const phoneRuns = Math.max(1, Math.ceil(RUNS / 2));
    const phoneApp = [];
    const phoneStatic = [];
    for (let run = 0; run < phoneRuns; run++) {
      phoneApp.push(await phoneLoad(browser, `${origin}/bundled/`, targets[0].lastId));
      phoneStatic.push(await phoneLoad(browser, `${origin}/bundled/static.html`, targets[0].lastId));
    }
    const phone = { app: spread(phoneApp), static: spread(phoneStatic) };
    console.log(`phone: reader ${phone.app.median.toFixed(0)} ms, static ${phone.static.median.toFixed(0)} ms`);

    const actions = [];
    for (const parts of SIZES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await interactions(browser, parts, catalogs[parts]));
      const pick = (key) => ({ time: spread(runs.map((r) => r[key].time)), mutations: median(runs.map((r) => r[key].mutations)), nodes: median(runs.map((r) => r[key].nodes)) });
      actions.push({
        parts,
        mark: pick('mark'),
        keystroke: pick('keystroke'),
        topic: pick('topic'),
        heap: median(runs.map((r) => r.heap)),
        wasm: median(runs.map((r) => r.wasm)),
        domNodes: median(runs.map((r) => r.domNodes)),
      });
      console.log(`interactions ${parts}: mark ${actions.at(-1).mark.mutations} mutations, keystroke ${actions.at(-1).keystroke.time.median.toFixed(1)} ms`);
    }

    const figures = report({ files, loads, phone, actions });
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
