/* Platewise service worker: an offline-capable app shell.
 * - Hashed build files under /assets/ and the shell files are served cache-first.
 * - Page navigations go to the network first; offline, the cached "/" (index.html) answers.
 * - Nothing under /api/ is ever cached or intercepted.
 */
const CACHE = 'platewise-shell-v1';
const SHELL = ['/', '/manifest.webmanifest', '/icon.svg', '/icon-maskable.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function isCacheFirst(url) {
  return url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname);
}

async function networkFirstNavigation(request) {
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected && (response.headers.get('content-type') || '').includes('text/html')) {
      const cache = await caches.open(CACHE);
      await cache.put('/', response.clone());
    }
    return response;
  } catch {
    const cached = await caches.match('/');
    return cached || Response.error();
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
  } else if (isCacheFirst(url)) {
    event.respondWith(cacheFirst(request));
  }
});
