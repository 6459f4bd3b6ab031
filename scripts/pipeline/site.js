// A built site, held in memory while the finishing pipeline works on it:
// its files by their path in the site (`icons/icon-192.png`), read once
// and written once. No npm package: the author kit ships this file.
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { createHash } from 'node:crypto';

/** @typedef {Map<string, Buffer>} Site A site's files by their path in it. */

/**
 * Every file under `dir`, by its path in the site.
 * @param {string} dir
 * @returns {Site}
 */
export function readSite(dir) {
  const site = new Map();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(dir, name);
    if (statSync(path).isFile()) site.set(name.split(sep).join('/'), readFileSync(path));
  }
  return site;
}

/**
 * `site` as the whole of `dir`: what it does not hold goes. A file whose
 * bytes are already at its path in the folder `previous` (the last build)
 * is that file, a hard link to it (its time too), not written again:
 * where most files stay the same (50,000 series boxes), a build writes
 * what changed. Where links cannot be made, a new file.
 * @param {Site} site
 * @param {string} dir
 * @param {string} [previous]
 */
export function writeSite(site, dir, previous) {
  rmSync(dir, { recursive: true, force: true });
  const folders = new Set();
  for (const [name, bytes] of site) {
    const path = join(dir, ...name.split('/'));
    if (!folders.has(dirname(path))) mkdirSync(dirname(path), { recursive: true });
    folders.add(dirname(path));
    if (!(previous && linkedSame(join(previous, ...name.split('/')), bytes, path))) writeFileSync(path, bytes);
  }
}

/** Whether `path` is now a hard link to the file `before`, which holds `bytes`. */
function linkedSame(before, bytes, path) {
  try {
    if (statSync(before).size !== bytes.length || !readFileSync(before).equals(bytes)) return false;
    linkSync(before, path);
    return true;
  } catch {
    return false;
  }
}

/** A file of the site as text, or a clear error naming `pass`. */
export function textOf(site, name, pass) {
  const bytes = site.get(name);
  if (!bytes) throw new Error(`${pass}: the site has no ${name}`);
  return bytes.toString('utf8');
}

/** Puts `text` in the site as `name`. */
export function setText(site, name, text) {
  site.set(name, Buffer.from(text, 'utf8'));
}

/** The file names of the site, sorted, but those in `skip`. */
export function namesOf(site, skip = []) {
  return [...site.keys()].filter((name) => !skip.includes(name)).sort();
}

/**
 * A content-hashed file name, `main-92d729e63353c019.css`: as Trunk writes
 * it (1 to 16 hex digits, its leading zeros left out) and as names.js
 * names it after its final bytes (16). Only the app's script, wasm and
 * stylesheet carry one. Its groups: the stem, and the ending. The one
 * pattern of the pipeline, the headers and the offline worker (filled into
 * sw-template.js).
 */
export const HASHED = /^(.*)-[0-9a-f]{1,16}((?:_bg)?\.(?:js|wasm|css))$/;

/** A hash of some bytes, as a content-hashed name carries it: 16 hex digits. */
export function shortHash(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/** The content type a static host sends for each kind of file of a site, by extension. */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.xml': 'application/atom+xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
