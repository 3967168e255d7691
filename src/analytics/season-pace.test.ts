// The season pace on hand-made orders: each location cut at the same local minute in its own
// timezone, the selection's totals and hourly net sales, whole seasons out of season, and stands
// whose season has not begun or is over.
import { describe, expect, it } from 'vitest'
import { line, order } from './order-fixtures'
import { paceFromOrders, type StandOrders } from './pace-from-orders'
import { mainTimeZone, nowOnTheWindow, windowSlotOf } from './season-pace'
import { SEASON_SLOTS } from './year-tally'

const LA = 'America/Los_Angeles'
const NY = 'America/New_York'

const sale = (id: string, createdAt: string, gross: number) => order({ id, createdAt, lines: [line({ gross })] })
const refundOnly = (id: string, createdAt: string, gross: number) =>
  order({ id, createdAt, lines: [], tender: null, extra: { returns: [{ uid: 'r', source_order_id: 'x', return_line_items: [] }], return_amounts: { total_money: { amount: gross, currency: 'USD' } } } })

function stand(id: string, timezone: string, orders: StandOrders['orders'], status: StandOrders['status'] = 'ACTIVE'): StandOrders {
  return { id, name: `Stand ${id}`, status, timezone, orders }
}

// July 4, 2025, 8:30:40 PM in Los Angeles: 11:30:40 PM in New York.
const EVENING = Date.parse('2025-07-04T20:30:40-07:00')

const oakdale = stand('OAK', LA, [
  sale('o24-a', '2024-07-04T18:00:00-07:00', 10_000),
  sale('o24-b', '2024-07-04T20:30:59-07:00', 2_000), // within the cut minute: counts
  sale('o24-c', '2024-07-04T20:31:00-07:00', 4_000), // the next minute: only in the whole season
  sale('o25-a', '2025-07-04T20:10:00-07:00', 30_000),
  sale('o25-b', '2025-07-04T20:30:00-07:00', 500),
])
const pigeonForge = stand('PIG', NY, [
  sale('p24-a', '2024-07-04T23:00:00-04:00', 7_000),
  sale('p24-b', '2024-07-04T23:45:00-04:00', 1_000), // after 11:30 PM local: not yet
  sale('p25-a', '2025-07-04T22:00:00-04:00', 8_000),
])

describe('a window hour', () => {
  it('is the window day and local hour, or before or after the window', () => {
    expect(windowSlotOf({ month: 6, day: 28, hour: 0, minute: 0 })).toBe(0)
    expect(windowSlotOf({ month: 7, day: 4, hour: 20, minute: 30 })).toBe(6 * 24 + 20)
    expect(windowSlotOf({ month: 6, day: 27, hour: 23, minute: 59 })).toBe(-1)
    expect(windowSlotOf({ month: 7, day: 6, hour: 0, minute: 0 })).toBe(SEASON_SLOTS)
    expect(nowOnTheWindow({ month: 7, day: 4, hour: 20, minute: 30 })).toBe(6 * 24 + 20.5)
  })

  it('reads the screen’s local time from the timezone most locations keep', () => {
    expect(mainTimeZone([NY, LA, LA])).toBe(LA)
    expect(mainTimeZone([NY, LA])).toBe(NY)
    expect(mainTimeZone([])).toBeNull()
  })
})

