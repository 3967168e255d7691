// The figures over the demo season the product serves, checked against independent readings of
// the same orders: Square's own order-level totals, the tenders and refunds as money moved, and a
// plain order-by-order sum.
import { describe, expect, it } from 'vitest'
import type { Money, Order } from '../contract/square-order'
import { DEMO_SIZE, generateDemoSeason } from '../demo'
import { seasonPlace } from '../season/season-place'
import {
  isCounted,
  isCountedRefund,
  isGiftCardLine,
  isRefundByAmount,
  isSale,
  lineNetSales,
  orderFigures,
  emptyFigures,
  refundCents,
  refundSalesShare,
  refundsClaimedBy,
  returnLineNetSales,
} from './figures'
import { analyseOrders } from './season-stats'

// The season `npm start` serves: 40 locations (inclusive-tax ones and a second timezone among
// them), three years.
const season = generateDemoSeason(DEMO_SIZE.demo)
const amount = (money: Money | undefined) => money?.amount ?? 0
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

const ordersByLocation = new Map<string, Order[]>()
for (const order of season.orders) {
  const list = ordersByLocation.get(order.location_id)
  if (list === undefined) ordersByLocation.set(order.location_id, [order])
  else list.push(order)
}

interface LocationYear {
  locationId: string
  timeZone: string
  year: number
  /** The location's orders that count in this season. */
  counted: Order[]
  /** All of the location's orders (lookups of refunded tenders). */
  all: Order[]
}

function locationYears(): LocationYear[] {
  const result: LocationYear[] = []
  for (const location of season.locations) {
    const timeZone = location.timezone ?? 'America/Los_Angeles'
    const all = ordersByLocation.get(location.id) ?? []
    for (const year of [2023, 2024, 2025]) {
      const counted = all.filter((order) => isCounted(order) && seasonPlace(order.created_at, timeZone)?.year === year)
      if (counted.length > 0) result.push({ locationId: location.id, timeZone, year, counted, all })
    }
  }
  return result
}

const seasons = locationYears()

/** What went back with the refunds a sale lists itself and no return order claims. */
function saleRefunds(orders: readonly Order[], claimed: ReadonlySet<string>): { refunded: number; salesShare: number } {
  let refunded = 0
  let salesShare = 0
  for (const order of orders) {
    if ((order.returns?.length ?? 0) > 0) continue
    const linesNet = sum((order.line_items ?? []).filter((line) => !isGiftCardLine(line)).map((line) => lineNetSales(line)))
    for (const refund of order.refunds ?? []) {
      if (!isCountedRefund(refund) || claimed.has(refund.id)) continue
      refunded += refundCents(refund)
      salesShare += refundSalesShare(order, refundCents(refund), linesNet)
    }
  }
  return { refunded, salesShare }
}

