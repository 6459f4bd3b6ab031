// The finishing pipeline: every step after Trunk has compiled the wasm and
// copied the stylesheet, as one program with its passes in order, over the
// site read once and written once. First the app's own files (the same
// for every catalog), then what follows from the catalog; the author kit
// ships the site as it stands between the two (`--template`) and runs the
// second half, this module's `finishCatalog`, with its own catalog.
//
//   node scripts/pipeline/finish.js <site dir> --profile release|debug
//        [--template DIR] [--kit FILE] [--size-limit N]
//
// Trunk's post-build hook (scripts/post-build) runs it on its staging
// directory. Release builds: the app passes (app.js), every hashed name
// after its final bytes (names.js), integrity and the policy's hashes
// (trust.js), the theme colours (colours.js); then the catalog rendered
// into the page with its feed (by the kit's wasm, `--kit`), the manifest,
// the worker and `_headers` (catalog.js). Debug builds (trunk serve) skip
// the app passes, the render and `_headers`, and allow inline scripts.
import { fileURLToPath } from 'node:url';
import { pageColours } from './colours.js';
import { CATALOG, headers, manifest, render, worker } from './catalog.js';
import { BOXES } from './folders.js';
import { languageOf, speak } from './interface.js';
import { nameAfterBytes } from './names.js';
import { readSite, writeSite } from './site.js';
import { cspHashes, integrity } from './trust.js';

/**
 * The passes over the app's own files, in order: those that rewrite the
 * app's files (release builds only; the kit ships their result, and not
 * their code), the names after the final bytes, then what the page says
 * of the files.
 */
export async function appPasses(profile) {
  const rewrites = profile === 'release' ? await import('./app.js') : null;
  return [
    ...(rewrites ? [rewrites.unusedExports, rewrites.shortNames, rewrites.customSectionsOut, rewrites.minify, nameAfterBytes] : []),
    integrity,
    pageColours,
    (site) => cspHashes(site, { profile }),
  ];
}

/**
 * The site through `passes` (the app passes of `profile` unless given): the site as the kit ships it.
 * @param {import('./site.js').Site} site
 * @param {{ profile: string, passes?: Array<(site: import('./site.js').Site) => unknown> }} options
 */
export async function finishApp(site, { profile, passes }) {
  for (const pass of passes ?? (await appPasses(profile))) await pass(site);
}

/**
 * The passes that follow from the catalog, in order: `kit` is the kit's
 * wasm, `catalog` where it reads the catalog (release builds: the
 * folders opened to it, the file in them, and the name it is shown by; it
 * puts the catalog in the site), `siteUrl` the address the site is
 * published at (for the feed's ids), `sizeLimit` the largest catalog the
 * app reads; `offline: false` writes the worker that removes itself, as
 * debug builds do (the kit's serve).
 * @param {import('./site.js').Site} site
 * @param {{ profile: string, kit?: string, catalog?: import('./catalog.js').CatalogPlace, siteUrl?: string,
 *   sizeLimit: string | number, offline?: boolean, quiet?: boolean }} options
 */
export async function finishCatalog(site, { profile, kit, catalog, siteUrl, sizeLimit, offline = true, quiet = false }) {
  const language = catalog ? languageOf(catalog) : { lang: 'en', words: {}, langs: [] };
  speak(site, language);
  if (profile === 'release') await render(site, { kit, catalog, siteUrl, quiet, language });
  manifest(site);
  worker(site, { offline: offline && profile === 'release', sizeLimit });
  if (profile === 'release') headers(site);
}

/**
 * `--name value` options, and the argument before them.
 * @param {string[]} args
 * @returns {Record<string, string>}
 */
function options(args) {
  const [first, ...rest] = args;
  /** @type {Record<string, string>} */
  const named = {};
  for (let i = 0; i < rest.length; i += 2) named[rest[i].replace(/^--/, '')] = rest[i + 1];
  return { first, ...named };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { first: dir, profile, template, kit, 'size-limit': sizeLimit } = options(process.argv.slice(2));
  if (!dir || !['release', 'debug'].includes(profile) || (profile === 'release' && !kit)) {
    console.error('usage: node scripts/pipeline/finish.js <site dir> --profile release|debug [--template DIR] [--kit FILE] [--size-limit N]');
    process.exit(2);
  }
  try {
    const site = readSite(dir);
    await finishApp(site, { profile });
    if (template) writeSite(new Map([...site].filter(([name]) => name !== CATALOG)), template);
    const catalog = { folders: { '/in': dir }, inside: `/in/${CATALOG}`, shownAs: CATALOG };
    await finishCatalog(site, { profile, kit, catalog, sizeLimit });
    writeSite(site, dir);
    const boxes = [...site.keys()].filter((name) => name.startsWith(`${BOXES}/`) && name.endsWith('.html')).length;
    const said = boxes ? `, a series box for each of ${boxes} parts` : ', no series boxes (the catalog has no "site")';
    console.log(`finish: ${dir}, ${site.size} files (${profile})${profile === 'release' ? said : ''}`);
  } catch (error) {
    console.error(`finish: ${error.message}`);
    process.exit(1);
  }
}
