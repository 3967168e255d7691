import { describe, expect, it } from 'vitest'
import type { LikeForLikeData } from '../../../src/contract/figures-answers'
import { comparisonCutOf } from './like-for-like'

const through = { month: 7, day: 4, hour: 20, minute: 30 }
const totals = (netSales: number) => ({ totalTransactions: 1, grossSales: netSales, discounts: 0, returns: 0, netSales, averageOrderValue: netSales })
const collected = (cents: number) => ({
  totals: { cashCollected: cents, cardCollected: 0, otherCollected: 0, totalCollected: cents, partialRefunds: 0 },
  split: { cashPercent: 100, cardPercent: 0, otherPercent: 0 },
})
const answer = (year: number, netSales: number, overrides: Partial<LikeForLikeData> = {}) => ({
  likeForLike: {
    inProgressYear: 2025,
    through,
    seasons: [{ year, cutAt: `${year}-07-05T03:31:00.000Z`, totals: totals(netSales), payments: collected(netSales + 100), cutDay: totals(netSales / 10) }],
    ...overrides,
  },
})

describe('comparisonCutOf', () => {
  it('gathers each year’s totals up to the cut when the newest year is the one in progress', () => {
    const cut = comparisonCutOf([2024, 2025], [answer(2024, 800), answer(2025, 1_000)])
    expect(cut?.through).toEqual(through)
    expect([...cut!.totalsByYear].map(([year, season]) => [year, season.netSales])).toEqual([
      [2024, 800],
      [2025, 1_000],
    ])
    // The money collected and the day in progress, up to the same cut.
    expect([...cut!.paymentsByYear!].map(([year, season]) => [year, season.totals.totalCollected])).toEqual([
      [2024, 900],
      [2025, 1_100],
    ])
    expect([...cut!.cutDayByYear!].map(([year, season]) => [year, season.netSales])).toEqual([
      [2024, 80],
      [2025, 100],
    ])
  })

  it('compares whole seasons when the newest selected is not in progress, or no season is', () => {
    expect(comparisonCutOf([2023, 2024], [answer(2023, 500), answer(2024, 800)])).toBeNull()
    expect(comparisonCutOf([2024, 2025], [{ likeForLike: null }, { likeForLike: null }])).toBeNull()
  })

  it('holds no answers of different minutes against each other', () => {
    expect(comparisonCutOf([2024, 2025], [answer(2024, 800, { through: { ...through, minute: 29 } }), answer(2025, 1_000)])).toBeNull()
  })
})
