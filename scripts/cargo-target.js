// Where Cargo builds this project, as Cargo itself says (CARGO_TARGET_DIR,
// a config's build.target-dir, or target/), and the author kit's parts a
// release build leaves there: for the project's scripts and tests, never
// a path of their own. Run on its own, prints the folder.
import { execFileSync } from 'node:child_process';
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

/** The kit's parts as the last release build left them (scripts/post-build). */
export function projectKit() {
  return {
    site: join(cargoTarget(), 'site-template'),
    kit: join(cargoTarget(), 'wasm32-wasip1', 'release', 'kit.wasm'),
    sizeLimit: join(ROOT, 'src', 'catalog-size-limit'),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(cargoTarget());
