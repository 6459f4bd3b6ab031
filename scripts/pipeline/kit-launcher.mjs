#!/usr/bin/env node
// The Learning Series author kit's command: check a catalog, build its
// site, serve it while it is edited. Node.js 20 or newer and nothing else.
//   node learning-series.mjs --help
// (scripts/kit puts this file at the kit's top as learning-series.mjs,
// beside its pipeline/ and the finished app, site/.)
import { fileURLToPath } from 'node:url';

if (Number(process.versions.node.split('.')[0]) < 20) {
  console.error(`learning-series: needs Node.js 20 or newer (this is ${process.versions.node})`);
  process.exit(2);
}
const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const { main } = await import('./pipeline/cli.js');
process.exitCode = await main(process.argv.slice(2), {
  site: here('site'),
  kit: here('catalog.wasm'),
  sizeLimit: here('catalog-size-limit'),
});
