// Counts and times every request the app answers, labelled by the route pattern that answered it
// (`/api/users/:username`, never `/api/users/dana`: a label per raw path would grow without end
// and carry whatever a caller typed), `unmatched` when no route did. Also hands the request this
// app's metrics, for what routes count themselves (sign-ins, webhooks).
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { AppEnv } from '../env'
import { wasUnmatched } from './errors'
import type { ServerMetrics } from '../metrics/server-metrics'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The route label: the pattern of the handler that answered (Hono leaves its index set once the chain returns). */
function routeLabel(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  if (wasUnmatched(c)) return 'unmatched'
  return routePath(c) || 'unmatched'
}

/**
 * The status the client got. A WebSocket upgrade the adapter took over answers 101 on the socket;
 * the app's own answer to it is a placeholder 200 (a refused upgrade keeps its 4xx).
 */
function statusLabel(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const upgraded = c.res.status === 200 && c.req.header('upgrade')?.toLowerCase() === 'websocket'
  return String(upgraded ? 101 : c.res.status)
}

export function observeRequests(metrics: ServerMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('metrics', metrics)
    const started = performance.now()
    try {
      await next()
    } finally {
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER'
      const route = routeLabel(c)
      metrics.httpRequests.inc({ method, route, status: statusLabel(c) })
      metrics.httpDuration.observe({ method, route }, (performance.now() - started) / 1000)
    }
  }
}
