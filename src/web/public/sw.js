/*
 * Refill's service worker ("starts fast on a second visit"), served as /sw.js with scope /.
 * Precaches nothing at install. At run time:
 * - hashed files under /assets/ (immutable): cache first, fetched and kept on a miss;
 * - page navigations (the app shell, index.html): network first, the cached shell when the
 *   network fails or takes longer than SHELL_TIMEOUT_MS;
 * - everything else (/api/*, /sw.js, the manifest, logos, other origins, non-GET): untouched.
 * Registered by src/web/lib/service-worker.ts in production builds only.
 */
const VERSION = 'v1';
const ASSET_CACHE = `refill-assets-${VERSION}`;
const SHELL_CACHE = `refill-shell-${VERSION}`;
const SHELL_KEY = '/index.html';
const SHELL_TIMEOUT_MS = 4000;
/** Assets kept at most (oldest dropped): old deployments' files do not pile up. */
const ASSET_LIMIT = 150;

/** Server paths a navigation may reach that are not the app (SPEC: API, health, docs). */
const SERVER_PATHS =
  /^\/(?:api|healthz|readyz|openapi\.json|docs|manifest\.webmanifest|tenants|sw\.js)(?:[/?]|$)/;

/**
 * How one request is answered: 'asset' (cache first), 'shell' (network first) or 'network'
 * (left to the browser).
 */
function routeFor(request, origin) {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (SERVER_PATHS.test(url.pathname)) return 'network';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (request.mode === 'navigate') return 'shell';
  return 'network';
}

async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - ASSET_LIMIT)).map((k) => cache.delete(k)),
  );
}

async function assetFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

function isHtml(response) {
  return response.ok && (response.headers.get('content-type') || '').includes('text/html');
}

async function shellFirstFromNetwork(request) {
  const cache = await caches.open(SHELL_CACHE);
  const network = fetch(request).then(async (response) => {
    if (isHtml(response)) await cache.put(SHELL_KEY, response.clone());
    return response;
  });
  const cached = await cache.match(SHELL_KEY);
  if (!cached) return network;
  const late = new Promise((resolve) => setTimeout(() => resolve(cached), SHELL_TIMEOUT_MS));
  return Promise.race([network.catch(() => cached), late]);
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = [ASSET_CACHE, SHELL_CACHE];
      const names = await caches.keys();
      await Promise.all(names.filter((n) => !keep.includes(n)).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const route = routeFor(event.request, self.location.origin);
  if (route === 'asset') event.respondWith(assetFirst(event.request));
  else if (route === 'shell') event.respondWith(shellFirstFromNetwork(event.request));
});

// For the tests (src/web/lib/service-worker.test.ts): the routing decision, without a fetch.
self.refillRouteFor = routeFor;
