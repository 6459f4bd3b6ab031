// Takes docs/screenshot.png from the release build in headless Chromium,
// with the first reading list open and two parts read: the README's picture.
// Usage (after trunk build --release): npm run screenshot
import { chromium } from '@playwright/test';
import { serveStatic } from './static-server.js';
import { chromiumArgs } from './playwright.config.js';

const port = 4174;
const server = await serveStatic('dist', port);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 1000 }, reducedMotion: 'reduce' });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('button', { name: 'LLM Inference: Reading list' }).click();
  await page.getByRole('checkbox', { name: 'LLM Inference Introduction' }).check();
  await page.getByRole('checkbox', { name: 'The KV Cache' }).check();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'docs/screenshot.png' });
  console.log('wrote docs/screenshot.png');
} finally {
  await browser.close();
  server.close();
}
