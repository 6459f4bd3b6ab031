// What the build's hook scripts share: the staged site Trunk hands them,
// its page, its Content-Security-Policy (read and edited here only), and
// the app's file names in it (the #app-files block Trunk writes,
// Trunk.toml's pattern_script). bench/sizes.js reads built pages
// with it too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The staged site (TRUNK_STAGING_DIR), or a clear exit for `script`. */
export function stagedSite(script) {
  const staging = process.env.TRUNK_STAGING_DIR;
  if (!staging) {
    console.error(`${script}: TRUNK_STAGING_DIR is not set; run me as a Trunk hook`);
    process.exit(1);
  }
  return staging;
}

/** The path of a site's page, and its text. */
export function page(site) {
  const path = join(site, 'index.html');
  return { path, html: readFileSync(path, 'utf8') };
}

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

/** The block that names the app's files: its opening tag, its JSON, its end. */
export const APP_FILES = /(<script type="application\/json" id="app-files">)([^<]*)(<\/script>)/;

/** The app's files a page names ({ js, wasm, ... }, paths relative to it), or null. */
export function appFiles(html) {
  const block = html.match(APP_FILES);
  return block && JSON.parse(block[2]);
}
