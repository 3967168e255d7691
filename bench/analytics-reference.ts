// The reference the analytics benchmark measures against: the same figures computed the way one
// would first write them with d3-array, by placing every order once and then grouping and rolling
// up (year → day → hour, year → day → tender type of each tender and refund, each on the day its
// money moved, item). It uses the same figure definitions
// (src/analytics/figures) and its own shaping, so equal answers also check the one-pass shaping.
import { group, rollup, sum } from 'd3-array'
import type { Order } from '../src/contract/square-order'
import type { ItemRow, PaymentTypeYear, YearStats } from '../src/contract/stats'
import {
  averageOrderValue,
  CUSTOM_AMOUNT_NAME,
  emptyFigures,
  isCounted,
  isCountedRefund,
  isGiftCardLine,
  isRefundByAmount,
  isSale,
  itemLabels,
  lineNetSales,
  orderFigures,
  parseQuantity,
  refundCents,
  refundsClaimedBy,
  returnLineNetSales,
  splitPercents,
  tenderCents,
  tenderKindOf,
  type SeasonAnalysis,
  type TenderKind,
} from '../src/analytics'
import { SEASON_DAYS, seasonDayLabel } from '../src/season/window'
import { parseInstant } from '../src/season/instant'
import { zonePlacer, type ZonePlacer } from '../src/season/zone'

