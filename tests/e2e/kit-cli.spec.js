// The learning-series command (the package scripts/kit packs from the
// release build), installed and run as an author runs it (kit-author.js): its
// site for the bundled catalog is the release build's, byte for byte; its
// check says what the native checker says of every broken catalog, in
// each format; a build that fails writes nothing and says so, whatever
// stopped it, and leaves no temporary folder; --out never takes a folder
// the author is in or keeps their catalog in; and catalogs at the app's
// scale build, with series boxes, every time.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test, expect } from '@playwright/test';
import { brokenCatalogs } from './broken-catalogs.js';
import { seedCatalog } from './fixture-site.js';
import { generateCatalog } from './generate-catalog.js';
import { AUTHOR_PATH, authorEnv, filesOf, KIT, kit, kitInBackground, scratch } from './kit-author.js';
import { cargoTarget, projectVersion } from '../../scripts/cargo-target.js';

const NATIVE = join(cargoTarget(), 'debug', 'learning-series');
const env = authorEnv();

test('the author\'s PATH has no Rust, and the kit needs none', () => {
  for (const tool of ['cargo', 'rustc', 'trunk', 'rustup']) {
    expect(spawnSync('sh', ['-c', `command -v ${tool}`], { env }).status, `${tool} on ${AUTHOR_PATH}`).not.toBe(0);
  }
  expect(existsSync(KIT), 'the package is installed (scripts/kit packs it)').toBe(true);
  const help = kit(['--help'], { env });
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('learning-series build FILE --out DIR');
  const wrong = kit(['build', 'catalog.json'], { env });
  expect(wrong.code, 'build without --out').toBe(2);
  expect(wrong.stderr).toContain('usage:');
});