describe('the pace in season', () => {
  const pace = paceFromOrders([oakdale, pigeonForge], [2024, 2025], EVENING)

  it('cuts every season of each location at the same local minute as now, in its own timezone', () => {
    expect(pace.likeForLike).toBe(true)
    expect(pace.through).toEqual({ moment: { month: 7, day: 4, hour: 20, minute: 30 }, timeZone: LA })
    const [oak, pig] = pace.locations
    expect(oak).toMatchObject({ id: 'OAK', soFar: { netSales: 30_500, transactions: 2 }, lastSeason: { netSales: 12_000, transactions: 2 } })
    expect(pig).toMatchObject({ id: 'PIG', soFar: { netSales: 8_000, transactions: 1 }, lastSeason: { netSales: 7_000, transactions: 1 } })
    expect(oak!.lastPaymentAt).toBe(new Date('2025-07-04T20:30:00-07:00').toISOString())
    expect(pig!.lastPaymentAt).toBe(new Date('2025-07-04T22:00:00-04:00').toISOString())
  })

  it('adds the locations up per season, with the average order value of the sums', () => {
    expect(pace.seasons).toEqual([
      { year: 2024, netSales: 19_000, transactions: 3, averageOrderValue: 6_333 },
      { year: 2025, netSales: 38_500, transactions: 3, averageOrderValue: 12_833 },
    ])
  })

  it('draws earlier seasons whole and the newest up to its last cut hour, each location by its own local hour', () => {
    const [hourly2024, hourly2025] = pace.hourly.seasons
    const july4 = 6 * 24
    expect(hourly2024!.netSales).toHaveLength(SEASON_SLOTS)
    expect(hourly2024!.netSales[july4 + 18]).toBe(10_000)
    expect(hourly2024!.netSales[july4 + 20]).toBe(6_000)
    expect(hourly2024!.netSales[july4 + 23]).toBe(8_000)
    // New York's 11 PM hour is the last one cut.
    expect(hourly2025!.netSales).toHaveLength(july4 + 24)
    expect(hourly2025!.netSales[july4 + 20]).toBe(30_500)
    expect(hourly2025!.netSales[july4 + 22]).toBe(8_000)
    expect(hourly2025!.netSales.reduce((sum, value) => sum + value, 0)).toBe(pace.seasons[1]!.netSales)
  })
})

describe('the pace out of season', () => {
  it('compares whole seasons: the newest season’s final pace', () => {
    const pace = paceFromOrders([oakdale, pigeonForge], [2024, 2025], Date.parse('2025-07-20T12:00:00-07:00'))
    expect(pace.likeForLike).toBe(false)
    expect(pace.through).toBeNull()
    expect(pace.hourly.now).toBeNull()
    expect(pace.seasons.map((season) => season.netSales)).toEqual([24_000, 38_500])
    expect(pace.hourly.seasons[1]!.netSales).toHaveLength(SEASON_SLOTS)
    expect(pace.locations.every((location) => !location.quiet)).toBe(true)
  })
})

describe('the edges of the window', () => {
  it('counts nothing yet at a stand whose season has not begun while it has begun elsewhere', () => {
    // June 28, 12:30 AM in New York is still June 27, 9:30 PM in Los Angeles.
    const early = stand('EAST', NY, [sale('e24', '2024-06-28T00:10:00-04:00', 3_000), sale('e25', '2025-06-28T00:20:00-04:00', 5_000)])
    const west = stand('WEST', LA, [sale('w24', '2024-06-27T12:00:00-07:00', 9_000), sale('w24b', '2024-06-28T09:00:00-07:00', 9_000)])
    const pace = paceFromOrders([early, west], [2024, 2025], Date.parse('2025-06-28T00:30:00-04:00'))
    expect(pace.likeForLike).toBe(true)
    expect(pace.locations.map((location) => [location.soFar.netSales, location.lastSeason?.netSales])).toEqual([
      [5_000, 3_000],
      [0, 0],
    ])
  })

  it('counts a season whole at a stand where it is over while it runs on elsewhere', () => {
    // July 6, 12:30 AM in New York is July 5, 9:30 PM in Los Angeles.
    const pace = paceFromOrders([oakdale, pigeonForge], [2024, 2025], Date.parse('2025-07-06T00:30:00-04:00'))
    expect(pace.likeForLike).toBe(true)
    expect(pace.locations[1]).toMatchObject({ soFar: { netSales: 8_000 }, lastSeason: { netSales: 8_000 } })
    expect(pace.locations[0]).toMatchObject({ soFar: { netSales: 30_500 }, lastSeason: { netSales: 16_000 } })
  })

  it('dates a return by its own creation, against the season’s net sales', () => {
    const returned = stand('RET', LA, [sale('s', '2025-07-01T12:00:00-07:00', 5_000), refundOnly('r', '2025-07-02T12:00:00-07:00', 1_500)])
    const pace = paceFromOrders([returned], [2025], Date.parse('2025-07-03T12:00:00-07:00'))
    expect(pace.seasons).toEqual([{ year: 2025, netSales: 3_500, transactions: 1, averageOrderValue: 3_500 }])
    expect(pace.locations[0]!.lastSeason).toBeNull()
  })
})
