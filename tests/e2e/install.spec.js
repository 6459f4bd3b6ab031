// Installable: the web app manifest the build writes, as Chromium reads it,
// named after the catalog, with every icon present at its stated size, at
// the root and under a sub-path.
import { test, expect, appReady } from './fixtures.js';

/** A PNG's width x height, from its header. */
const pngSize = (bytes) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** `#rrggbb` as the browser writes a computed colour: `rgb(r, g, b)`. */
const rgb = (hex) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

for (const base of ['./', '/learning/']) {
  test(`the manifest is valid and every icon is there, served at ${base}`, async ({ page, request }) => {
    await page.goto(base);
    await appReady(page);
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors, "Chromium's reading of the manifest").toEqual([]);
    const manifest = JSON.parse(data);
    const catalog = await (await request.get(new URL('catalog.json', page.url()).href)).json();
    expect(manifest.name).toBe(catalog.title);
    expect([...manifest.short_name].length).toBeLessThanOrEqual(12);
    expect(manifest.description).toBe(catalog.subtitle);
    expect([manifest.start_url, manifest.scope, manifest.display]).toEqual(['./', './', 'standalone']);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);

    for (const icon of manifest.icons) {
      const response = await request.get(new URL(icon.src, url).href);
      expect(response.ok(), icon.src).toBe(true);
      expect(response.headers()['content-type'], icon.src).toBe(icon.type);
      if (icon.type === 'image/png') expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
    }
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(manifest.icons.some((icon) => icon.type === 'image/svg+xml')).toBe(true);

    // The browser's bar and the installed app take the page's own paper,
    // light and dark.
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      const bar = page.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`);
      await expect(bar).toHaveCount(1);
      const paper = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(rgb(await bar.getAttribute('content')), `the bar, ${scheme}`).toBe(paper);
      if (scheme === 'light') expect(rgb(manifest.background_color), 'the installed app').toBe(paper);
    }
  });
}
