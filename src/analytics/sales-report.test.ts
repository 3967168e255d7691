import { salesReportSchema } from '../contract/reports'
import type { Order } from '../contract/square-order'
import { datesOfRange } from '../season/local-dates'
import { line, order, usd } from './order-fixtures'
import { salesReportOf } from './sales-report'

const LA = 'America/Los_Angeles'
const range = (beginDate: string, endDate: string) => ({ locationId: 'L1', timeZone: LA, beginDate, endDate })

// Pacific daylight time is UTC−7 in July.
const firstMinuteOfTheFourth = order({ createdAt: '2025-07-04T07:00:00.000Z', tender: 'CASH', lines: [line({ gross: 5_000, additiveTax: 400 })] })
const lateOnTheFourth = order({ createdAt: '2025-07-05T06:30:00.000Z', lines: [line({ gross: 10_000, discount: 1_000, additiveTax: 720 })] })
const firstMinuteOfTheFifth = order({ createdAt: '2025-07-05T07:00:00.000Z', lines: [line({ gross: 2_000 })] })
const canceled = order({ createdAt: '2025-07-04T20:00:00.000Z', state: 'CANCELED', lines: [line({ gross: 99_999 })] })
const splitTender = order({
  createdAt: '2025-07-04T20:10:00.000Z',
  lines: [line({ gross: 3_000 })],
  extra: {
    tenders: [
      { id: 'cash', type: 'CASH', amount_money: usd(1_000) },
      { id: 'card', type: 'CARD', amount_money: usd(2_000) },
    ],
  },
})
// One of the items comes back: $10.80 refunded, $0.80 of it tax (a Square return order).
const returnOnly = order({
  createdAt: '2025-07-04T21:00:00.000Z',
  lines: [],
  tender: null,
  extra: {
    returns: [{ source_order_id: 'sale', return_line_items: [{ quantity: '1', total_money: usd(1_080), total_tax_money: usd(80) }] }],
    return_amounts: { total_money: usd(1_080), tax_money: usd(80) },
  },
})

describe('salesReportOf', () => {
  it('covers local midnight to midnight of the days asked, with the shape of docs/contract.md#entities', () => {
    const report = salesReportOf(range('2025-07-04', '2025-07-04'), [firstMinuteOfTheFourth, lateOnTheFourth, firstMinuteOfTheFifth, canceled, splitTender, returnOnly])
    expect(salesReportSchema.parse(report)).toEqual(report)
    expect(report.debug).toEqual({
      beginDate: '2025-07-04',
      endDate: '2025-07-04',
      beginDateTime: '2025-07-04T07:00:00.000Z',
      endDateTime: '2025-07-05T07:00:00.000Z',
      // cash; card; cash + card (the return-only order has no tender; the canceled and next-day ones do not count)
      totalPaymentsReceived: 4,
      timezone: LA,
    })
    // net: 5,000 + 9,000 + 3,000 − 1,000 returned; gross before discounts; three sales, the return is none
    expect(report.totals).toEqual({ netSales: 16_000, grossSales: 18_000, totalTransactions: 3, partialRefunds: 0 })
    expect(report.dailyBreakdown).toEqual([{ date: '2025-07-04', netSales: 16_000, count: 3, partialRefunds: 0 }])
    expect(report.hourlyBreakdown).toHaveLength(24)
    expect(report.hourlyBreakdown[0]).toEqual({ hour: 0, netSales: 5_000, count: 1 })
    expect(report.hourlyBreakdown[13]).toEqual({ hour: 13, netSales: 3_000, count: 1 })
    expect(report.hourlyBreakdown[14]).toEqual({ hour: 14, netSales: -1_000, count: 0 })
    expect(report.hourlyBreakdown[23]).toEqual({ hour: 23, netSales: 9_000, count: 1 })
    expect(report.hourlyBreakdown.reduce((sum, hour) => sum + hour.netSales, 0)).toBe(16_000)
  })

  it('puts each order on its local date, one row per date of the range', () => {
    const report = salesReportOf(range('2025-07-03', '2025-07-05'), [firstMinuteOfTheFourth, lateOnTheFourth, firstMinuteOfTheFifth])
    expect(report.dailyBreakdown).toEqual([
      { date: '2025-07-03', netSales: 0, count: 0, partialRefunds: 0 },
      { date: '2025-07-04', netSales: 14_000, count: 2, partialRefunds: 0 },
      { date: '2025-07-05', netSales: 2_000, count: 1, partialRefunds: 0 },
    ])
    expect(report.hourlyBreakdown[0]).toEqual({ hour: 0, netSales: 7_000, count: 2 })
  })

  it('follows daylight saving time: a 23-hour day in spring and a 25-hour day in autumn', () => {
    const spring = salesReportOf(range('2025-03-09', '2025-03-09'), [])
    expect([spring.debug.beginDateTime, spring.debug.endDateTime]).toEqual(['2025-03-09T08:00:00.000Z', '2025-03-10T07:00:00.000Z'])
    // 1:30am PDT on November 2 and 1:30am PST an hour later are both hour 1 of that day.
    const twiceAtHalfPastOne = [
      order({ createdAt: '2025-11-02T08:30:00.000Z', lines: [line({ gross: 1_000 })] }),
      order({ createdAt: '2025-11-02T09:30:00.000Z', lines: [line({ gross: 2_000 })] }),
    ]
    const autumn = salesReportOf(range('2025-11-02', '2025-11-02'), twiceAtHalfPastOne)
    expect([autumn.debug.beginDateTime, autumn.debug.endDateTime]).toEqual(['2025-11-02T07:00:00.000Z', '2025-11-03T08:00:00.000Z'])
    expect(autumn.hourlyBreakdown[1]).toEqual({ hour: 1, netSales: 3_000, count: 2 })
    expect(autumn.dailyBreakdown).toEqual([{ date: '2025-11-02', netSales: 3_000, count: 2, partialRefunds: 0 }])
  })

  it('reports a range without orders as zeros', () => {
    const report = salesReportOf(range('2019-06-28', '2019-07-05'), [])
    expect(report.totals).toEqual({ netSales: 0, grossSales: 0, totalTransactions: 0, partialRefunds: 0 })
    expect(report.dailyBreakdown.map((day) => day.date)).toEqual(datesOfRange('2019-06-28', '2019-07-05'))
    expect(report.dailyBreakdown).toHaveLength(8)
  })
})

