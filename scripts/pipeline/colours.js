// The page's colours outside its stylesheet, taken from the stylesheet's
// tokens (style/main.css), their one source: the browser bar's colour (the
// page's theme-color, light and dark: the paper) and the installed app's
// (the manifest: paper and accent, light). Read from the built stylesheet,
// so the author kit has them too.
import { PAGE, stylesheetOf } from './page.js';
import { setText, textOf } from './site.js';

/** A token's light and dark values: `--name: light-dark(#light, #dark)`. */
function token(css, name) {
  const found = css.match(new RegExp(`--${name}:\\s*light-dark\\((#[0-9a-f]{6}),\\s*(#[0-9a-f]{6})\\)`, 'i'));
  if (!found) throw new Error(`colours: the stylesheet has no --${name}: light-dark(#rrggbb, #rrggbb)`);
  return { light: found[1], dark: found[2] };
}

/** The tokens read here, which the built stylesheet keeps by name. */
export const THEME_TOKENS = ['paper', 'accent'];

/** The paper and accent tokens of the site's stylesheet, light and dark. */
export function themeColours(site) {
  const stylesheet = stylesheetOf(textOf(site, PAGE, 'colours'));
  if (!stylesheet) throw new Error('colours: index.html links no stylesheet');
  const css = textOf(site, stylesheet, 'colours');
  const [paper, accent] = THEME_TOKENS.map((name) => token(css, name));
  return { paper, accent };
}

/** A theme-color tag for one colour scheme, whatever its content. */
const themeColour = (scheme) =>
  new RegExp(`(<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content=")[^"]*(")`);

/** The page's theme-color tags, light and dark, filled with the paper's colours. */
export function pageColours(site) {
  const { paper } = themeColours(site);
  let html = textOf(site, PAGE, 'colours');
  for (const scheme of ['light', 'dark']) {
    if (!themeColour(scheme).test(html)) throw new Error(`colours: index.html has no theme-color tag for ${scheme}`);
    html = html.replace(themeColour(scheme), `$1${paper[scheme]}$2`);
  }
  setText(site, PAGE, html);
}
