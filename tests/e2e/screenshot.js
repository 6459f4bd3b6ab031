// Takes the README's pictures from the release build in headless Chromium:
// docs/screenshot-light.png and docs/screenshot-dark.png (desktop, the
// first reading list open, two parts read) and docs/screenshot-phone.png
// (390 px, a first visit).
// Usage (after trunk build --release): npm run screenshot
import { chromium } from '@playwright/test';
import { serveStatic } from './static-server.js';
import { chromiumArgs } from './playwright.config.js';

const port = 4174;
const url = `http://127.0.0.1:${port}/`;
const server = await serveStatic('dist', port);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });

async function ready(page) {
  await page.goto(url);
  await page.locator('html.app:not(.starting)').waitFor();
}

try {
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 1100 }, reducedMotion: 'reduce', colorScheme });
    await ready(page);
    const first = page.locator('article.series').first();
    await first.locator('summary.disclosure').click();
    const boxes = first.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `docs/screenshot-${colorScheme}.png` });
    console.log(`wrote docs/screenshot-${colorScheme}.png`);
    await page.close();
  }
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await ready(phone);
  await phone.screenshot({ path: 'docs/screenshot-phone.png' });
  console.log('wrote docs/screenshot-phone.png');
} finally {
  await browser.close();
  server.close();
}
