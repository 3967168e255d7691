import { FULL_RANGE } from '../season'
import { line, order } from './order-fixtures'
import { windowStats } from './window-stats'

const LA = 'America/Los_Angeles'
// Pacific daylight time is UTC−7 in the season.
const lateOnTheFourth = order({ createdAt: '2025-07-05T06:30:00.000Z', lines: [line({ gross: 10_000, additiveTax: 800 })] }) // 7/4 11:30pm
const firstMinuteOfSeason = order({ createdAt: '2025-06-28T07:30:00.000Z', tender: 'CASH', lines: [line({ gross: 5_000 })] }) // 6/28 12:30am
const lastMinuteOfSeason = order({ createdAt: '2025-07-06T06:59:00.000Z', lines: [line({ gross: 2_000 })] }) // 7/5 11:59pm
const canceled = order({ createdAt: '2025-07-04T20:00:00.000Z', state: 'CANCELED', lines: [line({ gross: 99_999 })] })
const dayBeforeSeason = order({ createdAt: '2025-06-28T06:30:00.000Z', lines: [line({ gross: 7_777 })] }) // 6/27 11:30pm
const lastYear = order({ createdAt: '2024-07-04T20:00:00.000Z', lines: [line({ gross: 8_000 })] }) // 7/4 1pm
const season2025 = [lateOnTheFourth, firstMinuteOfSeason, lastMinuteOfSeason, canceled, dayBeforeSeason]

describe('windowStats', () => {
  it('places every order in the location timezone and counts completed in-window sales only', () => {
    const { years, paymentTypes } = windowStats([lastYear, ...season2025], LA, [2024, 2025], FULL_RANGE)
    const [y2024, y2025] = years
    expect(y2024?.totals).toMatchObject({ totalTransactions: 1, netSales: 8_000 })
    // three completed in-window orders: 10,000 + 5,000 + 2,000 (tax left out, canceled and 6/27 dropped)
    expect(y2025?.totals).toMatchObject({ totalTransactions: 3, netSales: 17_000 })
    // 06:30 UTC on July 5 is still July 4 in Oakdale
    expect(y2025?.dailySales.find((day) => day.day === 4)?.netSales).toBe(10_000)
    expect(y2025?.dailySales.find((day) => day.day === 5)?.netSales).toBe(2_000)
    expect(y2025?.hourlyBreakdown[23]?.netSales).toBe(12_000)
    expect(paymentTypes[1]?.year).toBe(2025)
  })

  it('keeps only the orders of the selected days, and reports each selected year even without orders', () => {
    const { years } = windowStats(season2025, LA, [2023, 2025], { from: 1, to: 4 })
    expect(years.map((stats) => stats.year)).toEqual([2023, 2025])
    expect(years[0]?.totals).toMatchObject({ totalTransactions: 0, netSales: 0 })
    expect(years[1]?.totals).toMatchObject({ totalTransactions: 1, netSales: 10_000 })
  })
})
