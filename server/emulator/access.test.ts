// The bearer token and the injectable 429s.
import { createFailureInjector } from './rate-limit'
import { testEmulator } from './test-emulator'

describe('bearer token', () => {
  const emulator = testEmulator()

  it('turns away a missing or wrong token with Square’s 401', async () => {
    for (const token of [null, 'wrong-token', '']) {
      const { status, body } = await emulator.get('/v2/locations', token)
      expect(status).toBe(401)
      expect(body).toEqual({ errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: expect.any(String) }] })
    }
    const basic = await emulator.app.request('/v2/locations', { headers: { authorization: 'Basic dGVzdA==' } })
    expect(basic.status).toBe(401)
    expect((await emulator.get('/v2/locations')).status).toBe(200)
  })

  it('leaves the geocoder open, as Nominatim is', async () => {
    expect((await emulator.get('/geocode/search?q=x&format=json', null)).status).toBe(200)
  })

  it('answers unknown paths with Square’s 404 envelope', async () => {
    const { status, body } = await emulator.get('/v2/customers')
    expect(status).toBe(404)
    expect(body).toMatchObject({ errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] })
  })
})

describe('injected 429 RATE_LIMITED', () => {
  it('fails the configured share of requests, spread evenly by count', async () => {
    const emulator = testEmulator({ failureRate: 0.25 })
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await emulator.get('/v2/locations')).status)
    expect(statuses).toEqual([200, 200, 200, 429, 200, 200, 200, 429])
    const { body } = await emulator.get('/v2/locations')
    expect(emulator.failures.requestCount).toBe(9)
    expect(body).toMatchObject({ locations: expect.any(Array) })
  })

  it('answers with Square’s rate-limit error and can be turned off', async () => {
    const emulator = testEmulator({ failureRate: 1 })
    const { status, body } = await emulator.post('/v2/orders/search', { location_ids: [emulator.store.locations[0]?.id] })
    expect(status).toBe(429)
    expect(body).toEqual({ errors: [{ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED', detail: expect.any(String) }] })
    emulator.failures.rate = 0
    expect((await emulator.get('/v2/locations')).status).toBe(200)
  })

  it('counts only authorised requests and checks the rate', async () => {
    const emulator = testEmulator({ failureRate: 0.5 })
    expect((await emulator.get('/v2/locations', 'wrong')).status).toBe(401)
    expect(emulator.failures.requestCount).toBe(0)
    expect(() => createFailureInjector(1.5)).toThrow(RangeError)
    expect(() => createFailureInjector(Number.NaN)).toThrow(RangeError)
  })
})
