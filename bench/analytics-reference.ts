// The reference the analytics benchmark measures against: the same figures computed the way one
// would first write them with d3-array, by placing every order once and then grouping and rolling
// up (year → day → hour, year → day → tender type, item). It uses the same figure definitions
// (src/analytics/figures) and its own shaping, so equal answers also check the one-pass shaping.
import { group, rollup, sum } from 'd3-array'
import type { Order } from '../src/contract/square-order'
import type { ItemRow, PaymentTypeYear, YearStats } from '../src/contract/stats'
import {
  averageOrderValue,
  isCounted,
  isSale,
  lineNetSales,
  orderFigures,
  parseQuantity,
  tenderKind,
  type SeasonAnalysis,
  type TenderKind,
} from '../src/analytics'
import { SEASON_DAYS, seasonDayLabel } from '../src/season/window'
import { parseInstant } from '../src/season/instant'
import { zonePlacer } from '../src/season/zone'

interface Placed {
  order: Order
  year: number
  dayIndex: number
  hour: number
  net: number
  gross: number
  discounts: number
  returns: number
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100)

/** Every figure of `orders` in `timeZone`, by d3-array group and rollup. */
export function referenceAnalysis(orders: readonly Order[], timeZone: string): SeasonAnalysis {
  const placer = zonePlacer(timeZone)
  const placed: Placed[] = []
  for (const order of orders) {
    if (!isCounted(order)) continue
    const local = placer.place(parseInstant(order.created_at))
    if (local === null || local.seasonIndex < 0) continue
    const figures = orderFigures(order)
    placed.push({ order, year: local.year, dayIndex: local.seasonIndex, hour: local.hour, net: figures.netSales, gross: figures.grossSales, discounts: figures.discounts, returns: figures.returns })
  }
  const byYear = group(placed, (p) => p.year)
  const years = [...byYear.keys()].sort((a, b) => a - b)
  const netByYearDayHour = rollup(placed, (ps) => sum(ps, (p) => p.net), (p) => p.year, (p) => p.dayIndex, (p) => p.hour)
  const salesByYearDayHour = rollup(placed, (ps) => ps.filter((p) => isSale(p.order)).length, (p) => p.year, (p) => p.dayIndex, (p) => p.hour)
  const netByYearDayTender = rollup(placed, (ps) => sum(ps, (p) => p.net), (p) => p.year, (p) => p.dayIndex, (p) => tenderKind(p.order))

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
    const read = (dayIndex: number, kind: TenderKind) => netByYearDayTender.get(year)?.get(dayIndex)?.get(kind) ?? 0
    const daily = SEASON_DAYS.map((day, dayIndex) => ({ date: seasonDayLabel(day), day, cashSales: read(dayIndex, 'cash'), cardSales: read(dayIndex, 'card'), otherSales: read(dayIndex, 'other') }))
    const cashSales = sum(daily, (d) => d.cashSales)
    const cardSales = sum(daily, (d) => d.cardSales)
    const otherSales = sum(daily, (d) => d.otherSales)
    const totalSales = cashSales + cardSales + otherSales
    return {
      year,
      daily,
      totals: { cashSales, cardSales, otherSales, totalSales },
      split: { cashPercent: percent(cashSales, totalSales), cardPercent: percent(cardSales, totalSales), otherPercent: percent(otherSales, totalSales) },
    }
  })

  return { years: yearStats, paymentTypes, items: referenceItems(placed) }
}

interface ItemEntry {
  key: string
  name: string | undefined
  catalogObjectId: string | undefined
  sales: number
  units: number
}

/** Sold lines and returned lines as signed entries, rolled up by catalog id (or name). */
function referenceItems(placed: readonly Placed[]): ItemRow[] {
  const entries: ItemEntry[] = []
  for (const { order } of placed) {
    for (const line of order.line_items ?? []) {
      const key = line.catalog_object_id ?? `name:${line.name ?? ''}`
      entries.push({ key, name: line.name, catalogObjectId: line.catalog_object_id, sales: lineNetSales(line), units: parseQuantity(line.quantity) })
    }
    for (const entry of order.returns ?? []) {
      for (const line of entry.return_line_items ?? []) {
        const key = line.catalog_object_id ?? `name:${line.name ?? ''}`
        const sales = (line.total_money?.amount ?? 0) - (line.total_tax_money?.amount ?? 0)
        entries.push({ key, name: line.name, catalogObjectId: line.catalog_object_id, sales: -sales, units: -parseQuantity(line.quantity) })
      }
    }
  }
  const rows = rollup(
    entries,
    (es): ItemRow => {
      const named = es.filter((e) => e.name !== undefined)
      const totalSales = sum(es, (e) => e.sales)
      const totalUnits = sum(es, (e) => e.units)
      return {
        itemName: named.at(-1)?.name ?? 'Custom amount',
        catalogObjectId: es[0]!.catalogObjectId ?? null,
        totalSales,
        totalUnits,
        averagePrice: totalUnits > 0 ? Math.round(totalSales / totalUnits) : 0,
      }
    },
    (e) => e.key,
  )
  return [...rows.values()].sort(
    (a, b) =>
      b.totalSales - a.totalSales ||
      a.itemName.localeCompare(b.itemName) ||
      (a.catalogObjectId ?? '').localeCompare(b.catalogObjectId ?? ''),
  )
}
