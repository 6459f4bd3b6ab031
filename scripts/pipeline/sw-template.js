// The reader's service worker (written into each build by catalog.js's
// worker pass, which fills in VERSION, SIZE_LIMIT, HASHED and SHELL).
//
// - The app shell (the page, its hashed script, wasm and style, icons,
//   manifest) is precached on install, in a cache named after this copy's
//   scope and this build's version, and served from it: a reload works
//   offline. What is not content-hashed is fetched past the HTTP cache, and
//   an install whose page does not name this build's hashed files fails
//   (the browser tries again later), so a worker never keeps another
//   build's page: whatever the host's caching, whatever the deploy order.
// - catalog.json comes from the network first, and from the cache when
//   the network fails; each answer from the network is kept for that,
//   however it arrives (with a length, chunked, compressed), up to the
//   app's limit. So does each series' own page the reader opened
//   (series/<id>/, a large catalog's), with the series box's script it
//   ticks its parts with: the pages read offline are those read before.
// - A new build installs beside the old one and waits: the open page
//   asks for its app files; where they are the page's own (only the
//   catalog changed), it takes over at once, and otherwise the page
//   offers a reload (page.js), then this worker takes over and deletes
//   the older caches of this copy, and no other's (two copies on one
//   origin, at two paths, keep theirs). An old page never asks for a file
//   the new cache lacks: until the reload it is served from its own
//   build's cache.
//
// Every URL is relative to the worker's scope, so the same build works at
// the root of a host and under a sub-path.
const VERSION = 'VERSION';
/** What is kept once opened: a series' own page, and the series box's script. */
const KEPT_ONCE_OPENED = RegExp('OPENED');
const SHELL = [/* SHELL */];
const PREFIX = `learning-series ${self.registration.scope} `;
const CACHE = `${PREFIX}${VERSION}`;
/** How builds before the caches were scoped named theirs. */
const UNSCOPED = /^learning-series-[0-9a-f]{16}$/;

// The page reads at most this many bytes of a catalog (filled in from
// src/catalog-size-limit, as src/catalog/fetch.rs is); the worker keeps no more,
// and stops reading there.
const KEEP_AT_MOST = 'SIZE_LIMIT';

/** A content-hashed file name: the pipeline's pattern (site.js), filled in. */
const HASHED = RegExp('HASHED');

const scoped = (path) => new URL(path, self.registration.scope).href;

/**
 * A copy of an answer to keep for offline, read to its end or to the
 * app's limit for a catalog: null past the limit, or for an answer that
 * is not the file (an error, a redirect).
 */
async function keepable(response) {
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > KEEP_AT_MOST) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Response(new Blob(chunks), {
    headers: { 'content-type': response.headers.get('content-type') ?? 'application/json', 'content-length': String(size) },
  });
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      const fresh = (path) => new Request(scoped(path), { cache: HASHED.test(path) ? 'default' : 'no-cache' });
      await cache.addAll(SHELL.map(fresh));
      const page = await (await cache.match(scoped('./'))).text();
      const foreign = SHELL.filter((path) => /\.(js|wasm|css)$/.test(path) && !page.includes(path));
      if (foreign.length > 0) {
        await caches.delete(CACHE);
        throw new Error(`the page is not this build's (it names none of ${foreign.join(', ')}): installing later`);
      }
      // The catalog too, so the first visit is enough to read offline.
      const catalog = await fetch(scoped('catalog.json'), { cache: 'no-cache' }).catch(() => null);
      const copy = catalog && (await keepable(catalog).catch(() => null));
      if (copy) await cache.put(scoped('catalog.json'), copy);
    }),
  );
});

/** Whether a cache of a build before the caches were scoped holds this copy's page. */
async function unscopedOfThisCopy(key) {
  if (!UNSCOPED.test(key)) return false;
  return (await (await caches.open(key)).match(scoped('./'))) !== undefined;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then(async (keys) => {
        const older = [];
        for (const key of keys) {
          if ((key.startsWith(PREFIX) && key !== CACHE) || (await unscopedOfThisCopy(key))) older.push(key);
        }
        return Promise.all(older.map((key) => caches.delete(key)));
      })
      .then(() => self.clients.claim()),
  );
});

// The page asks a waiting worker which app files its build has (it takes
// over quietly where the page has the same), and to take over when the
// reader reloads.
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
  if (event.data === 'app-files') event.ports[0]?.postMessage(SHELL.filter((path) => HASHED.test(path)));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || !url.href.startsWith(self.registration.scope)) return;
  const path = url.href.slice(self.registration.scope.length).split(/[?#]/)[0];
  if (path === '' || path === 'index.html') {
    // Any view of the page (a query string is a filter): this build's page.
    // Other addresses, opened in a tab too, are the files they name.
    event.respondWith(fromCache(scoped('./'), request));
  } else if (path === 'catalog.json') {
    event.respondWith(networkFirst(event, path));
  } else if (KEPT_ONCE_OPENED.test(path)) {
    // A series' page is kept once, as its folder.
    event.respondWith(networkFirst(event, path.replace(/index\.html$/, '')));
  } else if (SHELL.includes(path)) {
    event.respondWith(fromCache(scoped(path), request));
  }
});

async function fromCache(key, request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(key)) ?? fetch(request);
}

/** The answer from the network, a copy kept under `path`; the copy when the network fails. */
async function networkFirst(event, path) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(event.request);
    // The page reads the answer as it arrives; a copy is kept beside it.
    const keep = keepable(response.clone())
      .then((copy) => copy && cache.put(scoped(path), copy))
      .catch(() => {});
    event.waitUntil(keep);
    return response;
  } catch (offline) {
    const cached = await cache.match(scoped(path));
    if (cached) return cached;
    throw offline;
  }
}
