import { createTestContext, type TestContext } from '../testing/test-app'

let t: TestContext
beforeEach(async () => {
  t = await createTestContext({ now: '2025-07-04T20:00:00Z' })
})
afterEach(async () => {
  await t.close()
})

describe('GET /api/health', () => {
  it('answers ok with the server clock, to anyone', async () => {
    const res = await t.call('GET', '/api/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true, database: 'ok', serverTime: '2025-07-04T20:00:00.000Z' })
  })

  it('follows the injected clock', async () => {
    t.clock.advance(90_000)
    expect((await t.call('GET', '/api/health')).body.serverTime).toBe('2025-07-04T20:01:30.000Z')
  })

  it('answers 503 with ok:false when the database cannot be reached', async () => {
    await t.makeDatabaseUnreachable()
    const res = await t.call('GET', '/api/health')
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ ok: false, database: 'unavailable', serverTime: '2025-07-04T20:00:00.000Z' })
  })
})
