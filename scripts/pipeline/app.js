// The finishing passes over the app's own files, which the release build
// runs and the author kit ships the result of (so the kit needs neither
// binaryen nor terser): the classes of the exports Leptos brings in and
// the app's linker leaves out (scripts/wasm-ld) taken out of its script,
// the wasm's imports and exports given short names in both, its custom
// sections dropped, then the scripts (the app's, the page's start-up
// script and its own) and the stylesheet minified and the page's
// comments taken out.
import { THEME_TOKENS } from './colours.js';
import { BOXES } from './folders.js';
import { PAGE, START_UP, appFiles, inSite, laterScriptsOf, pageScriptOf, stylesheetOf } from './page.js';
import { setText, textOf } from './site.js';
import { editSections, name, readLeb, readName, withoutCustomSections } from './wasm-sections.js';

/** The app's script and wasm, by their names in the site, or a clear error naming `pass`. */
function appFilesOf(site, pass) {
  const files = appFiles(textOf(site, PAGE, pass));
  if (!files) throw new Error(`${pass}: index.html has no #app-files block (Trunk.toml pattern_script)`);
  return { js: inSite(files.js), wasm: inSite(files.wasm) };
}

/**
 * Leptos always builds server functions' browser side (server_fn's
 * `browser` feature), whose wasm-streams dependency exports three classes
 * from the wasm. This app has no server functions: its linker
 * (`scripts/wasm-ld`) leaves their exports out, so their code and the data
 * only it reads never reach the wasm, and here their classes leave the
 * script. Fails if the wasm still exports one (another linker ran) or the
 * script still names one.
 */
export function unusedExports(site) {
  const pass = 'unused exports';
  const UNUSED = ['IntoUnderlyingByteSource', 'IntoUnderlyingSink', 'IntoUnderlyingSource'];
  const files = appFilesOf(site, pass);
  let script = textOf(site, files.js, pass);
  for (const unused of UNUSED) {
    const parts = [
      new RegExp(`^export class ${unused} \\{\\n[\\s\\S]*?\\n\\}\\n`, 'm'),
      new RegExp(`^if \\(Symbol\\.dispose\\) ${unused}\\.prototype\\[Symbol\\.dispose\\] = [^\\n]*\\n`, 'm'),
      new RegExp(`^const ${unused}Finalization = [\\s\\S]*?;\\n`, 'm'),
    ];
    for (const part of parts) {
      if (!part.test(script)) throw new Error(`${pass}: ${files.js} has no ${part} (a new wasm-bindgen or Leptos?)`);
      script = script.replace(part, '');
    }
  }
  const exported = [];
  // The export section: an export is a name, a kind (a byte) and an index.
  editSections(site.get(files.wasm), {
    7: (bytes, count, first) => {
      const entries = [];
      for (let i = 0, entry = first; i < count; i++) {
        const [name, kindAt] = readName(bytes, entry);
        const [, next] = readLeb(bytes, kindAt + 1);
        exported.push(name);
        entries.push(bytes.subarray(entry, next));
        entry = next;
      }
      return entries;
    },
  });
  const unused = exported.filter((name) => name.includes('intounderlying'));
  if (unused.length) throw new Error(`${pass}: ${files.wasm} exports ${unused.join(', ')}: was it linked by scripts/wasm-ld (.cargo/config.toml)?`);
  if (/intounderlying/i.test(script)) throw new Error(`${pass}: ${files.js} still names wasm-streams' classes`);
  setText(site, files.js, script);
}

/**
 * wasm-bindgen names each import after what it binds and a hash
 * (`__wbg_set_nodeValue_7e9217115013d873`), and exports each closure's
 * shim under its type's hash; the wasm and the script each carry every
 * name, and hashes do not compress (BENCHMARKS.md says what this saves).
 * Only wasm-bindgen's own names are shortened, which no other code in the
 * script can share: the app's exports (start) and the memory (the
 * benchmark reads it) keep theirs. Fails if the script does not provide
 * an import, or a short name is taken.
 */
