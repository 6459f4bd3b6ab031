// The author kit's command (kit/learning-series.mjs, packed by scripts/kit
// from the release build), run as an author runs it: Node.js and a
// catalog file, with a PATH that holds no cargo, rustc or Trunk. Its site
// for the bundled catalog is the release build's, byte for byte; its
// check says what the native checker says of every broken catalog; a
// build that fails writes nothing; serve builds again on each edit.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect } from '@playwright/test';
import { brokenCatalogs } from './broken-catalogs.js';
import { seedCatalog } from './fixture-site.js';

const KIT = resolve('kit/learning-series.mjs');
const NATIVE = resolve('target/debug/learning-series');
/** Node and the system's tools, and nothing of Rust's. */
const AUTHOR_PATH = '/usr/bin:/bin';
/** An author's shell: that PATH and a home, none of the test runner's settings (its NODE_OPTIONS). */
const env = { PATH: AUTHOR_PATH, HOME: process.env.HOME ?? tmpdir() };

/** The kit's command with `args`, in `cwd`: its exit code and what it printed. */
function kit(args, cwd = process.cwd()) {
  const run = spawnSync(process.execPath, [KIT, ...args], { cwd, env, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Every file of a folder, by its path in it, with its bytes. */
function filesOf(dir) {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath ?? entry.path, entry.name);
        return [path.slice(dir.length + 1), readFileSync(path)];
      }),
  );
}

const scratch = () => mkdtempSync(join(tmpdir(), 'kit-test-'));

