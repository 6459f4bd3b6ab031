// A built site's files, as every server here answers them: the kit's
// preview (serve.js), and the end-to-end and cross-engine tests' servers
// (tests/e2e/static-server.js, tests/engines/site.js). A request's path
// decoded, the file it names in the site (never one outside it), and
// what a static host sends with it. No npm package: the author kit ships
// this file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import nodePath, { extname, join } from 'node:path';
import { CONTENT_TYPES } from './site.js';

/**
 * A request's path, decoded, or null where it cannot be (`/%E0%A4%A`, a NUL).
 * @param {string} url
 * @returns {string | null}
 */
export function pathOf(url) {
  try {
    const path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

/**
 * The file an address's path names in the site, in `path`'s own
 * separators (node:path, or path.win32 and path.posix in the tests): its
 * index.html for a folder; null for one that would leave the site.
 * @param {string} urlPath
 * @param {typeof nodePath} [path]
 * @returns {string | null}
 */
export function fileInSite(urlPath, path = nodePath) {
  const name = path.normalize(urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath).replace(/^[/\\]+/, '');
  return name.split(path.sep).includes('..') || path.isAbsolute(name) ? null : name;
}

/**
 * The headers a static host sends with the file `name`: its content type
 * (by its extension), and revalidated on each visit.
 * @param {string} name
 * @returns {Record<string, string>}
 */
export function headersFor(name) {
  return { 'content-type': CONTENT_TYPES[extname(name)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
}

/**
 * The file of the site in folder `site` that an address's path names:
 * its name there, its bytes, and its headers (`headersFor`). Null where
 * the site has no such file.
 * @param {string} site
 * @param {string} urlPath
 * @returns {{ name: string, bytes: Buffer, headers: Record<string, string> } | null}
 */
export function siteFile(site, urlPath) {
  const name = fileInSite(urlPath);
  const full = name && join(site, name);
  if (!full || !existsSync(full) || !statSync(full).isFile()) return null;
  return { name, bytes: readFileSync(full), headers: headersFor(name) };
}
