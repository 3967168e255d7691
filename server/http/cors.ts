// CORS for the API: the dashboard's public origin (server/http/public-origin.ts) and the origins
// in FW_ALLOWED_ORIGINS may call it (an intranet page embedding widgets). Tokens travel in the Authorization header, never in cookies,
// so no credentials mode is needed.
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import type { AppDeps, AppEnv } from '../env'
import { publicOrigin } from './public-origin'

/** CORS middleware for /api/*. */
export function apiCors(): MiddlewareHandler<AppEnv> {
  return cors({
    origin: (origin, c) => {
      if (!origin) return null
      const own = publicOrigin(c)
      const allowed = (c.get('deps') as AppDeps).config.FW_ALLOWED_ORIGINS
      return origin === own || allowed.includes(origin) ? origin : null
    },
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposeHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  })
}
