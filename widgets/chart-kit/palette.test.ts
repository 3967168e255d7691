import { describe, expect, it } from 'vitest'
import { labelColor, paletteColor, yearColor } from './palette'
import { yearComparisonData, yearSeries } from './year-comparison-chart'

describe('yearColor', () => {
  it('gives a season the same colour whichever other seasons are shown', () => {
    // 2023 blue, 2024 orange, 2025 green: what three seasons drew before, now also for two
    expect([2023, 2024, 2025].map(yearColor)).toEqual([paletteColor(0), paletteColor(1), paletteColor(2)])
    expect(yearSeries(2025, [1, 2]).color).toBe(paletteColor(2))
  })

  it('never gives two consecutive years one colour, and never the red of a loss', () => {
    for (let year = 2019; year <= 2040; year++) {
      expect(yearColor(year), String(year)).not.toBe(yearColor(year + 1))
      expect(yearColor(year), String(year)).not.toBe(paletteColor(3))
    }
  })
})

describe('year comparison bars', () => {
  it('colour each year as its series elsewhere, years above zero only', () => {
    const data = yearComparisonData(
      [
        { year: 2025, value: 30 },
        { year: 2023, value: 0 },
        { year: 2024, value: 20 },
      ],
      'Net Sales',
    )
    expect(data.labels).toEqual(['2024', '2025'])
    expect([0, 1].map((index) => labelColor(data, index))).toEqual([yearColor(2024), yearColor(2025)])
  })

  it('fall back to the palette by position for labels without a colour', () => {
    expect(labelColor({ labels: ['a', 'b'], series: [] }, 1)).toBe(paletteColor(1))
  })
})
