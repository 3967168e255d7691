import { describe, expect, it } from 'vitest'
import { yearStatsSchema, paymentTypeYearSchema } from '../contract/stats'
import { locationYearStatsSchema } from '../contract/location'
import { summaryCards } from './compare'
import { sortItemsByUnits } from './items'
import { analyseOrders, locationStatsByYear } from './season-stats'
import { line, order, usd } from './order-fixtures'

const LA = 'America/Los_Angeles'
const rocket = (quantity: string, gross: number) => line({ name: 'Rocket', catalogObjectId: 'A', quantity, gross })

// Instants are UTC; the comments give Los Angeles time (PDT, UTC−7).
const ORDERS = [
  order({ id: 'o7', createdAt: '2024-07-04T18:00:00Z', tender: 'CASH', lines: [line({ name: 'Old Rocket', catalogObjectId: 'A', gross: 1000 })] }), // 2024, Jul 4 11:00
  order({ id: 'o1', createdAt: '2025-06-28T19:15:00Z', tender: 'CASH', lines: [rocket('2', 2000)] }), // Jun 28 12:15
  order({
    id: 'o2',
    createdAt: '2025-07-05T03:30:00Z', // Jul 4 20:30
    tender: 'CARD',
    lines: [rocket('1', 1000), line({ name: 'Sparkler', catalogObjectId: 'B', quantity: '3', gross: 900, additiveTax: 72 })],
  }),
  order({ id: 'o3', createdAt: '2025-07-05T04:10:00Z', tender: 'CARD', lines: [line({ name: 'Sparkler', catalogObjectId: 'B', quantity: '5', gross: 1500, discount: 300 })] }), // Jul 4 21:10
  order({ id: 'o4', createdAt: '2025-07-05T04:20:00Z', state: 'OPEN', lines: [rocket('9', 9000)] }),
  order({ id: 'o5', createdAt: '2025-07-05T04:30:00Z', state: 'CANCELED', lines: [rocket('9', 9000)] }),
  order({
    id: 'o8',
    createdAt: '2025-07-05T05:00:00Z', // Jul 4 22:00: one sparkler comes back, $3.00 + $0.24 tax
    tender: null,
    lines: [],
    extra: {
      returns: [{ source_order_id: 'o2', return_line_items: [{ name: 'Sparkler', catalog_object_id: 'B', quantity: '1', total_money: usd(324), total_tax_money: usd(24) }] }],
      return_amounts: { total_money: usd(324), tax_money: usd(24) },
    },
  }),
  order({ id: 'o6', createdAt: '2025-07-06T08:00:00Z', lines: [rocket('1', 1000)] }), // Jul 6 01:00: after the window
]

