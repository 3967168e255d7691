// The pace of the demo's live payments: as its own season would ring them at this moment. Each
// ACTIVE stand sells in proportion to its sales in the latest generated season, shaped by the
// season's days and hours in the stand's own timezone (quiet mornings, evening peaks, the Fourth);
// outside the window every day is read as an average season day. The busiest hour of the season
// rings one payment every `busiestGapMs` on average; quieter moments ring proportionally less,
// down to QUIET_SHARE of that (a demo that fell silent at night would look broken). Gaps between
// payments are random (exponential), as real sales arrive, not on a metronome.
import type { DemoOptions } from './options'
import { demoContext, type DemoContext } from './demo-context'
import { planSeason } from './plan'
import { hourWeightsOf, SEASON_DAYS, type SeasonDay } from './season-shape'
import { zonePlacer } from '../season/zone'

/** The least a quiet moment (the stands closed) rings, as a share of the busiest hour. */
export const QUIET_SHARE = 0.05

interface PacedStand {
  locationId: string
  timeZone: string
  /** Completed sales in the latest generated season. */
  sales: number
}

interface Pace {
  stands: PacedStand[]
  /** Sum of every stand's sales. */
  totalSales: number
  /** The largest share of a season's sales one local hour takes. */
  busiestHourShare: number
}

const DAY_WEIGHT_TOTAL = SEASON_DAYS.reduce((sum, day) => sum + day.weight, 0)
/** Outside the window: an average season day with the ordinary hours. */
const AVERAGE_DAY: SeasonDay = { month: 0, day: 0, weight: DAY_WEIGHT_TOTAL / SEASON_DAYS.length, opens: 9, closes: 21 }

/** The share of a season's sales that one local hour of `day` takes. */
function hourShare(day: SeasonDay, hour: number): number {
  if (hour < day.opens || hour > day.closes) return 0
  const weights = hourWeightsOf(day)
  let open = 0
  for (let h = day.opens; h <= day.closes; h++) open += weights[h] ?? 0
  return open === 0 ? 0 : ((day.weight / DAY_WEIGHT_TOTAL) * (weights[hour] ?? 0)) / open
}

const BUSIEST_HOUR_SHARE = Math.max(...SEASON_DAYS.flatMap((day) => Array.from({ length: 24 }, (_, hour) => hourShare(day, hour))))

const paces = new WeakMap<DemoContext, Pace>()

/** Each ACTIVE stand's sales in the latest generated season, planned once per demo. */
function paceOf(options: DemoOptions): Pace {
  const context = demoContext(options)
  let pace = paces.get(context)
  if (pace === undefined) {
    const latest = context.options.years[context.options.years.length - 1] as number
    const stands = context.sites
      .filter((site) => site.location.status === 'ACTIVE')
      .map((site) => ({
        locationId: site.location.id,
        timeZone: site.location.timezone ?? 'America/Los_Angeles',
        sales: planSeason(context, site, latest).slots.filter((slot) => slot.kind === 'sale' && slot.state === 'COMPLETED').length,
      }))
    pace = { stands, totalSales: stands.reduce((sum, stand) => sum + stand.sales, 0), busiestHourShare: BUSIEST_HOUR_SHARE }
    paces.set(context, pace)
  }
  return pace
}

/** How busy a stand is at `nowMs`: the share of its season's sales its current local hour takes. */
function shareNow(stand: PacedStand, nowMs: number): number {
  const local = zonePlacer(stand.timeZone).place(nowMs)
  if (local === null) return 0
  const day = local.seasonIndex >= 0 ? (SEASON_DAYS[local.seasonIndex] as SeasonDay) : AVERAGE_DAY
  return hourShare(day, local.hour)
}

/** How busy the whole demo is at `nowMs`, from 0 (every stand closed) to 1 (the season's busiest hour). */
export function demoBusyness(options: DemoOptions, nowMs: number): number {
  const pace = paceOf(options)
  if (pace.totalSales === 0) return 0
  let expected = 0
  for (const stand of pace.stands) expected += stand.sales * shareNow(stand, nowMs)
  return expected / (pace.totalSales * pace.busiestHourShare)
}

/** Milliseconds until the next demo payment: random, averaging busiestGapMs at the busiest hour. */
export function nextDemoPaymentDelay(options: DemoOptions, nowMs: number, busiestGapMs: number, random: () => number = Math.random): number {
  const ratePerMs = Math.max(demoBusyness(options, nowMs), QUIET_SHARE) / busiestGapMs
  // An exponential gap: 1 − random() lies in (0, 1], so the logarithm is finite.
  return Math.round(-Math.log(1 - random()) / ratePerMs)
}

/**
 * The stand where the next demo payment happens: drawn in proportion to what each sells at this
 * hour, or, when every stand is closed, to its season's sales. Undefined when no stand is ACTIVE.
 */
export function pickDemoPaymentLocation(options: DemoOptions, nowMs: number, random: () => number = Math.random): string | undefined {
  const pace = paceOf(options)
  const nowWeights = pace.stands.map((stand) => stand.sales * shareNow(stand, nowMs))
  const weights = nowWeights.some((weight) => weight > 0) ? nowWeights : pace.stands.map((stand) => stand.sales)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (total === 0) return pace.stands[Math.floor(random() * pace.stands.length)]?.locationId
  let target = random() * total
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i] as number
    if (target < 0) return pace.stands[i]?.locationId
  }
  return pace.stands[pace.stands.length - 1]?.locationId
}
