// The payment breakdown as Square's Payment Methods report: money collected per tender type,
// each tender under its own type, refunds off the tender they went back to.
import { describe, expect, it } from 'vitest'
import type { Order } from '../contract/square-order'
import { paymentTypeYearSchema } from '../contract/stats'
import { line, order, usd } from './order-fixtures'
import { analyseOrders } from './season-stats'
import { splitPercents } from './year-stats'

const LA = 'America/Los_Angeles'

// Instants are UTC; Los Angeles is UTC−7 in the season: 19:00Z is noon on July 4.
/** A $21.60 sale (2 × $10.00 + 8% tax) paid $10.00 cash and $11.60 by card. */
const splitSale = () =>
  order({
    id: 'split',
    createdAt: '2025-07-04T19:00:00Z',
    lines: [line({ name: 'Rocket', catalogObjectId: 'R', quantity: '2', gross: 2000, additiveTax: 160 })],
    tenders: [
      { id: 'cash-1', type: 'CASH', amount: 1000 },
      { id: 'card-1', type: 'CARD', amount: 1160 },
    ],
  })

/** A return order on July 5 giving back one rocket ($10.80) from `source`, refunded as `refund` says. */
function rocketReturn(source: string | undefined, refund: { tender_id?: string; transaction_id?: string }): Order {
  return order({
    id: `return-${refund.tender_id ?? refund.transaction_id ?? 'none'}`,
    createdAt: '2025-07-05T18:00:00Z',
    lines: [],
    tender: null,
    extra: {
      returns: [
        {
          ...(source === undefined ? {} : { source_order_id: source }),
          return_line_items: [
            { name: 'Rocket', catalog_object_id: 'R', source_line_item_uid: 'line-R', quantity: '1', gross_return_money: usd(1000), total_money: usd(1080), total_tax_money: usd(80) },
          ],
        },
      ],
      refunds: [{ id: 'refund-1', ...refund, amount_money: usd(1080), status: 'APPROVED' }],
    },
  })
}

function breakdown(orders: Order[]) {
  const payments = analyseOrders(orders, LA).paymentTypes[0]!
  expect(paymentTypeYearSchema.safeParse(payments).success).toBe(true)
  return payments
}

