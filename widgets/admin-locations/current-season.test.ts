import { describe, expect, it } from 'vitest'
import type { PaceData, PaceLocation } from '../../src/contract/pace'
import { currentSeasonFigures } from './current-season'

const stand = (id: string, soFar: [number, number], lastSeason: [number, number] | null): PaceLocation => ({
  id,
  name: id,
  status: 'ACTIVE',
  timezone: 'America/Los_Angeles',
  soFar: { netSales: soFar[0], transactions: soFar[1] },
  lastSeason: lastSeason === null ? null : { netSales: lastSeason[0], transactions: lastSeason[1] },
  lastPaymentAt: null,
  quiet: false,
})

const through = { month: 7, day: 4, hour: 20, minute: 30 }
const pace = (years: number[], likeForLike = true): PaceData => ({
  asOf: '2025-07-05T03:30:00.000Z',
  likeForLike,
  through: likeForLike ? { moment: through, timeZone: 'America/Los_Angeles' } : null,
  years,
  seasons: [],
  hourly: { now: null, seasons: [] },
  locations: [stand('A', [60_000, 6], [50_000, 4]), stand('B', [40_000, 4], [30_000, 6]), stand('C', [0, 0], [20_000, 2])],
})

describe('currentSeasonFigures', () => {
  it('adds up the season in progress of the locations shown against the season before at the same moment', () => {
    expect(currentSeasonFigures(pace([2023, 2024, 2025]), null)).toEqual({
      year: 2025,
      previous: 2024,
      netSales: 100_000,
      transactions: 10,
      netSalesChange: 0,
      transactionsChange: -16.666666666666664,
      through,
    })
    const two = currentSeasonFigures(pace([2024, 2025]), new Set(['A', 'B']))!
    expect([two.netSales, two.netSalesChange]).toEqual([100_000, 25])
  })

  it('holds whole seasons out of season', () => {
    expect(currentSeasonFigures(pace([2024, 2025], false), null)!.through).toBeNull()
  })

  it('has nothing to add when the newest season is one the fixed cards already show, or none is compared', () => {
    expect(currentSeasonFigures(pace([2023, 2024]), null)).toBeNull()
    expect(currentSeasonFigures(pace([]), null)).toBeNull()
  })

  it('shows no change without a season before, or when it sold nothing', () => {
    expect(currentSeasonFigures(pace([2025]), null)).toMatchObject({ previous: null, netSalesChange: null })
    expect(currentSeasonFigures(pace([2024, 2025]), new Set(['C']))).toMatchObject({ netSales: 0, netSalesChange: -100 })
    expect(currentSeasonFigures(pace([2024, 2025]), new Set())).toMatchObject({ netSales: 0, netSalesChange: null })
  })
})
