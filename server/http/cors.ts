// CORS for the API. The dashboard's public origin (server/http/public-origin.ts) and the origins in
// FW_ALLOWED_ORIGINS may call it with any credential (an intranet page embedding widgets). A page
// on an origin named only by an embedding key may call it with that key's embed tokens: its
// preflight is answered (a preflight carries no token), and an answer is readable there only when
// the request's token is one of that key's. A refused embed token's 401 carries no data and is
// readable wherever the token was sent, so a widget whose key was revoked can say its access ended
// instead of failing as if the network had. GET /api/embed/check is public and credential-free,
// readable from any origin, so a widget on a refused page can say why before anyone signs in; so
// is GET /api/health, whose server time sets the page's clock (an embed-token page needs it for
// today and the season in progress) and which says nothing a probe from anywhere does not.
// Tokens travel in the Authorization header, never in cookies, so no credentials mode is needed.
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { EMBED_TOKEN_PREFIX } from '../../src/contract/embed'
import { keyOrigins, openToEveryCredential } from './origin-standing'
import type { AppEnv } from '../env'

/** The public check any page may read. */
export const EMBED_CHECK_PATH = '/api/embed/check'
/** Liveness and the server's time: public too. */
const HEALTH_PATH = '/api/health'

/** CORS middleware for /api/*. */
export function apiCors(): MiddlewareHandler<AppEnv> {
  const headers = cors({
    origin: async (origin, c) => {
      if (!origin) return null
      if (c.req.path === EMBED_CHECK_PATH || c.req.path === HEALTH_PATH || openToEveryCredential(c, origin)) return origin
      // A page named by an embedding key: its preflight passes; its answers are judged below.
      if (c.req.method === 'OPTIONS') {
        const { db, clock } = c.get('deps')
        return (await keyOrigins(db, clock.now())).has(origin) ? origin : null
      }
      return null
    },
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposeHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  })
  return async (c, next) => {
    const preflight = await headers(c, next)
    if (preflight) return preflight
    // Read after the route ran, when the session middleware has judged the token.
    const origin = c.req.header('origin')
    if (!origin || c.res.headers.has('Access-Control-Allow-Origin')) return
    if (c.get('embed')?.origins.includes(origin) || (c.res.status === 401 && sentEmbedToken(c.req.header('authorization')))) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
    }
  }
}

/** True when the request's bearer credential is an embed token. */
function sentEmbedToken(authorization: string | undefined): boolean {
  return authorization?.startsWith(`Bearer ${EMBED_TOKEN_PREFIX}`) ?? false
}
