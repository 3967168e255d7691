// Shapes a season's running sums into the contract's figures: the stats screen's YearStats, the
// payment-type split and the Location's per-year stats the server serves in the locations list.
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

/** Share of `part` in `whole` in percent, 0 when the whole is 0. */
function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100
}

/**
 * A season's net sales by payment type (the order's first tender): per day, totals and the
 * percentage split. Net sales, not money collected, so the bars add up to the net sales chart.
 */
export function paymentTypesOf(tally: YearTally): PaymentTypeYear {
  let cashSales = 0
  let cardSales = 0
  let otherSales = 0
  const daily = SEASON_DAYS.map((day, dayIndex) => {
    const cash = tally.cashSales[dayIndex]!
    const card = tally.cardSales[dayIndex]!
    const other = tally.otherSales[dayIndex]!
    cashSales += cash
    cardSales += card
    otherSales += other
    return { date: seasonDayLabel(day), day, cashSales: cash, cardSales: card, otherSales: other }
  })
  const totalSales = cashSales + cardSales + otherSales
  return {
    year: tally.year,
    daily,
    totals: { cashSales, cardSales, otherSales, totalSales },
    split: {
      cashPercent: percentOf(cashSales, totalSales),
      cardPercent: percentOf(cardSales, totalSales),
      otherPercent: percentOf(otherSales, totalSales),
    },
  }
}

/** A season in the Location contract's shape: totals and each day keyed by day of month. */
export function locationYearStatsOf(stats: YearStats): LocationYearStats {
  const dailySales: LocationYearStats['dailySales'] = {}
  for (const day of stats.dailySales) {
    dailySales[String(day.day)] = { totalNetSales: day.netSales, totalTransactions: day.totalTransactions }
  }
  return { totalTransactions: stats.totals.totalTransactions, totalNetSales: stats.totals.netSales, dailySales }
}
