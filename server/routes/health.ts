// GET /api/health (public; liveness): whether the server can reach its database, and the server's
// clock, which browsers follow so "today" and token expiry agree with the server (docs/clock-and-seasons.md#the-clock). It
// answers from the moment the port opens, saying whether the instance is starting, ready or stopping.
import { Hono } from 'hono'
import { sql } from 'kysely'
import { publicAccess } from '../http/guards'
import type { Health } from '../../src/contract/health'
import type { AppEnv } from '../env'

export const health = new Hono<AppEnv>().get('/', publicAccess(), async (c) => {
  const { db, clock, log } = c.var.deps
  const serverTime = new Date(clock.now()).toISOString()
  const { state, detail } = c.var.deps.readiness?.current() ?? { state: 'ready' as const }
  const status = { status: state, ...(detail === undefined ? {} : { detail }) }
  try {
    await sql`SELECT 1`.execute(db)
    const body: Health = { ok: true, database: 'ok', serverTime, ...status }
    return c.json(body)
  } catch (error) {
    log.warn('health.database-unavailable', { requestId: c.var.requestId, error })
    const body: Health = { ok: false, database: 'unavailable', serverTime, ...status }
    return c.json(body, 503)
  }
})
