// Every file whose name carries a content hash (the app's script, wasm and
// stylesheet, and the page's own script and the modules it loads later,
// which Trunk copies as page.js, send.js and follow.js)
// named after its final bytes, once every pass that rewrites
// it has run, and the page's references following: Trunk names them after
// the bytes it wrote, which the passes after it change. A host serves
// these names as immutable for a year and the worker precaches them, so a
// name must never hold two contents.
import { APP_FILES, LATER_SCRIPT, PAGE, PAGE_SCRIPT, appFiles, inSite, laterScriptsOf, pageScriptOf, stylesheetOf, withAppFiles } from './page.js';
import { HASHED, setText, shortHash, textOf } from './site.js';

/** `name` with the hash of `bytes` in place of the one it carries. */
function renamed(name, bytes) {
  const [, stem, ending] = name.match(HASHED) ?? [];
  if (!stem) throw new Error(`names: ${name} carries no content hash`);
  return `${stem}-${shortHash(bytes)}${ending}`;
}

/** Renames the app's files after their bytes, in the site and in the page. */
export function nameAfterBytes(site) {
  const pass = 'names';
  let html = textOf(site, PAGE, pass);
  const files = appFiles(html);
  const stylesheet = stylesheetOf(html);
  const pageScript = pageScriptOf(html);
  const later = laterScriptsOf(html);
  if (!files || !stylesheet || !pageScript || !later.length) throw new Error(`${pass}: index.html names no app files, no stylesheet, no page script or no module loaded later`);
  const moves = [inSite(files.wasm), inSite(files.js), stylesheet].map((old) => [old, renamed(old, site.get(old))]);
  for (const [old, name] of moves) {
    const bytes = site.get(old);
    site.delete(old);
    site.set(name, bytes);
  }
  /** `name`, whose name carries no hash yet, after its bytes. */
  const named = (/** @type {string} */ name) => {
    const hashed = `${name.replace(/\.js$/, '')}-${shortHash(site.get(name))}.js`;
    site.set(hashed, site.get(name));
    site.delete(name);
    return hashed;
  };
  const script = named(pageScript);
  const modules = new Map(later.map((name) => [name, named(name)]));
  const [[, wasm], [, js], [oldCss, css]] = moves;
  html = withAppFiles(html, { ...files, js: `./${js}`, wasm: `./${wasm}` });
  if (!APP_FILES.test(html)) throw new Error(`${pass}: the #app-files block went missing`);
  html = html.replace(PAGE_SCRIPT, (_, start, __, end) => `${start}./${script}${end}`).replace(LATER_SCRIPT, (_, start, name, end) => `${start}${modules.get(name)}${end}`);
  setText(site, PAGE, html.replace(`href="./${oldCss}"`, `href="./${css}"`));
}