test('the author\'s PATH has no Rust, and the kit needs none', () => {
  for (const tool of ['cargo', 'rustc', 'trunk', 'rustup']) {
    expect(spawnSync('sh', ['-c', `command -v ${tool}`], { env }).status, `${tool} on ${AUTHOR_PATH}`).not.toBe(0);
  }
  expect(existsSync(KIT), 'kit/ is packed (scripts/kit)').toBe(true);
  const help = kit(['--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('learning-series build FILE --out DIR');
  const wrong = kit(['build', 'catalog.json']);
  expect(wrong.code, 'build without --out').toBe(2);
  expect(wrong.stderr).toContain('usage:');
});

test('for the bundled catalog the kit builds the release build\'s site, byte for byte', () => {
  const out = join(scratch(), 'site');
  const built = kit(['build', resolve('public/catalog.json'), '--out', out]);
  expect(built.code, built.stderr).toBe(0);
  expect(built.stdout).toMatch(/^ok: \d+ series, \d+ parts\nbuild: .*: \d+ files in \d+ ms\nbuild: no series boxes: their links need the address the site is published at \(--base-url URL, or the catalog's "site"\)\n$/);
  const [ours, release] = [filesOf(out), filesOf(resolve('dist'))];
  expect(Object.keys(ours).sort()).toEqual(Object.keys(release).sort());
  for (const [name, bytes] of Object.entries(release)) expect(ours[name].equals(bytes), name).toBe(true);
});

test('check and build say what the native checker says of every broken catalog', () => {
  expect(existsSync(NATIVE), `${NATIVE} (cargo test builds it)`).toBe(true);
  const dir = scratch();
  for (const [name, bytes] of brokenCatalogs(seedCatalog())) {
    writeFileSync(join(dir, 'catalog.json'), bytes);
    for (const strict of [[], ['--strict']]) {
      const native = spawnSync(NATIVE, ['check', ...strict, 'catalog.json'], { cwd: dir, encoding: 'utf8' });
      const ours = kit(['check', ...strict, 'catalog.json'], dir);
      const what = `${name}${strict.length ? ' (--strict)' : ''}`;
      expect({ code: ours.code, stdout: ours.stdout, stderr: ours.stderr }, what).toEqual({ code: native.status, stdout: native.stdout, stderr: native.stderr });
    }
    const out = join(dir, 'site');
    const checked = kit(['check', 'catalog.json'], dir);
    const built = kit(['build', 'catalog.json', '--out', out], dir);
    expect(built.code, name).toBe(checked.code);
    if (checked.code === 0) {
      expect(readFileSync(join(out, 'index.html'), 'utf8'), name).toContain('<article');
    } else {
      expect(built.stderr, name).toBe(checked.stderr);
      expect(existsSync(out), `${name}: nothing written`).toBe(false);
    }
    rmSync(out, { recursive: true, force: true });
  }
  const missing = kit(['check', 'nowhere/catalog.json'], dir);
  expect(missing).toEqual({ code: 2, stdout: '', stderr: 'check: nowhere/catalog.json: no such file\n' });
});

test('a build replaces a site only once it has succeeded, and never a folder of other files', () => {
  const dir = scratch();
  const good = JSON.stringify(seedCatalog());
  writeFileSync(join(dir, 'catalog.json'), good);
  expect(kit(['build', 'catalog.json', '--out', 'site'], dir).code).toBe(0);
  const before = filesOf(join(dir, 'site'));

  writeFileSync(join(dir, 'catalog.json'), good.replace('"schema": 1', '"schema": 2').replace('"schema":1', '"schema":2'));
  const refused = kit(['build', 'catalog.json', '--out', 'site'], dir);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('schema version 2');
  expect(filesOf(join(dir, 'site'))).toEqual(before);
  expect(readdirSync(dir).sort(), 'nothing left beside it').toEqual(['catalog.json', 'site']);

  writeFileSync(join(dir, 'catalog.json'), good);
  writeFileSync(join(dir, 'notes.txt'), 'mine');
  const notASite = kit(['build', 'catalog.json', '--out', '.'], dir);
  expect(notASite.code).toBe(2);
  expect(notASite.stderr).toContain('is not a site this kit built');
  expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
});

test('--base-url is where the feed\'s ids come from; an address that is not one is refused', () => {
  const dir = scratch();
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(seedCatalog()));
  expect(kit(['build', 'catalog.json', '--out', 'site', '--base-url', 'https://example.org/learning/'], dir).code).toBe(0);
  expect(readFileSync(join(dir, 'site', 'feed.xml'), 'utf8')).toContain('<id>https://example.org/learning/feed.xml</id>');
  const refused = kit(['build', 'catalog.json', '--out', 'other', '--base-url', 'example.org'], dir);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('is not a whole http(s) address ending with /');
  expect(existsSync(join(dir, 'other'))).toBe(false);
});

test('serve builds the site, serves it, and builds it again when the catalog changes', async () => {
  const dir = scratch();
  const catalog = seedCatalog();
  writeFileSync(join(dir, 'catalog.json'), JSON.stringify(catalog));
  const port = 4280 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const server = spawn(process.execPath, [KIT, 'serve', 'catalog.json', '--port', String(port)], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  server.stdout.on('data', (chunk) => (said += chunk));
  server.stderr.on('data', (chunk) => (said += chunk));
  const page = async () => {
    for (let tries = 0; tries < 100; tries++) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/`);
        if (answer.ok) return answer.text();
      } catch {}
      await new Promise((later) => setTimeout(later, 100));
    }
    throw new Error(`serve did not answer (exit ${server.exitCode}, ${server.signalCode}): ${said}`);
  };
  try {
    expect(await page()).toContain(`<title>${catalog.title}</title>`);
    const wasm = (await (await fetch(`http://127.0.0.1:${port}/`)).text()).match(/"wasm":"\.\/([^"]+)"/)[1];
    expect((await fetch(`http://127.0.0.1:${port}/${wasm}`)).headers.get('content-type')).toBe('application/wasm');
    expect((await fetch(`http://127.0.0.1:${port}/nothing-here.js`)).status).toBe(404);
    writeFileSync(join(dir, 'catalog.json'), JSON.stringify({ ...catalog, title: 'Edited while served' }));
    await expect.poll(async () => (await page()).includes('<title>Edited while served</title>'), { timeout: 10_000 }).toBe(true);
    expect(said).toContain('changed, building again');
  } finally {
    server.kill('SIGINT');
  }
});

test('the sample catalog repository\'s workflow runs as written: check --strict, then build', () => {
  const workflow = readFileSync('docs/author/.github/workflows/pages.yml', 'utf8');
  const commands = [...workflow.matchAll(/- run: (node kit\/learning-series\.mjs .*)/g)].map((m) => m[1]);
  expect(commands).toHaveLength(2);
  const dir = scratch();
  writeFileSync(join(dir, 'catalog.json'), readFileSync('docs/author/catalog.json'));
  for (const command of commands) {
    // The expression GitHub fills in: the address Pages serves the site at.
    const args = command.replace(/\$\{\{.*\}\}/, '--base-url https://someone.github.io/notes/').split(/\s+/).slice(2);
    const ran = kit(args, dir);
    expect(ran.code, `${command}: ${ran.stderr}`).toBe(0);
  }
  expect(readFileSync(join(dir, 'site', 'feed.xml'), 'utf8')).toContain('<id>https://someone.github.io/notes/feed.xml</id>');
});
