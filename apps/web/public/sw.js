// Issue 12: the service worker that makes Questline installable and quick to reopen. It serves static files
// only: content-hashed build assets, icons and portal media, cache first. Pages, API answers and anything
// else always go to the network, so a deployment's new index.html and every piece of data arrive fresh.
const CACHE = 'questline-static-v1';
const MAX_ENTRIES = 300;
const STATIC = /^\/(assets|icons|portal)\//;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Hashed assets pile up across deployments; the oldest go first. */
async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((key) => cache.delete(key)));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || !STATIC.test(url.pathname)) return;
  // Videos are fetched in ranges; the browser's own cache handles them better than a whole-file copy.
  if (request.headers.has('range')) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok && response.type === 'basic') {
        await cache.put(request, response.clone());
        await trim(cache);
      }
      return response;
    }),
  );
});
