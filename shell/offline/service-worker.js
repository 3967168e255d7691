// The dashboard's service worker (/sw.js), written into the build by shell/vite.config.ts with the
// build's own file list. It precaches the shell's static files so the dashboard starts fast and
// offline; it never touches /api, the widget bundle or the examples, nor any request carrying a
// token (an Authorization header or a token parameter). Pages are asked of the network first and
// fall back to the cached shell when offline. Signing out deletes its caches.
/* global __FW_SHELL_PRECACHE__ */
const VERSION = '__FW_SHELL_VERSION__'
const PRECACHE = __FW_SHELL_PRECACHE__
const CACHE = `fw-shell-${VERSION}`
const PAGE = '/'

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('fw-shell-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

/** Whether a request is the shell's own: same origin, GET, no token, not the API or another part. */
function isShellRequest(request) {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.searchParams.has('token')) return false
  return !/^\/(api|dist|examples)(\/|$)/.test(url.pathname)
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (!isShellRequest(request)) return
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(PAGE).then((page) => page ?? Response.error())))
    return
  }
  const path = new URL(request.url).pathname
  if (!PRECACHE.includes(path)) return
  event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)))
})
