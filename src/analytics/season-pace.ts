// Season pace: the whole business (or a set of locations) this season so far against the same
// local moment of each earlier season, each location cut in its own timezone by the like-for-like
// cut (./season-cut), and the stands that have gone quiet (./quiet-stands).
//
// A location's season is read from its hourly window slots (net sales and transactions by the
// local hour its orders were created in, as ./season-tally places them; the server keeps them as
// stored per-order figures): a cut counts the whole hours before the cut's hour and, of that
// hour, what came before the cut. So a season's hourly sums and one hour's orders give any cut.
//
// Out of season (the newest season is in progress at none of the locations) every season counts
// whole: the newest season's final pace against the ones before.
import type { PaceData, PaceFigures, PaceLocation, PaceSeason } from '../contract/pace'
import { MS_PER_MINUTE } from '../season/instant'
import { SEASON_LENGTH, seasonIndexOfDate } from '../season/window'
import { averageOrderValue } from './figures'
import { isQuiet } from './quiet-stands'
import { cutMomentAt, cutOf, seasonInProgressAt, type CutMoment } from './season-cut'
import { SEASON_SLOTS } from './year-tally'

/** A season's net sales and transactions per window hour (day index × 24 + local hour), SEASON_SLOTS long. */
export interface SlotSums {
  netSales: readonly number[]
  transactions: readonly number[]
}

export const NO_FIGURES: Readonly<PaceFigures> = Object.freeze({ netSales: 0, transactions: 0 })

/** A season with nothing in it. */
export function emptySlots(): SlotSums {
  return { netSales: new Array<number>(SEASON_SLOTS).fill(0), transactions: new Array<number>(SEASON_SLOTS).fill(0) }
}

/** The window hour a local minute falls in: -1 before June 28, SEASON_SLOTS after July 5. */
export function windowSlotOf(moment: CutMoment): number {
  const index = seasonIndexOfDate(moment.month, moment.day)
  if (index >= 0) return index * 24 + moment.hour
  const beforeWindow = moment.month < 6 || (moment.month === 6 && moment.day < 28)
  return beforeWindow ? -1 : SEASON_SLOTS
}

/** Where a location's seasons are cut in a pace. */
export interface LocationCut {
  /** The window hour the cut falls in: -1 before the window (nothing counts), SEASON_SLOTS after it (whole seasons). */
  slot: number
  /** The local minute every season is cut through; null out of season. */
  moment: CutMoment | null
  /** Per season, the instant its cut falls at: what was created before it counts (Infinity: all of it). */
  atMs: ReadonlyMap<number, number>
}

/**
 * The cut of a location's seasons for a pace read at `asOfMs`: while `likeForLike`, each season
 * through the same local minute as `asOfMs` at the location (./season-cut, so a stand whose
 * season has not begun yet counts nothing, and one whose season is over counts it whole); else
 * every season whole.
 */
export function locationCut(years: readonly number[], timeZone: string, asOfMs: number, likeForLike: boolean): LocationCut {
  if (!likeForLike) return { slot: SEASON_SLOTS, moment: null, atMs: new Map(years.map((year) => [year, Infinity])) }
  const moment = cutMomentAt(asOfMs, timeZone)
  return { slot: windowSlotOf(moment), moment, atMs: new Map(years.map((year) => [year, cutOf(year, moment, timeZone).atMs])) }
}

/** Whether a pace of `years` at `asOfMs` compares like for like: the newest season is in progress at one of the timezones. */
export function paceIsLikeForLike(years: readonly number[], timeZones: Iterable<string>, asOfMs: number): boolean {
  if (years.length === 0) return false
  const newest = Math.max(...years)
  for (const timeZone of new Set(timeZones)) if (seasonInProgressAt(asOfMs, timeZone) === newest) return true
  return false
}

/**
 * A season up to a cut in window hour `slot`: the whole hours before it, `cutHour` (what that
 * hour held before the cut) in it, nothing after it.
 */
export function slotsThroughCut(whole: SlotSums, slot: number, cutHour: PaceFigures): SlotSums {
  if (slot >= SEASON_SLOTS) return whole
  const cut = emptySlots() as { netSales: number[]; transactions: number[] }
  for (let hour = 0; hour < slot; hour++) {
    cut.netSales[hour] = whole.netSales[hour]!
    cut.transactions[hour] = whole.transactions[hour]!
  }
  if (slot >= 0) {
    cut.netSales[slot] = cutHour.netSales
    cut.transactions[slot] = cutHour.transactions
  }
  return cut
}

/** Net sales and transactions of a season's slots. */
export function slotTotals(slots: SlotSums): PaceFigures {
  let netSales = 0
  let transactions = 0
  for (let hour = 0; hour < SEASON_SLOTS; hour++) {
    netSales += slots.netSales[hour]!
    transactions += slots.transactions[hour]!
  }
  return { netSales, transactions }
}

