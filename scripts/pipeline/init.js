// `learning-series init [DIR]`: a catalog repository to start from, from
// the package's templates (init/): a sample catalog with its $schema, a
// GitHub Pages workflow and a README of three commands, each naming this
// version of the package, so that every build runs the kit it started
// with.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the templates write for the version: replaced wherever it appears. */
const VERSION = 'LEARNING_SERIES_VERSION';

/** The files `init` writes, by their paths (with `/`) in the new repository. */
export function starterFiles(templates, version) {
  const read = (name) => readFileSync(join(templates, name), 'utf8').replaceAll(VERSION, version);
  return {
    'catalog.json': read('catalog.json'),
    'README.md': read('README.md'),
    '.github/workflows/pages.yml': read('pages.yml'),
    '.gitignore': 'site/\nnode_modules/\n',
  };
}

/** What a folder may hold already where init writes: what `npm install` of the kit leaves, and dotfiles (`.git`). */
const ALLOWED = ['package.json', 'package-lock.json', 'node_modules'];

/**
 * Writes a catalog repository into `dir` (made if missing): refused, in
 * one sentence, where `dir` is a file, or a folder that holds anything
 * but what `npm install` leaves and dotfiles, or already holds a file
 * init would write: it never writes over one. Resolves to the exit code.
 */
export function init({ templates, version }, dir) {
  const files = starterFiles(templates, version);
  const held = existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir) : [];
  const taken = Object.keys(files).filter((name) => existsSync(join(dir, ...name.split('/'))));
  const other = held.filter((name) => !ALLOWED.includes(name) && !name.startsWith('.'));
  if ((existsSync(dir) && !statSync(dir).isDirectory()) || other.length > 0 || taken.length > 0) {
    console.error(
      `init: ${dir} is not an empty folder: init starts a catalog repository in a new or empty folder (or one holding only what npm install leaves, and dotfiles), and never writes over files` +
        (taken.length ? ` (there already: ${taken.join(', ')})` : ''),
    );
    return 2;
  }
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, ...name.split('/'));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  const at = dir === '.' ? '' : `cd ${dir} && `;
  console.log(`init: a catalog repository in ${dir}: ${Object.keys(files).join(', ')}`);
  console.log(`next: ${at}npx learning-series@${version} serve catalog.json   (then edit catalog.json; the page reloads on each save)`);
  return 0;
}