describe('money collected by tender type', () => {
  it('counts a split payment under both of its tender types', () => {
    const payments = breakdown([splitSale()])
    expect(payments.totals).toEqual({ cashCollected: 1000, cardCollected: 1160, otherCollected: 0, totalCollected: 2160, partialRefunds: 0 })
    expect(payments.daily[6]).toEqual({ date: '7/4', day: 4, cashCollected: 1000, cardCollected: 1160, otherCollected: 0 })
    // 1000 / 2160 = 46.296…%, 1160 / 2160 = 53.703…%
    expect(payments.split).toEqual({ cashPercent: 46.3, cardPercent: 53.7, otherPercent: 0 })
  })

  it('takes a refund back to cash off cash, on the day of the refund', () => {
    const payments = breakdown([splitSale(), rocketReturn('split', { tender_id: 'cash-1' })])
    expect(payments.totals).toEqual({ cashCollected: -80, cardCollected: 1160, otherCollected: 0, totalCollected: 1080, partialRefunds: 0 })
    expect(payments.daily[7]).toEqual({ date: '7/5', day: 5, cashCollected: -1080, cardCollected: 0, otherCollected: 0 })
  })

  it('takes a refund back to the card off card', () => {
    const payments = breakdown([splitSale(), rocketReturn('split', { tender_id: 'card-1' })])
    expect(payments.totals).toEqual({ cashCollected: 1000, cardCollected: 80, otherCollected: 0, totalCollected: 1080, partialRefunds: 0 })
    expect(payments.split).toEqual({ cashPercent: 92.6, cardPercent: 7.4, otherPercent: 0 })
  })

  it('without a tender id, takes the refund off the first tender of the sale it returns', () => {
    const bySource = breakdown([splitSale(), rocketReturn('split', {})])
    expect(bySource.totals).toMatchObject({ cashCollected: -80, cardCollected: 1160, otherCollected: 0 })
    const byTransaction = breakdown([splitSale(), rocketReturn(undefined, { transaction_id: 'split' })])
    expect(byTransaction.totals).toMatchObject({ cashCollected: -80, cardCollected: 1160, otherCollected: 0 })
  })

  it('finds the tender of an unlinked return by its id, and puts a refund with no known tender under other', () => {
    expect(breakdown([splitSale(), rocketReturn(undefined, { tender_id: 'card-1' })]).totals).toMatchObject({ cardCollected: 80, otherCollected: 0 })
    expect(breakdown([splitSale(), rocketReturn('elsewhere', { tender_id: 'unknown' })]).totals).toEqual({
      cashCollected: 1000,
      cardCollected: 1160,
      otherCollected: -1080,
      totalCollected: 1080, partialRefunds: 0,
    })
  })

  it('finds the sale of a refund on a counted day among the orders of days not counted', () => {
    const payments = analyseOrders([splitSale(), rocketReturn('split', { tender_id: 'card-1' })], LA, { days: [5] }).paymentTypes[0]!
    expect(payments.totals).toEqual({ cashCollected: 0, cardCollected: -1080, otherCollected: 0, totalCollected: -1080, partialRefunds: 0 })
  })

  it('counts what an exchange collects or pays back', () => {
    // The buyer returns a $10.80 rocket and takes a $16.20 fountain, paying the $5.40 difference in cash.
    const exchange = order({
      id: 'exchange',
      createdAt: '2025-07-05T18:00:00Z',
      lines: [line({ name: 'Fountain', catalogObjectId: 'F', gross: 1500, additiveTax: 120 })],
      tenders: [{ id: 'cash-2', type: 'CASH', amount: 540 }],
      extra: {
        returns: [
          {
            source_order_id: 'split',
            return_line_items: [{ name: 'Rocket', catalog_object_id: 'R', source_line_item_uid: 'line-R', quantity: '1', gross_return_money: usd(1000), total_money: usd(1080), total_tax_money: usd(80) }],
          },
        ],
      },
    })
    const analysis = analyseOrders([splitSale(), exchange], LA)
    expect(analysis.paymentTypes[0]!.totals).toEqual({ cashCollected: 1540, cardCollected: 1160, otherCollected: 0, totalCollected: 2700, partialRefunds: 0 })
    // Net sales: 2000 + 1500 − 1000; two transactions (the exchange sells a fountain).
    expect(analysis.years[0]!.totals).toMatchObject({ totalTransactions: 2, grossSales: 3500, returns: 1000, netSales: 2500 })
    expect(analysis.items.map((item) => [item.itemName, item.totalSales, item.totalUnits])).toEqual([
      ['Fountain', 1500, 1],
      ['Rocket', 1000, 1],
    ])
  })

  it('collects tips, tax and service charges with the sale, and counts other tender types as other', () => {
    const giftCardTender = order({
      lines: [line({ gross: 1000, additiveTax: 80 })],
      tip: 200,
      serviceCharge: 300,
      tenders: [{ id: 'gc', type: 'SQUARE_GIFT_CARD', amount: 1580 }],
    })
    expect(breakdown([giftCardTender]).totals).toEqual({ cashCollected: 0, cardCollected: 0, otherCollected: 1580, totalCollected: 1580, partialRefunds: 0 })
  })
})

describe('the percentage split', () => {
  it('shows one decimal that adds up to 100.0', () => {
    expect(splitPercents([1, 1, 1])).toEqual([33.4, 33.3, 33.3])
    expect(splitPercents([2, 1, 0])).toEqual([66.7, 33.3, 0])
    expect(splitPercents([999, 1, 0])).toEqual([99.9, 0.1, 0])
    expect(splitPercents([1, 1999, 0])).toEqual([0.1, 99.9, 0])
    expect(splitPercents([0, 0, 0])).toEqual([0, 0, 0])
    for (const parts of [[123_456, 654_321, 17], [5, 7, 11], [1, 2, 3], [333, 333, 334], [1, 0, 0]]) {
      const shown = splitPercents(parts).map((percent) => percent.toFixed(1))
      expect(shown.reduce((sum, text) => sum + Math.round(Number(text) * 10), 0)).toBe(1000)
    }
  })
})
