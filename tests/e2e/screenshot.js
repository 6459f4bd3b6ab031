// Takes the README's pictures from the release build in headless Chromium:
// docs/screenshot-light.png and docs/screenshot-dark.png (desktop, the
// first reading list open, two parts read), docs/screenshot-phone.png
// (390 px, a first visit), and the same desktop and phone with the
// catalog in Arabic (docs/screenshot-ar.png, docs/screenshot-ar-phone.png:
// the seed catalog with "lang": "ar", built by the kit's pipeline).
// Usage (after trunk build --release): npm run screenshot
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { serveStatic } from './static-server.js';
import { chromiumArgs } from './playwright.config.js';
import { seedCatalog, siteWith } from './fixture-site.js';

const ARABIC = 'target/screenshot-ar';
writeFileSync(`${ARABIC}.json`, JSON.stringify({ ...seedCatalog(), lang: 'ar' }));
siteWith(ARABIC, `${ARABIC}.json`);
const [english, arabic] = [4174, 4175];
const servers = [await serveStatic('dist', english), await serveStatic(ARABIC, arabic)];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });

async function ready(page, port = english) {
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.locator('html.app:not(.starting)').waitFor();
}

/** The desktop picture: the first reading list open, two parts read. */
async function desktop(page, path) {
  const first = page.locator('article.series').first();
  await first.locator('summary.disclosure').click();
  const boxes = first.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.mouse.move(0, 0);
  await page.screenshot({ path });
  console.log(`wrote ${path}`);
}

const phoneView = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

try {
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 1100 }, reducedMotion: 'reduce', colorScheme });
    await ready(page);
    await desktop(page, `docs/screenshot-${colorScheme}.png`);
    await page.close();
  }
  const arabicPage = await browser.newPage({ viewport: { width: 1000, height: 1100 }, reducedMotion: 'reduce' });
  await ready(arabicPage, arabic);
  await desktop(arabicPage, 'docs/screenshot-ar.png');
  for (const [port, path] of /** @type {const} */ ([
    [english, 'docs/screenshot-phone.png'],
    [arabic, 'docs/screenshot-ar-phone.png'],
  ])) {
    const phone = await browser.newPage(phoneView);
    await ready(phone, port);
    await phone.screenshot({ path });
    console.log(`wrote ${path}`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
