// The catalog work of a build (src/bin/kit.rs: check, build), compiled to
// WebAssembly (wasm32-wasip1) and run by Node's WASI, with the folders it
// reads and writes opened to it: the project's own Rust, with no Rust on
// the machine. No npm package: the author kit ships this file.
//
// Each run is a Node process of its own, started from this file:
//
// - without V8's fast calls into Node's WASI (`--no-turbo-fast-api-calls`):
//   a WASI call may let the garbage collector run in the middle of a fast
//   call, which corrupts the heap (nodejs/node #46777, #53087). Measured
//   here on Node 20: a build of one series of 30,000 parts, or of 3,000
//   series of 10, aborted every time at the end of the run (V8's "Invalid
//   bytecode", exit 133, or a segmentation fault) and never with the flag.
// - so that whatever happens to it, the process that started it goes on:
//   it removes its temporary folders, and says the run failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The flags of the process that runs the wasm. */
const FLAGS = ['--no-turbo-fast-api-calls'];

/** The exit code of a run that did not end by itself. */
export const CRASHED = 3;

/**
 * Runs the kit's wasm (`wasm`, a path) with `args`, the folders in
 * `folders` ({ '/site': '/path/to/dir' }) opened to it, in a process of
 * its own; what it prints is written out by this process (standard
 * output not at all, with `quiet`), as it comes. Resolves to its exit
 * code; [CRASHED] if it was stopped.
 */
export function runKit(wasm, args, folders, { quiet = false } = {}) {
  const run = JSON.stringify({ wasm, args, folders });
  const child = spawn(process.execPath, [...FLAGS, fileURLToPath(import.meta.url), run], {
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => process.stdout.write(chunk));
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`the kit's WebAssembly could not be started: ${error.message}`);
      resolve(CRASHED);
    });
    child.once('close', (code, signal) => {
      if (code !== null) return resolve(code);
      console.error(`the kit's WebAssembly stopped (${signal}) before it was done; nothing was written`);
      resolve(CRASHED);
    });
  });
}

/** In the process runKit starts: the wasm, run to its end. */
async function runHere({ wasm, args, folders }) {
  // Node says WASI is experimental as it loads it; the kit is tested on it.
  const warn = process.emitWarning;
  process.emitWarning = (warning, type, ...rest) => {
    if (type !== 'ExperimentalWarning') warn.call(process, warning, type, ...rest);
  };
  const { WASI } = await import('node:wasi');
  process.emitWarning = warn;
  const wasi = new WASI({ version: 'preview1', args: ['kit', ...args], env: {}, preopens: folders, returnOnExit: true });
  try {
    const module = await WebAssembly.compile(readFileSync(wasm));
    process.exitCode = wasi.start(await WebAssembly.instantiate(module, /** @type {WebAssembly.Imports} */ (wasi.getImportObject())));
  } catch (error) {
    // A wasm that cannot be read, or that stops on a trap (a Rust panic).
    console.error(`the kit's WebAssembly failed (${error.message}); nothing was written`);
    process.exitCode = CRASHED;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runHere(JSON.parse(process.argv[2]));
