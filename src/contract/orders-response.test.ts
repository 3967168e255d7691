import { ordersQuerySchema, ordersResponseSchema } from './orders-response'
import { parseOrIssues } from './validation'

describe('ordersQuerySchema', () => {
  it('reads locationId and year from the query string', () => {
    expect(ordersQuerySchema.parse({ locationId: 'L88917AVBK2S5', year: '2025' })).toEqual({ locationId: 'L88917AVBK2S5', year: 2025 })
  })

  it('requires both', () => {
    expect(parseOrIssues(ordersQuerySchema, {})).toEqual({
      ok: false,
      details: [
        { field: 'locationId', message: 'Location id is required' },
        { field: 'year', message: 'Year must be a 4-digit year (e.g., 2024)' },
      ],
    })
  })

  it('reads an orders answer', () => {
    const order = { id: 'CAISENgvlJ6jLWAzERDzjyHVybY', location_id: 'L88917AVBK2S5', created_at: '2025-07-04T21:00:00Z', state: 'COMPLETED' }
    expect(ordersResponseSchema.parse({ success: true, data: { orders: [order] } }).data.orders).toHaveLength(1)
  })
})
