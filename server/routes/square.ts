// /api/square: the locations answer, one location-year of orders (whole or as the orders table's
// summaries, whole or a page of them) and one order of it, for signed-in users (read from our own
// tables, the seasons cached in the KV cache; an embed token reads the locations answer narrowed to
// its own), and the three admin hydration tools, which run in a worker thread under
// the hydration lock.
import { Hono, type Context } from 'hono'
import {
  currentYearHydrationQuerySchema,
  dailySalesHydrationQuerySchema,
  locationsHydrationQuerySchema,
} from '../../src/contract/hydration'
import { orderSummariesQuerySchema } from '../../src/contract/order-summaries-query'
import { orderParamsSchema, ordersQuerySchema } from '../../src/contract/orders-response'
import { FIRST_SELECTABLE_YEAR } from '../../src/season/date-range'
import { requireRole, requireSignedIn } from '../http/guards'
import { requireReader } from '../http/reader-guard'
import type { AppEnv } from '../env'
import { cachedBytesAnswer } from '../http/cached-bytes-answer'
import { ApiFailure } from '../http/errors'
import { validParams, validQuery } from '../http/validate'
import { KV_TTL_MS, ordersCacheKey } from '../kv/kv-cache'
import type { SquareServices } from '../square/deps'
import type { HydrationJob } from '../square/jobs/hydration-jobs'
import { HydrationBusyError } from '../square/runner/hydration-lock-interface'
import { HydrationFailedError } from '../square/runner/hydration-runner'
import { locationExists, ordersDataJson, storedOrderJson } from '../square/store/orders-read'
import { locationsAnswer } from './locations-answer'
import { orderSummariesAnswer, orderSummaryPageAnswer } from './order-summaries-answer'

export const SQUARE_UNAVAILABLE = 'The Square connection is not set up on this server'
export const HYDRATION_BUSY = 'A hydration is already running. Try again when it has finished.'
export const LOCATION_NOT_FOUND = 'Location not found'
export const YEAR_NOT_FOUND = 'No orders are kept for that year'
export const ORDER_NOT_FOUND = 'Order not found'

/**
 * Whether `year` is one the date picker offers: 2019 to this year by the server's clock. "This
 * year" is the latest year begun anywhere (UTC+14), so a location's local New Year is never refused.
 * Any other year is refused before the cache, so no one can add an entry per year.
 */
function yearOffered(year: number, now: number): boolean {
  return year >= FIRST_SELECTABLE_YEAR && year <= new Date(now + 14 * 3_600_000).getUTCFullYear()
}

/** Refuses, before the cache is touched, a season the picker does not offer and a location we do not store. */
async function checkSeasonAsked(c: Context<AppEnv>, locationId: string, year: number): Promise<void> {
  if (!yearOffered(year, c.var.deps.clock.now())) throw new ApiFailure(404, 'NOT_FOUND', YEAR_NOT_FOUND)
  if (!(await locationExists(c.var.deps.db, locationId))) throw new ApiFailure(404, 'NOT_FOUND', LOCATION_NOT_FOUND)
}

function squareOf(c: Context<AppEnv>): SquareServices {
  const square = c.var.deps.square
  if (square === undefined) throw new ApiFailure(503, 'UPSTREAM_ERROR', SQUARE_UNAVAILABLE)
  return square
}

/** Runs an admin hydration tool and answers the hydration response of docs/contract.md#entities. */
async function runTool(c: Context<AppEnv>, job: Exclude<HydrationJob, { kind: 'all' }>) {
  const square = squareOf(c)
  const startedBy = c.var.session?.username ?? null
  c.var.deps.log.info('hydration.started', { requestId: c.var.requestId, job: job.kind, batchSize: job.batchSize, by: startedBy })
  try {
    const outcome = await square.hydration.run(job, { purpose: `admin tool ${job.kind} (${startedBy ?? 'unknown'})` })
    c.var.deps.log.info('hydration.finished', { requestId: c.var.requestId, job: job.kind, orders: outcome.ordersReceived })
    return c.json({
      success: true as const,
      data: { summary: outcome.summary, hydratedAt: outcome.hydratedAt, message: outcome.message, ...(outcome.note === undefined ? {} : { note: outcome.note }) },
    })
  } catch (error) {
    if (error instanceof HydrationBusyError) throw new ApiFailure(409, 'CONFLICT', HYDRATION_BUSY)
    if (error instanceof HydrationFailedError && error.causeName === 'HydrationStopped') {
      c.var.deps.log.info('hydration.stopped', { requestId: c.var.requestId, job: job.kind })
      throw new ApiFailure(503, 'UNAVAILABLE', error.message)
    }
    if (error instanceof HydrationFailedError) {
      c.var.deps.log.warn('hydration.failed', { requestId: c.var.requestId, job: job.kind, error: error.message })
      throw new ApiFailure(502, 'UPSTREAM_ERROR', `Hydration failed: ${error.message}`)
    }
    throw error
  }
}

export const square = new Hono<AppEnv>()
  .get('/locations', requireReader('narrowed-by-handler'), locationsAnswer)
  .get('/orders', requireSignedIn(), validQuery(ordersQuerySchema), async (c) => {
    const { locationId, year } = c.req.valid('query')
    await checkSeasonAsked(c, locationId, year)
    return cachedBytesAnswer(c, { key: ordersCacheKey(locationId, year), ttlMs: KV_TTL_MS.orders, build: () => ordersDataJson(c.var.deps.db, locationId, year) })
  })
  .get('/orders/:orderId', requireSignedIn(), validParams(orderParamsSchema), validQuery(ordersQuerySchema), async (c) => {
    const { locationId, year } = c.req.valid('query')
    const { orderId } = c.req.valid('param')
    await checkSeasonAsked(c, locationId, year)
    const raw = await storedOrderJson(c.var.deps.db, locationId, year, orderId)
    if (raw === undefined) throw new ApiFailure(404, 'NOT_FOUND', ORDER_NOT_FOUND)
    // The stored JSON goes out as Square sent it, as in the season's answer.
    return c.body(`{"success":true,"data":{"order":${raw}}}`, 200, { 'Content-Type': 'application/json' })
  })
  .get('/order-summaries', requireSignedIn(), validQuery(orderSummariesQuerySchema), async (c) => {
    const { locationId, year, page } = c.req.valid('query')
    await checkSeasonAsked(c, locationId, year)
    return page === undefined ? orderSummariesAnswer(c, locationId, year) : orderSummaryPageAnswer(c, locationId, year, page)
  })
  .get('/hydrate', requireRole('admin'), validQuery(locationsHydrationQuerySchema), (c) =>
    runTool(c, { kind: 'locations', batchSize: c.req.valid('query').batchSize }),
  )
  .get('/hydrate/currentYear', requireRole('admin'), validQuery(currentYearHydrationQuerySchema), (c) =>
    runTool(c, { kind: 'currentYear', batchSize: c.req.valid('query').batchSize }),
  )
  .get('/hydrate/dailySales', requireRole('admin'), validQuery(dailySalesHydrationQuerySchema), (c) =>
    runTool(c, { kind: 'dailySales', batchSize: c.req.valid('query').batchSize }),
  )
