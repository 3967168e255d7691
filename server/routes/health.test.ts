import { Readiness } from '../lifecycle/readiness'
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
    expect(res.body).toEqual({ ok: true, database: 'ok', serverTime: '2025-07-04T20:00:00.000Z', status: 'ready' })
  })

  it('follows the injected clock', async () => {
    t.clock.advance(90_000)
    expect((await t.call('GET', '/api/health')).body.serverTime).toBe('2025-07-04T20:01:30.000Z')
  })

  it('answers 503 with ok:false when the database cannot be reached', async () => {
    await t.makeDatabaseUnreachable()
    const res = await t.call('GET', '/api/health')
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ ok: false, database: 'unavailable', serverTime: '2025-07-04T20:00:00.000Z', status: 'ready' })
  })
})

describe('an instance starting and stopping', () => {
  it('while starting: liveness answers and says what it is doing, readiness says no, the API asks to retry', async () => {
    t.deps.readiness = new Readiness('starting', 'first sync with Square: 1,200 orders so far')
    const health = await t.call('GET', '/api/health')
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({ ok: true, status: 'starting', detail: 'first sync with Square: 1,200 orders so far' })
    const ready = await t.call('GET', '/api/ready')
    expect(ready.status).toBe(503)
    expect(ready.body).toEqual({ ready: false, status: 'starting', detail: 'first sync with Square: 1,200 orders so far' })
    const login = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'x' }) })
    expect(login.status).toBe(503)
    expect(login.headers.get('retry-after')).toBe('5')
    expect(await login.json()).toMatchObject({ success: false, error: 'UNAVAILABLE', message: 'The dashboard is starting (first sync with Square: 1,200 orders so far): try again in a few seconds' })
    const page = await t.app.request('/stats/locations/map')
    expect(page.status).toBe(503)
    expect(await page.text()).toContain('<h1>The dashboard is starting</h1>')
  })

  it('once ready: readiness says yes', async () => {
    t.deps.readiness = new Readiness('starting', 'opening the database')
    t.deps.readiness.ready()
    const ready = await t.call('GET', '/api/ready')
    expect(ready.status).toBe(200)
    expect(ready.body).toEqual({ ready: true, status: 'ready' })
  })

  it('while stopping: readiness says no, and what still arrives is answered on a connection that then closes', async () => {
    t.deps.readiness = new Readiness()
    t.deps.readiness.stopping()
    const ready = await t.call('GET', '/api/ready')
    expect(ready.status).toBe(503)
    expect(ready.body).toMatchObject({ ready: false, status: 'stopping' })
    const health = await t.app.request('/api/health')
    expect(health.status).toBe(200)
    expect(health.headers.get('connection')).toBe('close')
    expect(await health.json()).toMatchObject({ ok: true, status: 'stopping' })
  })
})
