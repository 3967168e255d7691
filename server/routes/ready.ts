// GET /api/ready (public; readiness): 200 once the database is migrated and the first sync has data
// to show, 503 before that and again from the moment a stop signal arrives, so a load balancer
// sends traffic only to instances that can answer it and stops before an instance goes away.
import { Hono } from 'hono'
import { publicAccess } from '../http/guards'
import type { Ready } from '../../src/contract/health'
import type { AppEnv } from '../env'

export const ready = new Hono<AppEnv>().get('/', publicAccess(), (c) => {
  const { state, detail } = c.var.deps.readiness?.current() ?? { state: 'ready' as const }
  const body: Ready = { ready: state === 'ready', status: state, ...(detail === undefined ? {} : { detail }) }
  c.header('Cache-Control', 'no-store')
  return c.json(body, state === 'ready' ? 200 : 503)
})
