// Reads `Authorization: Bearer <token>` and, when the token is valid now, puts the signed-in user
// on c.var.session. It never refuses a request itself: each route's guard decides (guards.ts).
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { verifyToken } from './sessions'

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{1,200})\s*$/i

/** The token of an Authorization header value, or undefined when it is not a bearer token. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  return BEARER.exec(header)?.[1]
}

/** Sets c.var.session from the bearer token, or leaves it undefined. */
export function readSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    if (token) {
      const deps = c.get('deps')
      c.set('session', (await verifyToken(deps.db, token, deps.clock.now())) ?? undefined)
    }
    await next()
  }
}
