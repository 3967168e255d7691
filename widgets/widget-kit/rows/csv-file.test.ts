import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvDollars, csvFileName, csvText, fileSlug } from './csv-file'

describe('csvText', () => {
  it('quotes what needs quoting and parses back to the same cells', () => {
    const text = csvText(['Item', 'Revenue'], [['Roman Candle, "Big"', '12.50'], ['Snaps', '0.99']])
    expect(text.split('\r\n')).toHaveLength(3)
    expect(Papa.parse<string[]>(text).data).toEqual([['Item', 'Revenue'], ['Roman Candle, "Big"', '12.50'], ['Snaps', '0.99']])
  })

  it('escapes a cell a spreadsheet would run as a formula, and leaves a negative amount a number', () => {
    const [, row] = Papa.parse<string[]>(csvText(['Name', 'Refund'], [['=HYPERLINK("x")', '-18.00']])).data
    expect(row).toEqual(['\'=HYPERLINK("x")', '-18.00'])
  })
})

describe('file names', () => {
  it('say what the file holds, safely', () => {
    expect(fileSlug('Oakdale Tent #2 (North)')).toBe('oakdale-tent-2-north')
    expect(fileSlug('¡!', 'location')).toBe('location')
    expect(csvFileName('items', 'Oakdale Tent #2', 2025)).toBe('items-oakdale-tent-2-2025.csv')
    expect(csvFileName('stats-daily', 'oakdale-tent', 2024, 2025)).toBe('stats-daily-oakdale-tent-2024-2025.csv')
  })

  it('write cents as dollars with two decimals', () => {
    expect([csvDollars(12_345), csvDollars(-1_800), csvDollars(5)]).toEqual(['123.45', '-18.00', '0.05'])
  })
})
