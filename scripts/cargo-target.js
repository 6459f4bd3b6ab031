// Where Cargo builds this project, as Cargo itself says (CARGO_TARGET_DIR,
// a config's build.target-dir, or target/), and the author kit's parts a
// release build leaves there: for the project's scripts and tests, never
// a path of their own. Run on its own, prints the folder (with
// --version, the project's version).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let target;

/** Cargo's target folder for this project. */
export function cargoTarget() {
  target ??= JSON.parse(
    execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps', '--offline'], { cwd: ROOT, encoding: 'utf8' }),
  ).target_directory;
  return target;
}

/** The project's version, Cargo.toml's: the one source of the package's. */
export function projectVersion() {
  const version = readFileSync(join(ROOT, 'Cargo.toml'), 'utf8').match(/^\[package\][^[]*?^version = "([^"]+)"$/m);
  if (!version) throw new Error('Cargo.toml has no [package] version');
  return version[1];
}

/** The package's folder in the project (scripts/kit packs it). */
export const PACKAGE = join(ROOT, 'packages', 'learning-series');

/** The kit's parts as the last release build left them (scripts/post-build). */
export function projectKit() {
  return {
    site: join(cargoTarget(), 'site-template'),
    kit: join(cargoTarget(), 'wasm32-wasip1', 'release', 'kit.wasm'),
    sizeLimit: join(ROOT, 'src', 'catalog-size-limit'),
    templates: join(PACKAGE, 'init'),
    version: projectVersion(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(process.argv[2] === '--version' ? projectVersion() : cargoTarget());
}
