// The API as one Hono app: shared middleware first, then one sub-app per resource under /api.
// Tests call createApp(deps).request(...) without opening a port; server/index.ts serves it.
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from './env'
import { readSession } from './auth/session-middleware'
import { apiCors } from './http/cors'
import { handleError, handleNotFound } from './http/errors'
import { requestContext } from './http/request-context'
import { requestLog } from './http/request-log'
import { securityHeaders } from './http/security-headers'
import { auth } from './routes/auth'
import { health } from './routes/health'
import { users } from './routes/users'

/** Builds the application around its dependencies. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .use('*', requestContext(deps))
    .use('*', requestLog())
    .use('*', securityHeaders())
    .use('/api/*', apiCors())
    .use('/api/*', readSession())
    .route('/api/health', health)
    .route('/api/auth', auth)
    .route('/api/users', users)
  app.notFound(handleNotFound)
  app.onError(handleError)
  return app
}

export type App = ReturnType<typeof createApp>