describe('figures over the demo season', () => {
  it('has the cases worth checking', () => {
    const orders = season.orders
    expect(orders.some((order) => order.taxes?.[0]?.type === 'INCLUSIVE' && (order.discounts?.length ?? 0) > 0)).toBe(true)
    expect(orders.some((order) => (order.returns?.length ?? 0) > 0 && isSale(order))).toBe(true) // an exchange
    expect(orders.some((order) => (order.returns?.length ?? 0) === 0 && (order.refunds?.length ?? 0) > 0)).toBe(true) // a sale's own refund
    expect(orders.some((order) => order.returns?.some((entry) => entry.return_line_items?.some(isRefundByAmount)))).toBe(true)
    expect(orders.some((order) => (order.tenders?.length ?? 0) > 1)).toBe(true) // a split payment
    expect(orders.some((order) => (order.line_items?.length ?? 0) > 0 && !isSale(order))).toBe(true) // gift cards only
    expect(orders.some((order) => isSale(order) && order.line_items!.some(isGiftCardLine))).toBe(true) // gift card with fireworks
    expect(orders.some((order) => order.state !== 'COMPLETED')).toBe(true)
  })

  it('agrees with Square’s order totals on every completed sale, inclusive taxes included', () => {
    // Square: total = net sales + tax + tip + service charges (+ gift cards sold), whatever the tax type.
    for (const order of season.orders.filter((o) => isCounted(o) && (o.line_items?.length ?? 0) > 0 && (o.returns?.length ?? 0) === 0)) {
      const squareNet =
        amount(order.total_money) - amount(order.total_tax_money) - amount(order.total_tip_money) - amount(order.total_service_charge_money)
      const figures = orderFigures(order, emptyFigures(), new Set(order.refunds?.map((refund) => refund.id)))
      expect(figures.netSales + figures.giftCardSales).toBe(squareNet)
    }
  })

  it('reconciles every location-year: net sales, tax, tips and service charges, less what was given back, are the money collected', () => {
    expect(seasons.length).toBeGreaterThan(100)
    for (const { locationId, timeZone, year, counted, all } of seasons) {
      const where = `${locationId} ${year}`
      const analysis = analyseOrders(all, timeZone, { years: [year] })
      const stats = analysis.years[0]!
      const payments = analysis.paymentTypes[0]!
      const claimed = new Set(counted.flatMap(refundsClaimedBy))

      // Net sales order by order agree with the one pass.
      expect(stats.totals.netSales, where).toBe(sum(counted.map((order) => orderFigures(order, emptyFigures(), claimed).netSales)))
      expect(stats.totals.netSales, where).toBe(stats.totals.grossSales - stats.totals.returns - stats.totals.discounts)

      // Square's own order fields: what was sold on top of net sales, and what went back of each.
      const sold = (read: (order: Order) => number) => sum(counted.map(read))
      const returned = (key: 'tax_money' | 'tip_money' | 'service_charge_money') =>
        sum(counted.map((order) => amount(order.return_amounts?.[key])))
      const tax = sold((order) => amount(order.total_tax_money)) - returned('tax_money')
      const tips = sold((order) => amount(order.total_tip_money)) - returned('tip_money')
      const serviceCharges = sold((order) => amount(order.total_service_charge_money)) - returned('service_charge_money')
      const giftCards = sold((order) => sum((order.line_items ?? []).filter(isGiftCardLine).map((line) => amount(line.total_money))))
      const bySale = saleRefunds(counted, claimed)
      // A sale's own refund is its sales share (in net sales already) and the tax, tip and service charge around it.
      const collectedFromFigures = stats.totals.netSales + tax + tips + serviceCharges + giftCards - (bySale.refunded - bySale.salesShare)

      // The money as it moved: every tender in, every refund (counted once) out.
      const tendered = sold((order) => sum((order.tenders ?? []).map((tender) => amount(tender.amount_money))))
      const refunded =
        sum(counted.filter((order) => (order.returns?.length ?? 0) > 0).flatMap((order) => (order.refunds ?? []).filter(isCountedRefund).map(refundCents))) +
        bySale.refunded

      expect(payments.totals.totalCollected, where).toBe(collectedFromFigures)
      expect(payments.totals.totalCollected, where).toBe(tendered - refunded)
      expect(payments.totals.cashCollected + payments.totals.cardCollected + payments.totals.otherCollected, where).toBe(payments.totals.totalCollected)
      expect(sum(payments.daily.map((day) => day.cashCollected + day.cardCollected + day.otherCollected)), where).toBe(payments.totals.totalCollected)

      // Every refund goes back to a tender of its own type: no column is negative, none is "other".
      expect(payments.totals.cashCollected, where).toBeGreaterThanOrEqual(0)
      expect(payments.totals.cardCollected, where).toBeGreaterThanOrEqual(0)
      expect(payments.totals.otherCollected, where).toBe(0)
      const split = payments.split
      expect(Math.round(split.cashPercent * 10) + Math.round(split.cardPercent * 10) + Math.round(split.otherPercent * 10), where).toBe(1000)

      // Items add up to net sales once refunds by amount, which are no item's, are taken off.
      const refundsByAmount =
        sum(counted.flatMap((order) => (order.returns ?? []).flatMap((entry) => (entry.return_line_items ?? []).filter(isRefundByAmount).map(returnLineNetSales)))) +
        bySale.salesShare
      expect(sum(analysis.items.map((item) => item.totalSales)) - refundsByAmount, where).toBe(stats.totals.netSales)
    }
  })

  it('gives every location the sums of its orders, however they are cut', () => {
    for (const { locationId, timeZone, year, counted, all } of seasons) {
      const where = `${locationId} ${year}`
      const stats = analyseOrders(all, timeZone, { years: [year] }).years[0]!
      expect(stats.totals.totalTransactions, where).toBe(counted.filter(isSale).length)
      expect(sum(stats.dailySales.map((day) => day.netSales)), where).toBe(stats.totals.netSales)
      expect(sum(stats.hourlyBreakdown.map((hour) => hour.netSales)), where).toBe(stats.totals.netSales)
    }
  })

  it('labels the item-sales figures of every location without a duplicate', () => {
    for (const location of season.locations) {
      const items = analyseOrders(ordersByLocation.get(location.id) ?? [], location.timezone ?? 'America/Los_Angeles').items
      const labels = items.map((item) => item.itemLabel)
      expect(new Set(labels).size, location.id).toBe(labels.length)
      expect(new Set(items.map((item) => item.catalogObjectId)).size, location.id).toBe(items.length)
      for (const year of [2023, 2024, 2025]) {
        const oneYear = analyseOrders(ordersByLocation.get(location.id) ?? [], location.timezone ?? 'America/Los_Angeles', { years: [year] }).items
        expect(new Set(oneYear.map((item) => item.itemLabel)).size, `${location.id} ${year}`).toBe(oneYear.length)
      }
    }
    // The catalogue's items with more than one variation are told apart by it.
    const all = analyseOrders(season.orders.filter((order) => order.location_id === season.locations[0]!.id), season.locations[0]!.timezone!).items
    expect(all.map((item) => item.itemLabel)).toContain('Gold Sparklers #10 · Pack of 8')
  })
})
