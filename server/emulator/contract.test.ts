// The emulator's answers validate, strictly, against the official Square SDK's own schemas.
import { squareSchemaViolations, type SquareSchemaName } from './square-sdk-schemas'
import { testEmulator } from './test-emulator'

const schema = (name: SquareSchemaName) => (value: unknown) => squareSchemaViolations(name, value)
const emulator = testEmulator()
const locationIds = emulator.store.locations.map((l) => l.id)

describe('emulator answers match the Square SDK’s schemas', () => {
  it('ListLocations', async () => {
    const { status, body } = await emulator.get('/v2/locations')
    expect(status).toBe(200)
    expect(schema('ListLocationsResponse')(body)).toEqual([])
    expect((body as { locations: unknown[] }).locations).toHaveLength(4)
  })

  it('SearchOrders, its cursor page and its entries form', async () => {
    const request = { location_ids: locationIds.slice(0, 2), limit: 25, query: { sort: { sort_field: 'CREATED_AT', sort_order: 'ASC' } } }
    const first = await emulator.post('/v2/orders/search', request)
    expect(first.status).toBe(200)
    expect(schema('SearchOrdersResponse')(first.body)).toEqual([])
    const page1 = first.body as { orders: { id: string }[]; cursor: string }
    expect(page1.orders).toHaveLength(25)
    const second = await emulator.post('/v2/orders/search', { ...request, cursor: page1.cursor })
    expect(second.status).toBe(200)
    expect(schema('SearchOrdersResponse')(second.body)).toEqual([])
    const entries = await emulator.post('/v2/orders/search', { ...request, return_entries: true })
    expect(schema('SearchOrdersResponse')(entries.body)).toEqual([])
    expect((entries.body as { order_entries: { order_id: string }[] }).order_entries[0]?.order_id).toBe(page1.orders[0]?.id)
  })

  it('every order of the season, returns and cancellations included', async () => {
    const check = schema('Order')
    let cursor: string | undefined
    let count = 0
    do {
      const { body } = await emulator.post('/v2/orders/search', { location_ids: locationIds, limit: 1000, ...(cursor ? { cursor } : {}) })
      const page = body as { orders: unknown[]; cursor?: string }
      for (const order of page.orders) expect(check(order)).toEqual([])
      count += page.orders.length
      cursor = page.cursor
    } while (cursor)
    expect(count).toBeGreaterThan(400)
  })

  it('an error answer', async () => {
    const { status, body } = await emulator.post('/v2/orders/search', { location_ids: [] })
    expect(status).toBe(400)
    expect(schema('SearchOrdersResponse')(body)).toEqual([])
    expect(body).toEqual({ errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'ARRAY_EMPTY', detail: expect.any(String), field: 'location_ids' }] })
    const unauthorised = await emulator.get('/v2/locations', 'wrong')
    expect(unauthorised.status).toBe(401)
    expect(schema('ListLocationsResponse')(unauthorised.body)).toEqual([])
  })

  it('RetrieveOrder and BatchRetrieveOrders', async () => {
    const { body } = await emulator.post('/v2/orders/search', { location_ids: [locationIds[0]], limit: 3 })
    const ids = (body as { orders: { id: string }[] }).orders.map((o) => o.id)
    const one = await emulator.get(`/v2/orders/${ids[0]}`)
    expect(one.status).toBe(200)
    expect(schema('GetOrderResponse')(one.body)).toEqual([])
    const batch = await emulator.post('/v2/orders/batch-retrieve', { order_ids: [...ids, 'missing'] })
    expect(schema('BatchGetOrdersResponse')(batch.body)).toEqual([])
    expect((batch.body as { orders: { id: string }[] }).orders.map((o) => o.id)).toEqual(ids)
  })

  it('ListPayments', async () => {
    const { status, body } = await emulator.get(`/v2/payments?location_id=${locationIds[0]}&begin_time=2023-06-01T00:00:00Z`)
    expect(status).toBe(200)
    expect(schema('ListPaymentsResponse')(body)).toEqual([])
    const page = body as { payments: { status: string; location_id: string }[]; cursor?: string }
    expect(page.payments).toHaveLength(100)
    expect(page.cursor).toBeDefined()
    expect(page.payments.every((p) => p.status === 'COMPLETED' && p.location_id === locationIds[0])).toBe(true)
  })

  it('a schema check can fail (the validator is not a rubber stamp)', async () => {
    expect(schema('ListLocationsResponse')({ locations: [{ id: 7 }] })).toEqual(['locations.[0].id: Expected string. Received 7.'])
    expect(schema('SearchOrdersResponse')({ errors: [{ category: 'NOPE', code: 'BAD_REQUEST' }] })).not.toEqual([])
    expect(schema('SearchOrdersResponse')({ errors: [{ code: 'BAD_REQUEST' }] })).not.toEqual([])
    const { body } = await emulator.post('/v2/orders/search', { location_ids: [locationIds[0]], limit: 1 })
    const order = (body as { orders: Record<string, unknown>[] }).orders[0]!
    expect(schema('Order')(order)).toEqual([])
    expect(schema('Order')({ ...order, colour: 'red' })).toEqual(['colour: Unexpected key "colour"'])
    expect(schema('Order')({ ...order, state: 'SHIPPED' })).not.toEqual([])
    expect(schema('Order')({ ...order, total_money: { amount: '12.50', currency: 'USD' } })).not.toEqual([])
  })
})
