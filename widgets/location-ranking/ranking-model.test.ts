import { describe, expect, it } from 'vitest'
import type { PaceData, PaceLocation } from '../../src/contract/pace'
import { closedLocations, rankingTotals, rankLocations } from './ranking-model'

const stand = (id: string, name: string, soFar: [number, number], lastSeason: [number, number] | null, status: PaceLocation['status'] = 'ACTIVE'): PaceLocation => ({
  id,
  name,
  status,
  timezone: 'America/Los_Angeles',
  soFar: { netSales: soFar[0], transactions: soFar[1] },
  lastSeason: lastSeason === null ? null : { netSales: lastSeason[0], transactions: lastSeason[1] },
  lastPaymentAt: null,
  quiet: false,
})

const stands = [
  stand('LA', 'Alpha Tent', [120_000, 11], [100_000, 10]),
  stand('LB', 'Bravo Stand', [150_000, 30], [200_000, 25]),
  stand('LC', 'Charlie Booth', [120_000, 8], [0, 0]),
  // Closed this season: −100 % against last season, which is no pace.
  stand('LD', 'Delta Depot', [0, 0], [50_000, 5], 'INACTIVE'),
  stand('LE', 'Echo Cart', [0, 0], [0, 0]),
]

describe('rankLocations', () => {
  it('ranks the open stands by net sales so far, ties by transactions, with the change against the season before at the same moment', () => {
    const rows = rankLocations(stands, 'netSales')
    expect(rows.map((row) => [row.rank, row.location.id])).toEqual([
      [1, 'LB'],
      // equal net sales share a rank; more transactions list first
      [2, 'LA'],
      [2, 'LC'],
      [4, 'LE'],
    ])
    expect(rows[0]!.netSales).toEqual({ value: 150_000, previous: 200_000, change: -25 })
    expect(rows[0]!.transactions).toEqual({ value: 30, previous: 25, change: 20 })
    // nothing the season before: no percentage to speak of
    expect(rows[2]!.netSales.change).toBeNull()
  })

  it('leaves the stands closed this season out of the ranking, and lists them apart by name', () => {
    expect(rankLocations(stands, 'transactions').map((row) => row.location.id)).not.toContain('LD')
    expect(closedLocations(stands).map((row) => [row.location.id, row.netSales.previous])).toEqual([['LD', 50_000]])
  })

  it('has no change with only one season compared', () => {
    const rows = rankLocations([stand('LA', 'Alpha Tent', [9, 9], null)], 'transactions')
    expect(rows[0]!.transactions).toEqual({ value: 9, previous: null, change: null })
  })
})

describe('rankingTotals', () => {
  const data = (seasons: PaceData['seasons']): PaceData => ({
    asOf: '2025-07-05T03:30:00.000Z',
    likeForLike: true,
    through: null,
    years: seasons.map((season) => season.year),
    seasons,
    hourly: { now: null, seasons: [] },
    locations: stands,
  })

  it('is the whole business as the pace counts it, the newest season against the one before', () => {
    const totals = rankingTotals(data([
      { year: 2024, netSales: 350_000, transactions: 40, averageOrderValue: 8_750 },
      { year: 2025, netSales: 390_000, transactions: 49, averageOrderValue: 7_959 },
    ]))!
    expect(totals.newest).toBe(2025)
    expect(totals.previous).toBe(2024)
    expect(totals.netSales.change).toBeCloseTo(11.43, 2)
    // Three of the four open stands sold; the closed one is not counted among them.
    expect([totals.sellingLocations, totals.openLocations]).toEqual([3, 4])
  })

  it('is nothing with no season compared', () => {
    expect(rankingTotals(data([]))).toBeNull()
  })
})
