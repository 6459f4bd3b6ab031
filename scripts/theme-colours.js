// The page's colours outside its stylesheet, taken from the stylesheet's
// tokens (style/main.css), their one source: the browser bar's colour
// (the page's theme-color, light and dark: the paper) and the installed
// app's (the manifest: paper and accent, light).
// As Trunk's post-build hook step, it fills the staged page's theme-color
// tags; scripts/manifest.js imports `themeColours`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { page, stagedSite } from './built-page.js';

const STYLESHEET = new URL('../style/main.css', import.meta.url);

/** A token's light and dark values: `--name: light-dark(#light, #dark);`. */
function token(css, name) {
  const found = css.match(new RegExp(`--${name}:\\s*light-dark\\((#[0-9a-f]{6}),\\s*(#[0-9a-f]{6})\\)`, 'i'));
  if (!found) throw new Error(`style/main.css: no --${name}: light-dark(#rrggbb, #rrggbb)`);
  return { light: found[1], dark: found[2] };
}

/** The paper and accent tokens, light and dark. */
export function themeColours() {
  const css = readFileSync(STYLESHEET, 'utf8');
  return { paper: token(css, 'paper'), accent: token(css, 'accent') };
}

/** A theme-color tag for one colour scheme, whatever its content. */
const themeColour = (scheme) =>
  new RegExp(`(<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content=")[^"]*(")`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { path, html } = page(stagedSite('theme-colours'));
  const { paper } = themeColours();
  let filled = html;
  for (const scheme of ['light', 'dark']) {
    if (!themeColour(scheme).test(filled)) throw new Error(`index.html: no theme-color tag for ${scheme}`);
    filled = filled.replace(themeColour(scheme), `$1${paper[scheme]}$2`);
  }
  writeFileSync(path, filled);
  console.log(`theme colours: paper ${paper.light} and ${paper.dark}`);
}
