// A season's plan for one location and year: how many orders, when each was created (ascending),
// which are OPEN, CANCELED, refunded or returns. Each order is then built from its own seed, so
// any one can be rebuilt alone (the emulator keeps only the plan and rebuilds pages on demand).
import type { Order } from '../contract/square-order'
import { createBasketPicker, type BasketPicker } from './basket'
import { demoCatalog, type DemoCatalogItem } from './catalog'
import { demoSites, type DemoSite } from './locations'
import { resolveDemoOptions, type DemoOptions, type ResolvedDemoOptions } from './options'
import { createRandom, seedFrom } from './random'
import { buildReturnOrder } from './returns'
import { buildSaleOrder } from './sale'
import { createSeasonSampler } from './season-shape'

export interface SeasonSlot {
  createdAtMs: number
  kind: 'sale' | 'return'
  state: 'COMPLETED' | 'OPEN' | 'CANCELED'
  /** For a sale: whether a later return refunds it. */
  refunded: boolean
  /** For a return: the index of the sale it refunds. */
  sourceIndex: number
}

export interface SeasonPlan {
  site: DemoSite
  year: number
  /** Ascending by createdAtMs. */
  slots: readonly SeasonSlot[]
  /** Builds the order in slot `index` (the same object shape every time for the same seed). */
  orderAt(index: number): Order
}

/** Everything plans share for one set of options, built once. */
export interface DemoContext {
  options: ResolvedDemoOptions
  sites: DemoSite[]
  catalog: DemoCatalogItem[]
  picker: BasketPicker
}

let cached: { key: string; context: DemoContext } | undefined

/** The shared context for `options` (the last one is kept, as callers ask for the same repeatedly). */
export function demoContext(options: DemoOptions = {}): DemoContext {
  const resolved = resolveDemoOptions(options)
  const key = JSON.stringify(resolved)
  if (cached?.key !== key) {
    const catalog = demoCatalog(resolved)
    cached = { key, context: { options: resolved, sites: demoSites(resolved), catalog, picker: createBasketPicker(catalog) } }
  }
  return cached.context
}

const OPEN_SHARE = 0.015
const CANCELED_SHARE = 0.015
const REFUNDED_SHARE = 0.02

/** Plans one location's season; a year the location did not trade in has no slots. */
export function planSeason(context: DemoContext, site: DemoSite, year: number): SeasonPlan {
  const { options, picker } = context
  const locationId = site.location.id
  const timezone = site.location.timezone ?? 'America/Los_Angeles'
  const random = createRandom(seedFrom(options.seed, 'plan', locationId, year))
  const yearIndex = options.years.indexOf(year)
  // Business grows a little each season; every location-year varies ±15%.
  const growth = 1 + 0.08 * (yearIndex - (options.years.length - 1) / 2)
  const active = site.activeYears.includes(year)
  const count = active ? Math.round(options.ordersPerLocationYear * site.popularity * growth * (0.85 + random.next() * 0.3)) : 0

  const sampler = createSeasonSampler(timezone, year)
  const times = new Float64Array(count)
  for (let i = 0; i < count; i++) times[i] = sampler.sample(random)
  times.sort()

  type Draft = SeasonSlot & { source?: Draft; index?: number }
  const sales: Draft[] = Array.from(times, (createdAtMs) => {
    const roll = random.next()
    const state = roll < OPEN_SHARE ? 'OPEN' : roll < OPEN_SHARE + CANCELED_SHARE ? 'CANCELED' : 'COMPLETED'
    return { createdAtMs, kind: 'sale', state, refunded: state === 'COMPLETED' && random.chance(REFUNDED_SHARE), sourceIndex: -1 }
  })
  // Every season of some size shows each special case at least once.
  if (count >= 20) {
    for (const want of ['OPEN', 'CANCELED', 'refunded'] as const) {
      const present = sales.some((s) => (want === 'refunded' ? s.refunded : s.state === want))
      if (present) continue
      const candidates = sales.filter((s) => s.state === 'COMPLETED' && !s.refunded)
      const chosen = candidates[Math.floor(random.next() * candidates.length)]
      if (!chosen) continue
      if (want === 'refunded') chosen.refunded = true
      else chosen.state = want
    }
  }
  const returns: Draft[] = []
  for (const sale of sales) {
    if (!sale.refunded) continue
    // Most returns come back the same day or the next; none after the season's last day.
    const delay = random.chance(0.6) ? random.int(10, 240) * 60_000 : random.int(12, 30) * 3_600_000
    const latest = sampler.windowEndMs - 60_000
    const at = sale.createdAtMs + delay <= latest ? sale.createdAtMs + delay : sale.createdAtMs + Math.max(1, Math.floor((latest - sale.createdAtMs) / 2))
    returns.push({ createdAtMs: at + random.int(0, 999), kind: 'return', state: 'COMPLETED', refunded: false, sourceIndex: -1, source: sale })
  }
  const all = [...sales, ...returns].sort((a, b) => a.createdAtMs - b.createdAtMs)
  all.forEach((slot, index) => (slot.index = index))
  const slots: SeasonSlot[] = all.map((slot) => ({
    createdAtMs: slot.createdAtMs,
    kind: slot.kind,
    state: slot.state,
    refunded: slot.refunded,
    sourceIndex: slot.source?.index ?? -1,
  }))

  const orderAt = (index: number): Order => {
    const slot = slots[index]
    if (!slot) throw new RangeError(`No order ${index} in ${locationId} ${year}`)
    const orderRandom = createRandom(seedFrom(options.seed, locationId, year, index))
    if (slot.kind === 'return') return buildReturnOrder(orderRandom, orderAt(slot.sourceIndex), slot.createdAtMs)
    return buildSaleOrder(orderRandom, {
      locationId,
      tax: site.tax,
      picker,
      createdAtMs: slot.createdAtMs,
      state: slot.state,
      refunded: slot.refunded,
    })
  }
  return { site, year, slots, orderAt }
}
