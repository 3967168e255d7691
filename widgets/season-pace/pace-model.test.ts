// The pace screen's model on hand-written answers: cards against every earlier season, the
// cumulative lines, the sentences, sorting with nothing to compare last, and the chart's scales.
import { describe, expect, it } from 'vitest'
import type { PaceData, PaceLocation } from '../../src/contract/pace'
import { paceChartData } from './pace-chart'
import { cumulativeSeasons, lastPaymentText, paceCards, paceHeadline, paceRows, WINDOW_HOUR_LABELS } from './pace-model'
import { makePaceScales, WINDOW_HOURS } from './pace-scales'

function row(id: string, name: string, soFar: number, lastSeason: number | null, lastPaymentAt: string | null = null): PaceLocation {
  return {
    id,
    name,
    status: 'ACTIVE',
    timezone: 'America/Los_Angeles',
    soFar: { netSales: soFar, transactions: 1 },
    lastSeason: lastSeason === null ? null : { netSales: lastSeason, transactions: 1 },
    lastPaymentAt,
    quiet: false,
  }
}

const answer: PaceData = {
  asOf: '2025-07-05T03:30:00.000Z',
  likeForLike: true,
  through: { moment: { month: 7, day: 4, hour: 20, minute: 30 }, timeZone: 'America/Los_Angeles' },
  years: [2023, 2024, 2025],
  seasons: [
    { year: 2023, netSales: 80_000, transactions: 40, averageOrderValue: 2_000 },
    { year: 2024, netSales: 100_000, transactions: 50, averageOrderValue: 2_000 },
    { year: 2025, netSales: 110_000, transactions: 44, averageOrderValue: 2_500 },
  ],
  hourly: {
    now: 164.5,
    seasons: [
      { year: 2023, netSales: [1_000, 0, 2_000] },
      { year: 2025, netSales: [500, 500] },
    ],
  },
  locations: [row('A', 'Alpha', 100, 200, '2025-07-05T02:55:00.000Z'), row('B', 'bravo', 300, 100, '2025-07-05T03:20:00.000Z'), row('C', 'Charlie', 50, null), row('D', 'Delta', 0, 0)],
}

describe('the pace model', () => {
  it('holds the newest season against every earlier one, newest first, like for like', () => {
    const cards = paceCards(answer)!
    expect(cards.netSales).toEqual({
      year: 2025,
      value: 110_000,
      against: [
        { year: 2024, value: 100_000, change: 10 },
        { year: 2023, value: 80_000, change: 37.5 },
      ],
    })
    expect(cards.averageOrderValue.against[0]!.change).toBe(25)
    expect(cards.through).toEqual({ month: 7, day: 4, hour: 20, minute: 30 })
    expect(paceCards({ ...answer, seasons: [] })).toBeNull()
  })

  it('adds each season up hour by hour', () => {
    expect(cumulativeSeasons(answer)).toEqual([
      { year: 2023, cumulative: [1_000, 1_000, 3_000] },
      { year: 2025, cumulative: [500, 1_000] },
    ])
    // Past a season's end the chart's table reads no value, not $0.
    expect(paceChartData(cumulativeSeasons(answer)).series[1]!.values.slice(0, 3)).toEqual([500, 1_000, Number.NaN])
    expect(WINDOW_HOUR_LABELS).toHaveLength(WINDOW_HOURS)
    expect(WINDOW_HOUR_LABELS[6 * 24 + 20]).toBe('7/4 8pm')
  })

  it('says what it compares, in season and out', () => {
    expect(paceHeadline(answer)).toBe('2025 season so far against 2024 and 2023 at the same moment, to Jul 4, 8:30 PM, each location in its own local time.')
    expect(paceHeadline({ ...answer, likeForLike: false, through: null, years: [2024, 2025] })).toBe('Out of season: the 2025 season’s final pace against 2024, whole seasons.')
    expect(paceHeadline({ ...answer, years: [2025] })).toBe('2025 season so far, to Jul 4, 8:30 PM, each location in its own local time.')
  })

  it('sorts the rows, those with nothing to compare last either way', () => {
    const ids = (key: Parameters<typeof paceRows>[1], order: 'asc' | 'desc') => paceRows(answer.locations, key, order).map((each) => each.location.id)
    expect(ids('pace', 'asc')).toEqual(['A', 'B', 'C', 'D'])
    expect(ids('pace', 'desc')).toEqual(['B', 'A', 'C', 'D'])
    expect(ids('name', 'asc')).toEqual(['A', 'B', 'C', 'D'])
    expect(ids('lastSeason', 'desc')).toEqual(['A', 'B', 'D', 'C'])
    expect(ids('lastPayment', 'asc')).toEqual(['A', 'B', 'C', 'D'])
    expect(paceRows(answer.locations, 'pace', 'asc').map((each) => each.pace)).toEqual([-50, 200, null, null])
  })

  it('says when a stand last sold, at its own time and how long before the moment', () => {
    expect(lastPaymentText(answer.locations[0]!, answer.asOf)).toEqual({ at: 'Jul 4, 7:55 PM', ago: '35 min ago' })
    expect(lastPaymentText({ ...answer.locations[0]!, lastPaymentAt: '2025-07-04T01:10:00.000Z' }, answer.asOf)).toEqual({ at: 'Jul 3, 6:10 PM', ago: '26 h 20 min ago' })
    expect(lastPaymentText(answer.locations[2]!, answer.asOf)).toBeNull()
  })

  it('spreads the window’s hours across and the highest season up', () => {
    const { xScale, yScale } = makePaceScales(cumulativeSeasons(answer), { width: 960, height: 200 })
    expect(xScale(0)).toBe(0)
    expect(xScale(WINDOW_HOURS)).toBe(960)
    expect(xScale(96)).toBe(480)
    expect(yScale(0)).toBe(200)
    expect(yScale.domain()[1]).toBeGreaterThanOrEqual(3_000)
  })
})

describe('the stories’ answers', () => {
  it('flag the stand whose sales stopped, and no stand on an ordinary evening or after the season', async () => {
    const { inSeasonPace, outOfSeasonPace, quietStandPace, QUIET_STAND_INDEX } = await import('./pace-stories')
    const quiet = quietStandPace()
    expect(quiet.locations.filter((location) => location.quiet).map((location) => location.id)).toEqual([quiet.locations[QUIET_STAND_INDEX]!.id])
    expect(inSeasonPace().locations.filter((location) => location.quiet)).toEqual([])
    expect(outOfSeasonPace()).toMatchObject({ likeForLike: false, through: null })
  })
})
