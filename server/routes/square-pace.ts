// /api/square/pace: the season pace of every location, a city's or a list of ids (docs/figures.md#where-figures-are-computed:
// figures computed where the orders are), for signed-in users, and for a host page's embed token
// when it names its own locations (locationIds). A page reads it at its view of the
// server's minute (asOf). A later moment than the server's clock is an admin's what-if (it flags
// stands quiet that may yet sell), so only admins may ask for one; anyone may replay the past.
import { Hono } from 'hono'
import { paceQuerySchema } from '../../src/contract/pace-query'
import { MS_PER_MINUTE } from '../../src/season/instant'
import { isAdmin } from '../auth/roles'
import { requireReader } from '../http/reader-guard'
import type { AppEnv } from '../env'
import { paceAnswer, type PaceSelection } from '../figures/season-pace'
import { ApiFailure } from '../http/errors'
import { validQuery } from '../http/validate'
import { LOCATION_NOT_FOUND } from './square'

/** How far ahead of the server's clock a page's minute may run (its measured offset is not exact). */
const CLOCK_SLACK_MS = MS_PER_MINUTE
export const FUTURE_AS_OF_MESSAGE = "Only an admin may read the pace at a later moment than the server's clock"

export const squarePace = new Hono<AppEnv>().get('/pace', requireReader({ locationListParam: 'locationIds' }), validQuery(paceQuerySchema), async (c) => {
  const query = c.req.valid('query')
  const { deps } = c.var
  const asOfMs = query.asOf === undefined ? deps.clock.now() : Date.parse(query.asOf)
  if (asOfMs > deps.clock.now() + CLOCK_SLACK_MS && !isAdmin(c.var.session?.roles ?? [])) {
    throw new ApiFailure(403, 'FORBIDDEN', FUTURE_AS_OF_MESSAGE, [{ field: 'asOf', message: FUTURE_AS_OF_MESSAGE }])
  }
  const selection: PaceSelection = query.locationIds !== undefined ? { locationIds: query.locationIds } : query.city !== undefined ? { city: query.city } : {}
  const outcome = await paceAnswer(deps, { selection, years: query.years, asOfMs })
  if (!outcome.found) {
    throw new ApiFailure(404, 'NOT_FOUND', LOCATION_NOT_FOUND, outcome.unknownIds.map((id) => ({ field: 'locationIds', message: `No location has the id ${id}` })))
  }
  return c.json({ success: true as const, data: outcome.data })
})
