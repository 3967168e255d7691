// Figures of a location computed from its stored orders with src/analytics (the code the browser
// ran before, docs/figures.md#where-figures-are-computed) and kept in the KV cache: one entry per location-year for stats (per
// selection of days) and items, so adding a year to a selection computes only that year; and one
// per sales report. invalidateSquareData drops them with the orders they came from. A season no
// location has orders for is answered (zeros) without reading or caching anything: there is
// nothing to save, and any year a URL names would otherwise leave a key behind. For the same
// reason a date-range report is kept only when its days lie within one tracked season's window:
// a location has few such ranges, while any caller could ask for endless others.
import type { Kysely } from 'kysely'
import { analyseOrders, type SeasonAnalysis } from '../../src/analytics'
import { salesReportOf } from '../../src/analytics/sales-report'
import type { Clock } from '../../src/clock/clock'
import type { SalesReport } from '../../src/contract/reports'
import type { ItemRow, PaymentTypeYear, YearStats } from '../../src/contract/stats'
import { serialiseDays } from '../../src/season/date-range'
import { localDaysInstants, seasonWindowDates } from '../../src/season/local-dates'
import { FULL_RANGE, daysInRange, type DayRange } from '../../src/season/window'
import type { Database } from '../db/schema'
import type { CoreDeps } from '../core-deps'
import { itemsCacheKey, KV_TTL_MS, kvCacheOf, type KvCache, reportCacheKey, statsCacheKey } from '../kv/kv-cache'
import { storedClaimsFor } from '../square/store/refund-claims'
import { figureInputs } from './figure-inputs'
import { completedSeasonOrdersBefore, locationTimeZone, seasonOrders, storedTrackedSeasons } from './stored-orders'

export interface FiguresContext {
  db: Kysely<Database>
  clock: Clock
  /** The seasons with stored orders (storedTrackedSeasons). */
  tracked: readonly number[]
  /** Where figures of tracked seasons are kept. */
  cache: KvCache
}

/** A stored location: its id and the IANA timezone its days and hours are placed in. */
export interface PlacedLocation {
  id: string
  timeZone: string
}

/** The figures context and the location, or undefined when no such location is stored. */
export async function figuresOf(deps: Pick<CoreDeps, 'db' | 'clock' | 'config'>, locationId: string): Promise<{ ctx: FiguresContext; location: PlacedLocation } | undefined> {
  const { db, clock } = deps
  const timeZone = await locationTimeZone(db, locationId)
  if (timeZone === undefined) return undefined
  return { ctx: { db, clock, tracked: await storedTrackedSeasons(db), cache: kvCacheOf(deps) }, location: { id: locationId, timeZone } }
}

/** One season's stats entry, as cached. */
export interface SeasonStatsEntry {
  stats: YearStats
  paymentTypes: PaymentTypeYear
}

function seasonEntryOf(analysis: SeasonAnalysis): SeasonStatsEntry {
  const stats = analysis.years[0]
  const paymentTypes = analysis.paymentTypes[0]
  if (stats === undefined || paymentTypes === undefined) throw new Error('analyseOrders reported no season for the year asked')
  return { stats, paymentTypes }
}

/**
 * One season's figures over `range`: only the orders whose local creation day is in the range
 * count, so cards, charts, splits and items describe the same days. The pass fills the season's
 * stats and items entries for the range together.
 */
async function analyseSeason(ctx: FiguresContext, kv: KvCache | undefined, location: PlacedLocation, year: number, range: DayRange): Promise<SeasonAnalysis> {
  // Every order of the season goes in, so a refund on a chosen day finds its sale on another day;
  // the analysis counts only the chosen days (and only this season: another season's sales come
  // in for their tenders).
  const inputs = await figureInputs(ctx.db, ctx.tracked.includes(year) ? await seasonOrders(ctx.db, location.id, year) : [])
  const analysis = analyseOrders(inputs.orders, location.timeZone, { years: [year], days: daysInRange(range), claimedRefunds: inputs.claimedRefunds })
  if (kv !== undefined) {
    await kv.setJson(statsCacheKey(location.id, year, serialiseDays(range)), seasonEntryOf(analysis), KV_TTL_MS.figures)
    await kv.setJson(itemsCacheKey(location.id, year, serialiseDays(range)), analysis.items, KV_TTL_MS.figures)
  }
  return analysis
}

/** The cache for a season, or undefined when the season holds no orders (not cached). */
function cacheFor(ctx: FiguresContext, years: readonly number[]): KvCache | undefined {
  return years.some((year) => ctx.tracked.includes(year)) ? ctx.cache : undefined
}

/** Whether beginDate – endDate lies within the window of one tracked season (a report worth keeping). */
function withinTrackedSeason(ctx: FiguresContext, beginDate: string, endDate: string): boolean {
  const year = Number(beginDate.slice(0, 4))
  if (!ctx.tracked.includes(year)) return false
  const window = seasonWindowDates(year)
  return beginDate >= window.beginDate && endDate <= window.endDate
}

/** Each season's stats and payment breakdown over `range`, in the order of `years`. */
export async function seasonStats(ctx: FiguresContext, location: PlacedLocation, years: readonly number[], range: DayRange): Promise<SeasonStatsEntry[]> {
  const entries: SeasonStatsEntry[] = []
  for (const year of years) {
    const kv = cacheFor(ctx, [year])
    const hit = await kv?.getJson<SeasonStatsEntry>(statsCacheKey(location.id, year, serialiseDays(range)))
    entries.push(hit?.value ?? seasonEntryOf(await analyseSeason(ctx, kv, location, year, range)))
  }
  return entries
}

/** One season's items over `range` (the whole window by default), by revenue, largest first. */
export async function seasonItems(ctx: FiguresContext, location: PlacedLocation, year: number, range: DayRange = FULL_RANGE): Promise<ItemRow[]> {
  const kv = cacheFor(ctx, [year])
  const hit = await kv?.getJson<ItemRow[]>(itemsCacheKey(location.id, year, serialiseDays(range)))
  if (hit !== undefined) return hit.value
  return (await analyseSeason(ctx, kv, location, year, range)).items
}

/** The sales report over local days beginDate – endDate (YYYY-MM-DD, both included). */
export async function salesReport(ctx: FiguresContext, location: PlacedLocation, beginDate: string, endDate: string): Promise<SalesReport> {
  const firstYear = Number(beginDate.slice(0, 4))
  const lastYear = Number(endDate.slice(0, 4))
  const covered = ctx.tracked.filter((year) => year >= firstYear && year <= lastYear)
  const kv = withinTrackedSeason(ctx, beginDate, endDate) ? ctx.cache : undefined
  const key = reportCacheKey(location.id, beginDate, endDate)
  const hit = await kv?.getJson<SalesReport>(key)
  if (hit !== undefined) return hit.value
  const range = { locationId: location.id, timeZone: location.timeZone, beginDate, endDate }
  // The seasons' orders from their start: money of a sale made before the range may move in it.
  const orders = covered.length === 0 ? [] : await completedSeasonOrdersBefore(ctx.db, location.id, { endMs: localDaysInstants(range).endMs, firstYear, lastYear })
  const report = salesReportOf(range, orders, await storedClaimsFor(ctx.db, orders))
  await kv?.setJson(key, report, KV_TTL_MS.figures)
  return report
}
