import { healthSchema } from './health'

describe('healthSchema', () => {
  it('reads a healthy and an unhealthy answer', () => {
    expect(healthSchema.parse({ ok: true, database: 'ok', serverTime: '2025-07-04T18:00:00.000Z' }).ok).toBe(true)
    expect(healthSchema.parse({ ok: false, database: 'unavailable', serverTime: '2025-07-04T18:00:00.000Z' }).database).toBe('unavailable')
  })

  it('requires the server time as an ISO instant', () => {
    expect(healthSchema.safeParse({ ok: true, database: 'ok', serverTime: 1751652000000 }).success).toBe(false)
    expect(healthSchema.safeParse({ ok: true, database: 'ok' }).success).toBe(false)
  })
})
