import { line, order, usd } from '../../src/analytics/order-fixtures'
import { salesReportSchema } from '../../src/contract/reports'
import { datesOfRange, salesReportOf, seasonWindowDates } from './sales-report'

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
  it('covers local midnight to midnight of the days asked, with SPEC §3’s shape', () => {
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
    expect(report.totals).toEqual({ netSales: 16_000, grossSales: 18_000, totalTransactions: 3 })
    expect(report.dailyBreakdown).toEqual([{ date: '2025-07-04', netSales: 16_000, count: 3 }])
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
      { date: '2025-07-03', netSales: 0, count: 0 },
      { date: '2025-07-04', netSales: 14_000, count: 2 },
      { date: '2025-07-05', netSales: 2_000, count: 1 },
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
    expect(autumn.dailyBreakdown).toEqual([{ date: '2025-11-02', netSales: 3_000, count: 2 }])
  })

  it('reports a range without orders as zeros', () => {
    const report = salesReportOf(range('2019-06-28', '2019-07-05'), [])
    expect(report.totals).toEqual({ netSales: 0, grossSales: 0, totalTransactions: 0 })
    expect(report.dailyBreakdown.map((day) => day.date)).toEqual(datesOfRange('2019-06-28', '2019-07-05'))
    expect(report.dailyBreakdown).toHaveLength(8)
  })
})

describe('report dates', () => {
  it('lists the dates of a range across a month and a year end', () => {
    expect(datesOfRange('2024-12-30', '2025-01-02')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02'])
    expect(datesOfRange('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01'])
  })

  it('names a season’s window June 28 – July 5', () => {
    expect(seasonWindowDates(2024)).toEqual({ beginDate: '2024-06-28', endDate: '2024-07-05' })
  })
})
