// Lighthouse's mobile audit (its default: a mid-range phone, simulated
// slow 4G and 4x CPU) of a page, in the system Chromium: the performance
// score and the paint and blocking figures behind it, median of `runs`.
// Its simulated largest contentful paint counts every preloaded file that
// finishes before the first paint (an upstream Lighthouse issue), so a
// page is measured against the same page with the app removed.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromiumArgs } from '../tests/e2e/playwright.config.js';

const AUDITS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  speedIndex: 'speed-index',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median of `runs` audits of each of `urls`, by url: score (0-100) and the audits' values (ms, or the shift score). */
export async function lighthouseRuns(urls, runs) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
  });
  try {
    const results = {};
    for (const url of urls) {
      const each = [];
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
        if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
        each.push({
          score: Math.round(lhr.categories.performance.score * 100),
          ...Object.fromEntries(Object.entries(AUDITS).map(([key, audit]) => [key, lhr.audits[audit].numericValue])),
        });
      }
      results[url] = Object.fromEntries(Object.keys(each[0]).map((key) => [key, median(each.map((r) => r[key]))]));
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/**
 * The same page without the app: no script and no preload, and the root's
 * classes as the start-up script sets them before the first paint, so it
 * looks as the page does until the takeover.
 */
export function withoutApp(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, '')
    .replace('<html lang="en">', '<html lang="en" class="js app starting">');
}
