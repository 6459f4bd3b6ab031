// The reader's service worker (written into each release build by
// scripts/service-worker.js, which fills in VERSION and SHELL).
//
// - The app shell (the page, its hashed script, wasm and style, icons,
//   manifest) is precached on install, in a cache named after this
//   build's version, and served from it: a reload works offline.
// - catalog.json comes from the network first, and from the cache when
//   the network fails; each answer from the network is kept for that.
// - A new build installs beside the old one and waits: the open page
//   offers a reload (index.html), then this worker takes over and deletes
//   the caches of older builds. An old page never asks for a file the new
//   cache lacks: until the reload it is served from its own build's cache.
//
// Every URL is relative to the worker's scope, so the same build works at
// the root of a host and under a sub-path.
const VERSION = 'VERSION';
const SHELL = [/* SHELL */];
const CACHE = `learning-series-${VERSION}`;
const PREFIX = 'learning-series-';

// The page reads at most 5 MB of a catalog (src/fetch.rs); an answer of
// unknown length is not kept, so an endless one is never read to its end.
const KEEP_AT_MOST = 5 * 1024 * 1024;

const scoped = (path) => new URL(path, self.registration.scope).href;

/** Whether an answer for the catalog is worth keeping for offline. */
const keepable = (response) => {
  const length = Number(response.headers.get('content-length'));
  return response.ok && length > 0 && length <= KEEP_AT_MOST;
};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(SHELL.map(scoped));
      // The catalog too, so the first visit is enough to read offline.
      const catalog = await fetch(scoped('catalog.json'), { cache: 'no-cache' }).catch(() => null);
      if (catalog && keepable(catalog)) await cache.put(scoped('catalog.json'), catalog);
      else await catalog?.body?.cancel();
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The page asks a waiting worker to take over when the reader reloads.
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
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
    event.respondWith(networkFirst(event));
  } else if (SHELL.includes(path)) {
    event.respondWith(fromCache(scoped(path), request));
  }
});

async function fromCache(key, request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(key)) ?? fetch(request);
}

async function networkFirst(event) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(event.request);
    if (keepable(response)) {
      event.waitUntil(cache.put(scoped('catalog.json'), response.clone()).catch(() => {}));
    }
    return response;
  } catch (offline) {
    const cached = await cache.match(scoped('catalog.json'));
    if (cached) return cached;
    throw offline;
  }
}
