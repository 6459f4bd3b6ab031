#!/usr/bin/env node
// The learning-series command: start a catalog repository, check a
// catalog, build its site, serve it while it is edited. Node.js 20 or
// newer and nothing else.
//   npx learning-series --help
// (scripts/kit packs it with the pipeline/ the release build runs, the
// finished app, site/, and the catalog work compiled to WebAssembly.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

if (Number(process.versions.node.split('.')[0]) < 20) {
  console.error(`learning-series: needs Node.js 20 or newer (this is ${process.versions.node})`);
  process.exit(2);
}
const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const { main } = await import('../pipeline/cli.js');
process.exitCode = await main(process.argv.slice(2), {
  site: here('../site'),
  kit: here('../catalog.wasm'),
  sizeLimit: here('../catalog-size-limit'),
  templates: here('../init'),
  version: JSON.parse(readFileSync(here('../package.json'), 'utf8')).version,
});
