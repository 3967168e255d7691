// The default API base: `/api` of the page's origin (docs/contract.md#paths), unless the page loaded the
// widgets through a dashboard server's autoloader (an intranet page on another origin), which
// names that server's /api here. Its own file, free of dependencies, so code that only needs the
// address does not carry the client.

/**
 * Where the autoloader leaves the page's default API base. A global under a registered symbol
 * rather than a page singleton: the autoloader imports nothing the widgets share, so that a page
 * waits for no chunk before the autoloader looks for tags (widgets/autoloader.ts writes it).
 */
export const PAGE_API_BASE_KEY = Symbol.for('fireworks-dashboard:api-base')

/** `/api` of the page's origin (or of the server that served the autoloader), plain `/api` without a page. */
export function defaultApiBase(): string {
  const pageDefault = (globalThis as { [PAGE_API_BASE_KEY]?: unknown })[PAGE_API_BASE_KEY]
  if (typeof pageDefault === 'string' && pageDefault !== '') return pageDefault
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? `${location.origin}/api` : '/api'
}
