// The like-for-like figures of /api/square/stats (docs/figures.md#like-for-like): while a season is in progress at the
// location, each asked season's totals over the asked days up to the same local minute as now, cut
// by src/analytics/season-cut and counted by src/analytics. Each cut's totals are cached under the
// season's stats prefix for a few minutes, so a page asking every minute reads its orders once a
// minute at most, and a change to the season's orders drops them with its other figures.
import { analyseOrders, likeForLikeAt } from '../../src/analytics'
import type { LikeForLikeData } from '../../src/contract/figures-answers'
import type { YearTotals } from '../../src/contract/stats'
import { serialiseDays } from '../../src/season/date-range'
import { daysInRange, type DayRange } from '../../src/season/window'
import { statsCacheKey } from '../kv/kv-cache'
import type { FiguresContext, PlacedLocation } from './figures-cache'
import { completedSeasonOrdersBefore } from './stored-orders'

/** How long a cut's totals are kept: the cut moves on every minute, so they are soon of no use. */
const CUT_TTL_MS = 5 * 60_000

async function totalsUpTo(ctx: FiguresContext, location: PlacedLocation, year: number, range: DayRange, cutMs: number): Promise<YearTotals> {
  const tracked = ctx.tracked.includes(year)
  const kv = tracked ? ctx.cache : undefined
  const key = statsCacheKey(location.id, year, `${serialiseDays(range)}@${new Date(cutMs).toISOString()}`)
  const hit = await kv?.getJson<YearTotals>(key)
  if (hit !== undefined) return hit.value
  const orders = tracked ? await completedSeasonOrdersBefore(ctx.db, location.id, { endMs: cutMs, firstYear: year, lastYear: year }) : []
  const totals = analyseOrders(orders, location.timeZone, { years: [year], days: daysInRange(range), cuts: { [year]: cutMs } }).years[0]!.totals
  await kv?.setJson(key, totals, CUT_TTL_MS)
  return totals
}

/** Each of `years` over `range` up to its like-for-like cut at `nowMs`; null while no season is in progress at the location. */
export async function likeForLikeFigures(ctx: FiguresContext, location: PlacedLocation, years: readonly number[], range: DayRange, nowMs: number): Promise<LikeForLikeData | null> {
  const cuts = likeForLikeAt(years, location.timeZone, nowMs)
  if (cuts === null) return null
  const seasons: LikeForLikeData['seasons'] = []
  for (const cut of cuts.cuts) {
    seasons.push({ year: cut.year, cutAt: new Date(cut.atMs).toISOString(), totals: await totalsUpTo(ctx, location, cut.year, range, cut.atMs) })
  }
  return { inProgressYear: cuts.inProgressYear, through: cuts.moment, seasons }
}
