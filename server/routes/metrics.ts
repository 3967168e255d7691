// GET /metrics: the server's metrics in Prometheus's text format, mounted beside /api (scrapers
// expect it there). They tell an outsider a good deal (traffic, sign-in failures, the size of the
// data), so they answer only the machine itself — a connection from a loopback address that no
// proxy header says it forwarded — or a scraper that sends `Authorization: Bearer FW_METRICS_TOKEN`,
// compared in constant time. A token that is sent must be right, from loopback too.
import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { withAccess } from '../http/guards'
import type { AppEnv } from '../env'
import { claimsProxy, isLoopback, socketAddress } from '../http/client-address'
import { apiError } from '../http/errors'
import type { ServerMetrics } from '../metrics/server-metrics'

export const METRICS_ACCESS = 'loopback-or-metrics-token'

/** Equal strings, in a time that does not depend on where they differ (both hashed to one length first). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/** The bearer token of an Authorization header; undefined when there is none, '' when malformed. */
function presentedToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? ''
}

/** Whether the request comes straight from this machine: a loopback peer, no proxy in between. */
function fromThisMachine(c: Context<AppEnv>): boolean {
  return isLoopback(socketAddress(c)) && !claimsProxy(c.req.raw.headers)
}

/** Lets through loopback or the right token; otherwise 401 (a token could open it) or 403 (nothing can from there). */
const loopbackOrToken = withAccess(METRICS_ACCESS, async (c, next) => {
  const expected = c.var.deps.config.FW_METRICS_TOKEN
  const token = presentedToken(c.req.header('authorization'))
  if (token !== undefined) {
    if (expected !== undefined && sameSecret(token, expected)) return next()
    c.header('WWW-Authenticate', 'Bearer realm="metrics"')
    return apiError(c, 401, 'UNAUTHORIZED', expected === undefined ? 'No metrics token is configured (FW_METRICS_TOKEN)' : 'The metrics token is not right')
  }
  if (fromThisMachine(c)) return next()
  if (expected !== undefined) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"')
    return apiError(c, 401, 'UNAUTHORIZED', 'Metrics need the bearer token FW_METRICS_TOKEN')
  }
  return apiError(c, 403, 'FORBIDDEN', 'Metrics answer only this machine (set FW_METRICS_TOKEN to scrape from elsewhere)')
})

/** The /metrics sub-app of one app's metrics. */
export function metricsRoute(metrics: ServerMetrics) {
  return new Hono<AppEnv>().get('/', loopbackOrToken, async (c) => {
    const body = await metrics.exposition(c.var.deps)
    return c.body(body, 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' })
  })
}