interface Placed {
  order: Order
  year: number
  dayIndex: number
  hour: number
  net: number
  gross: number
  discounts: number
  returns: number
  refundsByAmount: number
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/** Money moved under a tender type on a window day: a tender (positive) or a refund (negative). */
interface Movement {
  year: number
  dayIndex: number
  kind: TenderKind
  cents: number
  /** A partial refund (a sale's own refund no return order lists). */
  partial: boolean
}

/** Every figure of `orders` in `timeZone`, by d3-array group and rollup. */
export function referenceAnalysis(orders: readonly Order[], timeZone: string): SeasonAnalysis {
  const placer = zonePlacer(timeZone)
  const inWindow: { order: Order; year: number; dayIndex: number; hour: number }[] = []
  for (const order of orders) {
    if (!isCounted(order)) continue
    const local = placer.place(parseInstant(order.created_at))
    if (local === null || local.seasonIndex < 0) continue
    inWindow.push({ order, year: local.year, dayIndex: local.seasonIndex, hour: local.hour })
  }
  // Refunds a return order lists are counted there, not again on the sale that lists them too.
  const claimed = new Set(inWindow.flatMap(({ order }) => refundsClaimedBy(order)))
  const placed: Placed[] = inWindow.map((at) => {
    const figures = orderFigures(at.order, emptyFigures())
    return { ...at, net: figures.netSales, gross: figures.grossSales, discounts: figures.discounts, returns: figures.returns, refundsByAmount: figures.refundsByAmount }
  })
  const byYear = group(placed, (p) => p.year)
  const years = [...byYear.keys()].sort((a, b) => a - b)
  const netByYearDayHour = rollup(placed, (ps) => sum(ps, (p) => p.net), (p) => p.year, (p) => p.dayIndex, (p) => p.hour)
  const salesByYearDayHour = rollup(placed, (ps) => ps.filter((p) => isSale(p.order)).length, (p) => p.year, (p) => p.dayIndex, (p) => p.hour)
  const movements = moneyMovements(orders, placed, claimed, placer)
  const collectedByYearDayKind = rollup(movements, (ms) => sum(ms, (m) => m.cents), (m) => m.year, (m) => m.dayIndex, (m) => m.kind)

  const yearStats: YearStats[] = years.map((year) => {
    const rows = byYear.get(year) ?? []
    const cell = (dayIndex: number, hour: number) => ({
      hour,
      netSales: netByYearDayHour.get(year)?.get(dayIndex)?.get(hour) ?? 0,
      transactions: salesByYearDayHour.get(year)?.get(dayIndex)?.get(hour) ?? 0,
    })
    const hourlyBreakdownByDay = SEASON_DAYS.map((day, dayIndex) => ({ date: seasonDayLabel(day), day, hours: HOURS.map((hour) => cell(dayIndex, hour)) }))
    const dailySales = hourlyBreakdownByDay.map(({ date, day, hours }) => ({
      date,
      day,
      totalTransactions: sum(hours, (h) => h.transactions),
      netSales: sum(hours, (h) => h.netSales),
    }))
    const hourlyBreakdown = HOURS.map((hour) => ({
      hour,
      netSales: sum(hourlyBreakdownByDay, (d) => d.hours[hour]!.netSales),
      transactions: sum(hourlyBreakdownByDay, (d) => d.hours[hour]!.transactions),
    }))
    const netSales = sum(dailySales, (d) => d.netSales)
    const totalTransactions = sum(dailySales, (d) => d.totalTransactions)
    return {
      year,
      dailySales,
      hourlyBreakdown,
      hourlyBreakdownByDay,
      totals: {
        totalTransactions,
        grossSales: sum(rows, (p) => p.gross),
        discounts: sum(rows, (p) => p.discounts),
        returns: sum(rows, (p) => p.returns),
        netSales,
        averageOrderValue: averageOrderValue(netSales, totalTransactions),
      },
    }
  })

  const paymentTypes: PaymentTypeYear[] = years.map((year) => {
    const read = (dayIndex: number, kind: TenderKind) => collectedByYearDayKind.get(year)?.get(dayIndex)?.get(kind) ?? 0
    const daily = SEASON_DAYS.map((day, dayIndex) => ({
      date: seasonDayLabel(day),
      day,
      cashCollected: read(dayIndex, 'cash'),
      cardCollected: read(dayIndex, 'card'),
      otherCollected: read(dayIndex, 'other'),
    }))
    const cashCollected = sum(daily, (d) => d.cashCollected)
    const cardCollected = sum(daily, (d) => d.cardCollected)
    const otherCollected = sum(daily, (d) => d.otherCollected)
    const [cashPercent, cardPercent, otherPercent] = splitPercents([cashCollected, cardCollected, otherCollected]) as [number, number, number]
    return {
      year,
      daily,
      totals: {
        cashCollected,
        cardCollected,
        otherCollected,
        totalCollected: cashCollected + cardCollected + otherCollected,
        partialRefunds: -sum(movements, (m) => (m.partial && m.year === year ? m.cents : 0)),
      },
      split: { cashPercent, cardPercent, otherPercent },
    }
  })

  return { years: yearStats, paymentTypes, items: referenceItems(placed) }
}

/**
 * Every tender of the placed orders under its type, and every refund under the type of the tender
 * it went back to (by tender id, else the first tender of the sale it returns, else other); a
 * refund a sale lists that a return order also lists is the return order's. Each on the window day
 * of its own created_at in its order's season, or left out when it moved outside that window.
 */
function moneyMovements(orders: readonly Order[], placed: readonly Placed[], claimed: ReadonlySet<string>, placer: ZonePlacer): Movement[] {
  const kindOfTender = new Map<string, TenderKind>()
  const kindOfSale = new Map<string, TenderKind>()
  for (const order of orders) {
    const tenders = order.tenders ?? []
    if (tenders.length > 0 && !kindOfSale.has(order.id)) kindOfSale.set(order.id, tenderKindOf(tenders[0]!.type))
    for (const tender of tenders) if (tender.id !== undefined && !kindOfTender.has(tender.id)) kindOfTender.set(tender.id, tenderKindOf(tender.type))
  }
  const movements: Movement[] = []
  const dayOf = (at: string, year: number): number => {
    const local = placer.place(parseInstant(at))
    return local !== null && local.year === year ? local.seasonIndex : -1
  }
  for (const { order, year } of placed) {
    for (const tender of order.tenders ?? []) {
      const dayIndex = dayOf(tender.created_at ?? order.created_at, year)
      if (dayIndex >= 0) movements.push({ year, dayIndex, kind: tenderKindOf(tender.type), cents: tenderCents(tender), partial: false })
    }
    const isReturn = (order.returns?.length ?? 0) > 0
    for (const refund of order.refunds ?? []) {
      if (!isCountedRefund(refund)) continue
      let kind: TenderKind
      if (isReturn) {
        const own = order.tenders?.find((tender) => tender.id === refund.tender_id)
        const saleId = order.returns?.[0]?.source_order_id ?? refund.transaction_id
        kind =
          (own && tenderKindOf(own.type)) ??
          (refund.tender_id === undefined ? undefined : kindOfTender.get(refund.tender_id)) ??
          (saleId === undefined ? undefined : kindOfSale.get(saleId)) ??
          'other'
      } else {
        if (claimed.has(refund.id)) continue
        kind = tenderKindOf((order.tenders?.find((tender) => tender.id === refund.tender_id) ?? order.tenders?.[0])?.type)
      }
      const dayIndex = dayOf(refund.created_at ?? order.created_at, year)
      if (dayIndex >= 0) movements.push({ year, dayIndex, kind, cents: -refundCents(refund), partial: !isReturn })
    }
  }
  return movements
}

interface ItemEntry {
  year: number
  key: string
  name: string | undefined
  variationName: string | undefined
  catalogObjectId: string | undefined
  custom: boolean
  sales: number
  units: number
}

/** Catalog lines by id; custom amounts as one; other lines without an id by name. */
function itemKey(line: { catalog_object_id?: string; item_type?: string; name?: string }): { key: string; custom: boolean } {
  if (line.catalog_object_id !== undefined) return { key: line.catalog_object_id, custom: false }
  const custom = line.item_type === 'CUSTOM_AMOUNT' || line.name === undefined
  return { key: custom ? 'custom' : `name:${line.name}`, custom }
}

/** Sold lines and returned lines as signed entries, rolled up by item (gift cards are none; refunds by amount come off the custom amounts). */
function referenceItems(placed: readonly Placed[]): ItemRow[] {
  const entries: ItemEntry[] = []
  for (const { order, year, refundsByAmount } of placed) {
    if (refundsByAmount !== 0) entries.push({ year, key: 'custom', custom: true, name: undefined, variationName: undefined, catalogObjectId: undefined, sales: -refundsByAmount, units: 0 })
    for (const line of order.line_items ?? []) {
      if (isGiftCardLine(line)) continue
      const { key, custom } = itemKey(line)
      entries.push({ year, key, custom, name: line.name, variationName: line.variation_name, catalogObjectId: line.catalog_object_id, sales: lineNetSales(line), units: parseQuantity(line.quantity) })
    }
    for (const entry of order.returns ?? []) {
      for (const line of entry.return_line_items ?? []) {
        if (isGiftCardLine(line) || isRefundByAmount(line)) continue
        const { key, custom } = itemKey(line)
        entries.push({ year, key, custom, name: line.name, variationName: line.variation_name, catalogObjectId: line.catalog_object_id, sales: -returnLineNetSales(line), units: -parseQuantity(line.quantity) })
      }
    }
  }
  const rows = [
    ...rollup(
      entries,
      (es) => {
        // Names: the first seen in each season, the newest season's winning.
        const firstOfYear = [...group(es, (e) => e.year).values()].map((ofYear) => ofYear[0]!).sort((a, b) => a.year - b.year)
        const newest = firstOfYear.at(-1)!
        const totalSales = sum(es, (e) => e.sales)
        const totalUnits = sum(es, (e) => e.units)
        return {
          itemName: newest.custom ? CUSTOM_AMOUNT_NAME : (newest.name ?? newest.catalogObjectId ?? CUSTOM_AMOUNT_NAME),
          variationName: newest.custom ? null : (firstOfYear.findLast((e) => e.variationName !== undefined)?.variationName ?? null),
          catalogObjectId: es[0]!.catalogObjectId ?? null,
          totalSales,
          totalUnits,
          averagePrice: totalUnits > 0 ? Math.round(totalSales / totalUnits) : 0,
        }
      },
      (e) => e.key,
    ).values(),
  ]
  const labels = itemLabels(rows)
  return rows
    .map((row, index): ItemRow => ({ ...row, itemLabel: labels[index]! }))
    .sort(
      (a, b) =>
        b.totalSales - a.totalSales ||
        a.itemLabel.localeCompare(b.itemLabel) ||
        (a.catalogObjectId ?? '').localeCompare(b.catalogObjectId ?? ''),
    )
}
