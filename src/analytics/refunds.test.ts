// Refunds and the money they give back, as Square's Sales Summary counts them: partial refunds
// apart from net sales, each refund counted once wherever it is listed, and money dated by when
// it moved. Every expectation is computed by hand in the comments beside it.
import { describe, expect, it } from 'vitest'
import type { Order } from '../contract/square-order'
import { paymentTypeYearSchema } from '../contract/stats'
import { orderFigures } from './figures'
import { line, order, usd } from './order-fixtures'
import { partialRefundsOf, refundsClaimedBy } from './refunds'
import { analyseOrders, type AnalyseOptions } from './season-stats'

const LA = 'America/Los_Angeles'

// Pacific daylight time is UTC−7 in the season: 19:00Z is noon local.
/** A $21.60 sale on July 4 at noon: 2 rockets at $10.00 with 8% tax ($1.60), by card; `refunds` it lists itself. */
function rocketSale(refunds: NonNullable<Order['refunds']> = [], id = 'sale', createdAt = '2025-07-04T19:00:00Z'): Order {
  return order({
    id,
    createdAt,
    lines: [line({ name: 'Rocket', catalogObjectId: 'R', quantity: '2', gross: 2000, additiveTax: 160 })],
    tenders: [{ id: `${id}-card`, type: 'CARD', amount: 2160 }],
    extra: refunds.length === 0 ? {} : { refunds },
  })
}

/** A refund of `cents` back to the sale's card at `createdAt`. */
function refund(id: string, cents: number, createdAt: string, saleId = 'sale', status = 'COMPLETED') {
  return { id, transaction_id: saleId, tender_id: `${saleId}-card`, created_at: createdAt, amount_money: usd(cents), status }
}

/** A return order at `createdAt` giving back one rocket ($10.00 + $0.80 tax) of `saleId`, listing `refundId`. */
function rocketReturn(refundId: string, createdAt: string, saleId = 'sale'): Order {
  return order({
    id: `return-${refundId}`,
    createdAt,
    lines: [],
    tender: null,
    extra: {
      returns: [
        {
          source_order_id: saleId,
          return_line_items: [
            { name: 'Rocket', catalog_object_id: 'R', source_line_item_uid: 'line-R', quantity: '1', gross_return_money: usd(1000), total_money: usd(1080), total_tax_money: usd(80) },
          ],
        },
      ],
      refunds: [refund(refundId, 1080, createdAt, saleId)],
    },
  })
}

function season(orders: Order[], options: AnalyseOptions = {}) {
  const analysis = analyseOrders(orders, LA, options)
  const payments = analysis.paymentTypes[0]!
  expect(paymentTypeYearSchema.safeParse(payments).success).toBe(true)
  return { totals: analysis.years[0]!.totals, daily: analysis.years[0]!.dailySales, payments, items: analysis.items.map((item) => [item.itemName, item.totalSales, item.totalUnits]) }
}

describe('a partial refund (a refund by amount a sale lists, no return order)', () => {
  // $5.40 back to the card at 2pm: Square's Refunds API by amount, so no return order.
  const partial = () => rocketSale([refund('p1', 540, '2025-07-04T21:00:00Z')])

  it('leaves net sales and the items unchanged and lowers the money collected', () => {
    expect(orderFigures(partial())).toMatchObject({ grossSales: 2000, returns: 0, discounts: 0, netSales: 2000 })
    const { totals, payments, items } = season([partial()])
    expect(totals).toMatchObject({ totalTransactions: 1, grossSales: 2000, returns: 0, discounts: 0, netSales: 2000 })
    expect(items).toEqual([['Rocket', 2000, 2]])
    // $21.60 in, $5.40 back: $16.20 = net sales $20.00 + tax $1.60 − partial refunds $5.40.
    expect(payments.totals).toEqual({ cashCollected: 0, cardCollected: 1620, otherCollected: 0, totalCollected: 1620, partialRefunds: 540 })
  })

  it('takes amounts as absolute values and skips rejected or failed refunds', () => {
    const sale = rocketSale([
      refund('p1', -540, '2025-07-04T21:00:00Z'),
      refund('p2', 1080, '2025-07-04T21:00:00Z', 'sale', 'REJECTED'),
      refund('p3', 1080, '2025-07-04T21:00:00Z', 'sale', 'FAILED'),
    ])
    expect(partialRefundsOf(sale, new Set()).map((r) => r.id)).toEqual(['p1'])
    expect(season([sale]).payments.totals).toMatchObject({ cardCollected: 1620, partialRefunds: 540 })
  })

  it('counts on the day it was made, and on no window day when made after the window', () => {
    // Made July 5 at 9am: the sale's $21.60 on July 4, the $5.40 back on July 5.
    const nextDay = season([rocketSale([refund('p1', 540, '2025-07-05T16:00:00Z')])]).payments
    expect(nextDay.daily.map((day) => day.cardCollected)).toEqual([0, 0, 0, 0, 0, 0, 2160, -540])
    expect(nextDay.totals.partialRefunds).toBe(540)
    // Made July 8: outside the window, so no window day (and no season figure) counts it.
    const afterWindow = season([rocketSale([refund('p1', 540, '2025-07-08T19:00:00Z')])]).payments
    expect(afterWindow.totals).toMatchObject({ cardCollected: 2160, totalCollected: 2160, partialRefunds: 0 })
    // Asked for July 5 only: just the refund.
    const july5 = season([rocketSale([refund('p1', 540, '2025-07-05T16:00:00Z')])], { days: [5] })
    expect(july5.payments.totals).toMatchObject({ cardCollected: -540, partialRefunds: 540 })
    expect(july5.totals.netSales).toBe(0)
  })
})

