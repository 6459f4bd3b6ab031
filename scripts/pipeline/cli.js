// The learning-series command (the package's bin/learning-series.mjs runs
// it): for an author with Node.js 20 or newer and a catalog file, no Rust.
//
//   init [DIR]                            a catalog repository to start
//                                         from, in a new or empty folder
//                                         (npm install's files and
//                                         dotfiles may be there)
//   check [--strict[=words]] [--format plain|github] FILE
//                                         the catalog's problems, each at
//                                         its FILE:LINE:COL (exit 0 fine,
//                                         1 problems, 2 unreadable), as
//                                         `cargo run -- check`
//   build FILE --out DIR [--base-url URL] a complete site in DIR
//   serve FILE [--port N] [--base-url URL]
//                                         builds, serves on 127.0.0.1, and
//                                         builds again when FILE changes
//   --version, and --help (of each command too)
//
// `parts` says where the package's own files are: the finished app
// (`site`), the catalog work compiled to WebAssembly (`kit`), the file
// holding the largest catalog the app reads (`sizeLimit`), init's
// templates (`templates`), and its `version`.
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import nodePath, { basename, dirname, join, parse as parsePath, resolve } from 'node:path';
import { RenderFailed, WORDS } from './catalog.js';
import { BOXES, SERIES_PAGES } from './folders.js';
import { finishCatalog } from './finish.js';
import { init } from './init.js';
import { languageFacts, languageOf } from './interface.js';
import { PAGE } from './page.js';
import { namesOf, readSite, writeSite } from './site.js';
import { serve } from './serve.js';
import { runKit } from './wasi.js';

/** Each command: how it is called, what it does, its switches and the options that take a value. */
const COMMANDS = {
  init: {
    usage: 'learning-series init [DIR]',
    does: `writes a catalog repository to start from into DIR (a new or empty folder,
        or one holding only what npm install leaves and dotfiles; the current
        one if not given): a sample catalog.json, a GitHub Pages workflow
        that checks and builds it with this version, and a README`,
    switches: [],
    valued: [],
  },
  check: {
    usage: 'learning-series check [--strict[=words]] [--format plain|github] FILE',
    does: `says what is wrong with a catalog file, each problem at its
        FILE:LINE:COL (--strict: warnings too, but for the interface's words
        a language the kit has none of lacks, which --strict=words names and
        refuses each; --format github: as GitHub Actions annotations); exit
        0 fine, 1 problems, 2 unreadable`,
    switches: ['--strict', '--strict=words'],
    valued: ['--format'],
  },
  build: {
    usage: 'learning-series build FILE --out DIR [--base-url URL]',
    does: `writes a complete site for the catalog into DIR (replaced only when the
        build succeeds), ready to copy to any static host, at its root or under
        any sub-path; --base-url is the address it is published at (else the
        catalog's "site"), which the feed's ids are made from, and with which
        it writes a series box for each part's article page (series-box/)`,
    switches: [],
    valued: ['--out', '--base-url'],
  },
  serve: {
    usage: 'learning-series serve FILE [--port N] [--base-url URL]',
    does: `builds the site and serves it on http://127.0.0.1:N (8000 unless given;
        0 takes a free port), building it again whenever FILE changes and
        reloading the open page`,
    switches: [],
    valued: ['--port', '--base-url'],
  },
};

/** One command's help, or every command's. */
function help(command) {
  const shown = command ? [command] : Object.keys(COMMANDS);
  const usage = shown.map((name, i) => `${i ? '       ' : 'usage: '}${COMMANDS[name].usage}`);
  const what = shown.map((name) => `${name.padEnd(8)}${COMMANDS[name].does}`);
  const more = command ? [] : ['', 'learning-series --version says which version this is; learning-series COMMAND --help, one command.'];
  return [...usage, '', ...what.join('\n').split('\n'), ...more].join('\n');
}

