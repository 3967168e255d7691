// The API as one Hono app: shared middleware first, then one sub-app per resource under /api.
// Tests call createApp(deps).request(...) without opening a port; server/index.ts serves it.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppDeps, AppEnv } from './env'
import { readSession } from './http/session-middleware'
import { compressJson } from './http/compress'
import { availability } from './http/availability'
import { apiCors } from './http/cors'
import { apiError, handleError, handleNotFound } from './http/errors'
import { requestContext } from './http/request-context'
import { requestLog } from './http/request-log'
import { PROJECT_ROOT } from './project-root'
import { securityHeaders } from './http/security-headers'
import { shellAssets } from './http/shell-assets'
import { staticAssets } from './http/static-assets'
import { metricsRoute } from './routes/metrics'
import { observeRequests } from './http/observe-requests'
import { ServerMetrics } from './metrics/server-metrics'
import { adminSettings } from './routes/admin-settings'
import { auth } from './routes/auth'
import { clientConfig } from './routes/client-config'
import { embed } from './routes/embed'
import { fireworks } from './routes/fireworks'
import { health } from './routes/health'
import { ready } from './routes/ready'
import { kvCache } from './routes/kv-cache'
import { reports } from './routes/reports'
import { square } from './routes/square'
import { squareFigures } from './routes/square-figures'
import { squarePace } from './routes/square-pace'
import { users } from './routes/users'
import { webhook } from './routes/webhook'

/** The largest request body any API route accepts. */
export const MAX_BODY_BYTES = 64 * 1024

/** Builds the application around its dependencies. */
export function createApp(deps: AppDeps) {
  // One registry per app: tests make many apps in one process.
  const metrics = new ServerMetrics(deps)
  const app = new Hono<AppEnv>()
    // First, so it times everything after it.
    .use('*', observeRequests(metrics))
    .use('*', requestContext(deps))
    .use('*', requestLog())
    .use('*', securityHeaders())
    .use('/api/*', apiCors())
    // Every API answer passes through it, error answers included.
    .use('/api/*', compressJson())
    // Starting: only the probes answer; stopping: answers close their connections.
    .use('*', availability())
    // Routes that read no JSON through a validator (the webhook's raw body) are capped here too.
    .use('/api/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large') }))
    .use('/api/*', readSession())
    .route('/api/health', health)
    .route('/api/ready', ready)
    .route('/api/auth', auth)
    .route('/api/client-config', clientConfig)
    .route('/api/embed', embed)
    .route('/api/users', users)
    // Before any /api/square sub-app: the webhook has its own access rule (signature or admin).
    .route('/api/square/webhook', webhook)
    .route('/api/ws/fireworks', fireworks)
    .route('/api/square', squarePace)
    .route('/api/square', square)
    .route('/api/square', squareFigures)
    .route('/api/square/reports', reports)
    .route('/api/kv-cache', kvCache)
    .route('/api/admin/settings', adminSettings)
    // Beside /api, where scrapers look; loopback or FW_METRICS_TOKEN only.
    .route('/metrics', metricsRoute(metrics))
    .route('/', staticAssets(PROJECT_ROOT))
    // Last: the shell's files, and its page for every other non-API path (SPA fallback).
    .route('/', shellAssets(PROJECT_ROOT))
  app.notFound(handleNotFound)
  app.onError(handleError)
  return app
}

export type App = ReturnType<typeof createApp>
