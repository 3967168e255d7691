// The like-for-like figures of /api/square/stats (docs/figures.md#like-for-like): while a season is in progress at the
// location, each asked season up to the same local minute as now — its totals and money collected
// over the asked days, and its cut's own day (tonight so far, and the same evening of earlier
// seasons) — cut by src/analytics/season-cut and counted by src/analytics/cut-figures. Each cut's
// figures are cached under the season's stats prefix for a few minutes, so a page asking every
// minute reads its orders once a minute at most, and a change to the season's orders drops them
// with its other figures.
import { cutDayOf, cutFiguresOf, likeForLikeAt, type CutFigures } from '../../src/analytics'
import type { LikeForLikeData } from '../../src/contract/figures-answers'
import { serialiseDays } from '../../src/season/date-range'
import { daysInRange, type DayRange, type SeasonDay } from '../../src/season/window'
import { statsCacheKey } from '../kv/kv-cache'
import { figureInputs } from './figure-inputs'
import type { FiguresContext, PlacedLocation } from './figures-cache'
import { completedSeasonOrdersBefore } from './stored-orders'

/** How long a cut's figures are kept: the cut moves on every minute, so they are soon of no use. */
const CUT_TTL_MS = 5 * 60_000

/**
 * The cache key of a season's figures over `range` up to a cut: under the season's stats prefix,
 * so they go with its other figures ("28to5@cut:2024-07-05T03:31:00.000Z").
 */
export function cutCacheKey(locationId: string, year: number, range: DayRange, cutMs: number): string {
  return statsCacheKey(locationId, year, `${serialiseDays(range)}@cut:${new Date(cutMs).toISOString()}`)
}

async function figuresUpTo(ctx: FiguresContext, location: PlacedLocation, year: number, range: DayRange, cut: { atMs: number; day: SeasonDay | null }): Promise<CutFigures> {
  const tracked = ctx.tracked.includes(year)
  const kv = tracked ? ctx.cache : undefined
  const key = cutCacheKey(location.id, year, range, cut.atMs)
  const hit = await kv?.getJson<CutFigures>(key)
  if (hit !== undefined) return hit.value
  const orders = tracked ? await completedSeasonOrdersBefore(ctx.db, location.id, { endMs: cut.atMs, firstYear: year, lastYear: year }) : []
  // As every other figure reads them: a refund a return order claims is left to it.
  const inputs = await figureInputs(ctx.db, orders)
  const figures = cutFiguresOf(inputs.orders, location.timeZone, year, daysInRange(range), cut, inputs.claimedRefunds)
  await kv?.setJson(key, figures, CUT_TTL_MS)
  return figures
}

/** Each of `years` over `range` up to its like-for-like cut at `nowMs`; null while no season is in progress at the location. */
export async function likeForLikeFigures(ctx: FiguresContext, location: PlacedLocation, years: readonly number[], range: DayRange, nowMs: number): Promise<LikeForLikeData | null> {
  const cuts = likeForLikeAt(years, location.timeZone, nowMs)
  if (cuts === null) return null
  const day = cutDayOf(cuts.moment)
  const seasons: LikeForLikeData['seasons'] = []
  for (const cut of cuts.cuts) {
    seasons.push({ year: cut.year, cutAt: new Date(cut.atMs).toISOString(), ...(await figuresUpTo(ctx, location, cut.year, range, { atMs: cut.atMs, day })) })
  }
  return { inProgressYear: cuts.inProgressYear, through: cuts.moment, seasons }
}
