// A fetch for widget tests and stories made of route handlers: each request is matched by method
// and path (the part after the api base's `/api`), answered by the first handler that matches,
// and recorded. Unmatched requests get the API's 404 shape, so a forgotten route fails loudly.
//
//   const api = routeFetch({ 'GET /users': () => json({ success: true, data: users }) })
//   vi.stubGlobal('fetch', api.fetch)
export interface RecordedRequest {
  method: string
  /** Path and query without the api base ("/square/hydrate?batchSize=5"). */
  url: string
  /** The parsed JSON body, if any. */
  body: unknown
}

export type RouteHandler = (request: RecordedRequest) => Response | Promise<Response>

export interface RouteFetch {
  fetch: typeof fetch
  requests: RecordedRequest[]
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** The API error shape. */
export function apiErrorAnswer(status: number, error: string, message: string, details: { field: string; message: string }[] = []): Response {
  return json({ success: false, error, message, details }, status)
}

/** Routes keyed "METHOD /path" (the path may end in `*` to match a prefix). */
export function routeFetch(routes: Record<string, RouteHandler>): RouteFetch {
  const requests: RecordedRequest[] = []
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://127.0.0.1')
    const path = url.pathname.replace(/^\/api/, '')
    const method = (init.method ?? 'GET').toUpperCase()
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const request: RecordedRequest = { method, url: `${path}${url.search}`, body }
    requests.push(request)
    for (const [route, handler] of Object.entries(routes)) {
      const [routeMethod, routePath = ''] = route.split(' ')
      if (routeMethod !== method) continue
      const matches = routePath.endsWith('*') ? path.startsWith(routePath.slice(0, -1)) : path === routePath
      if (matches) return handler(request)
    }
    return apiErrorAnswer(404, 'NOT_FOUND', 'Not found')
  }
  return { fetch: fetchImpl as typeof fetch, requests }
}
