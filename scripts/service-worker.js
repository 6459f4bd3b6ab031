// Writes sw.js into a built site (the Trunk hook passes its staging
// directory): the service worker that keeps the reader working offline
// after the first visit. Release builds get the worker below with this
// build's files to precache and a version made from their contents; debug
// builds (trunk serve) get a worker that removes itself, so development
// never runs from a cache.
//   node scripts/service-worker.js <site directory> [release|debug]
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [site, profile = 'release'] = process.argv.slice(2);
if (!site) {
  console.error('usage: node scripts/service-worker.js <site directory> [release|debug]');
  process.exit(2);
}

if (profile !== 'release') {
  writeFileSync(
    join(site, 'sw.js'),
    "// Debug build: no cache. Removes a worker an earlier release build left.\n" +
      "self.addEventListener('install', () => self.skipWaiting());\n" +
      "self.addEventListener('activate', () => self.registration.unregister());\n",
  );
  process.exit(0);
}

// The app shell: everything but the catalog (fetched from the network
// first), the schema (for authors), the host's headers file and the
// worker itself.
const skip = new Set(['sw.js', '_headers', 'catalog.schema.json']);
const files = readdirSync(site, { recursive: true })
  .filter((name) => !skip.has(name) && statSync(join(site, name)).isFile())
  .sort();
const digest = createHash('sha256');
for (const name of files) digest.update(name).update(readFileSync(join(site, name)));
const version = digest.digest('hex').slice(0, 16);

// The largest catalog the app reads, in bytes: one number for both.
const limit = readFileSync(new URL('../src/catalog-size-limit', import.meta.url), 'utf8').trim();
if (!/^[0-9]+$/.test(limit)) throw new Error(`src/catalog-size-limit is not a number: ${limit}`);
const worker = readFileSync(new URL('sw-template.js', import.meta.url), 'utf8')
  .replace("'VERSION'", JSON.stringify(version))
  .replace("'SIZE_LIMIT'", limit)
  // The page is kept once, as './': the worker answers index.html with it.
  .replace('[/* SHELL */]', JSON.stringify(['./', ...files.filter((name) => !['catalog.json', 'index.html'].includes(name))]));
const unfilled = ["'VERSION'", "'SIZE_LIMIT'", '/* SHELL */'].filter((mark) => worker.includes(mark));
if (unfilled.length) throw new Error(`sw-template.js: ${unfilled.join(', ')} not filled in`);
writeFileSync(join(site, 'sw.js'), worker);
console.log(`service worker: version ${version}, ${files.length} files`);
