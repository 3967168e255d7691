// GET /api/health (public): whether the server can reach its database, and the server's clock,
// which browsers follow so "today" and token expiry agree with the server (DESIGN §3b).
import { Hono } from 'hono'
import { sql } from 'kysely'
import { publicAccess } from '../auth/guards'
import type { AppEnv } from '../env'

export const health = new Hono<AppEnv>().get('/', publicAccess(), async (c) => {
  const { db, clock, log } = c.var.deps
  const serverTime = new Date(clock.now()).toISOString()
  try {
    await sql`SELECT 1`.execute(db)
    return c.json({ ok: true, database: 'ok', serverTime })
  } catch (error) {
    log.warn('health.database-unreachable', { requestId: c.var.requestId, error })
    return c.json({ ok: false, database: 'unreachable', serverTime }, 503)
  }
})
