import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { FIXTURE_2024, fixtureYearStats } from './fixture-stats'
import { dailyStatsCsv, hourlyStatsCsv, statsCsvFileName } from './stats-csv'

const year2024 = fixtureYearStats(FIXTURE_2024)
const year2023 = fixtureYearStats({ year: 2023, transactions: [1, 2, 3, 4, 5, 6, 7, 8], netSales: [100, 200, 300, 400, 500, 600, 700, -1_800] })
const parsed = (text: string) => Papa.parse<string[]>(text).data

describe('the stats CSV files', () => {
  it("hold each season's net sales and transactions on each selected day, in dollars", () => {
    const rows = parsed(dailyStatsCsv([year2023, year2024], [4, 5]))
    expect(rows).toEqual([
      ['Year', 'Date', 'Net Sales', 'Transactions'],
      ['2023', year2023.dailySales[6]!.date, '7.00', '7'],
      ['2023', year2023.dailySales[7]!.date, '-18.00', '8'],
      ['2024', year2024.dailySales[6]!.date, '1250.00', '25'],
      ['2024', year2024.dailySales[7]!.date, '1250.00', '25'],
    ])
  })

  it('hold each season by local hour, all 24 of them', () => {
    const rows = parsed(hourlyStatsCsv([year2024]))
    expect(rows[0]).toEqual(['Year', 'Hour', 'Net Sales', 'Transactions'])
    expect(rows).toHaveLength(25)
    expect(rows[1]).toEqual(['2024', '12am', '0.00', '0'])
    expect(rows[19]).toEqual(['2024', '6pm', '10000.00', '200'])
  })

  it('are named after the location, the kind and the seasons', () => {
    expect(statsCsvFileName('daily', 'Oakdale Tent', [2024, 2025])).toBe('stats-daily-oakdale-tent-2024-2025.csv')
    expect(statsCsvFileName('hourly', 'Oakdale Tent', [2025])).toBe('stats-hourly-oakdale-tent-2025.csv')
  })
})
