// The built page (index.html) as the finishing passes read and edit it:
// its Content-Security-Policy (read and edited here only), the block that
// names the app's files (#app-files: Trunk writes it, Trunk.toml's
// pattern_script; the page's start-up script loads them), its stylesheet
// link, its start-up script and its own script (page.js). bench/sizes.js reads built pages with it
// too. No npm package: the author kit ships this file.

import { unescaped } from './markup.js';

/** The page's file name in the site. */
export const PAGE = 'index.html';

/** The page's Content-Security-Policy meta tag: its start, the policy, its end. */
const POLICY = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

/** The policy of a page's Content-Security-Policy meta tag, or null. */
export function policyOf(html) {
  return html.match(POLICY)?.[2] ?? null;
}

/** The page with its policy replaced by `edit(policy)`. */
export function withPolicy(html, edit) {
  return html.replace(POLICY, (_, start, policy, end) => `${start}${edit(policy)}${end}`);
}

/**
 * The page's title and description as text: in a release build, the
 * catalog's, as the prerender writes them (without their emphasis); and
 * its language and the way it reads, as the interface pass wrote them.
 */
export function wordsOf(html) {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  if (title === undefined || description === undefined) throw new Error('the page has no <title> or <meta name="description">');
  const [, lang = 'en', dir = 'ltr'] = html.match(/<html lang="([^"]*)" dir="([^"]*)"/) ?? [];
  return { title: unescaped(title), description: unescaped(description), lang, dir };
}

/** The block that names the app's files: its opening tag, its JSON, its end. */
export const APP_FILES = /(<script type="application\/json" id="app-files">)([^<]*)(<\/script>)/;

/** The app's files a page names ({ js, wasm, ... }, paths relative to it), or null. */
export function appFiles(html) {
  const block = html.match(APP_FILES);
  return block && JSON.parse(block[2]);
}

/** The page with its #app-files block holding `files`. */
export function withAppFiles(html, files) {
  return html.replace(APP_FILES, (_, open, __, close) => `${open}${JSON.stringify(files)}${close}`);
}

/** The block that holds the interface in the catalog's language (interface.js): its opening tag, its JSON, its end. */
export const INTERFACE = /(<script type="application\/json" id="interface">)([^<]*)(<\/script>)/;

/** The page's stylesheet link: its start, its file, the rest up to its integrity's value. */
export const STYLESHEET = /(<link rel="stylesheet" href="\.\/)([^"]+\.css)(" integrity=")([^"]*)(")/;

/** The page's stylesheet, its file's name in the site, or null. */
export function stylesheetOf(html) {
  return html.match(STYLESHEET)?.[2] ?? null;
}

/**
 * A file the page names (`./x.js`), by its name in the site. Links are
 * relative to the page (Trunk.toml: `public_url = "./"`), so one build
 * serves at the root and under any sub-path; a build for one sub-path
 * (Trunk's `--public-url`) is refused, in a sentence that says so.
 */
export function inSite(path) {
  if (!path.startsWith('./')) {
    const from = path.slice(0, path.lastIndexOf('/') + 1);
    throw new Error(`the page names its files from ${from} (Trunk's --public-url): one build serves the root and every sub-path as it is, so build without --public-url`);
  }
  return path.slice(2);
}

/** The start-up script: the one that reads the progress keys. */
export const START_UP = /(<script data-progress-keys=[^>]*>)([\s\S]*?)(<\/script>)/;

/** The page's own script (page.js, deferred): its start, its file, its end. */
export const PAGE_SCRIPT = /(<script src=")([^"]+\.js)(" defer><\/script>)/;

/**
 * A module the page's own script loads only when it needs it, named by
 * the dialog it works for (send.js, follow.js): its start, its file
 * (beside the page), its end.
 */
export const LATER_SCRIPT = /( data-script=")([^"/]+\.js)(")/g;

/** The modules loaded later, their files' names in the site, in the page's order. */
export function laterScriptsOf(html) {
  return [...html.matchAll(LATER_SCRIPT)].map((match) => match[2]);
}

/** The page's own script, its file's name in the site, or null. */
export function pageScriptOf(html) {
  const path = html.match(PAGE_SCRIPT)?.[2];
  return path ? inSite(path.startsWith('./') ? path : `./${path}`) : null;
}
