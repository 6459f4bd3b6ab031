// The learning-series package (learning-series-<version>.tgz, packed by
// scripts/kit from the release build), installed as an author installs it
// (npm install --offline, into a project of its own) and run as an author
// runs it: Node.js and a catalog file, with a PATH that holds no cargo,
// rustc or Trunk, and a temporary folder of its own, which the tests look
// into. Shared by the kit's specs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectVersion } from '../../scripts/cargo-target.js';

/** The packed package, as `npm publish` and an offline author take it. */
export const TARBALL = resolve(`learning-series-${projectVersion()}.tgz`);

/**
 * This worker's folders, the installed package's and each test's, all in
 * one temporary folder that goes when the worker ends: a run leaves
 * nothing behind (a large catalog's site is hundreds of megabytes).
 */
const WORKER_FOLDER = mkdtempSync(join(tmpdir(), 'kit-test-'));
process.on('exit', () => rmSync(WORKER_FOLDER, { recursive: true, force: true }));

/** A folder for one test's files. */
export const scratch = () => mkdtempSync(join(WORKER_FOLDER, 'test-'));

/** Node and the system's tools, and nothing of Rust's. */
export const AUTHOR_PATH = '/usr/bin:/bin';

/**
 * An empty project with the package installed from `TARBALL`, offline,
 * with the author's PATH; fails, saying what npm said, where it cannot.
 */
export function installedPackage() {
  const project = mkdtempSync(join(WORKER_FOLDER, 'project-'));
  writeFileSync(join(project, 'package.json'), '{ "private": true }\n');
  const env = { PATH: AUTHOR_PATH, HOME: project, npm_config_cache: join(project, '.npm') };
  const args = ['install', '--offline', '--no-audit', '--no-fund', TARBALL];
  const installed = spawnSync('npm', args, { cwd: project, env, encoding: 'utf8' });
  if (installed.status !== 0) throw new Error(`npm install ${TARBALL}: ${installed.stderr}`);
  return { project, bin: join(project, 'node_modules', 'learning-series', 'bin', 'learning-series.mjs') };
}

/** The package's command, installed once for the specs of this worker. */
export const KIT = installedPackage().bin;

/**
 * An author's shell: that PATH, a home, a temporary folder (`temp`,
 * which the kit's own folders go to), and none of the test runner's
 * settings (its NODE_OPTIONS).
 */
export function authorEnv({ home = process.env.HOME ?? tmpdir(), temp = scratch() } = {}) {
  mkdirSync(temp, { recursive: true });
  return { PATH: AUTHOR_PATH, HOME: home, TMPDIR: temp };
}

/** The kit's command with `args`, in `cwd`: its exit code, its signal and what it printed. */
export function kit(args, { cwd = process.cwd(), env = authorEnv(), kitFile = KIT } = {}) {
  const run = spawnSync(process.execPath, [kitFile, ...args], { cwd, env, encoding: 'utf8' });
  return { code: run.status, signal: run.signal, stdout: run.stdout, stderr: run.stderr };
}

/** The kit's command started in the background: the process and everything it has said so far. */
export function kitInBackground(args, { cwd, env = authorEnv(), kitFile = KIT }) {
  const child = spawn(process.execPath, [kitFile, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const said = { text: '' };
  child.stdout.on('data', (chunk) => (said.text += chunk));
  child.stderr.on('data', (chunk) => (said.text += chunk));
  return { child, said };
}

/** Every file of a folder, by its path in it, with its bytes. */
export function filesOf(dir) {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath ?? entry.path, entry.name);
        return [path.slice(dir.length + 1), readFileSync(path)];
      }),
  );
}
