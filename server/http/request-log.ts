// One line per request, at debug (a person at the console does not want every request; FW_LOG_LEVEL=debug
// shows them), except answers of 500 and above, which are errors. The path is logged without its
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
    if (c.res.status >= 500) log.error('request', fields)
    else log.debug('request', fields)
  }
}