describe('a location’s season stats', () => {
  const analysis = analyseOrders(ORDERS, LA)
  const season2025 = analysis.years.find((stats) => stats.year === 2025)!

  it('reports every season with orders, oldest first, in the contract’s shape', () => {
    expect(analysis.years.map((stats) => stats.year)).toEqual([2024, 2025])
    for (const stats of analysis.years) expect(yearStatsSchema.safeParse(stats).success).toBe(true)
    for (const split of analysis.paymentTypes) expect(paymentTypeYearSchema.safeParse(split).success).toBe(true)
  })

  it('totals only completed orders inside the window', () => {
    // Gross 2000 + 1900 + 1500; discount 300; the return 300; net 4800 over 3 sales.
    expect(season2025.totals).toEqual({ totalTransactions: 3, grossSales: 5400, discounts: 300, returns: 300, netSales: 4800, averageOrderValue: 1600 })
  })

  it('lays out the eight window days with their labels', () => {
    expect(season2025.dailySales).toEqual([
      { date: '6/28', day: 28, totalTransactions: 1, netSales: 2000 },
      { date: '6/29', day: 29, totalTransactions: 0, netSales: 0 },
      { date: '6/30', day: 30, totalTransactions: 0, netSales: 0 },
      { date: '7/1', day: 1, totalTransactions: 0, netSales: 0 },
      { date: '7/2', day: 2, totalTransactions: 0, netSales: 0 },
      { date: '7/3', day: 3, totalTransactions: 0, netSales: 0 },
      { date: '7/4', day: 4, totalTransactions: 2, netSales: 2800 },
      { date: '7/5', day: 5, totalTransactions: 0, netSales: 0 },
    ])
  })

  it('buckets hours in the location’s timezone', () => {
    const nonZero = season2025.hourlyBreakdown.filter((hour) => hour.netSales !== 0 || hour.transactions !== 0)
    expect(season2025.hourlyBreakdown).toHaveLength(24)
    expect(nonZero).toEqual([
      { hour: 12, netSales: 2000, transactions: 1 },
      { hour: 20, netSales: 1900, transactions: 1 },
      { hour: 21, netSales: 1200, transactions: 1 },
      { hour: 22, netSales: -300, transactions: 0 },
    ])
    const july4 = season2025.hourlyBreakdownByDay[6]!
    expect(july4.date).toBe('7/4')
    expect(july4.hours.filter((hour) => hour.netSales !== 0).map((hour) => [hour.hour, hour.netSales])).toEqual([
      [20, 1900],
      [21, 1200],
      [22, -300],
    ])
    expect(season2025.hourlyBreakdownByDay[0]!.hours[12]).toEqual({ hour: 12, netSales: 2000, transactions: 1 })
  })

  it('moves the same orders to other days in another timezone', () => {
    const newYork = analyseOrders(ORDERS, 'America/New_York').years.find((stats) => stats.year === 2025)!
    // In New York (EDT, UTC−4) o2 stays on July 4 (23:30), o3 (00:10) and the return (01:00) move
    // to July 5, and o6 (July 6 04:00) stays out.
    expect(newYork.dailySales.map((day) => day.netSales)).toEqual([2000, 0, 0, 0, 0, 0, 1900, 900])
  })

  it('counts the money collected by tender type per day', () => {
    const split = analysis.paymentTypes.find((entry) => entry.year === 2025)!
    expect(split.daily[0]).toEqual({ date: '6/28', day: 28, cashCollected: 2000, cardCollected: 0, otherCollected: 0 })
    // o2 $19.72 (tax included) and o3 $12.00 by card; the return order lists no refund, so nothing goes back.
    expect(split.daily[6]).toEqual({ date: '7/4', day: 4, cashCollected: 0, cardCollected: 3172, otherCollected: 0 })
    expect(split.totals).toEqual({ cashCollected: 2000, cardCollected: 3172, otherCollected: 0, totalCollected: 5172, partialRefunds: 0 })
    // 38.669…% and 61.330…%, shown so they add up to 100.0%.
    expect(split.split).toEqual({ cashPercent: 38.7, cardPercent: 61.3, otherPercent: 0 })
    const split2024 = analysis.paymentTypes.find((entry) => entry.year === 2024)!
    expect(split2024.split).toEqual({ cashPercent: 100, cardPercent: 0, otherPercent: 0 })
  })

  it('merges items across seasons by catalog id, newest name, returns taken off', () => {
    expect(analysis.items).toEqual([
      { itemName: 'Rocket', variationName: null, itemLabel: 'Rocket', catalogObjectId: 'A', totalSales: 4000, totalUnits: 4, averagePrice: 1000 },
      { itemName: 'Sparkler', variationName: null, itemLabel: 'Sparkler', catalogObjectId: 'B', totalSales: 1800, totalUnits: 7, averagePrice: 257 },
    ])
    expect(sortItemsByUnits(analysis.items).map((item) => item.catalogObjectId)).toEqual(['B', 'A'])
  })

  it('reports exactly the seasons asked for, empty ones included', () => {
    const chosen = analyseOrders(ORDERS, LA, { years: [2025, 2023] })
    expect(chosen.years.map((stats) => [stats.year, stats.totals.netSales])).toEqual([
      [2023, 0],
      [2025, 4800],
    ])
    expect(chosen.items.map((item) => [item.catalogObjectId, item.totalSales, item.totalUnits])).toEqual([
      ['A', 3000, 3],
      ['B', 1800, 7],
    ])
    expect(chosen.years[0]!.totals.averageOrderValue).toBe(0)
  })

  it('compares the newest selected season with up to two older ones', () => {
    const cards = summaryCards(analyseOrders(ORDERS, LA, { years: [2023, 2024, 2025] }).years)!
    expect(cards.netSales).toEqual({
      year: 2025,
      value: 4800,
      against: [
        { year: 2024, value: 1000, change: 380 },
        { year: 2023, value: 0, change: 0 },
      ],
    })
    expect(cards.totalTransactions.against[0]).toEqual({ year: 2024, value: 1, change: 200 })
    expect(cards.averageOrderValue.against[0]).toEqual({ year: 2024, value: 1000, change: 60 })
    expect(summaryCards([])).toBeNull()
  })

  it('gives the server each season in the Location contract’s shape', () => {
    const stats = locationStatsByYear(ORDERS, LA)
    expect(Object.keys(stats).sort()).toEqual(['2024', '2025'])
    expect(locationYearStatsSchema.safeParse(stats['2025']).success).toBe(true)
    expect(stats['2025']!.totalTransactions).toBe(3)
    expect(stats['2025']!.totalNetSales).toBe(4800)
    expect(stats['2025']!.dailySales['28']).toEqual({ totalNetSales: 2000, totalTransactions: 1 })
    expect(stats['2025']!.dailySales['4']).toEqual({ totalNetSales: 2800, totalTransactions: 2 })
    expect(stats['2025']!.dailySales['5']).toEqual({ totalNetSales: 0, totalTransactions: 0 })
    expect(Object.keys(stats['2025']!.dailySales)).toHaveLength(8)
  })

  it('keeps custom amounts in one row, and a named line without a catalog id by its name', () => {
    const custom = (name: string, gross: number) => line({ name, itemType: 'CUSTOM_AMOUNT', gross })
    const items = analyseOrders(
      [
        order({ lines: [custom('Custom Amount', 500)] }),
        order({ lines: [custom('Punk', 700), line({ name: 'Donation', gross: 300 })] }),
      ],
      LA,
    ).items
    expect(items).toEqual([
      { itemName: 'Custom Amount', variationName: null, itemLabel: 'Custom Amount', catalogObjectId: null, totalSales: 1200, totalUnits: 2, averagePrice: 600 },
      { itemName: 'Donation', variationName: null, itemLabel: 'Donation', catalogObjectId: null, totalSales: 300, totalUnits: 1, averagePrice: 300 },
    ])
  })

  it('gives each variation its own row, named by its variation where two rows share an item name', () => {
    const sparklers = (variationName: string, id: string, gross: number) => line({ name: 'Gold Sparklers #10', variationName, catalogObjectId: id, gross })
    const items = analyseOrders(
      [
        order({ lines: [sparklers('Pack of 8', 'V8', 299), sparklers('12-Pack', 'V12', 2999)] }),
        order({ lines: [line({ name: 'Jumping Jack', variationName: 'Pack of 6', catalogObjectId: 'J', gross: 349 })] }),
      ],
      LA,
    ).items
    expect(items.map((item) => [item.catalogObjectId, item.itemLabel, item.totalSales])).toEqual([
      ['V12', 'Gold Sparklers #10 · 12-Pack', 2999],
      ['J', 'Jumping Jack', 349],
      ['V8', 'Gold Sparklers #10 · Pack of 8', 299],
    ])
    expect(items[1]).toMatchObject({ itemName: 'Jumping Jack', variationName: 'Pack of 6' })
  })

  it('reads lines with and without a catalog id, with and without gross_sales_money, to the same figures', () => {
    // Every kind of line the one-pass reader meets, hand-computed.
    const withoutGross = { ...line({ catalogObjectId: 'A', gross: 1000, discount: 100, additiveTax: 72 }), gross_sales_money: undefined }
    const orders = [
      // A catalog line without gross_sales_money on an order listing a discount: net $9.00 + $1.00 discount.
      order({ lines: [withoutGross] }),
      // An apportioned service charge on a catalog line and on a custom amount: neither is sales.
      order({ lines: [line({ catalogObjectId: 'B', gross: 500, serviceCharge: 50 }), line({ itemType: 'CUSTOM_AMOUNT', name: undefined, gross: 300, serviceCharge: 30 })] }),
      // A gift card with a catalog id: collected, but no sale and no item.
      order({ lines: [line({ catalogObjectId: 'G', itemType: 'GIFT_CARD', gross: 2500 })] }),
    ]
    const { years, items } = analyseOrders(orders, LA)
    expect(years[0]!.totals).toMatchObject({ grossSales: 1800, discounts: 100, netSales: 1700, totalTransactions: 2 })
    expect(items.map((item) => [item.catalogObjectId, item.totalSales, item.totalUnits])).toEqual([
      ['A', 900, 1],
      ['B', 500, 1],
      [null, 300, 1],
    ])
  })
})
