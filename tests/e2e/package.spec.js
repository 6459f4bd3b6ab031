// The learning-series package as authors get it: the .tgz scripts/kit
// packs (what `npm publish` and the release take) holds the package's
// files and nothing of the project's; installed into an empty project
// with no Rust on the PATH (kit-author.js), `init` starts a repository
// whose site is the author's at first paint; the GitHub Action, the
// release workflow and the workflows init and the project ship are
// valid Actions YAML (action-validator's schema, which refuses a broken
// one here too); and the package's paths follow each platform's rules,
// Windows' too.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix, win32 } from 'node:path';
import { validateAction, validateWorkflow } from '@action-validator/core';
import { test, expect } from './fixtures.js';
import { authorEnv, filesOf, kit, scratch, TARBALL } from './kit-author.js';
import { within } from '../../scripts/pipeline/cli.js';
import { fileInSite } from '../../scripts/pipeline/static-files.js';
import { serveStatic } from './static-server.js';

const env = authorEnv();

test('the packed package holds the package\'s files alone, and npm publish would send just those', () => {
  const dryRun = JSON.parse(execFileSync('npm', ['publish', '--dry-run', '--json', TARBALL], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  const files = Object.values(dryRun)[0].files.map((file) => file.path);
  const top = [...new Set(files.map((path) => path.split('/')[0]))].sort();
  expect(top).toEqual(['LICENSE', 'README.md', 'bin', 'catalog-size-limit', 'catalog.wasm', 'init', 'interface', 'package.json', 'pipeline', 'site']);
  expect(files.filter((path) => /\.(rs|spec\.js)$|^scripts\/|^tests\//.test(path)), 'nothing of the project\'s source').toEqual([]);
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', TARBALL, 'package/package.json'], { encoding: 'utf8' }));
  expect(manifest).toMatchObject({ name: 'learning-series', bin: { 'learning-series': 'bin/learning-series.mjs' }, engines: { node: '>=20' }, license: 'MIT' });
  expect(manifest.dependencies, 'no runtime dependency').toBeUndefined();
  const cargo = readFileSync('Cargo.toml', 'utf8').match(/^version = "(.*)"$/m)[1];
  expect(manifest.version, 'the project\'s version, its one source').toBe(cargo);
});

test('what init starts builds a site that shows the author\'s series at first paint', async ({ browser }) => {
  const dir = join(scratch(), 'my-catalog');
  expect(kit(['init', dir], { env }).code).toBe(0);
  const built = kit(['build', 'catalog.json', '--out', 'site'], { cwd: dir, env });
  expect(built.code, built.stderr).toBe(0);
  const server = await serveStatic(join(dir, 'site'), 0);
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Systems Notes');
    await expect(page.getByRole('article', { name: 'The CFS scheduler' })).toBeVisible();
    await page.getByRole('article', { name: 'TCP in depth' }).locator('summary').first().click();
    await expect(page.getByRole('link', { name: 'BBR' })).toBeVisible();
    await context.close();
  } finally {
    server.close();
  }
});

/** Each Actions file and whether it is an action or a workflow. */
function actionsFiles() {
  const dir = scratch();
  expect(kit(['init', dir], { env }).code).toBe(0);
  return [
    ['action.yml', readFileSync('action.yml', 'utf8'), validateAction],
    ['.github/workflows/release.yml', readFileSync('.github/workflows/release.yml', 'utf8'), validateWorkflow],
    ['.github/workflows/pages.yml', readFileSync('.github/workflows/pages.yml', 'utf8'), validateWorkflow],
    ['init: .github/workflows/pages.yml', filesOf(dir)['.github/workflows/pages.yml'].toString(), validateWorkflow],
  ];
}

test('the Action, the release workflow and the workflows the project and init ship are valid Actions YAML', () => {
  for (const [name, yaml, validate] of actionsFiles()) {
    expect(validate(yaml).errors, name).toEqual([]);
    // The validator reads them: the same file broken is refused.
    expect(validate(yaml.replace(/^(runs|jobs):/m, '$1x:')).errors.length, `${name}, broken`).toBeGreaterThan(0);
  }
});

test('the Action runs the package of the project\'s version, checks with annotations and builds, its inputs kept out of the shell\'s code', () => {
  const action = readFileSync('action.yml', 'utf8');
  expect(action).toContain('"$GITHUB_ACTION_PATH/Cargo.toml"');
  expect(action).toMatch(/npx --yes "\$PACKAGE" check \$STRICT --format github "\$CATALOG"/);
  expect(action).toMatch(/npx --yes "\$PACKAGE" build "\$CATALOG" --out "\$OUT"/);
  expect(action.match(/^\s+run: .*\$\{\{ inputs\./gm), 'inputs reach a run only through env').toBeNull();
  const release = readFileSync('.github/workflows/release.yml', 'utf8');
  expect(release).toContain('npm publish --provenance');
  expect(release).toMatch(/id-token: write/);
  expect(release).toContain('run: scripts/test');
});

test('init\'s workflow publishes as GitHub\'s own starter does: the deploy job alone may publish, in a group of its own that a pull request never enters, on Node 22 or newer; the Action runs on Node 22 or newer', () => {
  const dir = scratch();
  expect(kit(['init', dir], { env }).code).toBe(0);
  const workflow = filesOf(dir)['.github/workflows/pages.yml'].toString();
  const [top, jobs] = workflow.split(/\njobs:\n/);
  const [build, deploy] = jobs.split(/\n {2}deploy:\n/);
  expect(deploy, 'a deploy job').toBeTruthy();
  for (const [part, text] of [['the whole workflow', top], ['the build job', build]]) {
    expect(text, part).not.toMatch(/pages: write|id-token: write|concurrency:/);
  }
  expect(deploy).toContain("if: github.event_name != 'pull_request'");
  expect(deploy).toMatch(/permissions:\n\s+pages: write\n\s+id-token: write/);
  expect(deploy).toMatch(/concurrency:\n\s+group: pages\n\s+cancel-in-progress: false/);
  const nodes = [...workflow.matchAll(/node-version: (\d+)/g)].map((m) => Number(m[1]));
  expect(nodes.length).toBeGreaterThan(0);
  for (const node of nodes) expect(node).toBeGreaterThanOrEqual(22);
  const action = readFileSync('action.yml', 'utf8');
  expect(action).toContain('node-version: ${{ inputs.node-version }}');
  expect(Number(action.match(/node-version:\n\s+description: [^\n]*\n\s+default: '(\d+)'/)[1])).toBeGreaterThanOrEqual(22);
});

test('paths: a served address stays in the site and a build folder is inside another by each platform\'s rules, Windows\' too', () => {
  for (const path of [posix, win32]) {
    const name = (...parts) => parts.join(path.sep);
    expect(fileInSite('/', path)).toBe('index.html');
    expect(fileInSite('/series-box/cxl/intro.html', path)).toBe(name('series-box', 'cxl', 'intro.html'));
    expect(fileInSite('/icons/', path)).toBe(name('icons', 'index.html'));
    expect(fileInSite('/../secret', path)).toBe('secret');
    expect(fileInSite('/a/../../secret', path)).toBe('secret');
  }
  // Windows reads a backslash as a separator, and a drive.
  expect(fileInSite('/..\\..\\secret', win32)).toBe('secret');
  expect(fileInSite('/C:/Windows/win.ini', win32)).toBeNull();
  expect(fileInSite('/..\\..\\secret', posix), 'a file name on POSIX').toBe('..\\..\\secret');

  expect(within('/home/a/notes/site', '/home/a/notes', posix)).toBe(true);
  expect(within('/home/a/notes', '/home/a/notes', posix)).toBe(true);
  expect(within('/home/a/notes-2', '/home/a/notes', posix)).toBe(false);
  expect(within('C:\\Users\\a\\notes\\site', 'C:\\Users\\a\\notes', win32)).toBe(true);
  expect(within('c:\\users\\A\\Notes', 'C:\\Users\\a\\notes', win32), 'Windows paths ignore case').toBe(true);
  expect(within('D:\\notes', 'C:\\', win32), 'another drive').toBe(false);
  expect(within('C:\\Users\\a\\notes-2', 'C:\\Users\\a\\notes', win32)).toBe(false);
});
