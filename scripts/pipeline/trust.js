// What the browser checks before it runs or applies the app's files: the
// subresource integrity of the script and wasm (in the #app-files block,
// which the start-up script loads them with) and of the stylesheet (its
// link), and the hash of every inline script, and of the stylesheet the
// interface pass puts inline, in the page's Content-Security-Policy, so
// the policy needs no 'unsafe-inline'. Debug
// builds (trunk serve) allow inline scripts instead: Trunk's dev server
// adds scripts of its own; release builds stay strict.
import { createHash } from 'node:crypto';
import { PAGE, STYLESHEET, appFiles, inSite, policyOf, withAppFiles, withPolicy } from './page.js';
import { setText, textOf } from './site.js';

/**
 * A file's integrity: its SHA-256, as strong a check as SRI's SHA-384 for
 * this (no attack on either is known), in 20 characters less of the page,
 * that brotli cannot shorten.
 */
const integrityOf = (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** An inline script's or stylesheet's source in a Content-Security-Policy: its hash. */
const hashSource = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's policy with `sources` added to its `directive` (`script-src`), which it must have. */
function allowing(html, directive, sources, pass) {
  const found = new RegExp(`(^|;\\s*)(${directive} [^;]*)`);
  if (!found.test(policyOf(html) ?? '')) throw new Error(`${pass}: index.html has no Content-Security-Policy meta tag with ${directive}`);
  return withPolicy(html, (policy) => policy.replace(found, (_, before, has) => `${before}${[has, ...sources].join(' ')}`));
}

/** The integrity of the app's script, wasm and stylesheet, in the page. */
export function integrity(site) {
  const pass = 'integrity';
  const html = textOf(site, PAGE, pass);
  const files = appFiles(html);
  if (!files) throw new Error(`${pass}: index.html has no #app-files block (Trunk.toml pattern_script)`);
  const of = (path) => integrityOf(site.get(inSite(path)));
  const named = withAppFiles(html, { js: files.js, wasm: files.wasm, jsIntegrity: of(files.js), wasmIntegrity: of(files.wasm) });
  if (!STYLESHEET.test(named)) throw new Error(`${pass}: index.html links no stylesheet with its integrity`);
  setText(site, PAGE, named.replace(STYLESHEET, (_, start, css, middle, __, end) => `${start}${css}${middle}${integrityOf(site.get(css))}${end}`));
}

/** The inline scripts' hashes in the page's policy (release), or 'unsafe-inline' (debug). */
export function cspHashes(site, { profile }) {
  const pass = 'csp hashes';
  const html = textOf(site, PAGE, pass);
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\btype="application\/json"/.test(match[1]))
    .map((match) => match[2])
    .filter((body) => body.trim() !== '')
    .map(hashSource);
  setText(site, PAGE, allowing(html, 'script-src', profile === 'debug' ? ["'unsafe-inline'"] : hashes, pass));
}

/** The page with the stylesheet `css` inline at its head's end, allowed by its hash in the policy (release and debug alike). */
export function withInlineStyle(html, css) {
  return allowing(html, 'style-src', [hashSource(css)], 'inline style').replace('</head>', `<style>${css}</style></head>`);
}
