// A season's plan for one location and year: how many orders, when each was created (ascending),
// which are OPEN, CANCELED, refunded or returns, and the rarer shapes real seasons have: gift card
// sales, split cash-and-card payments, refunds by amount a sale lists itself, exchanges, and the
// late and twice-listed shapes of ./late-shapes. Each order is then built from its own seed, so
// any one can be rebuilt alone (the emulator keeps only the plan and rebuilds pages on demand).
import type { Order } from '../contract/square-order'
import type { DemoContext } from './demo-context'
import type { DemoSite } from './locations'
import { createRandom, seedFrom, type Random } from './random'
import { listedOnBothRandom, listReturnRefunds, listsReturnRefund, nextSeasonReturnAt, nextSeasonReturnSeed, nextSeasonSaleRandom, offlineSaleOf } from './late-shapes'
import { buildExchangeOrder, buildReturnOrder } from './returns'
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
  /** For a return: an exchange, which also sells another item. */
  exchange?: boolean
  /** For a sale: a gift card of this many cents, alone or with fireworks. */
  giftCard?: { cents: number; alone: boolean }
  /** For a sale: paid part in cash, part by card. */
  split?: boolean
  /** For a sale: a refund of this many cents it lists itself, with no return order (Square's Refunds API). */
  refundByAmountCents?: number
  /** The order's own seed: its place among the season's planned orders, or a key of its own. */
  seed: number
  /** For a sale: it lists the refund of the return order in this slot too. */
  listsRefundOf?: number
  /** For a sale: a return order next season brings it back, at this instant, and the sale lists its refund. */
  returnedNextSeasonAtMs?: number
  /** For a return: the sale it refunds is in slot `sourceIndex` of the previous season. */
  fromPreviousSeason?: boolean
  /** For a sale paid offline: when Square received it, completed (else when it was created). */
  receivedAtMs?: number
}

export interface SeasonPlan {
  site: DemoSite
  year: number
  /** Ascending by createdAtMs. */
  slots: readonly SeasonSlot[]
  /** Builds the order in slot `index` (the same object shape every time for the same seed). */
  orderAt(index: number): Order
  /** The order in slot `index` as first built, before it lists refunds other orders make. */
  builtAt(index: number): Order
}

const OPEN_SHARE = 0.015
const CANCELED_SHARE = 0.015
const REFUNDED_SHARE = 0.02
/** Of completed sales that are not refunded: gift cards alone, gift cards with fireworks, refunds by amount. */
const GIFT_CARD_ALONE_SHARE = 0.003
const GIFT_CARD_WITH_SHARE = 0.004
const REFUND_BY_AMOUNT_SHARE = 0.004
/** Of refunded sales: the return is an exchange. */
const EXCHANGE_SHARE = 0.2
const GIFT_CARD_CENTS = [2500, 5000, 5000, 10000]

type Draft = Omit<SeasonSlot, 'seed'> & { seed?: number; source?: Draft; index?: number; listedBy?: Draft }

/**
 * The rarer shapes, drawn from a stream of their own so the rest of the season stays as it was;
 * every season of some size shows each of them at least once.
 */
