// The demo's shapes in which money and orders reach Square late or twice, so figures have to tell
// them apart: a refund a sale lists that its return order lists too (the same Refund.id on both),
// within a season and across two (a buyer brings last season's dud back this season), and a late
// offline completion (Square forwards offline payments up to 72 hours late: an order rung up on
// the evening of July 4 that Square receives, completed, on July 6). Each is decided from a random
// stream of its own, so the rest of the season stays as it was.
import type { Order } from '../contract/square-order'
import { isoMs } from './iso'
import type { DemoContext } from './demo-context'
import type { DemoSite } from './locations'
import { createRandom, seedFrom, type Random } from './random'
import { createSeasonSampler } from './season-shape'
import { localToUtcMs } from './zone'

/** Of returned sales (not exchanges): the sale lists the return order's refund too. */
const LISTED_ON_BOTH_SHARE = 0.25
/** Of locations open two seasons running: one of the first season's sales comes back the next. */
const NEXT_SEASON_RETURN_SHARE = 0.15

/** The random stream that decides which refunds a returned sale lists too. */
export function listedOnBothRandom(context: DemoContext, site: DemoSite, year: number): Random {
  return createRandom(seedFrom(context.options.seed, 'listed-on-both', site.location.id, year))
}

/** Whether a returned sale lists its return order's refund itself (one draw of listedOnBothRandom). */
export function listsReturnRefund(random: Random): boolean {
  return random.chance(LISTED_ON_BOTH_SHARE)
}

function activeBothSeasons(site: DemoSite, year: number): boolean {
  return site.activeYears.includes(year) && site.activeYears.includes(year + 1)
}

/**
 * When a sale of `year` at `site` is brought back in the next season's window, if one is: at about
 * one location in seven open both seasons, and always at the first such location, so even the
 * smallest demo has one. The sale is chosen by the season's plan (nextSeasonSaleRandom).
 */
export function nextSeasonReturnAt(context: DemoContext, site: DemoSite, year: number): number | undefined {
  const next = year + 1
  if (!context.options.years.includes(next) || !activeBothSeasons(site, year)) return undefined
  const random = createRandom(seedFrom(context.options.seed, 'next-season-return', site.location.id, year))
  const first = context.sites.find((candidate) => activeBothSeasons(candidate, year)) === site
  if (!first && !random.chance(NEXT_SEASON_RETURN_SHARE)) return undefined
  const sampler = createSeasonSampler(site.location.timezone ?? 'America/Los_Angeles', next)
  // Early in the season, so a demo started in season already shows it.
  return Math.min(sampler.sample(random), sampler.windowStartMs + 3 * 86_400_000 + random.int(10, 20) * 3_600_000)
}

/** The random stream that picks which sale of a season comes back next season. */
export function nextSeasonSaleRandom(context: DemoContext, site: DemoSite, year: number): Random {
  return createRandom(seedFrom(context.options.seed, 'next-season-sale', site.location.id, year))
}

/** The seed of the return order that brings back the sale in slot `saleSlot` of `year` next season. */
export function nextSeasonReturnSeed(context: DemoContext, site: DemoSite, year: number, saleSlot: number): number {
  return seedFrom(context.options.seed, 'next-season-return-order', site.location.id, year, saleSlot)
}

/** A late offline completion: rung up at `createdAtMs`, paid then, received completed by Square at `receivedAtMs`. */
export interface OfflineSale {
  createdAtMs: number
  receivedAtMs: number
}

/**
 * The late offline completion of the newest season, at the first location open that season: rung
 * up on July 4 at about 7:10pm local, received by Square on July 6 at about 10am (within Square's
 * 72 hours, after the window has closed).
 */
export function offlineSaleOf(context: DemoContext, site: DemoSite, year: number): OfflineSale | undefined {
  const newest = context.options.years[context.options.years.length - 1]
  if (year !== newest || context.sites.find((candidate) => candidate.activeYears.includes(year)) !== site) return undefined
  const zone = site.location.timezone ?? 'America/Los_Angeles'
  const random = createRandom(seedFrom(context.options.seed, 'offline-sale', site.location.id, year))
  return {
    createdAtMs: localToUtcMs(zone, year, 7, 4, 19, random.int(5, 15), random.int(0, 59), random.int(0, 999)),
    receivedAtMs: localToUtcMs(zone, year, 7, 6, 10, random.int(0, 30), random.int(0, 59), random.int(0, 999)),
  }
}

/**
 * Lists the refunds of `returnOrder` on the sale it returns as well, as Square shows a refund on
 * both orders; the sale was updated then, so its version and updated_at move on.
 */
export function listReturnRefunds(sale: Order, returnOrder: Order): void {
  const refunds = returnOrder.refunds ?? []
  if (refunds.length === 0) return
  sale.refunds = [...(sale.refunds ?? []), ...refunds.map((refund) => ({ ...refund }))]
  const refundedMs = Math.max(...refunds.map((refund) => Date.parse(refund.created_at ?? returnOrder.created_at)))
  const updatedMs = Math.max(Date.parse(sale.updated_at ?? sale.created_at), refundedMs + 1_000)
  sale.updated_at = isoMs(updatedMs)
  sale.version = (sale.version ?? 1) + 1
}
