import { describe, expect, it } from 'vitest'
import { rankingFixture } from './ranking-fixture'
import { rankingTotals, rankLocations, seasonPair } from './ranking-model'

const seasons = { newest: 2025, previous: 2024 }

describe('rankLocations', () => {
  it('ranks by the newest season’s net sales, ties by transactions, with the change against the season before', () => {
    const rows = rankLocations(rankingFixture(), seasons, 'netSales')
    expect(rows.map((row) => [row.rank, row.location.id])).toEqual([
      [1, 'LB'],
      // equal net sales share a rank; more transactions list first
      [2, 'LA'],
      [2, 'LC'],
      [4, 'LD'],
    ])
    expect(rows[0]!.netSales).toEqual({ value: 150_000, previous: 200_000, change: -25 })
    expect(rows[0]!.transactions).toEqual({ value: 30, previous: 25, change: 20 })
    // nothing the season before: no percentage to speak of
    expect(rows[2]!.netSales.change).toBeNull()
  })

  it('shares a rank between equal figures', () => {
    const rows = rankLocations(rankingFixture(), { newest: 2023, previous: null }, 'transactions')
    expect(rows.map((row) => [row.rank, row.location.id, row.transactions.value])).toEqual([
      [1, 'LA', 9],
      [2, 'LD', 5],
      [3, 'LB', 0],
      [3, 'LC', 0],
    ])
    expect(rows.every((row) => row.netSales.change === null)).toBe(true)
  })

  it('totals every location', () => {
    const totals = rankingTotals(rankLocations(rankingFixture(), seasons, 'netSales'), true)
    expect(totals.netSales).toEqual({ value: 390_000, previous: 300_000, change: 30 })
    expect(totals.sellingLocations).toBe(3)
  })

  it('takes the newest two tracked seasons', () => {
    expect(seasonPair([2023, 2024, 2025])).toEqual({ newest: 2025, previous: 2024 })
    expect(seasonPair([2025])).toEqual({ newest: 2025, previous: null })
    expect(seasonPair([])).toBeNull()
  })
})
