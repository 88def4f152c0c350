/* global self, caches, fetch, URL, setTimeout, clearTimeout */
// Cueboard's app-shell worker, registered by Match Night: a scorer can reload the page with no
// signal. Pages load network-first (a new deploy shows at once) and fall back to the cached shell;
// Vite's hashed assets never change, so they come from the cache first. The API, auth, the mailbox
// and the kiosk (which heals itself) are never touched: their data is the app's business.
const SHELL = 'cueboard-shell-v1';
const BYPASS = /^\/(api|auth|mail|kiosk)(\/|$)/;
// Pub Wi-Fi that connects but answers nothing should not keep the scorer waiting.
const NETWORK_TIMEOUT_MS = 4000;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The page lists what it has loaded (index, config, its chunks), since they were fetched before
// this worker existed.
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'cache-shell') return;
  const reply = event.ports[0];
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) =>
        Promise.all(
          event.data.urls.map((url) =>
            fetch(url, { cache: 'no-cache' }).then((res) =>
              res.ok ? cache.put(keyOf(url), res) : undefined,
            ),
          ),
        ),
      )
      .then(
        () => reply && reply.postMessage({ ok: true }),
        (error) => reply && reply.postMessage({ ok: false, error: String(error) }),
      ),
  );
});

function keyOf(url) {
  const { pathname } = new URL(url, self.location.origin);
  // Every route of the single-page app is served the same index.html.
  return pathname.startsWith('/assets/') || pathname === '/config.json' ? pathname : '/';
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || BYPASS.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, '/'));
  else if (url.pathname === '/config.json') event.respondWith(networkFirst(request, '/config.json'));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request, url.pathname));
});

async function networkFirst(request, key) {
  const cache = await caches.open(SHELL);
  try {
    const response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request, key) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
