// Shapes a season's running sums into the contract's figures: the stats screen's YearStats, the
// money collected by tender type and the Location's per-year stats the server serves in the locations list.
import type { LocationYearStats } from '../contract/location'
import type { DayHours, HourStats, PaymentTypeYear, YearStats } from '../contract/stats'
import { SEASON_DAYS, seasonDayLabel } from '../season/window'
import { averageOrderValue } from './figures'
import type { YearTally } from './season-tally'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/** A season's figures for the stats screen. */
export function yearStatsOf(tally: YearTally): YearStats {
  const hourlyNet = new Float64Array(24)
  const hourlyCount = new Int32Array(24)
  let totalNet = 0
  let totalTransactions = 0
  const hourlyBreakdownByDay: DayHours[] = SEASON_DAYS.map((day, dayIndex) => {
    const hours: HourStats[] = HOURS.map((hour) => {
      const slot = dayIndex * 24 + hour
      const netSales = tally.netSales[slot]!
      const transactions = tally.transactions[slot]!
      hourlyNet[hour]! += netSales
      hourlyCount[hour]! += transactions
      return { hour, netSales, transactions }
    })
    return { date: seasonDayLabel(day), day, hours }
  })
  const dailySales = hourlyBreakdownByDay.map(({ date, day, hours }) => {
    let netSales = 0
    let transactions = 0
    for (const hour of hours) {
      netSales += hour.netSales
      transactions += hour.transactions
    }
    totalNet += netSales
    totalTransactions += transactions
    return { date, day, totalTransactions: transactions, netSales }
  })
  return {
    year: tally.year,
    dailySales,
    hourlyBreakdown: HOURS.map((hour) => ({ hour, netSales: hourlyNet[hour]!, transactions: hourlyCount[hour]! })),
    hourlyBreakdownByDay,
    totals: {
      totalTransactions,
      grossSales: tally.grossSales,
      discounts: tally.discounts,
      returns: tally.returns,
      netSales: totalNet,
      averageOrderValue: averageOrderValue(totalNet, totalTransactions),
    },
  }
}

/**
 * Shares of `parts` in their sum, in percent with one decimal, rounded by largest remainder so the
 * shown figures add up to exactly 100.0 (ties go to the earlier part); all 0 when the sum is 0.
 */
export function splitPercents(parts: readonly number[]): number[] {
  const whole = parts.reduce((sum, part) => sum + part, 0)
  if (whole === 0) return parts.map(() => 0)
  const tenths = parts.map((part) => (part * 1000) / whole)
  const floors = tenths.map(Math.floor)
  let left = 1000 - floors.reduce((sum, tenth) => sum + tenth, 0)
  const byRemainder = tenths.map((tenth, index) => ({ index, remainder: tenth - floors[index]! })).sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    floors[index]! += 1
    left -= 1
  }
  return floors.map((tenth) => tenth / 10)
}

/**
 * A season's money collected by tender type (Square's Payment Methods): per day, totals and the
 * percentage split. Tenders count under their own type, refunds (partial refunds among them) come
 * off the type they went back to (./refund-ledger), each on the day it moved, so the total is what
 * the location-year collected, not its net sales.
 */
export function paymentTypesOf(tally: YearTally): PaymentTypeYear {
  let cashCollected = 0
  let cardCollected = 0
  let otherCollected = 0
  const daily = SEASON_DAYS.map((day, dayIndex) => {
    const cash = tally.cashCollected[dayIndex]!
    const card = tally.cardCollected[dayIndex]!
    const other = tally.otherCollected[dayIndex]!
    cashCollected += cash
    cardCollected += card
    otherCollected += other
    return { date: seasonDayLabel(day), day, cashCollected: cash, cardCollected: card, otherCollected: other }
  })
  const [cashPercent, cardPercent, otherPercent] = splitPercents([cashCollected, cardCollected, otherCollected]) as [number, number, number]
  return {
    year: tally.year,
    daily,
    totals: { cashCollected, cardCollected, otherCollected, totalCollected: cashCollected + cardCollected + otherCollected, partialRefunds: tally.partialRefunds },
    split: { cashPercent, cardPercent, otherPercent },
  }
}

/** A season (and its partial refunds) in the Location contract's shape: totals and each day keyed by day of month. */
export function locationYearStatsOf(stats: YearStats, partialRefunds: number): LocationYearStats {
  const dailySales: LocationYearStats['dailySales'] = {}
  for (const day of stats.dailySales) {
    dailySales[String(day.day)] = { totalNetSales: day.netSales, totalTransactions: day.totalTransactions }
  }
  return { totalTransactions: stats.totals.totalTransactions, totalNetSales: stats.totals.netSales, totalPartialRefunds: partialRefunds, dailySales }
}
