// /api/square/stats and /api/square/items: a location's figures computed on the server from its
// stored orders (docs/figures.md#where-figures-are-computed) over the same window days, so a widget downloads a few KB of figures,
// never a season of orders.
// While a season is in progress at the location, the stats also carry each season up to the same
// local minute (like-for-like), for the comparisons with earlier seasons. Signed-in users read any
// location; a host page's embed token only its own (server/http/reader-guard.ts).
import { Hono } from 'hono'
import type { ItemsData, StatsData } from '../../src/contract/figures-answers'
import { itemsQuerySchema, statsQuerySchema } from '../../src/contract/figures-queries'
import { daysInRange, FULL_RANGE } from '../../src/season/window'
import { defaultYears } from '../../src/season/seasons'
import { requireReader } from '../http/reader-guard'
import type { AppEnv } from '../env'
import { figuresOf, seasonItems, seasonStats } from '../figures/figures-cache'
import { likeForLikeFigures } from '../figures/like-for-like'
import { ApiFailure } from '../http/errors'
import { validQuery } from '../http/validate'
import { LOCATION_NOT_FOUND } from './square'

export const squareFigures = new Hono<AppEnv>()
  .get('/stats', requireReader({ locationParam: 'locationId' }), validQuery(statsQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const found = await figuresOf(c.var.deps, query.locationId)
    if (found === undefined) throw new ApiFailure(404, 'NOT_FOUND', LOCATION_NOT_FOUND)
    const { ctx, location } = found
    // No years named: the last two tracked seasons (docs/clock-and-seasons.md#tracked-seasons-and-the-current-season); an empty list names none.
    const years = query.years ?? defaultYears(ctx.tracked)
    const range = query.days ?? FULL_RANGE
    const seasons = await seasonStats(ctx, location, years, range)
    const asOf = query.asOf === undefined ? c.var.deps.clock.now() : Date.parse(query.asOf)
    const data: StatsData = {
      locationId: location.id,
      timezone: location.timeZone,
      years,
      days: daysInRange(range),
      stats: seasons.map((season) => season.stats),
      paymentTypes: seasons.map((season) => season.paymentTypes),
      likeForLike: await likeForLikeFigures(ctx, location, years, range, asOf),
    }
    return c.json({ success: true as const, data })
  })
  .get('/items', requireReader({ locationParam: 'locationId' }), validQuery(itemsQuerySchema), async (c) => {
    const { locationId, year, days } = c.req.valid('query')
    const found = await figuresOf(c.var.deps, locationId)
    if (found === undefined) throw new ApiFailure(404, 'NOT_FOUND', LOCATION_NOT_FOUND)
    const range = days ?? FULL_RANGE
    const data: ItemsData = { locationId, year, days: daysInRange(range), items: await seasonItems(found.ctx, found.location, year, range) }
    return c.json({ success: true as const, data })
  })
