// The catalog work of a build (src/bin/kit.rs: check, render), compiled
// to WebAssembly (wasm32-wasip1) and run here by Node's WASI, with the
// folders it reads and writes opened to it: the project's own Rust, with
// no Rust on the machine. No npm package: the author kit ships this file.
import { closeSync, openSync, readFileSync } from 'node:fs';
import { devNull } from 'node:os';

/** Compiled modules, by path: a build that renders and checks compiles its wasm once. */
const modules = new Map();

/**
 * Runs the kit's wasm (`wasm`, a path) with `args`, the folders in
 * `folders` ({ '/site': '/path/to/dir' }) opened to it; its output goes to
 * this process's (or nowhere, with `quiet`). Resolves to its exit code.
 */
export async function runKit(wasm, args, folders, { quiet = false } = {}) {
  // Node says WASI is experimental as it loads it; the kit is tested on it.
  const warn = process.emitWarning;
  process.emitWarning = (warning, type, ...rest) => {
    if (type !== 'ExperimentalWarning') warn.call(process, warning, type, ...rest);
  };
  const { WASI } = await import('node:wasi');
  process.emitWarning = warn;
  if (!modules.has(wasm)) modules.set(wasm, WebAssembly.compile(readFileSync(wasm)));
  const module = await modules.get(wasm);
  const nowhere = quiet ? openSync(devNull, 'w') : undefined;
  try {
    const wasi = new WASI({
      version: 'preview1',
      args: ['kit', ...args],
      env: {},
      preopens: folders,
      returnOnExit: true,
      ...(quiet ? { stdout: nowhere } : {}),
    });
    return wasi.start(await WebAssembly.instantiate(module, wasi.getImportObject()));
  } finally {
    if (nowhere !== undefined) closeSync(nowhere);
  }
}