test('for the bundled catalog the kit builds the release build\'s site, byte for byte', () => {
  const out = join(scratch(), 'site');
  const built = kit(['build', resolve('public/catalog.json'), '--out', out], { env });
  expect(built.code, built.stderr).toBe(0);
  expect(built.stdout).toMatch(/^ok: \d+ series, \d+ parts\nbuild: .*: \d+ files in \d+ ms\nbuild: no series boxes: their links need the address the site is published at \(--base-url URL, or the catalog's "site"\)\n$/);
  const [ours, release] = [filesOf(out), filesOf(resolve('dist'))];
  expect(Object.keys(ours).sort()).toEqual(Object.keys(release).sort());
  for (const [name, bytes] of Object.entries(release)) expect(ours[name].equals(bytes), name).toBe(true);
});

test('check and build say what the native checker says of every broken catalog, in each format', () => {
  expect(existsSync(NATIVE), `${NATIVE} (cargo test builds it)`).toBe(true);
  const dir = scratch();
  for (const [name, bytes] of brokenCatalogs(seedCatalog())) {
    writeFileSync(join(dir, 'catalog.json'), bytes);
    for (const options of [[], ['--strict'], ['--format', 'github']]) {
      const native = spawnSync(NATIVE, ['check', ...options, 'catalog.json'], { cwd: dir, encoding: 'utf8' });
      const ours = kit(['check', ...options, 'catalog.json'], { cwd: dir, env });
      const what = `${name} ${options.join(' ')}`;
      expect({ code: ours.code, stdout: ours.stdout, stderr: ours.stderr }, what).toEqual({ code: native.status, stdout: native.stdout, stderr: native.stderr });
    }
    const out = join(dir, 'site');
    const checked = kit(['check', 'catalog.json'], { cwd: dir, env });
    const built = kit(['build', 'catalog.json', '--out', out], { cwd: dir, env });
    expect(built.code, name).toBe(checked.code);
    if (checked.code === 0) {
      expect(readFileSync(join(out, 'index.html'), 'utf8'), name).toContain('<article');
    } else {
      expect(built.stderr, name).toBe(checked.stderr);
      expect(built.stdout, `${name}: nothing says it built`).toBe('');
      expect(existsSync(out), `${name}: nothing written`).toBe(false);
    }
    rmSync(out, { recursive: true, force: true });
  }
  const missing = kit(['check', 'nowhere/catalog.json'], { cwd: dir, env });
  expect(missing).toMatchObject({ code: 2, stdout: '', stderr: 'nowhere/catalog.json: error: no such file\n' });
  expect(readdirSync(env.TMPDIR), 'no temporary folder left').toEqual([]);
});

test('what check says is a place tools read: FILE:LINE:COL, or a GitHub annotation; --strict never says ok', () => {
  const dir = scratch();
  const text = JSON.stringify(seedCatalog(), null, 2).replace('"title":', '"title": "first",\n  "title":').replace('"schema": 1,', '"schema": 1,\n  "subtitel": "x",');
  writeFileSync(join(dir, 'catalog.json'), text);
  const plain = kit(['check', 'catalog.json'], { cwd: dir, env });
  expect(plain.code).toBe(1);
  expect(plain.stderr.split('\n')).toEqual([
    'catalog.json:6:3: error: title: duplicate field `title`',
    'catalog.json:4:3: warning: subtitel: a field the app does not read, ignored: did you mean "subtitle"?',
    'catalog.json: 1 problem and 1 warning: the app refuses the catalog until the problems are fixed',
    '',
  ]);
  const github = kit(['check', '--format', 'github', 'catalog.json'], { cwd: dir, env });
  expect(github.stderr).toContain('::error file=catalog.json,line=6,col=3::title: duplicate field `title`\n');
  writeFileSync(join(dir, 'catalog.json'), text.replace('"title": "first",\n  ', ''));
  const strict = kit(['check', '--strict', 'catalog.json'], { cwd: dir, env });
  expect(strict).toMatchObject({ code: 1, stdout: '' });
  expect(strict.stderr).toMatch(/^catalog\.json:4:3: warning: subtitel: .*\ncatalog\.json: 1 warning, which --strict refuses\n$/);
  const loose = kit(['check', 'catalog.json'], { cwd: dir, env });
  expect(loose.code).toBe(0);
  expect(loose.stdout).toMatch(/^ok: \d+ series, \d+ parts\ncatalog\.json:4:3: warning: subtitel: /);
});

test('a catalog larger than the app reads is refused by check and build, with its size and the limit', () => {
  const dir = scratch();
  const limit = Number(readFileSync('src/catalog-size-limit', 'utf8'));
  const catalog = generateCatalog(100);
  catalog.subtitle = 'x'.repeat(limit);
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(catalog));
  const said = 'catalog.json: error: The catalog is too large to read: 5.0 MB, more than the 5.0 MB this app reads\n';
  expect(kit(['check', 'catalog.json'], { cwd: dir, env })).toMatchObject({ code: 1, stdout: '' });
  expect(kit(['check', 'catalog.json'], { cwd: dir, env }).stderr).toMatch(new RegExp(`^${said.replace(/[.()]/g, '\\$&')}`));
  const built = kit(['build', 'catalog.json', '--out', 'site'], { cwd: dir, env });
  expect(built).toMatchObject({ code: 1, stdout: '' });
  expect(built.stderr.startsWith(said)).toBe(true);
  expect(existsSync(join(dir, 'site'))).toBe(false);
});

test('a build replaces a site only once it has succeeded, and never a folder of other files', () => {
  const dir = scratch();
  const good = JSON.stringify(seedCatalog());
  writeFileSync(join(dir, 'catalog.json'), good);
  expect(kit(['build', 'catalog.json', '--out', 'site'], { cwd: dir, env }).code).toBe(0);
  const before = filesOf(join(dir, 'site'));

  writeFileSync(join(dir, 'catalog.json'), good.replace('"schema": 1', '"schema": 2').replace('"schema":1', '"schema":2'));
  const refused = kit(['build', 'catalog.json', '--out', 'site'], { cwd: dir, env });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('schema version 2');
  expect(filesOf(join(dir, 'site'))).toEqual(before);
  expect(readdirSync(dir).sort(), 'nothing left beside it').toEqual(['catalog.json', 'site']);

  writeFileSync(join(dir, 'catalog.json'), good);
  mkdirSync(join(dir, 'notes'));
  writeFileSync(join(dir, 'notes', 'notes.txt'), 'mine');
  const notASite = kit(['build', 'catalog.json', '--out', 'notes'], { cwd: dir, env });
  expect(notASite.code).toBe(2);
  expect(notASite.stderr).toContain('is not a site this kit built');
  expect(readFileSync(join(dir, 'notes', 'notes.txt'), 'utf8')).toBe('mine');
});

test('--out is never the root, the home folder, the folder the author is in, one above it, or the catalog\'s', () => {
  const home = scratch();
  const project = join(home, 'blog', 'catalog');
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'catalog.json'), JSON.stringify(seedCatalog()));
  const own = 'a build replaces its --out folder: choose a folder of its own, such as --out site\n';
  const cases = [
    [project, ['catalog.json', '--out', '.'], 'build: --out . is the folder you are in, and '],
    [project, ['catalog.json', '--out', '..'], 'build: --out .. holds the folder you are in, and '],
    [join(home, 'blog'), ['catalog/catalog.json', '--out', 'catalog'], 'build: --out catalog holds the catalog catalog/catalog.json, and '],
    [project, ['catalog.json', '--out', home], `build: --out ${home} is your home folder, and `],
    [project, ['catalog.json', '--out', '/'], 'build: --out / is the root of the file system, and '],
  ];
  for (const [cwd, args, said] of cases) {
    const refused = kit(['build', ...args], { cwd, env: authorEnv({ home }) });
    expect(refused, args.join(' ')).toMatchObject({ code: 2, stdout: '', stderr: `${said}${own}` });
    expect(readdirSync(project), 'the catalog\'s folder as it was').toEqual(['catalog.json']);
  }
  expect(kit(['build', 'catalog.json', '--out', 'site'], { cwd: project, env: authorEnv({ home }) }).code).toBe(0);
});

