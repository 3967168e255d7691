// The shell's service worker (docs/architecture.md#parts-and-data-flow: registered from /sw.js on load). It precaches the shell's
// own static files for fast and offline starts and never caches /api or anything carrying a token
// (shell/public/sw.js). Signing out empties its caches.

export const SERVICE_WORKER_URL = '/sw.js'

/** Registers /sw.js once the page has loaded, where service workers exist (not in dev). */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => console.warn('The service worker could not be registered', error))
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/** Empties every cache this origin's service worker keeps. */
export async function clearOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    const names = await caches.keys()
    await Promise.all(names.map((name) => caches.delete(name)))
  } catch {
    // Caches unavailable (private mode): nothing was kept.
  }
}
