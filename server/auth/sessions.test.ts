import { createTestContext, type TestContext } from '../testing/test-app'
import { hashToken } from './tokens'
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_GRACE_MS,
  SESSION_LIFETIME_MS,
  createSession,
  refreshSession,
  revokeSession,
  verifyToken,
} from './sessions'

let t: TestContext
beforeEach(async () => {
  t = await createTestContext({ now: '2025-07-04T20:00:00Z' })
})
afterEach(async () => {
  await t.close()
})

const userId = (username: string) => t.createUser(username, ['user'])

describe('sessions', () => {
  it('stores only a hash of the token, never the token itself', async () => {
    const issued = await createSession(t.deps.db, await userId('dana'), t.clock.now())
    const rows = await t.deps.db.selectFrom('sessions').selectAll().execute()
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain(issued.token)
    expect(stored).toContain(hashToken(issued.token))
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('accepts a token for an hour, then refuses it', async () => {
    const issued = await createSession(t.deps.db, await userId('dana'), t.clock.now())
    expect(issued.expiresIn).toBe(3600)
    t.clock.advance(ACCESS_TOKEN_SECONDS * 1000 - 1)
    expect(await verifyToken(t.deps.db, issued.token, t.clock.now())).toMatchObject({ username: 'dana', roles: ['user'] })
    t.clock.advance(1)
    expect(await verifyToken(t.deps.db, issued.token, t.clock.now())).toBeNull()
  })

  it('refuses unknown, empty and absurdly long tokens', async () => {
    expect(await verifyToken(t.deps.db, 'not-a-token', t.clock.now())).toBeNull()
    expect(await verifyToken(t.deps.db, '', t.clock.now())).toBeNull()
    expect(await verifyToken(t.deps.db, 'a'.repeat(10_000), t.clock.now())).toBeNull()
  })

  it('refuses the token of a user who was made inactive', async () => {
    const id = await userId('dana')
    const issued = await createSession(t.deps.db, id, t.clock.now())
    await t.deps.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', id).execute()
    expect(await verifyToken(t.deps.db, issued.token, t.clock.now())).toBeNull()
    expect(await refreshSession(t.deps.db, issued.token, t.clock.now())).toBeNull()
  })

  it('rotates the token on refresh and keeps the old one only for the grace period', async () => {
    const first = await createSession(t.deps.db, await userId('dana'), t.clock.now())
    t.clock.advance(50 * 60 * 1000)
    const second = await refreshSession(t.deps.db, first.token, t.clock.now())
    expect(second).not.toBeNull()
    expect(second?.token).not.toBe(first.token)
    expect(second?.sessionId).toBe(first.sessionId)
    expect(second?.expiresIn).toBe(3600)
    t.clock.advance(REFRESH_GRACE_MS - 1)
    expect(await verifyToken(t.deps.db, first.token, t.clock.now())).not.toBeNull()
    t.clock.advance(1)
    expect(await verifyToken(t.deps.db, first.token, t.clock.now())).toBeNull()
    expect(await verifyToken(t.deps.db, second?.token ?? '', t.clock.now())).toMatchObject({ username: 'dana' })
  })

  it('gives two refreshes of the same token at the same moment the same successor', async () => {
    const first = await createSession(t.deps.db, await userId('dana'), t.clock.now())
    const [a, b] = await Promise.all([
      refreshSession(t.deps.db, first.token, t.clock.now()),
      refreshSession(t.deps.db, first.token, t.clock.now()),
    ])
    expect(a?.token).toBeDefined()
    expect(b?.token).toBe(a?.token)
    expect(await t.deps.db.selectFrom('sessions').select('id').execute()).toHaveLength(1)
  })

  it('refuses a second refresh of a replaced token once its grace ran out', async () => {
    const first = await createSession(t.deps.db, await userId('dana'), t.clock.now())
    await refreshSession(t.deps.db, first.token, t.clock.now())
    t.clock.advance(REFRESH_GRACE_MS)
    expect(await refreshSession(t.deps.db, first.token, t.clock.now())).toBeNull()
  })

  it('refuses a replaced token once the session has moved on twice', async () => {
    const first = await createSession(t.deps.db, await userId('dana'), t.clock.now())
    const second = await refreshSession(t.deps.db, first.token, t.clock.now())
    await refreshSession(t.deps.db, second?.token ?? '', t.clock.now())
    expect(await refreshSession(t.deps.db, first.token, t.clock.now())).toBeNull()
    expect(await verifyToken(t.deps.db, first.token, t.clock.now())).toBeNull()
  })

  it('cannot refresh an expired token', async () => {
    const first = await createSession(t.deps.db, await userId('dana'), t.clock.now())
    t.clock.advance(ACCESS_TOKEN_SECONDS * 1000)
    expect(await refreshSession(t.deps.db, first.token, t.clock.now())).toBeNull()
  })

  it('never extends a session past twelve hours from sign-in', async () => {
    const start = t.clock.now()
    let token = (await createSession(t.deps.db, await userId('dana'), start)).token
    // Refresh every 55 minutes: 13 refreshes reach 11h55m.
    for (let i = 0; i < 13; i += 1) {
      t.clock.advance(55 * 60 * 1000)
      const next = await refreshSession(t.deps.db, token, t.clock.now())
      if (!next) throw new Error(`refresh ${i} failed`)
      token = next.token
    }
    // 11h55m after sign-in: 5 minutes of the 12 hours remain, so the last token lasts 300 s.
    const last = await t.deps.db.selectFrom('sessions').select('expires_at').executeTakeFirstOrThrow()
    expect(last.expires_at).toBe(start + SESSION_LIFETIME_MS)
    t.clock.set(start + SESSION_LIFETIME_MS)
    expect(await verifyToken(t.deps.db, token, t.clock.now())).toBeNull()
    expect(await refreshSession(t.deps.db, token, t.clock.now())).toBeNull()
  })

  it('announces a revoked session and refuses its token afterwards', async () => {
    const issued = await createSession(t.deps.db, await userId('dana'), t.clock.now())
    const announced: string[][] = []
    t.events.on('sessions-revoked', (event) => announced.push(event.sessionIds))
    await revokeSession(t.deps, issued.sessionId)
    expect(announced).toEqual([[issued.sessionId]])
    expect(await verifyToken(t.deps.db, issued.token, t.clock.now())).toBeNull()
  })
})