/** Runs one command; resolves to its exit code. */
export async function main(args, parts) {
  const [command, ...rest] = args;
  if (['--version', '-v', 'version'].includes(command) && rest.length === 0) {
    console.log(parts.version);
    return 0;
  }
  if (['help', '--help', '-h'].includes(command)) {
    const [about] = rest;
    console.log(help(COMMANDS[about] ? about : undefined));
    return 0;
  }
  if (COMMANDS[command] && rest.some((arg) => ['--help', '-h'].includes(arg))) {
    console.log(help(command));
    return 0;
  }
  const given = COMMANDS[command] && parse(rest, COMMANDS[command]);
  if (command === 'init' && given && given.positional.length <= 1) return init(parts, given.positional[0] ?? '.');
  const [file, ...more] = given?.positional ?? [];
  if (given && file && more.length === 0) {
    const format = given['--format'] ?? 'plain';
    const strict = ['--strict=words', '--strict'].find((switched) => given[switched] === true);
    if (command === 'check' && ['plain', 'github'].includes(format)) return check(parts, file, { strict, format });
    if (command === 'build' && given['--out']) return build(parts, file, given['--out'], { siteUrl: given['--base-url'] });
    const port = Number(given['--port'] ?? 8000);
    if (command === 'serve' && Number.isInteger(port) && port >= 0 && port < 65536) {
      return serve({ file, port, build: (out) => build(parts, file, out, { siteUrl: given['--base-url'], offline: false }) });
    }
  }
  console.error(help(COMMANDS[command] ? command : undefined));
  return 2;
}

/**
 * The arguments beside the options, each of `switches` given (true) and
 * each of `valued` with its value (`--out DIR`); null for an option
 * unknown here or one without its value.
 */
export function parse(args, { switches, valued }) {
  const given = { positional: [] };
  for (let i = 0; i < args.length; i++) {
    if (switches.includes(args[i])) given[args[i]] = true;
    else if (valued.includes(args[i]) && i + 1 < args.length) given[args[i]] = args[++i];
    else if (args[i].startsWith('--')) return null;
    else given.positional.push(args[i]);
  }
  return given;
}

/**
 * The catalog file's folder, opened to the kit's wasm as `/in`, for `use`:
 * a folder that does not exist is opened as an empty one, so the wasm
 * says the file is missing, in its words.
 */
async function inCatalogsFolder(file, use) {
  const folder = dirname(resolve(file));
  const empty = existsSync(folder) ? null : mkdtempSync(join(tmpdir(), 'learning-series-check-'));
  try {
    return await use({ '/in': empty ?? folder }, `/in/${basename(file)}`);
  } finally {
    if (empty) rmSync(empty, { recursive: true, force: true });
  }
}

/**
 * The catalog's report, by the kit's wasm, the file named as the author
 * typed it, with its interface words against what the build knows of
 * its language (interface.js' languageFacts); `strict` the switch given
 * (`--strict`, `--strict=words`), if one was.
 * @param {{ strict: string | undefined, format: string }} how
 */
function check(parts, file, how) {
  const { strict, format } = how;
  return inCatalogsFolder(file, async (folders, inside) => {
    const words = mkdtempSync(join(tmpdir(), 'learning-series-words-'));
    try {
      writeFileSync(join(words, WORDS), JSON.stringify(languageFacts(languageOf({ folders, inside }).lang)));
      const args = ['check', ...(strict ? [strict] : []), '--format', format, inside, '--shown-as', file, '--words', `/words/${WORDS}`];
      return await runKit(parts.kit, args, { ...folders, '/words': words });
    } finally {
      rmSync(words, { recursive: true, force: true });
    }
  });
}

/** A path as the author can compare it with another: whole, its links followed where it exists. */
function whole(path) {
  const full = resolve(path);
  try {
    return realpathSync.native(full);
  } catch {
    return full;
  }
}

/**
 * Whether the whole path `inner` is `outer` or inside it, by `path`'s
 * rules (node:path, or path.win32 and path.posix in the tests: another
 * drive is never inside).
 */
export function within(inner, outer, path = nodePath) {
  const between = path.relative(outer, inner);
  return !path.isAbsolute(between) && between !== '..' && !between.startsWith(`..${path.sep}`);
}