test('a build whose WebAssembly is stopped or traps says so, writes nothing, claims nothing and leaves no temporary folder', async () => {
  const dir = scratch();
  // A kit whose catalog work never ends: stopped here as a crash would stop it.
  const copy = join(dir, 'kit');
  cpSync(join(dirname(KIT), '..'), copy, { recursive: true });
  const name = (text) => [text.length, ...Buffer.from(text)];
  // (module (memory (export "memory") 1) (func (export "_start") (loop (br 0))))
  const endless = Buffer.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...[0x01, 0x04, 0x01, 0x60, 0x00, 0x00],
    ...[0x03, 0x02, 0x01, 0x00],
    ...[0x05, 0x03, 0x01, 0x00, 0x01],
    ...[0x07, 0x13, 0x02, ...name('memory'), 0x02, 0x00, ...name('_start'), 0x00, 0x00],
    ...[0x0a, 0x09, 0x01, 0x07, 0x00, 0x03, 0x40, 0x0c, 0x00, 0x0b, 0x0b],
  ]);
  writeFileSync(join(copy, 'catalog.wasm'), endless);
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(seedCatalog()));
  const temp = join(dir, 'temp');
  const { child, said } = kitInBackground(['build', 'catalog.json', '--out', 'site'], { cwd: dir, env: authorEnv({ temp }), kitFile: join(copy, 'bin', 'learning-series.mjs') });
  const running = () => spawnSync('pgrep', ['-f', `${copy}/pipeline/wasi.js`], { encoding: 'utf8' }).stdout.trim();
  await expect.poll(running, { timeout: 10_000 }).not.toBe('');
  expect(readdirSync(temp).length, 'the build works in a temporary folder').toBeGreaterThan(0);
  process.kill(Number(running().split('\n')[0]), 'SIGSEGV');
  const code = await new Promise((done) => child.once('exit', done));
  expect(code).toBe(3);
  expect(said.text).toBe("the kit's WebAssembly stopped (SIGSEGV) before it was done; nothing was written\n");
  expect(existsSync(join(dir, 'site'))).toBe(false);
  expect(readdirSync(temp), 'no temporary folder left').toEqual([]);
  expect(readdirSync(dir).sort()).toEqual(['catalog.json', 'kit', 'temp']);

  // A wasm that stops on a trap, as a Rust panic does.
  // (module (memory (export "memory") 1) (func (export "_start") unreachable))
  writeFileSync(join(copy, 'catalog.wasm'), Buffer.concat([endless.subarray(0, endless.length - 11), Buffer.from([0x0a, 0x05, 0x01, 0x03, 0x00, 0x00, 0x0b])]));
  const trapped = kit(['build', 'catalog.json', '--out', 'site'], { cwd: dir, env: authorEnv({ temp }), kitFile: join(copy, 'bin', 'learning-series.mjs') });
  expect(trapped).toMatchObject({ code: 3, stdout: '', stderr: "the kit's WebAssembly failed (unreachable); nothing was written\n" });
  expect(existsSync(join(dir, 'site'))).toBe(false);
  expect(readdirSync(temp), 'no temporary folder left').toEqual([]);
});