export function shortNames(site) {
  const pass = 'short names';
  /** wasm-bindgen's own names: its glue's and its bindings'. */
  const BINDGEN = /^(__wbg_|__wbindgen_|wasm_bindgen__)/;
  const [IMPORTS, EXPORTS] = [2, 7];
  const files = appFilesOf(site, pass);
  let script = textOf(site, files.js, pass);
  const fail = (message) => {
    throw new Error(`${pass}: ${message}`);
  };
  /** The script's uses of `word` as a whole identifier or property name. */
  const uses = (word) => new RegExp(`(?<![\\w$])${word.replace(/[$]/g, '\\$')}(?![\\w$])`, 'g');
  const renamed = new Map();
  const imported = new Set();
  const shortName = (old) => {
    if (!renamed.has(old)) renamed.set(old, `_${renamed.size.toString(36)}`);
    return renamed.get(old);
  };
  // How long an import's description is, after its kind: a function's or
  // a tag's type, a table's element type and limits, a memory's limits, a
  // global's type and mutability.
  const limitsEnd = (bytes, at) => {
    const [, afterMin] = readLeb(bytes, at + 1);
    return bytes[at] & 1 ? readLeb(bytes, afterMin)[1] : afterMin;
  };
  const descriptionEnd = (bytes, kind, at) =>
    [() => readLeb(bytes, at)[1], () => limitsEnd(bytes, at + 1), () => limitsEnd(bytes, at), () => at + 2, () => readLeb(bytes, at + 1)[1]][kind]();
  let module = null;
  const wasm = editSections(site.get(files.wasm), {
    [IMPORTS]: (bytes, count, first) => {
      const entries = [];
      for (let i = 0, at = first; i < count; i++) {
        const [from, fieldAt] = readName(bytes, at);
        const [field, kindAt] = readName(bytes, fieldAt);
        const end = descriptionEnd(bytes, bytes[kindAt], kindAt + 1);
        if (module !== null && from !== module) fail(`${files.wasm} imports from ${from} and ${module}`);
        module = from;
        imported.add(field);
        const short = BINDGEN.test(field) ? shortName(field) : field;
        entries.push(Buffer.concat([name('_'), name(short), bytes.subarray(kindAt, end)]));
        at = end;
      }
      return entries;
    },
    [EXPORTS]: (bytes, count, first) => {
      const entries = [];
      for (let i = 0, at = first; i < count; i++) {
        const [exported, kindAt] = readName(bytes, at);
        const end = readLeb(bytes, kindAt + 1)[1];
        const short = BINDGEN.test(exported) ? shortName(exported) : exported;
        entries.push(Buffer.concat([name(short), bytes.subarray(kindAt, end)]));
        at = end;
      }
      return entries;
    },
  });
  const moduleKey = `"${module}"`;
  if (script.split(moduleKey).length !== 2) fail(`${files.js} names the module ${moduleKey} other than once`);
  script = script.replace(moduleKey, '"_"');
  for (const [, short] of renamed) {
    if (uses(short).test(script)) fail(`${files.js} already uses the name ${short}`);
  }
  for (const [old, short] of renamed) {
    const before = script;
    script = script.replace(uses(old), short);
    // An import the script does not provide would fail at instantiation.
    if (script === before && imported.has(old)) fail(`${files.js} does not provide the import ${old}`);
  }
  site.set(files.wasm, wasm);
  setText(site, files.js, script);
}

/**
 * The custom sections the toolchain leaves in the wasm (rustc's and
 * wasm-bindgen's `producers`, the `target_features` binaryen reads,
 * binaryen's own): metadata for tools, which a browser skips (175 bytes
 * of brotli). Fails if there is none: a toolchain that stopped writing
 * them, and this pass can go.
 */
export function customSectionsOut(site) {
  const pass = 'custom sections out';
  const files = appFilesOf(site, pass);
  const [wasm, dropped] = withoutCustomSections(site.get(files.wasm));
  if (dropped.length === 0) throw new Error(`${pass}: ${files.wasm} has no custom section`);
  site.set(files.wasm, wasm);
}

/**
 * CSS without comments, runs of blanks as one, no blank next to a brace,
 * semicolon or comma nor after a colon (a blank before one is a selector's
 * descendant combinator, `html :is(a)`, and stays), and no semicolon
 * before a closing brace; strings as they are.
 */
export function compactCss(css) {
  let out = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      out += css.slice(i, end + 1);
      i = end;
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
    } else if (/\s/.test(c)) {
      if (!/[\s{};,:]$/.test(out) && !/[{};,]/.test(css.slice(i).trimStart()[0] ?? '}')) out += ' ';
    } else if (c === '}' && out.endsWith(';')) {
      out = out.slice(0, -1) + c;
    } else {
      out += c;
    }
  }
  return out.trim();
}

