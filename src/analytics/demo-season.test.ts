// The figures over the demo season the product serves, checked against independent readings of
// the same orders: Square's own order-level totals, the tenders and refunds as money moved (each
// on its own day), and a plain order-by-order sum.
import { describe, expect, it } from 'vitest'
import type { Money, Order } from '../contract/square-order'
import { DEMO_SIZE, generateDemoSeason } from '../demo'
import { seasonPlace } from '../season/season-place'
import { emptyFigures, isCounted, isSale, orderFigures } from './figures'
import { isCountedRefund, refundCents, refundsClaimedBy } from './refunds'
import { isGiftCardLine, isRefundByAmount } from './returns'
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

/** Whether money that moved at `at` did so inside the window of the season `year` (in `timeZone`). */
const inWindow = (at: string, timeZone: string, year: number) => seasonPlace(at, timeZone)?.year === year

/** One money movement of a season's orders: a tender in (positive) or a refund out (negative), counted once. */
interface Movement {
  cents: number
  at: string
  /** A sale's own refund that no return order lists: a partial refund. */
  partial: boolean
}

/** Every tender and refund of `orders`, each refund once: on its return order, else on the sale as a partial refund. */
function movements(orders: readonly Order[], claimed: ReadonlySet<string>): Movement[] {
  const moved: Movement[] = []
  for (const order of orders) {
    for (const tender of order.tenders ?? []) moved.push({ cents: amount(tender.amount_money), at: tender.created_at ?? order.created_at, partial: false })
    const isReturn = (order.returns?.length ?? 0) > 0
    for (const refund of order.refunds ?? []) {
      if (!isCountedRefund(refund) || (!isReturn && claimed.has(refund.id))) continue
      moved.push({ cents: -refundCents(refund), at: refund.created_at ?? order.created_at, partial: !isReturn })
    }
  }
  return moved
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
    // A refund listed on both the sale and its return order, in one season and across two.
    const byId = new Map(orders.map((order) => [order.id, order]))
    const listedOnBoth = orders.filter((order) => (order.returns?.length ?? 0) > 0 && order.refunds?.some((refund) => byId.get(order.returns![0]!.source_order_id ?? '')?.refunds?.some((listed) => listed.id === refund.id)))
    expect(listedOnBoth.length).toBeGreaterThan(10)
    const yearOf = (order: Order) => order.created_at.slice(0, 4)
    expect(listedOnBoth.some((order) => yearOf(order) !== yearOf(byId.get(order.returns![0]!.source_order_id!)!))).toBe(true)
    // A tender paid after midnight on another window day, and a late offline completion on July 6 for a July 4 sale.
    const zone = new Map(season.locations.map((location) => [location.id, location.timezone ?? 'America/Los_Angeles']))
    const placed = (at: string, order: Order) => seasonPlace(at, zone.get(order.location_id)!)
    expect(orders.some((order) => order.tenders?.some((tender) => placed(tender.created_at!, order)?.day !== placed(order.created_at, order)?.day && placed(tender.created_at!, order) !== null))).toBe(true)
    const offline = orders.filter((order) => placed(order.created_at, order)?.day === 4 && order.closed_at !== undefined && placed(order.closed_at, order) === null)
    expect(offline.map((order) => [order.closed_at!.slice(0, 10), order.tenders?.every((tender) => placed(tender.created_at!, order)?.day === 4)])).toContainEqual(['2025-07-06', true])
  })

  it('agrees with Square’s order totals on every completed sale, inclusive taxes included', () => {
    // Square: total = net sales + tax + tip + service charges (+ gift cards sold), whatever the tax type.
    for (const order of season.orders.filter((o) => isCounted(o) && (o.line_items?.length ?? 0) > 0 && (o.returns?.length ?? 0) === 0)) {
      const squareNet =
        amount(order.total_money) - amount(order.total_tax_money) - amount(order.total_tip_money) - amount(order.total_service_charge_money)
      const figures = orderFigures(order, emptyFigures())
      expect(figures.netSales + figures.giftCardSales).toBe(squareNet)
    }
  })

  it('reconciles every location-year to the cent: the figures, the money as it moved, the items', () => {
    expect(seasons.length).toBeGreaterThan(100)
    let crossingTheWindow = 0
    for (const { locationId, timeZone, year, counted, all } of seasons) {
      const where = `${locationId} ${year}`
      const analysis = analyseOrders(all, timeZone, { years: [year] })
      const stats = analysis.years[0]!
      const payments = analysis.paymentTypes[0]!
      // Refunds any return order of the location lists, in any season.
      const claimed = new Set(all.filter(isCounted).flatMap(refundsClaimedBy))

      // Net sales order by order agree with the one pass.
      expect(stats.totals.netSales, where).toBe(sum(counted.map((order) => orderFigures(order).netSales)))
      expect(stats.totals.netSales, where).toBe(stats.totals.grossSales - stats.totals.returns - stats.totals.discounts)

      // Square's own order fields: what was sold on top of net sales, and what went back of each.
      const sold = (read: (order: Order) => number) => sum(counted.map(read))
      const returned = (key: 'tax_money' | 'tip_money' | 'service_charge_money') =>
        sum(counted.map((order) => amount(order.return_amounts?.[key])))
      const tax = sold((order) => amount(order.total_tax_money)) - returned('tax_money')
      const tips = sold((order) => amount(order.total_tip_money)) - returned('tip_money')
      const serviceCharges = sold((order) => amount(order.total_service_charge_money)) - returned('service_charge_money')
      const giftCards = sold((order) => sum((order.line_items ?? []).filter(isGiftCardLine).map((line) => amount(line.total_money))))

      // The money as it moved, each on its own day: what moved on the window's days is collected.
      const moved = movements(counted, claimed)
      const inside = moved.filter((movement) => inWindow(movement.at, timeZone, year))
      const partialRefunds = -sum(moved.filter((movement) => movement.partial).map((movement) => movement.cents))
      expect(payments.totals.partialRefunds, where).toBe(-sum(inside.filter((movement) => movement.partial).map((movement) => movement.cents)))
      expect(payments.totals.totalCollected, where).toBe(sum(inside.map((movement) => movement.cents)))
      // Net sales + gift card sales + tax + tips + service charges − partial refunds = total
      // collected, less the money of the season's orders that moved after the window closed (a
      // tab paid after midnight on July 5): dated by when it moved, it is no window day's.
      const movedOutside = sum(moved.map((movement) => movement.cents)) - sum(inside.map((movement) => movement.cents))
      if (movedOutside !== 0) crossingTheWindow += 1
      expect(stats.totals.netSales + giftCards + tax + tips + serviceCharges - partialRefunds - movedOutside, where).toBe(payments.totals.totalCollected)

      expect(payments.totals.cashCollected + payments.totals.cardCollected + payments.totals.otherCollected, where).toBe(payments.totals.totalCollected)
      expect(sum(payments.daily.map((day) => day.cashCollected + day.cardCollected + day.otherCollected)), where).toBe(payments.totals.totalCollected)

      // Every refund goes back to a tender of its own type: no column is negative, none is "other".
      expect(payments.totals.cashCollected, where).toBeGreaterThanOrEqual(0)
      expect(payments.totals.cardCollected, where).toBeGreaterThanOrEqual(0)
      expect(payments.totals.otherCollected, where).toBe(0)
      const split = payments.split
      expect(Math.round(split.cashPercent * 10) + Math.round(split.cardPercent * 10) + Math.round(split.otherPercent * 10), where).toBe(1000)

      // The items add up to net sales exactly.
      expect(sum(analysis.items.map((item) => item.totalSales)), where).toBe(stats.totals.netSales)
    }
    // The demo has tabs paid after the window closed, but only a few.
    expect(crossingTheWindow).toBeGreaterThan(0)
    expect(crossingTheWindow).toBeLessThan(10)
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