/** One location as a pace reads it. */
export interface PaceLocationInput {
  id: string
  name: string
  status: 'ACTIVE' | 'INACTIVE'
  timeZone: string
  /** Its cut (locationCut). */
  cut: LocationCut
  /** Each compared season's hourly sums, whole. */
  seasons: ReadonlyMap<number, SlotSums>
  /** Each compared season's figures in the cut's hour before its cut (absent: none). */
  cutHours: ReadonlyMap<number, PaceFigures>
  /** The newest season's latest sale before its cut (epoch ms); null when none. */
  lastSaleMs: number | null
}

/** The timezone most of the locations keep (the first met among equals): the screen's "local time". */
export function mainTimeZone(timeZones: readonly string[]): string | null {
  const counts = new Map<string, number>()
  for (const timeZone of timeZones) counts.set(timeZone, (counts.get(timeZone) ?? 0) + 1)
  let best: string | null = null
  for (const [timeZone, count] of counts) if (best === null || count > counts.get(best)!) best = timeZone
  return best
}

function addInto(sums: number[], values: readonly number[]): void {
  for (let hour = 0; hour < SEASON_SLOTS; hour++) sums[hour]! += values[hour]!
}

/** Hourly values up to the last hour that holds one (the newest season's line ends at its last sale hour). */
function trimmed(values: number[], lastHour: number): number[] {
  return values.slice(0, Math.max(0, Math.min(SEASON_SLOTS, lastHour + 1)))
}

/**
 * The pace of `years` (ascending) over `locations` read at `asOfMs`: each season's totals, the
 * hourly net sales of the selection, and each location's row. Locations come in the order shown.
 */
export function seasonPace(years: readonly number[], likeForLike: boolean, asOfMs: number, locations: readonly PaceLocationInput[]): PaceData {
  const newest = years.length === 0 ? null : years[years.length - 1]!
  const previous = years.length < 2 ? null : years[years.length - 2]!
  // A stand is judged at the start of the minute read: at 8:35 PM, a sale at 8:05 PM is 30 minutes old.
  const minuteMs = Math.floor(asOfMs / MS_PER_MINUTE) * MS_PER_MINUTE
  const hourly = new Map(years.map((year) => [year, new Array<number>(SEASON_SLOTS).fill(0)]))
  const totals = new Map(years.map((year) => [year, { netSales: 0, transactions: 0 }]))
  let lastCutSlot = -1
  const rows: PaceLocation[] = locations.map((location) => {
    const figures = new Map<number, PaceFigures>()
    for (const year of years) {
      const whole = location.seasons.get(year) ?? emptySlots()
      const cut = slotsThroughCut(whole, location.cut.slot, location.cutHours.get(year) ?? NO_FIGURES)
      const upToCut = slotTotals(cut)
      figures.set(year, upToCut)
      const total = totals.get(year)!
      total.netSales += upToCut.netSales
      total.transactions += upToCut.transactions
      // The chart shows earlier seasons whole and the newest up to now.
      addInto(hourly.get(year)!, year === newest ? cut.netSales : whole.netSales)
    }
    lastCutSlot = Math.max(lastCutSlot, location.cut.slot)
    const earlier = years.filter((year) => year !== newest).map((year) => location.seasons.get(year) ?? emptySlots())
    return {
      id: location.id,
      name: location.name,
      status: location.status,
      timezone: location.timeZone,
      soFar: newest === null ? { ...NO_FIGURES } : figures.get(newest)!,
      lastSeason: previous === null ? null : figures.get(previous)!,
      lastPaymentAt: location.lastSaleMs === null ? null : new Date(location.lastSaleMs).toISOString(),
      quiet:
        likeForLike &&
        newest !== null &&
        seasonInProgressAt(asOfMs, location.timeZone) === newest &&
        isQuiet({ active: location.status === 'ACTIVE', earlier, timeZone: location.timeZone, atMs: minuteMs, lastSaleMs: location.lastSaleMs }),
    }
  })
  const seasons: PaceSeason[] = years.map((year) => {
    const total = totals.get(year)!
    return { year, ...total, averageOrderValue: averageOrderValue(total.netSales, total.transactions) }
  })
  const timeZone = mainTimeZone(locations.map((location) => location.timeZone))
  const moment = likeForLike && timeZone !== null ? cutMomentAt(asOfMs, timeZone) : null
  return {
    asOf: new Date(asOfMs).toISOString(),
    likeForLike,
    through: moment === null ? null : { moment, timeZone: timeZone! },
    years: [...years],
    seasons,
    hourly: {
      now: moment === null ? null : nowOnTheWindow(moment),
      seasons: years.map((year) => ({ year, netSales: year === newest && likeForLike ? trimmed(hourly.get(year)!, lastCutSlot) : hourly.get(year)! })),
    },
    locations: rows,
  }
}

/** Where a local minute falls on the window's hours: an hour and the fraction of it gone, clamped to the window. */
export function nowOnTheWindow(moment: CutMoment): number {
  const slot = windowSlotOf(moment)
  if (slot < 0) return 0
  if (slot >= SEASON_SLOTS) return SEASON_LENGTH * 24
  return slot + moment.minute / 60
}
