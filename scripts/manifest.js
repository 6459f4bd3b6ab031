// Writes manifest.webmanifest into a built site (the Trunk hook passes its
// staging directory; scripts/prerender passes dist/): the web app manifest
// that makes the reader installable, named after the catalog. Every URL in
// it is relative to the manifest, so one build installs from any sub-path.
//   node scripts/manifest.js <site directory>
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeColours } from './theme-colours.js';

const [site] = process.argv.slice(2);
if (!site) {
  console.error('usage: node scripts/manifest.js <site directory>');
  process.exit(2);
}
const catalog = JSON.parse(readFileSync(join(site, 'catalog.json'), 'utf8'));
const title = String(catalog.title ?? 'Learning Series');
// Launchers show about 12 characters under an icon.
const short = [...title].length <= 12 ? title : title.split(/\s+/)[0].slice(0, 12);
const { paper, accent } = themeColours();
const manifest = {
  name: title,
  short_name: short,
  description: String(catalog.subtitle ?? ''),
  start_url: './',
  scope: './',
  display: 'standalone',
  background_color: paper.light,
  theme_color: accent.light,
  icons: [
    { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
writeFileSync(join(site, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`manifest: ${join(site, 'manifest.webmanifest')} for "${title}"`);
