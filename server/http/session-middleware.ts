// Reads `Authorization: Bearer <token>` and, when the token is valid now, puts who holds it on the
// context: a signed-in user on c.var.session, or a host page's embed token on c.var.embed (never
// both). It never refuses a request itself: each route's guard decides (guards.ts).
import type { MiddlewareHandler } from 'hono'
import { EMBED_TOKEN_PREFIX } from '../../src/contract/embed'
import { verifyEmbedToken } from '../embed/embed-sessions'
import type { AppEnv } from '../env'
import { verifyToken } from '../auth/sessions'

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{1,200})\s*$/i

/** The token of an Authorization header value, or undefined when it is not a bearer token. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  return BEARER.exec(header)?.[1]
}

/** Sets c.var.session or c.var.embed from the bearer token, or leaves both undefined. */
export function readSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    if (token) {
      const { db, clock } = c.get('deps')
      const now = clock.now()
      // Embed tokens carry their prefix; a session token could (rarely) begin the same way, so
      // one that is no embed token is still tried as a session.
      const embed = token.startsWith(EMBED_TOKEN_PREFIX) ? await verifyEmbedToken(db, token, now) : null
      if (embed) c.set('embed', embed.grant)
      else c.set('session', (await verifyToken(db, token, now)) ?? undefined)
    }
    await next()
  }
}
