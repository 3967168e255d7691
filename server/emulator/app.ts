// The emulator's HTTP app: Square's /v2 routes behind the bearer check and the injectable 429s,
// the geocoder at /geocode, the demo payment control at /_demo, and Square's error envelope for
// every failure.
import { Hono } from 'hono'
import type { Clock } from '../../src/clock/clock'
import { requireBearer } from './auth'
import { demoControlRoutes } from './demo-control'
import { SquareRequestError, squareErrorResponse } from './errors'
import { geocoderRoutes } from './geocoder'
import type { OrderSearch } from './order-search'
import type { FailureInjector } from './rate-limit'
import { squareRoutes } from './routes'
import type { EmulatorStore } from './store'
import type { LivePayments } from './webhook'

export interface EmulatorAppDeps {
  store: EmulatorStore
  search: OrderSearch
  clock: Clock
  accessToken: string
  failures: FailureInjector
  live: LivePayments
}

export function createEmulatorApp(deps: EmulatorAppDeps): Hono {
  const app = new Hono()
  app.onError((error, c) => {
    if (error instanceof SquareRequestError) return squareErrorResponse(c, error.status, error.item)
    return squareErrorResponse(c, 500, { category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail: 'An internal error occurred.' })
  })
  app.notFound((c) =>
    squareErrorResponse(c, 404, { category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `No route for ${c.req.method} ${c.req.path}.` }),
  )
  app.route('/geocode', geocoderRoutes(deps.store.geocodeEntries))
  app.route('/_demo', demoControlRoutes(deps.live))
  app.use('/v2/*', requireBearer(deps.accessToken), deps.failures.middleware)
  app.route('/v2', squareRoutes(deps.store, deps.search, deps.clock))
  return app
}