/**
 * Why `out` cannot be a build's folder, in one sentence, or null: a build
 * replaces its folder, so never the root, the home folder, the folder the
 * author is in or one above it, nor the catalog's own folder or one above.
 */
function refusedOut(out, file) {
  const [target, here, catalogs] = [whole(out), whole(process.cwd()), dirname(whole(file))];
  const own = 'a build replaces its --out folder: choose a folder of its own, such as --out site';
  if (target === parsePath(target).root) return `--out ${out} is the root of the file system, and ${own}`;
  if (target === whole(homedir())) return `--out ${out} is your home folder, and ${own}`;
  if (target === here) return `--out ${out} is the folder you are in, and ${own}`;
  if (within(here, target)) return `--out ${out} holds the folder you are in, and ${own}`;
  if (within(catalogs, target)) return `--out ${out} holds the catalog ${file}, and ${own}`;
  return null;
}

/** Whether `dir` may be replaced by a build: missing, empty, or a site built before. */
function replaceable(dir) {
  if (!existsSync(dir)) return true;
  if (!statSync(dir).isDirectory()) return false;
  const page = join(dir, PAGE);
  return readdirSync(dir).length === 0 || (existsSync(page) && readFileSync(page, 'utf8').includes('<!-- catalog:start -->'));
}

/**
 * A complete site for the catalog `file` in `out`: checked as it is
 * rendered (a catalog with problems writes nothing, each problem named),
 * built beside `out`, and put in its place only once the build has
 * succeeded. `offline: false` leaves the offline worker out (serve).
 */
async function build(parts, file, out, { siteUrl, offline = true }) {
  const refused = refusedOut(out, file);
  if (refused) {
    console.error(`build: ${refused}`);
    return 2;
  }
  if (!replaceable(out)) {
    console.error(`build: ${out} is not a site this kit built (it has no index.html with the catalog's markers): choose another folder`);
    return 2;
  }
  const started = performance.now();
  const site = readSite(parts.site);
  try {
    await inCatalogsFolder(file, (folders, inside) =>
      finishCatalog(site, { profile: 'release', kit: parts.kit, siteUrl, sizeLimit: readFileSync(parts.sizeLimit, 'utf8').trim(), offline, catalog: { folders, inside, shownAs: file } }),
    );
  } catch (error) {
    if (error instanceof RenderFailed) return error.code;
    console.error(`build: ${error.message}`);
    return 1;
  }
  replace(site, resolve(out));
  console.log(`build: ${out}: ${site.size} files in ${Math.round(performance.now() - started)} ms`);
  const boxes = namesOf(site).filter((name) => name.startsWith(`${BOXES}/`) && name.endsWith('.html')).length;
  console.log(
    boxes
      ? `build: ${BOXES}/: a series box for each of the ${boxes} parts, for their article pages (README: "A series box on each article")`
      : `build: no series boxes: their links need the address the site is published at (--base-url URL, or the catalog's "site")`,
  );
  const ownPages = namesOf(site).filter((name) => name.startsWith(`${SERIES_PAGES}/`)).length;
  if (ownPages) console.log(`build: ${SERIES_PAGES}/: a page of its own for each of ${ownPages} series, whose reading lists the catalog's page leaves out to stay small`);
  return 0;
}

/**
 * `site` written as the folder `target`, which it replaces at once. A
 * file whose bytes did not change is the file of the last build (a hard
 * link to it: its time too), so that a copy to the host (rsync, a deploy
 * that compares times) sends only what changed: a series box only where
 * its series did.
 */
function replace(site, target) {
  const fresh = `${target}.building-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  try {
    writeSite(site, fresh, target);
    if (existsSync(target)) renameSync(target, old);
    renameSync(fresh, target);
  } finally {
    rmSync(fresh, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
}

// Run from the project (`node scripts/pipeline/cli.js build
// public/catalog.json --out dist`, what scripts/prerender does): the
// kit's parts as the last release build left them, in Cargo's target
// folder.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { projectKit } = await import('../cargo-target.js');
  process.exitCode = await main(process.argv.slice(2), projectKit());
}
