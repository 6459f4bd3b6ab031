// The author kit's command (kit/learning-series.mjs runs it): for an author
// with Node.js 20 or newer and a catalog file, no Rust and no npm package.
//
//   check [--strict] FILE                 the catalog's problems, with their
//                                         places (exit 0 fine, 1 problems,
//                                         2 unreadable), as `cargo run -- check`
//   build FILE --out DIR [--base-url URL] a complete site in DIR
//   serve FILE [--port N]                 builds, serves on 127.0.0.1, and
//                                         builds again when FILE changes
//
// `parts` says where the kit's own files are: the finished app (`site`),
// the catalog work compiled to WebAssembly (`kit`), and the file holding
// the largest catalog the app reads (`sizeLimit`).
import { existsSync, linkSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unwatchFile, watchFile } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { basename, dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { BOXES, CATALOG } from './catalog.js';
import { finishCatalog } from './finish.js';
import { PAGE } from './page.js';
import { CONTENT_TYPES, namesOf, readSite, writeSite } from './site.js';
import { runKit } from './wasi.js';

const USAGE = `usage: learning-series check [--strict] FILE
       learning-series build FILE --out DIR [--base-url URL]
       learning-series serve FILE [--port N]

check   says what is wrong with a catalog file, each problem with its place
        and line (--strict: warnings too); exit 0 fine, 1 problems, 2 unreadable
build   writes a complete site for the catalog into DIR (replaced only when the
        build succeeds), ready to copy to any static host, at its root or under
        any sub-path; --base-url is the address it is published at (else the
        catalog's "site"), which the feed's ids are made from, and with which
        it writes a series box for each part's article page (series-box/)
serve   builds the site and serves it on http://127.0.0.1:N (8000 unless given),
        building it again whenever FILE changes`;

/** Runs one command; resolves to its exit code. */
export async function main(args, parts) {
  const [command, ...rest] = args;
  if (['help', '--help', '-h'].includes(command)) {
    console.log(USAGE);
    return 0;
  }
  const given = parse(rest, { check: ['--strict'] }[command] ?? [], { build: ['--out', '--base-url'], serve: ['--port'] }[command] ?? []);
  const [file, ...more] = given?.positional ?? [];
  if (given && file && more.length === 0) {
    if (command === 'check') return check(parts, file, { strict: given['--strict'] === true });
    if (command === 'build' && given['--out']) return build(parts, file, given['--out'], given['--base-url']);
    const port = Number(given['--port'] ?? 8000);
    if (command === 'serve' && Number.isInteger(port) && port > 0 && port < 65536) return serve(parts, file, port);
  }
  console.error(USAGE);
  return 2;
}

/**
 * The arguments beside the options, each of `switches` given (true) and
 * each of `valued` with its value (`--out DIR`); null for an option
 * unknown here or one without its value.
 */
function parse(args, switches, valued) {
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
 * The catalog's report, by the kit's wasm: the file's folder opened to it
 * (a folder that does not exist, as an empty one, so the wasm says the
 * file is missing), the file named as the author typed it.
 */
async function check(parts, file, { strict, quiet = false }) {
  const folder = dirname(resolve(file));
  const empty = existsSync(folder) ? null : mkdtempSync(join(tmpdir(), 'check-'));
  try {
    const args = ['check', ...(strict ? ['--strict'] : []), `/in/${basename(file)}`, '--shown-as', file];
    return await runKit(parts.kit, args, { '/in': empty ?? folder }, { quiet });
  } finally {
    if (empty) rmSync(empty, { recursive: true, force: true });
  }
}

/** Whether `dir` may be replaced by a build: missing, empty, or a site built before. */
function replaceable(dir) {
  if (!existsSync(dir)) return true;
  if (!statSync(dir).isDirectory()) return false;
  const page = join(dir, PAGE);
  return readdirSync(dir).length === 0 || (existsSync(page) && readFileSync(page, 'utf8').includes('<!-- catalog:start -->'));
}

/**
 * A complete site for the catalog `file` in `out`: checked first (a
 * catalog with problems writes nothing, each problem named), built beside
 * `out`, and put in its place only once the build has succeeded.
 */
async function build(parts, file, out, siteUrl, { quiet = false } = {}) {
  const checked = await check(parts, file, { strict: false, quiet });
  if (checked !== 0) return checked;
  if (!replaceable(out)) {
    console.error(`build: ${out} is not a site this kit built (it has no index.html with the catalog's markers): choose another folder`);
    return 2;
  }
  const started = performance.now();
  const site = readSite(parts.site);
  site.set(CATALOG, readFileSync(file));
  try {
    await finishCatalog(site, { profile: 'release', kit: parts.kit, siteUrl, sizeLimit: readFileSync(parts.sizeLimit, 'utf8').trim() });
  } catch (error) {
    console.error(`build: ${error.message}`);
    return 1;
  }
  const target = resolve(out);
  const fresh = `${target}.building-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  writeSite(site, fresh);
  // A file whose bytes did not change is the file of the last build (a
  // hard link to it: its time too), so that a copy to the host (rsync, a
  // deploy that compares times) sends only what changed: a series box
  // only where its series did. Where links cannot be made, a new file.
  for (const [name, bytes] of site) {
    const [before, now] = [target, fresh].map((dir) => join(dir, ...name.split('/')));
    if (existsSync(before) && readFileSync(before).equals(bytes)) {
      try {
        linkSync(before, `${now}.same`);
        renameSync(`${now}.same`, now);
      } catch {
        rmSync(`${now}.same`, { force: true });
      }
    }
  }
  if (existsSync(target)) renameSync(target, old);
  renameSync(fresh, target);
  rmSync(old, { recursive: true, force: true });
  if (!quiet) console.log(`build: ${out}: ${site.size} files in ${Math.round(performance.now() - started)} ms`);
  const boxes = namesOf(site).filter((name) => name.startsWith(`${BOXES}/`) && name.endsWith('.html')).length;
  if (!quiet) {
    console.log(
      boxes
        ? `build: ${BOXES}/: a series box for each of the ${boxes} parts, for their article pages (README: "A series box on each article")`
        : `build: no series boxes: their links need the address the site is published at (--base-url URL, or the catalog's "site")`,
    );
  }
  return 0;
}

/**
 * Builds the site for `file` into a folder of its own, serves it on
 * 127.0.0.1:`port`, and builds it again whenever the file changes; a
 * build that fails leaves the last good site served. Runs until stopped.
 */
async function serve(parts, file, port) {
  const out = join(mkdtempSync(join(tmpdir(), 'learning-series-')), 'site');
  const first = await build(parts, file, out);
  if (first !== 0) return first;
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const name = normalize(path.endsWith('/') ? `${path}index.html` : path).replace(/^[/\\]+/, '');
    const full = join(out, name);
    if (name.split(sep).includes('..') || !existsSync(full) || !statSync(full).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(full)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(readFileSync(full));
  });
  await new Promise((listening, failed) => server.once('error', failed).listen(port, '127.0.0.1', listening));
  console.log(`serve: http://127.0.0.1:${port}/ (${file}; built again when it changes; Ctrl+C stops)`);
  let building = Promise.resolve();
  watchFile(file, { interval: 250 }, () => {
    building = building.then(async () => {
      console.log(`serve: ${file} changed, building again`);
      if ((await build(parts, file, out)) !== 0) console.error('serve: the site served is the last one built');
    });
  });
  await new Promise((stop) => process.once('SIGINT', stop).once('SIGTERM', stop));
  unwatchFile(file);
  server.close();
  rmSync(dirname(out), { recursive: true, force: true });
  return 0;
}

// Run from the project (`node scripts/pipeline/cli.js build
// public/catalog.json --out dist`, what scripts/prerender does): the
// kit's parts as the last release build left them.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const project = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
  process.exitCode = await main(process.argv.slice(2), {
    site: project('target/site-template'),
    kit: project('target/wasm32-wasip1/release/kit.wasm'),
    sizeLimit: project('src/catalog-size-limit'),
  });
}
