// The default API base: `/api` of the page's origin (DESIGN §3b), unless the page loaded the
// widgets from a dashboard server's /dist/ (the autoloader on an intranet page), in which case it
// is that server's /api. Its own file, free of dependencies, so code that only needs the address
// does not carry the client.
import { pageSingleton } from '../page/page-singleton'

/** The page's default, set once by the autoloader; an element's `api-base` attribute still wins. */
const pageDefault = pageSingleton('api-base/v1', () => ({ apiBase: undefined as string | undefined }))

/** `/api` of the page's origin (or the server that served the widgets), plain `/api` without a page. */
export function defaultApiBase(): string {
  if (pageDefault.apiBase) return pageDefault.apiBase
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? `${location.origin}/api` : '/api'
}

/**
 * Where the API of the dashboard server that served `moduleUrl` lives, when that URL is a file of
 * its /dist/ folder (`https://dash.example/dist/autoloader.js` → `https://dash.example/api`);
 * undefined for a module bundled into another app.
 */
export function apiBaseOfServedModule(moduleUrl: string): string | undefined {
  const url = new URL(moduleUrl)
  if (!/^https?:$/.test(url.protocol) || !/\/dist\/[^/]+\.js$/.test(url.pathname)) return undefined
  return `${url.origin}${url.pathname.replace(/\/dist\/[^/]+\.js$/, '')}/api`
}

/** Makes `apiBase` the page's default (the first caller wins: a page's own setting stays). */
export function setPageApiBase(apiBase: string): void {
  pageDefault.apiBase ??= apiBase
}