test('catalogs at the app\'s scale build every time, with a series box for every part', () => {
  const dir = scratch();
  const temp = join(dir, 'temp');
  const boxed = { ...generateCatalog(10_000), site: 'https://example.org/series/' };
  writeFileSync(join(dir, 'boxed.json'), JSON.stringify(boxed));
  for (let build = 1; build <= 5; build++) {
    const built = kit(['build', 'boxed.json', '--out', 'boxed'], { cwd: dir, env: authorEnv({ temp }) });
    expect(built, `build ${build}`).toMatchObject({ code: 0, signal: null, stderr: '' });
    expect(built.stdout).toContain('build: series-box/: a series box for each of the 10000 parts');
  }
  expect(readdirSync(join(dir, 'boxed', 'series-box')).length, 'a folder per series, and the box\'s own files').toBe(1_000 + 2);
  // One series of 30,000 parts: 30,000 boxes, each listing its neighbours.
  const long = { ...generateCatalog(30_000, 30_000), site: 'https://example.org/series/' };
  writeFileSync(join(dir, 'long.json'), JSON.stringify(long));
  const built = kit(['build', 'long.json', '--out', 'long'], { cwd: dir, env: authorEnv({ temp }) });
  expect(built).toMatchObject({ code: 0, signal: null, stderr: '' });
  // Its list is on its own page, whole; the catalog's page links there.
  expect(readFileSync(join(dir, 'long', 'index.html'), 'utf8')).toContain(`<a href="series/series-0/" aria-label="${long.series[0].title}: Its 30,000 parts are on the series' own page">Its 30,000 parts are on the series' own page</a>`);
  expect(readFileSync(join(dir, 'long', 'series', 'series-0', 'index.html'), 'utf8')).toContain(long.series[0].parts[29_999].title);
  const box = readFileSync(join(dir, 'long', 'series-box', 'series-0', 'part-15000.html'), 'utf8');
  expect(box).toContain('Part 15,001 of 30,000');
  expect(box.length).toBeLessThan(5_000);
  expect(readdirSync(temp), 'no temporary folder left').toEqual([]);
});

test('--base-url is where the feed\'s ids come from; an address that is not one is refused', () => {
  const dir = scratch();
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(seedCatalog()));
  expect(kit(['build', 'catalog.json', '--out', 'site', '--base-url', 'https://example.org/learning/'], { cwd: dir, env }).code).toBe(0);
  expect(readFileSync(join(dir, 'site', 'feed.xml'), 'utf8')).toContain('<id>https://example.org/learning/feed.xml</id>');
  const refused = kit(['build', 'catalog.json', '--out', 'other', '--base-url', 'example.org'], { cwd: dir, env });
  expect(refused.code, 'a wrong argument').toBe(2);
  expect(refused.stderr).toContain('is not a whole http(s) address ending with /');
  expect(existsSync(join(dir, 'other'))).toBe(false);
});

test('init writes a catalog repository whose workflow runs as written with this version; it never writes into a folder that holds anything', () => {
  const version = kit(['--version'], { env });
  expect(version).toMatchObject({ code: 0, stdout: `${projectVersion()}\n`, stderr: '' });
  const dir = join(scratch(), 'my-catalog');
  const started = kit(['init', dir], { env });
  expect(started.code, started.stderr).toBe(0);
  expect(started.stdout).toContain(`npx learning-series@${projectVersion()} serve catalog.json`);
  expect(Object.keys(filesOf(dir)).sort()).toEqual(['.github/workflows/pages.yml', '.gitignore', 'README.md', 'catalog.json']);
  const catalog = JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8'));
  expect(catalog.$schema).toBe(`https://unpkg.com/learning-series@${projectVersion()}/site/catalog.schema.json`);
  expect(existsSync(join(dirname(KIT), '..', 'site', 'catalog.schema.json')), 'the schema its $schema names').toBe(true);
  for (const name of ['README.md', '.github/workflows/pages.yml']) {
    const text = readFileSync(join(dir, name), 'utf8');
    expect(text, name).not.toContain('LEARNING_SERIES_VERSION');
    expect(text, name).not.toContain('learning-series-kit.tar.gz');
  }
  const workflow = readFileSync(join(dir, '.github', 'workflows', 'pages.yml'), 'utf8');
  const commands = [...workflow.matchAll(/- run: npx --yes learning-series@(\S+) (.*)/g)];
  expect(commands.map((m) => m[1])).toEqual([projectVersion(), projectVersion()]);
  for (const [command, , args] of commands) {
    // The expression GitHub fills in: the address Pages serves the site at.
    const filled = args.replace(/\$\{\{.*\}\}/, '--base-url https://someone.github.io/notes/').split(/\s+/);
    const ran = kit(filled, { cwd: dir, env });
    expect(ran.code, `${command}: ${ran.stderr}`).toBe(0);
  }
  expect(readFileSync(join(dir, 'site', 'feed.xml'), 'utf8')).toContain('<id>https://someone.github.io/notes/feed.xml</id>');

  const refused = kit(['init', dir], { env });
  expect(refused).toMatchObject({ code: 2, stdout: '' });
  expect(refused.stderr).toBe(
    `init: ${dir} is not an empty folder: init starts a catalog repository in a new or empty folder (or one holding only what npm install leaves, and dotfiles), and never writes over files (there already: catalog.json, README.md, .github/workflows/pages.yml, .gitignore)\n`,
  );
  const file = join(scratch(), 'a-file');
  writeFileSync(file, 'mine');
  expect(kit(['init', file], { env }).code).toBe(2);
  expect(readFileSync(file, 'utf8')).toBe('mine');
});

