// The like-for-like cut: the same local month, day and minute in every compared season, at each
// location's own timezone, DST-correct, and the figures of a season up to its cut.
import { describe, expect, it } from 'vitest'
import { line, order, usd } from './order-fixtures'
import { comparesLikeForLike, cutMomentAt, likeForLikeAt, mayBeInSeason, seasonCut, seasonInProgressAt } from './season-cut'
import { summaryCards } from './compare'
import { analyseOrders } from './season-stats'

const LA = 'America/Los_Angeles'
// The evening of July 4, 2025 at 8:30 PM in Los Angeles (PDT, UTC−7), 40 seconds into the minute.
const JULY_4_EVENING = Date.parse('2025-07-04T20:30:40-07:00')

describe('a season cut', () => {
  it('is the end of the same local minute in each season', () => {
    expect(cutMomentAt(JULY_4_EVENING, LA)).toEqual({ month: 7, day: 4, hour: 20, minute: 30 })
    expect(seasonCut(2025, LA, JULY_4_EVENING)).toEqual({ year: 2025, atMs: Date.parse('2025-07-04T20:31:00-07:00') })
    expect(seasonCut(2024, LA, JULY_4_EVENING)).toEqual({ year: 2024, atMs: Date.parse('2024-07-04T20:31:00-07:00') })
    expect(seasonCut(2023, LA, JULY_4_EVENING)).toEqual({ year: 2023, atMs: Date.parse('2023-07-04T20:31:00-07:00') })
  })

  it('reads the minute in the location’s own timezone', () => {
    // The same instant is 11:30 PM in New York and 6:00 AM the next day in Kolkata (UTC+5:30).
    expect(seasonCut(2024, 'America/New_York', JULY_4_EVENING)).toEqual({ year: 2024, atMs: Date.parse('2024-07-04T23:31:00-04:00') })
    expect(cutMomentAt(JULY_4_EVENING, 'Asia/Kolkata')).toEqual({ month: 7, day: 5, hour: 9, minute: 0 })
    expect(seasonCut(2024, 'Asia/Kolkata', JULY_4_EVENING).atMs).toBe(Date.parse('2024-07-05T09:01:00+05:30'))
  })

  it('keeps the wall time across daylight saving time: noon is noon whatever the offset that year', () => {
    // March 9, 2025 noon is daylight time in Los Angeles (DST began that morning); on March 9,
    // 2024 DST was still a day away, so noon there was standard time (UTC−8).
    const now = Date.parse('2025-03-09T12:00:00-07:00')
    expect(seasonCut(2024, LA, now).atMs).toBe(Date.parse('2024-03-09T12:01:00-08:00'))
    // And back: a November morning in standard time finds the same wall time in daylight time.
    expect(seasonCut(2024, LA, Date.parse('2025-11-01T09:15:00-07:00')).atMs).toBe(Date.parse('2024-11-01T09:16:00-07:00'))
  })

  it('knows which season is in progress at a location, by its own calendar', () => {
    expect(seasonInProgressAt(JULY_4_EVENING, LA)).toBe(2025)
    // June 27, 11:59 PM in Los Angeles, already June 28 in New York.
    expect(seasonInProgressAt(Date.parse('2025-06-28T06:59:00Z'), LA)).toBeNull()
    expect(seasonInProgressAt(Date.parse('2025-06-28T06:59:00Z'), 'America/New_York')).toBe(2025)
    expect(seasonInProgressAt(Date.parse('2025-07-06T00:00:00-07:00'), LA)).toBeNull()
    expect(mayBeInSeason(JULY_4_EVENING)).toBe(true)
    expect(mayBeInSeason(Date.parse('2025-03-01T00:00:00Z'))).toBe(false)
  })

  it('gives every compared season its cut while one is in progress, and none out of season', () => {
    expect(likeForLikeAt([2024, 2025], LA, JULY_4_EVENING)).toEqual({
      inProgressYear: 2025,
      moment: { month: 7, day: 4, hour: 20, minute: 30 },
      cuts: [
        { year: 2024, atMs: Date.parse('2024-07-04T20:31:00-07:00') },
        { year: 2025, atMs: Date.parse('2025-07-04T20:31:00-07:00') },
      ],
    })
    expect(likeForLikeAt([2024, 2025], LA, Date.parse('2025-07-20T12:00:00-07:00'))).toBeNull()
    // Like for like only when the newest compared season is the one in progress.
    expect(comparesLikeForLike([2024, 2025], 2025)).toBe(true)
    expect(comparesLikeForLike([2023, 2024], 2025)).toBe(false)
    expect(comparesLikeForLike([2024, 2025], null)).toBe(false)
  })
})

