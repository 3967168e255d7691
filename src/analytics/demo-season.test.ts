// The figures over a generated demo season, checked against independent readings of the same
// orders: Square's own order-level totals, and a plain order-by-order sum.
import { describe, expect, it } from 'vitest'
import type { Order } from '../contract/square-order'
import { DEMO_SIZE, generateDemoSeason } from '../demo'
import { seasonPlace } from '../season/season-place'
import { isCounted, isSale, orderFigures } from './figures'
import { analyseOrders } from './season-stats'

// The demo size's 40 locations include inclusive-tax ones and a second timezone; one season of
// a few dozen orders each keeps the test quick.
const season = generateDemoSeason({ ...DEMO_SIZE.demo, ordersPerLocationYear: 30, years: [2025] })
const amount = (money: { amount: number } | undefined) => money?.amount ?? 0
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

function ordersOf(locationId: string): Order[] {
  return season.orders.filter((order) => order.location_id === locationId)
}

describe('figures over a demo season', () => {
  it('has the cases worth checking', () => {
    expect(season.orders.some((order) => order.taxes?.[0]?.type === 'INCLUSIVE')).toBe(true)
    expect(season.orders.some((order) => (order.returns?.length ?? 0) > 0)).toBe(true)
    expect(season.orders.some((order) => order.state !== 'COMPLETED')).toBe(true)
  })

  it('agrees with Square’s order totals on every completed sale, inclusive taxes included', () => {
    // Square: total = net sales + tax + tip + service charges, whatever the tax type.
    for (const order of season.orders.filter((o) => isCounted(o) && isSale(o))) {
      const squareNet =
        amount(order.total_money) - amount(order.total_tax_money) - amount(order.total_tip_money) - amount(order.total_service_charge_money)
      expect(orderFigures(order).netSales).toBe(squareNet)
    }
  })

  it('gives every location the sums of its orders, however they are cut', () => {
    for (const location of season.locations) {
      const timeZone = location.timezone ?? 'America/Los_Angeles'
      const counted = ordersOf(location.id).filter((order) => isCounted(order) && seasonPlace(order.created_at, timeZone) !== null)
      const analysis = analyseOrders(ordersOf(location.id), timeZone, { years: [2025] })
      const stats = analysis.years[0]!
      const netSales = sum(counted.map((order) => orderFigures(order).netSales))
      expect(stats.totals.netSales).toBe(netSales)
      expect(stats.totals.totalTransactions).toBe(counted.filter(isSale).length)
      expect(sum(stats.dailySales.map((day) => day.netSales))).toBe(netSales)
      expect(sum(stats.hourlyBreakdown.map((hour) => hour.netSales))).toBe(netSales)
      expect(analysis.paymentTypes[0]!.totals.totalSales).toBe(netSales)
      // Returns come off their items too, so the items add up to net sales.
      expect(sum(analysis.items.map((item) => item.totalSales))).toBe(netSales)
    }
  })
})