describe('refunds and payments in a report', () => {
  // A $21.60 sale on July 3 at noon (2 rockets, $1.60 tax) by card, which lists refund r1 itself.
  const r1 = { id: 'r1', tender_id: 'card', created_at: '2025-07-05T18:00:00.000Z', amount_money: usd(1_080), status: 'COMPLETED' }
  const sale = (refunds = [r1]) =>
    order({
      id: 'sale',
      createdAt: '2025-07-03T19:00:00.000Z',
      lines: [line({ quantity: '2', gross: 2_000, additiveTax: 160 })],
      extra: { tenders: [{ id: 'card', type: 'CARD', amount_money: usd(2_160) }], refunds },
    })
  // The return order on July 5 at 11am gives one rocket back ($10.80, $0.80 of it tax) and lists r1 too.
  const returned = order({
    id: 'return',
    createdAt: '2025-07-05T18:00:00.000Z',
    lines: [],
    tender: null,
    extra: {
      returns: [{ source_order_id: 'sale', return_line_items: [{ quantity: '1', source_line_item_uid: 'line-x', total_money: usd(1_080), total_tax_money: usd(80) }] }],
      refunds: [r1],
    },
  })
  const report = (beginDate: string, endDate: string, orders: Order[], claimed: string[] = []) => salesReportOf(range(beginDate, endDate), orders, claimed)

  it('counts a refund listed on both the sale and its return order once, over the sale’s days, the return’s, and both', () => {
    const saleDays = report('2025-07-03', '2025-07-04', [sale(), returned])
    expect(saleDays.totals).toEqual({ netSales: 2_000, grossSales: 2_000, totalTransactions: 1, partialRefunds: 0 })
    const returnDays = report('2025-07-05', '2025-07-05', [sale(), returned])
    expect(returnDays.totals).toEqual({ netSales: -1_000, grossSales: 0, totalTransactions: 0, partialRefunds: 0 })
    const both = report('2025-07-03', '2025-07-05', [sale(), returned])
    expect(both.totals).toEqual({ netSales: 1_000, grossSales: 2_000, totalTransactions: 1, partialRefunds: 0 })
    expect(saleDays.totals.netSales + returnDays.totals.netSales).toBe(both.totals.netSales)
  })

  it('leaves the refund to a return order it does not see when told of its claim (another season’s)', () => {
    expect(report('2025-07-05', '2025-07-05', [sale()]).totals.partialRefunds).toBe(1_080)
    expect(report('2025-07-05', '2025-07-05', [sale()], ['r1']).totals.partialRefunds).toBe(0)
  })

  it('counts a partial refund on the day it was made, whenever the sale was', () => {
    const partial = sale([{ ...r1, id: 'p1', amount_money: usd(540) }])
    const july5 = report('2025-07-05', '2025-07-05', [partial])
    expect(july5.totals).toEqual({ netSales: 0, grossSales: 0, totalTransactions: 0, partialRefunds: 540 })
    expect(july5.dailyBreakdown).toEqual([{ date: '2025-07-05', netSales: 0, count: 0, partialRefunds: 540 }])
    // The sale's own days: its net sales whole, no partial refund.
    expect(report('2025-07-03', '2025-07-04', [partial]).totals).toEqual({ netSales: 2_000, grossSales: 2_000, totalTransactions: 1, partialRefunds: 0 })
  })

  it('counts a payment made after midnight on its own day', () => {
    // Opened July 3 at 11:50pm, paid July 4 at 12:10am.
    const tab = order({
      createdAt: '2025-07-04T06:50:00.000Z',
      lines: [line({ gross: 1_000 })],
      extra: { tenders: [{ id: 'late', type: 'CASH', created_at: '2025-07-04T07:10:00.000Z', amount_money: usd(1_000) }] },
    })
    const july3 = report('2025-07-03', '2025-07-03', [tab])
    expect([july3.totals.netSales, july3.debug.totalPaymentsReceived]).toEqual([1_000, 0])
    const july4 = report('2025-07-04', '2025-07-04', [tab])
    expect([july4.totals.netSales, july4.debug.totalPaymentsReceived]).toEqual([0, 1])
  })
})
