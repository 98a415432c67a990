// The GKF Portal service worker (docs/decisions.md, "card token design"): it keeps the app shell,
// the public card check and the instructors' roll call on the phone, so an official can check a
// card, and an instructor take the roll, without a connection.
// Hand-written; `plugin.ts` fills in the build's file list and version. Registered by the app
// in production builds only.
//
// - Navigations: the network first; without one, the kept app shell (index.html).
// - /assets/* (hashed, never changing): from the cache, else the network (and kept).
// - /api/public/verify/keys: the network first, the kept copy without one.
// - Every other /api/* request is left alone: authenticated answers are never cached.

const VERSION = "__GKF_VERSION__";
const PRECACHE = self.__GKF_PRECACHE__;
const SHELL_CACHE = `gkf-shell-${VERSION}`;
const KEYS_CACHE = "gkf-card-keys";
const KEYS_URL = "/api/public/verify/keys";
const SHELL_URL = "/index.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(PRECACHE);
      await refreshKeys().catch(() => undefined);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith("gkf-shell-") && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === KEYS_URL) {
    event.respondWith(keys());
  } else if (url.pathname.startsWith("/api/")) {
    // Not ours to keep: the browser asks the network as it would without a worker.
  } else if (request.mode === "navigate") {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith("/assets/") || PRECACHE.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

async function refreshKeys() {
  const response = await fetch(KEYS_URL, { cache: "no-store" });
  if (response.ok) await (await caches.open(KEYS_CACHE)).put(KEYS_URL, response.clone());
  return response;
}

async function keys() {
  try {
    return await refreshKeys();
  } catch (error) {
    const kept = await caches.match(KEYS_URL, { cacheName: KEYS_CACHE });
    if (kept) return kept;
    throw error;
  }
}

async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith("/assets/")) await cache.put(request, response.clone());
  return response;
}
