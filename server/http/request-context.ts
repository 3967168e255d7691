// Per-request facts every later middleware and handler relies on: the app's dependencies, a
// request id (echoed as X-Request-Id, so a user can quote it and an operator find the log line),
// and no session until the session middleware finds one.
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from '../env'

// A proxy in front may already have named the request; keep its id when it is a plain token.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** Sets deps, requestId and session (undefined) on the context. */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
    c.set('deps', deps)
    c.set('requestId', requestId)
    c.set('session', undefined)
    c.header('X-Request-Id', requestId)
    await next()
    // An error answer is built after the header above was set on the previous response.
    c.res.headers.set('X-Request-Id', requestId)
  }
}
