/*
 * Tally's service worker (issue #18), hand-written. The build (service-worker/plugin.ts) replaces the two
 * placeholders below with the build's id and the files the week screen needs on a first visit, and writes the
 * result to dist/sw.js, served from the root so its scope is the whole portal.
 *
 * - The app shell: index.html and the hashed files of the shell and the week are cached at install; other
 *   hashed files as they are fetched (a hashed name never changes content, so the cache answers first).
 * - Pages (navigations): the network first, the cached index.html when it does not answer, so the week
 *   screen opens offline; the client router then draws the route.
 * - Data: only the GraphQL queries the page marks with `x-tally-offline: 1` (the shell's and the week's),
 *   network first; their last good answer is kept and given back when the network does not answer.
 *   Sign-out deletes these answers (apps/web/src/graphql/clearClientState.ts).
 * - Nothing else is touched: mutations, uploads, downloads and /api routes go to the network as before.
 */
const BUILD = '__TALLY_BUILD__';
const PRECACHE = __TALLY_PRECACHE__;

const SHELL_CACHE = `tally-shell-${BUILD}`;
const ASSET_CACHE = 'tally-assets';
const DATA_CACHE = 'tally-data';
const INDEX = '/index.html';
/** Files outside /assets/ that the installed app shows offline (the manifest, its icons, the favicon). */
const APP_FILES = /^\/(manifest\.webmanifest|favicon\.svg|icons\/[^/]+)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([INDEX, ...PRECACHE]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      // An older build's shell, and the hashed files fetched for it, are not needed any more.
      const stale = names.filter((name) => name.startsWith('tally-shell-') && name !== SHELL_CACHE);
      if (stale.length > 0) stale.push(ASSET_CACHE);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST') {
    if (url.pathname === '/api/graphql' && request.headers.get('x-tally-offline') === '1') {
      event.respondWith(queryNetworkFirst(request));
    }
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/_oauth')) {
      event.respondWith(pageNetworkFirst(request));
    }
    return;
  }
  if (url.pathname.startsWith('/assets/')) return event.respondWith(assetCacheFirst(request));
  if (APP_FILES.test(url.pathname)) return event.respondWith(fileNetworkFirst(request));
});

async function pageNetworkFirst(request) {
  try {
    const response = await fetch(request);
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    // Each page is index.html titled for its path: the latest one good answer stands in for all offline.
    if (response.ok && html && !response.redirected) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(INDEX, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(INDEX, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function assetCacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function fileNetworkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(ASSET_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

/** The cache key of a query: its body (operation, query text and variables) hashed. */
async function queryKey(request) {
  const body = await request.clone().arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', body);
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return new Request(`${self.location.origin}/__tally-offline-data/${hex}`);
}

async function queryNetworkFirst(request) {
  const key = await queryKey(request);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const text = await response.clone().text();
      // Only a full answer is kept: never an error (a signed-out session, a refusal).
      let good = false;
      try {
        const json = JSON.parse(text);
        good = json && json.data && !json.errors;
      } catch {
        good = false;
      }
      if (good) {
        const cache = await caches.open(DATA_CACHE);
        await cache.put(key, new Response(text, { headers: { 'content-type': 'application/json' } }));
      }
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: DATA_CACHE });
    if (cached) return cached;
    throw error;
  }
}
