import { describe, expect, it } from 'vitest'
import type { ItemRow } from '../../src/contract/stats'
import { itemsChartHeight, itemsPeriod, mergeItemRows, topItemsModel } from './items-model'

function row(id: string | null, itemName: string, totalSales: number, totalUnits: number, variationName: string | null = null): ItemRow {
  return { itemName, variationName, itemLabel: itemName, catalogObjectId: id, totalSales, totalUnits, averagePrice: totalUnits ? Math.round(totalSales / totalUnits) : 0 }
}

describe('mergeItemRows', () => {
  it('adds up one catalog object across answers and recomputes its average price', () => {
    const merged = mergeItemRows([
      [row('V1', 'Roman Candle', 10_000, 4), row(null, 'Custom Amount', 500, 1)],
      [row('V1', 'Roman Candle', 5_000, 1), row('V2', 'Snaps', 300, 3), row(null, 'Custom Amount', 700, 2)],
    ])
    expect(merged).toEqual([
      { ...row('V1', 'Roman Candle', 15_000, 5), averagePrice: 3_000 },
      { ...row(null, 'Custom Amount', 1_200, 3), averagePrice: 400 },
      row('V2', 'Snaps', 300, 3),
    ])
  })

  it('names the variation where two rows share an item name', () => {
    const merged = mergeItemRows([[row('V1', 'Gold Sparklers', 100, 1, '8-Pack'), row('V2', 'Gold Sparklers', 200, 1, '12-Pack')]])
    expect(merged.map((item) => item.itemLabel)).toEqual(['Gold Sparklers · 8-Pack', 'Gold Sparklers · 12-Pack'])
  })
})

describe('topItemsModel', () => {
  const rows = [row('A', 'Fountain', 9_000, 3), row('B', 'Snaps', 1_000, 50), row('C', 'Rocket', 5_000, 10)]

  it('sorts one chart by revenue and the other by units, largest first', () => {
    const model = topItemsModel(rows)
    expect(model.byRevenue.labels).toEqual(['Fountain', 'Rocket', 'Snaps'])
    expect(model.byRevenue.series[0]!.values).toEqual([9_000, 5_000, 1_000])
    expect(model.byUnits.labels).toEqual(['Snaps', 'Rocket', 'Fountain'])
    expect(model.byUnits.series[0]!.values).toEqual([50, 10, 3])
  })

  it('keeps revenue, units and average price for every tooltip, drawing only its own measure', () => {
    const model = topItemsModel(rows)
    for (const data of [model.byRevenue, model.byUnits]) {
      expect(data.series.map((series) => series.name).sort()).toEqual(['Average price', 'Revenue', 'Units sold'])
      expect(data.series.filter((series) => !series.tooltipOnly)).toHaveLength(1)
    }
    const average = model.byUnits.series.find((series) => series.key === 'average')!
    expect(average.values).toEqual([20, 500, 3_000])
    expect(average.format!(3_000)).toBe('$30.00')
  })
})

describe('itemsChartHeight', () => {
  it('is 800 px up to 16 items, then 50 px an item', () => {
    expect(itemsChartHeight(0)).toBe(800)
    expect(itemsChartHeight(16)).toBe(800)
    expect(itemsChartHeight(17)).toBe(850)
  })
})

describe('itemsPeriod', () => {
  it('names the season, a day of it or a run of its days', () => {
    expect(itemsPeriod(2025, [28, 29, 30, 1, 2, 3, 4, 5])).toEqual({ year: 2025, days: null, heading: 'Items sold in 2025', tableTitle: 'Item Sales 2025' })
    expect(itemsPeriod(2025, [4])).toEqual({ year: 2025, days: '4to4', heading: 'Items sold on Jul 4, 2025', tableTitle: 'Item Sales Jul 4, 2025' })
    expect(itemsPeriod(2024, [30, 1, 2])).toEqual({ year: 2024, days: '30to2', heading: 'Items sold Jun 30 – Jul 2, 2024', tableTitle: 'Item Sales Jun 30 – Jul 2, 2024' })
  })
})
