// The default API base: `/api` of the page's origin (DESIGN §3b). Its own file, free of
// dependencies, so code that only needs the address does not carry the client.

/** `/api` of the page's origin, or plain `/api` where there is no page (Node). */
export function defaultApiBase(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? `${location.origin}/api` : '/api'
}