test('init . in a folder where npm install put the kit (package.json, node_modules) and git its own: the repository, with node_modules ignored; a .gitignore of the author\'s is never written over', () => {
  const dir = scratch();
  writeFileSync(join(dir, 'package.json'), '{"name":"notes","type":"commonjs"}\n');
  mkdirSync(join(dir, 'node_modules', 'learning-series'), { recursive: true });
  mkdirSync(join(dir, '.git'));
  const made = kit(['init', '.'], { cwd: dir, env });
  expect(made.code, made.stderr).toBe(0);
  expect(readFileSync(join(dir, '.gitignore'), 'utf8').split('\n')).toEqual(['site/', 'node_modules/', '']);
  expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe('{"name":"notes","type":"commonjs"}\n');

  const mine = scratch();
  writeFileSync(join(mine, '.gitignore'), 'mine\n');
  const refused = kit(['init', '.'], { cwd: mine, env });
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain('(there already: .gitignore)');
  expect(readFileSync(join(mine, '.gitignore'), 'utf8')).toBe('mine\n');
  expect(existsSync(join(mine, 'catalog.json'))).toBe(false);
});

test('each command has its own help, and a wrong call says the usage of the command it meant', () => {
  for (const command of ['init', 'check', 'build', 'serve']) {
    const help = kit([command, '--help'], { env });
    expect(help.code, command).toBe(0);
    expect(help.stdout.split('\n')[0], command).toMatch(new RegExp(`^usage: learning-series ${command}\\b`));
    expect(help.stdout.match(/^usage: |^ {7}learning-series/gm), `${command}: its usage alone`).toHaveLength(1);
  }
  const wrong = kit(['serve'], { env });
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toMatch(/^usage: learning-series serve FILE/);
  const unknown = kit(['publish'], { env });
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain('usage: learning-series init [DIR]');
});

test('line endings do not matter: a catalog saved with CRLF is placed and built as with LF', () => {
  const dir = scratch();
  const text = `${JSON.stringify(seedCatalog(), null, 2)}\n`.replace('"title": "CXL Introduction"', '"title": ""');
  expect(text).toContain('"title": ""');
  writeFileSync(join(dir, 'lf.json'), text);
  writeFileSync(join(dir, 'crlf.json'), text.replaceAll('\n', '\r\n'));
  const [lf, crlf] = ['lf.json', 'crlf.json'].map((file) => kit(['check', file], { cwd: dir, env }));
  expect(lf.code).toBe(1);
  expect(crlf.stderr.replaceAll('crlf.json', 'lf.json')).toBe(lf.stderr);
  expect(crlf.stderr).toMatch(/^crlf\.json:\d+:\d+: error: /);
  writeFileSync(join(dir, 'crlf.json'), `${JSON.stringify(seedCatalog(), null, 2)}\n`.replaceAll('\n', '\r\n'));
  expect(kit(['build', 'crlf.json', '--out', 'site'], { cwd: dir, env }).code).toBe(0);
});