function planExtras(random: Random, sales: Draft[]): void {
  const plain = () => sales.filter((s) => s.state === 'COMPLETED' && !s.refunded && s.giftCard === undefined && s.refundByAmountCents === undefined && !s.split)
  const giftCard = (alone: boolean) => ({ cents: random.pick(GIFT_CARD_CENTS), alone })
  const refundCents = () => random.int(2, 15) * 100
  for (const sale of sales) {
    if (sale.state !== 'COMPLETED') continue
    const roll = random.next()
    if (sale.refunded) {
      if (roll < EXCHANGE_SHARE) sale.exchange = true
      continue
    }
    if (roll < GIFT_CARD_ALONE_SHARE) sale.giftCard = giftCard(true)
    else if (roll < GIFT_CARD_ALONE_SHARE + GIFT_CARD_WITH_SHARE) sale.giftCard = giftCard(false)
    else if (roll < GIFT_CARD_ALONE_SHARE + GIFT_CARD_WITH_SHARE + REFUND_BY_AMOUNT_SHARE) sale.refundByAmountCents = refundCents()
  }
  if (sales.length < 20) return
  const pick = <T>(list: T[]): T | undefined => list[Math.floor(random.next() * list.length)]
  if (!sales.some((s) => s.giftCard?.alone)) {
    const chosen = pick(plain())
    if (chosen) chosen.giftCard = giftCard(true)
  }
  if (!sales.some((s) => s.giftCard && !s.giftCard.alone)) {
    const chosen = pick(plain())
    if (chosen) chosen.giftCard = giftCard(false)
  }
  if (!sales.some((s) => s.refundByAmountCents !== undefined)) {
    const chosen = pick(plain())
    if (chosen) chosen.refundByAmountCents = refundCents()
  }
  // A split payment that is refunded later: the refund goes back to its card.
  const refunded = sales.filter((s) => s.refunded)
  const splitRefunded = pick(refunded.filter((s) => !s.exchange))
  if (splitRefunded && refunded.length > 1) splitRefunded.split = true
  if (!refunded.some((s) => s.exchange)) {
    const chosen = pick(refunded.filter((s) => !s.split))
    if (chosen) chosen.exchange = true
  }
}

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
  planExtras(createRandom(seedFrom(options.seed, 'plan-extras', locationId, year)), sales)
  const returns: Draft[] = []
  for (const sale of sales) {
    if (!sale.refunded) continue
    // Most returns come back the same day or the next; none after the season's last day.
    const delay = random.chance(0.6) ? random.int(10, 240) * 60_000 : random.int(12, 30) * 3_600_000
    const latest = sampler.windowEndMs - 60_000
    const at = sale.createdAtMs + delay <= latest ? sale.createdAtMs + delay : sale.createdAtMs + Math.max(1, Math.floor((latest - sale.createdAtMs) / 2))
    returns.push({ createdAtMs: at + random.int(0, 999), kind: 'return', state: 'COMPLETED', refunded: false, sourceIndex: -1, source: sale, exchange: sale.exchange })
  }
  const all = [...sales, ...returns].sort((a, b) => a.createdAtMs - b.createdAtMs)
  // Each order keeps the seed of its place here, whatever the shapes added below do to the order.
  all.forEach((slot, index) => (slot.index = index))
  markListedOnBoth(context, site, year, returns)
  const returnedNextSeasonAtMs = nextSeasonReturnAt(context, site, year)
  if (returnedNextSeasonAtMs !== undefined) {
    const plain = sales.filter((s) => s.state === 'COMPLETED' && !s.refunded && s.giftCard === undefined && s.refundByAmountCents === undefined && !s.split)
    const chosen = plain[Math.floor(nextSeasonSaleRandom(context, site, year).next() * plain.length)]
    if (chosen) chosen.returnedNextSeasonAtMs = returnedNextSeasonAtMs
  }
  const previous = site.activeYears.includes(year - 1) && nextSeasonReturnAt(context, site, year - 1) !== undefined ? planSeason(context, site, year - 1) : undefined
  const previousSlot = previous?.slots.findIndex((slot) => slot.returnedNextSeasonAtMs !== undefined) ?? -1
  if (previous && previousSlot >= 0) {
    const at = previous.slots[previousSlot]!.returnedNextSeasonAtMs!
    all.push({ createdAtMs: at, kind: 'return', state: 'COMPLETED', refunded: false, sourceIndex: previousSlot, fromPreviousSeason: true, seed: -1 })
  }
  const offline = offlineSaleOf(context, site, year)
  if (offline) {
    all.push({ createdAtMs: offline.createdAtMs, kind: 'sale', state: 'COMPLETED', refunded: false, sourceIndex: -1, receivedAtMs: offline.receivedAtMs, seed: -2 })
  }
  all.sort((a, b) => a.createdAtMs - b.createdAtMs)
  const position = new Map(all.map((slot, at) => [slot, at]))
  const slots: SeasonSlot[] = all.map((slot) => ({
    createdAtMs: slot.createdAtMs,
    kind: slot.kind,
    state: slot.state,
    refunded: slot.refunded,
    sourceIndex: slot.fromPreviousSeason ? slot.sourceIndex : slot.source ? position.get(slot.source)! : -1,
    seed: slot.index ?? slot.seed ?? -1,
    ...(slot.kind === 'return' && slot.exchange ? { exchange: true } : {}),
    ...(slot.kind === 'sale' && slot.giftCard ? { giftCard: slot.giftCard } : {}),
    ...(slot.kind === 'sale' && slot.split ? { split: true } : {}),
    ...(slot.kind === 'sale' && slot.refundByAmountCents !== undefined ? { refundByAmountCents: slot.refundByAmountCents } : {}),
    ...(slot.listedBy ? { listsRefundOf: position.get(slot.listedBy)! } : {}),
    ...(slot.returnedNextSeasonAtMs !== undefined ? { returnedNextSeasonAtMs: slot.returnedNextSeasonAtMs } : {}),
    ...(slot.fromPreviousSeason ? { fromPreviousSeason: true } : {}),
    ...(slot.receivedAtMs !== undefined ? { receivedAtMs: slot.receivedAtMs } : {}),
  }))

  const seedOf = (slot: SeasonSlot): number =>
    slot.fromPreviousSeason
      ? nextSeasonReturnSeed(context, site, year - 1, slot.sourceIndex)
      : slot.receivedAtMs !== undefined
        ? seedFrom(options.seed, 'offline-sale-order', locationId, year)
        : seedFrom(options.seed, locationId, year, slot.seed)
  // The order as first built; orderAt adds the refunds other orders list too.
  const builtAt = (index: number): Order => {
    const slot = slots[index]
    if (!slot) throw new RangeError(`No order ${index} in ${locationId} ${year}`)
    const orderRandom = createRandom(seedOf(slot))
    if (slot.kind === 'return') {
      const sale = slot.fromPreviousSeason ? previous!.builtAt(slot.sourceIndex) : builtAt(slot.sourceIndex)
      return slot.exchange
        ? buildExchangeOrder(orderRandom, sale, slot.createdAtMs, { tax: site.tax, catalog: context.catalog })
        : buildReturnOrder(orderRandom, sale, slot.createdAtMs)
    }
    return buildSaleOrder(orderRandom, {
      locationId,
      tax: site.tax,
      picker,
      createdAtMs: slot.createdAtMs,
      state: slot.state,
      refunded: slot.refunded || slot.returnedNextSeasonAtMs !== undefined,
      ...(slot.split ? { tenderKind: 'SPLIT' as const } : {}),
      ...(slot.giftCard ? { giftCard: slot.giftCard } : {}),
      ...(slot.refundByAmountCents === undefined ? {} : { refundByAmountCents: slot.refundByAmountCents }),
      // Paid offline when rung up; Square has it, completed, only when the device forwards it.
      ...(slot.receivedAtMs === undefined ? {} : { closedAtMs: slot.receivedAtMs, paidAtMs: slot.createdAtMs + 90_000 }),
    })
  }
  const orderAt = (index: number): Order => {
    const order = builtAt(index)
    const slot = slots[index]!
    if (slot.listsRefundOf !== undefined) listReturnRefunds(order, builtAt(slot.listsRefundOf))
    if (slot.returnedNextSeasonAtMs !== undefined) {
      listReturnRefunds(order, buildReturnOrder(createRandom(nextSeasonReturnSeed(context, site, year, index)), order, slot.returnedNextSeasonAtMs))
    }
    return order
  }
  return { site, year, slots, orderAt, builtAt }
}

/** Marks the returned sales (not exchanges) that list their return order's refund too. */
function markListedOnBoth(context: DemoContext, site: DemoSite, year: number, returns: readonly Draft[]): void {
  const random = listedOnBothRandom(context, site, year)
  for (const returned of returns) {
    if (returned.exchange || !returned.source) continue
    if (listsReturnRefund(random)) returned.source.listedBy = returned
  }
}
