// One line per request, at debug (a person at the console does not want every request; FW_LOG_LEVEL=debug
// shows them), except answers of 500 and above, which are errors — but for the 503s an instance gives
// on purpose while it starts or stops (readiness, the waiting page), which are its state, not a
// fault, and stay at debug. The path is logged without its
// query string, which may carry a token (the WebSocket's ?token=), and no header or body is ever logged.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

/** Logs method, path, status, duration, user and request id once the answer is ready. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const fields = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      user: c.get('session')?.username ?? null,
      // A host page's embed token is named by its key's name, never by the token.
      ...(c.get('embed') ? { embedKey: c.get('embed')?.keyName } : {}),
    }
    const log = c.get('deps').log
    const expected = c.res.status === 503 && (c.get('deps').readiness?.state ?? 'ready') !== 'ready'
    if (c.res.status >= 500 && !expected) log.error('request', fields)
    else log.debug('request', fields)
  }
}
