import { createApiClient } from '../api/client'
import { pageClock, syncPageClock } from './page-clock'

describe('the page clock', () => {
  it("follows the server's clock, measured once per API base against the middle of the round trip", async () => {
    let calls = 0
    const fetch = (async () => {
      calls += 1
      return new Response(JSON.stringify({ ok: true, database: 'ok', serverTime: '2025-07-04T20:00:00.000Z' }))
    }) as typeof globalThis.fetch
    const client = createApiClient({ apiBase: 'http://127.0.0.1:7/api', fetch })
    let tick = Date.parse('2026-11-23T10:00:00.000Z')
    const now = () => (tick += 100) // the request takes 100 ms there and back
    await Promise.all([syncPageClock(client, now), syncPageClock(client, now)])
    expect(calls).toBe(1)
    // The server said 20:00:00 at the round trip's middle (10:00:00.150 here).
    const offset = Date.parse('2025-07-04T20:00:00.000Z') - Date.parse('2026-11-23T10:00:00.150Z')
    expect(Math.abs(pageClock.now() - (Date.now() + offset))).toBeLessThanOrEqual(5)
  })
})