/**
 * Compacted CSS (`compactCss`) with each custom property that the first
 * `:root` rule sets and nothing else sets (no other rule, no media query;
 * the app sets none from script or markup) written where it is used, as
 * its value, and its declaration dropped: the stylesheet keeps its named
 * values, the reader's download does not spell each name at every use
 * (about 280 bytes of brotli). One whose value uses another, that is read
 * with a fallback, or that the build reads from the built stylesheet
 * (`kept`: the theme's colours, colours.js) stays as it is.
 */
export function constantsInlined(css, kept = THEME_TOKENS) {
  const root = css.match(/^:root\{([^}]*)\}/);
  if (!root) throw new Error('constants inlined: the stylesheet does not start with a :root rule');
  let out = css;
  for (const declaration of root[1].split(';')) {
    const [, name, value] = declaration.match(/^(--[\w-]+):(.*)$/) ?? [];
    if (!name || kept.includes(name.slice(2)) || value.includes('var(') || out.split(`${name}:`).length !== 2 || out.includes(`var(${name},`)) continue;
    out = out.replace(declaration, '').split(`var(${name})`).join(value);
  }
  return out.replace(/^:root\{;*/, ':root{').replace(/;;+/g, ';').replace(/;\}/g, '}');
}

/**
 * The app's script (wasm-bindgen's module), the page's start-up script,
 * its own script (page.js) and the modules it loads later (send.js, follow.js)
 * minified with terser, the stylesheet
 * compacted (the series box's script and stylesheet too), and the page without its comments (but the markers the catalog's markup and feed links go between) and
 * its indentation (the page has no preformatted text; a line break stays
 * where blanks were, so that the words still part). Their
 * documentation stays in the source; a reader's phone downloads only the
 * code (about 3.5 KB of brotli less).
 */
export async function minify(site) {
  const pass = 'minify';
  const { minify: terser } = await import('terser');
  const files = appFilesOf(site, pass);
  // Its imports as methods (`{ f(a) {} }`), which nothing calls with `new`.
  /** @type {import('terser').MinifyOptions} */
  const appOptions = { module: true, ecma: 2020, compress: { unsafe_methods: true } };
  setText(site, files.js, (await terser(textOf(site, files.js, pass), appOptions)).code);
  // Functions that use neither `this` nor `arguments` as arrows.
  /** @type {import('terser').MinifyOptions} */
  const pageOptions = { ecma: 2015, compress: { unsafe_arrows: true } };
  const html = textOf(site, PAGE, pass);
  const startUp = html.match(START_UP);
  if (!startUp) throw new Error(`${pass}: index.html has no start-up script (<script data-progress-key>)`);
  const code = (await terser(startUp[2], pageOptions)).code;
  const pageScript = pageScriptOf(html);
  if (!pageScript) throw new Error(`${pass}: index.html has no page script (<script src="page.js" defer>)`);
  setText(site, pageScript, (await terser(textOf(site, pageScript, pass), pageOptions)).code);
  const later = laterScriptsOf(html);
  if (!later.length) throw new Error(`${pass}: index.html names no module loaded later (data-script="send.js")`);
  for (const module of later) setText(site, module, (await terser(textOf(site, module, pass), { module: true, ecma: 2020 })).code);
  setText(
    site,
    PAGE,
    html
      .replace(START_UP, (_, open, __, close) => `${open}${code}${close}`)
      .replace(/<!--(?! (?:catalog|masthead|feeds):(?:start|end) -->)[\s\S]*?-->/g, '')
      .replace(/\n\s*/g, '\n'),
  );
  const stylesheet = stylesheetOf(html);
  if (!stylesheet) throw new Error(`${pass}: index.html links no stylesheet with its integrity`);
  setText(site, stylesheet, constantsInlined(compactCss(textOf(site, stylesheet, pass))));
  // The series box's script and stylesheet, for the author's pages.
  setText(site, `${BOXES}/series-box.js`, (await terser(textOf(site, `${BOXES}/series-box.js`, pass), pageOptions)).code);
  setText(site, `${BOXES}/series-box.css`, compactCss(textOf(site, `${BOXES}/series-box.css`, pass)));
}