describe('a season’s figures up to its cut', () => {
  // 2024, July 4: a $10.00 sale at 8:00 PM, a $20.00 one at 8:30:59 PM, a $40.00 one at 8:31 PM.
  const sale = (id: string, at: string, gross: number, paidAt = at) =>
    order({ id, createdAt: at, lines: [line({ gross })], tender: null, extra: { tenders: [{ id: `${id}-t`, type: 'CASH', created_at: paidAt, amount_money: usd(gross) }] } })
  const orders = [
    sale('a', '2024-07-04T20:00:00-07:00', 1_000),
    // Rung up within the cut minute, paid a minute later: the sale counts, its money not yet.
    sale('b', '2024-07-04T20:30:59-07:00', 2_000, '2024-07-04T20:31:30-07:00'),
    sale('c', '2024-07-04T20:31:00-07:00', 4_000),
  ]

  it('counts what was created and paid before the cut, and the whole season without one', () => {
    const cut = seasonCut(2024, LA, JULY_4_EVENING)
    const upToCut = analyseOrders(orders, LA, { years: [2024], cuts: { 2024: cut.atMs } })
    expect(upToCut.years[0]!.totals).toMatchObject({ totalTransactions: 2, netSales: 3_000, averageOrderValue: 1_500 })
    expect(upToCut.paymentTypes[0]!.totals.cashCollected).toBe(1_000)
    const whole = analyseOrders(orders, LA, { years: [2024] })
    expect(whole.years[0]!.totals).toMatchObject({ totalTransactions: 3, netSales: 7_000 })
    // July 4 alone (the Today view) cuts the same way.
    expect(analyseOrders(orders, LA, { years: [2024], days: [4], cuts: { 2024: cut.atMs } }).years[0]!.totals.netSales).toBe(3_000)
  })
})

describe('the summary cards, like for like', () => {
  it('hold the newest season as it stands against the older ones up to the cut, and say to when', () => {
    const through = { month: 7, day: 4, hour: 20, minute: 30 }
    const totals = (netSales: number, totalTransactions: number) => ({ totalTransactions, grossSales: netSales, discounts: 0, returns: 0, netSales, averageOrderValue: Math.round(netSales / totalTransactions) })
    const season = (year: number, netSales: number, transactions: number) =>
      ({ ...analyseOrders([], LA, { years: [year] }).years[0]!, totals: totals(netSales, transactions) })
    const whole = [season(2024, 20_000, 10), season(2025, 15_000, 6)]
    // Whole seasons: 15,000 against 20,000 is −25.0%.
    expect(summaryCards(whole)!.netSales.against).toEqual([{ year: 2024, value: 20_000, change: -25 }])
    expect(summaryCards(whole)!.through).toBeNull()
    // 2024 up to 8:30 PM on July 4 had 12,000 in 5 sales: +25.0%, and the cards say to when.
    const cards = summaryCards(whole, { through, totalsByYear: new Map([[2024, totals(12_000, 5)], [2025, totals(15_000, 6)]]) })!
    expect(cards.netSales).toEqual({ year: 2025, value: 15_000, against: [{ year: 2024, value: 12_000, change: 25 }] })
    expect(cards.totalTransactions.against[0]).toEqual({ year: 2024, value: 5, change: 20 })
    expect(cards.through).toEqual(through)
  })
})
