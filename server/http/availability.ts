// What a request meets while the instance is not ready (server/lifecycle/readiness.ts). Starting:
// the probes (/api/health, /api/ready, /metrics) answer; the API answers 503 in its error shape
// with Retry-After, and a page asks the person to wait and reloads itself. Stopping: everything
// already arriving is served as usual, with `Connection: close`, so a kept-alive client opens its
// next request elsewhere instead of on a connection about to go.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { apiError } from './errors'

/** Answered in every state: what orchestrators and scrapers ask. */
const PROBES = /^\/(api\/(health|ready)|metrics)\/?$/

/** Seconds a client is asked to wait before trying a starting instance again. */
export const STARTING_RETRY_SECONDS = 5

function startingPage(detail: string | undefined): string {
  const doing = detail ? `<p>${escapeHtml(detail)}</p>` : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${STARTING_RETRY_SECONDS}">
<meta name="color-scheme" content="light dark"><title>Fireworks dashboard is starting</title></head>
<body><main><h1>The dashboard is starting</h1>${doing}
<p>This page reloads by itself every few seconds.</p></main></body></html>
`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function availability(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const readiness = c.var.deps.readiness
    if (readiness === undefined || readiness.state === 'ready') return next()
    if (readiness.state === 'stopping') {
      await next()
      c.res.headers.set('Connection', 'close')
      return
    }
    const path = new URL(c.req.url).pathname
    if (PROBES.test(path)) return next()
    const { detail } = readiness.current()
    c.header('Retry-After', String(STARTING_RETRY_SECONDS))
    if (path.startsWith('/api/')) {
      return apiError(c, 503, 'UNAVAILABLE', `The dashboard is starting${detail ? ` (${detail})` : ''}: try again in a few seconds`)
    }
    return c.html(startingPage(detail), 503)
  }
}
