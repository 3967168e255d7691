// Square's routes the emulator answers: ListLocations, SearchOrders, RetrieveOrder,
// BatchRetrieveOrders and ListPayments, each with Square's request checks and answer shapes.
import { Hono, type Context } from 'hono'
import type { Clock } from '../../src/clock/clock'
import { invalidRequest, squareErrorResponse } from './errors'
import type { OrderSearch } from './order-search'
import { listPayments } from './payments-list'
import { parseSearchRequest } from './search-request'
import { isVisible, type EmulatorStore } from './store'

const MAX_BATCH_ORDERS = 100

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    throw invalidRequest('EXPECTED_JSON_BODY', 'The request body is not valid JSON.')
  }
}

export function squareRoutes(store: EmulatorStore, search: OrderSearch, clock: Clock): Hono {
  return new Hono()
    .get('/locations', (c) => c.json({ locations: store.locations }))
    .post('/orders/search', async (c) => {
      const body = await jsonBody(c)
      const query = parseSearchRequest(body, (id) => store.hasLocation(id))
      return c.json(search.page(query, body, clock.now()))
    })
    .post('/orders/batch-retrieve', async (c) => {
      const body = await jsonBody(c)
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw invalidRequest('EXPECTED_JSON_BODY', 'The request body must be a JSON object.')
      }
      const { order_ids: ids, location_id: locationId } = body as { order_ids?: unknown; location_id?: unknown }
      if (ids == null) throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'Field must be set', 'order_ids')
      if (!Array.isArray(ids)) throw invalidRequest('EXPECTED_ARRAY', 'Expected an array.', 'order_ids')
      if (ids.length > MAX_BATCH_ORDERS) {
        throw invalidRequest('ARRAY_LENGTH_TOO_LONG', `Array must contain at most ${MAX_BATCH_ORDERS} elements but contained ${ids.length}.`, 'order_ids')
      }
      if (locationId != null && (typeof locationId !== 'string' || !store.hasLocation(locationId))) {
        throw invalidRequest('NOT_FOUND', `Location \`${String(locationId)}\` not found.`, 'location_id')
      }
      const now = clock.now()
      const orders = []
      for (const [i, id] of ids.entries()) {
        if (typeof id !== 'string') throw invalidRequest('EXPECTED_STRING', 'Expected a string.', `order_ids[${i}]`)
        const entry = store.entry(id)
        // Square leaves out ids it does not find.
        if (!entry || !isVisible(entry, now) || (locationId != null && entry.locationId !== locationId)) continue
        orders.push(store.order(entry))
      }
      return c.json(orders.length > 0 ? { orders } : {})
    })
    .get('/orders/:order_id', (c) => {
      const id = c.req.param('order_id')
      const entry = store.entry(id)
      if (!entry || !isVisible(entry, clock.now())) {
        return squareErrorResponse(c, 404, {
          category: 'INVALID_REQUEST_ERROR',
          code: 'NOT_FOUND',
          detail: `Order \`${id}\` not found.`,
          field: 'order_id',
        })
      }
      return c.json({ order: store.order(entry) })
    })
    .get('/payments', (c) => c.json(listPayments(store, c.req.query(), clock.now())))
}