describe('a refund listed on both the sale and its return order', () => {
  // The sale lists refund r1 too; the return order (July 5, 11am) gives back one rocket for it.
  const orders = () => [rocketSale([refund('r1', 1080, '2025-07-05T18:00:00Z')]), rocketReturn('r1', '2025-07-05T18:00:00Z')]

  it('counts once, as the return, over both days', () => {
    const both = season(orders())
    // Net: $20.00 sold − $10.00 returned; the refund is no partial refund.
    expect(both.totals).toMatchObject({ totalTransactions: 1, grossSales: 2000, returns: 1000, netSales: 1000 })
    expect(both.payments.totals).toEqual({ cashCollected: 0, cardCollected: 1080, otherCollected: 0, totalCollected: 1080, partialRefunds: 0 })
    expect(both.items).toEqual([['Rocket', 1000, 1]])
  })

  it('counts once over the sale’s day only and over the return’s day only', () => {
    const saleDay = season(orders(), { days: [4] })
    expect(saleDay.totals).toMatchObject({ netSales: 2000, returns: 0 })
    expect(saleDay.payments.totals).toMatchObject({ cardCollected: 2160, partialRefunds: 0 })
    const returnDay = season(orders(), { days: [5] })
    // Only the return: −$10.00 of sales and −$10.80 of money, the sale's listing not again.
    expect(returnDay.totals).toMatchObject({ netSales: -1000, returns: 1000, totalTransactions: 0 })
    expect(returnDay.payments.totals).toMatchObject({ cardCollected: -1080, partialRefunds: 0 })
    expect(saleDay.totals.netSales + returnDay.totals.netSales).toBe(season(orders()).totals.netSales)
  })

  it('across two seasons, leaves the refund to a return order of the next season', () => {
    // A 2024 sale listing r9, which a return order on June 30, 2025 lists too.
    const sale2024 = rocketSale([refund('r9', 1080, '2025-06-30T19:00:00Z', 'sale24')], 'sale24', '2024-07-04T19:00:00Z')
    const return2025 = rocketReturn('r9', '2025-06-30T19:00:00Z', 'sale24')
    const claims = refundsClaimedBy(return2025)
    expect(claims).toEqual(['r9'])
    // 2024 alone, told of the claim: its sale and money as sold; the refund made in 2025 is no 2024 figure.
    const y2024 = season([sale2024], { years: [2024], claimedRefunds: claims })
    expect(y2024.totals.netSales).toBe(2000)
    expect(y2024.payments.totals).toMatchObject({ cardCollected: 2160, partialRefunds: 0 })
    // 2025 with the 2024 sale passed for its tender only: the return's money comes off card, once.
    const y2025 = season([sale2024, return2025], { years: [2025] })
    expect(y2025.totals).toMatchObject({ netSales: -1000, totalTransactions: 0 })
    expect(y2025.payments.totals).toEqual({ cashCollected: 0, cardCollected: -1080, otherCollected: 0, totalCollected: -1080, partialRefunds: 0 })
  })
})

describe('money dated by when it moved', () => {
  // A tab opened July 3 at 11:50pm, paid July 4 at 12:10am: $10.00 of sales, no tax.
  const lateTab = () =>
    order({
      id: 'tab',
      createdAt: '2025-07-04T06:50:00Z',
      lines: [line({ gross: 1000 })],
      extra: { tenders: [{ id: 'tab-cash', type: 'CASH', created_at: '2025-07-04T07:10:00Z', amount_money: usd(1000) }] },
    })

  it('counts a tender paid after midnight on its own day, the sale on the day it was rung up', () => {
    const { daily, payments } = season([lateTab()])
    expect(daily.map((day) => day.netSales)).toEqual([0, 0, 0, 0, 0, 1000, 0, 0])
    expect(payments.daily.map((day) => day.cashCollected)).toEqual([0, 0, 0, 0, 0, 0, 1000, 0])
    // Asked for July 4 only: no sale, but the money paid on it.
    const july4 = season([lateTab()], { days: [4] })
    expect(july4.totals.netSales).toBe(0)
    expect(july4.payments.totals.cashCollected).toBe(1000)
  })

  it('counts a tender paid after the window on no window day', () => {
    // Opened July 5 at 11:50pm, paid July 6 at 12:30am.
    const afterWindow = order({
      createdAt: '2025-07-06T06:50:00Z',
      lines: [line({ gross: 1000 })],
      extra: { tenders: [{ id: 'late', type: 'CARD', created_at: '2025-07-06T07:30:00Z', amount_money: usd(1000) }] },
    })
    const { totals, payments } = season([afterWindow])
    expect(totals.netSales).toBe(1000)
    expect(payments.totals).toEqual({ cashCollected: 0, cardCollected: 0, otherCollected: 0, totalCollected: 0, partialRefunds: 0 })
  })
})

describe('refunds by amount made with a return order', () => {
  it('come off net sales and the custom amounts row, so the items add up to net sales', () => {
    const goodwill = order({
      createdAt: '2025-07-05T18:00:00Z',
      lines: [],
      tender: null,
      extra: {
        returns: [{ source_order_id: 'sale', return_line_items: [{ item_type: 'CUSTOM_AMOUNT', name: 'Custom Amount', quantity: '1', gross_return_money: usd(500), total_money: usd(500) }] }],
        refunds: [refund('g1', 500, '2025-07-05T18:00:00Z')],
      },
    })
    const { totals, items, payments } = season([rocketSale(), goodwill])
    expect(totals).toMatchObject({ grossSales: 2000, returns: 500, netSales: 1500 })
    expect(items).toEqual([
      ['Rocket', 2000, 2],
      ['Custom Amount', -500, 0],
    ])
    expect(payments.totals).toMatchObject({ cardCollected: 1660, partialRefunds: 0 })
  })
})
