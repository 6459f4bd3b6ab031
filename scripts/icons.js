// Draws the app's PNG icons from public/favicon.svg in headless Chromium:
// public/icons/icon-192.png and icon-512.png (the icon as it is), and
// icon-maskable-512.png (the glyph inside the safe zone of a full-bleed
// square, for launchers that crop icons to their own shape). The PNGs are
// committed; run this again after changing the SVG:
//   node scripts/icons.js
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
const background = svg.match(/fill="(#[0-9a-f]{6})"/i)[1];
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // Maskable: the glyph at 60% of the side, within the 80% safe circle.
    const inner = maskable ? Math.round(size * 0.6) : size;
    const fill = maskable ? background : 'transparent';
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${fill}">` +
        `<img width="${inner}" height="${inner}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
    );
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
    await page.close();
    console.log(`wrote public/icons/${file}`);
  }
} finally {
  await browser.close();
}
