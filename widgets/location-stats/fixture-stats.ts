// Hand-written season stats for the stats widgets' tests: each day's transactions and net sales
// are stated, every sale happens at 6pm, and cash takes 40% of each day's money (rounded to the cent), so
// every figure on screen can be worked out by hand.
import { averageOrderValue, splitPercents, type SeasonAnalysis } from '../../src/analytics'
import type { PaymentTypeYear, YearStats } from '../../src/contract/stats'
import { SEASON_DAYS, seasonDayLabel } from '../../src/season'

/** The local hour every fixture sale happens in. */
export const FIXTURE_SALE_HOUR = 18
/** Cash's share of each fixture day's net sales. */
export const FIXTURE_CASH_SHARE = 0.4

export interface FixtureYear {
  year: number
  /** Completed transactions per window day, June 28 first (8 numbers). */
  transactions: readonly number[]
  /** Net sales in cents per window day (8 numbers). */
  netSales: readonly number[]
}

function hoursOf(transactions: number, netSales: number) {
  return Array.from({ length: 24 }, (_, hour) =>
    hour === FIXTURE_SALE_HOUR ? { hour, transactions, netSales } : { hour, transactions: 0, netSales: 0 },
  )
}

/** A season's YearStats from per-day figures. */
export function fixtureYearStats({ year, transactions, netSales }: FixtureYear): YearStats {
  const days = SEASON_DAYS.map((day, index) => ({
    date: seasonDayLabel(day),
    day,
    totalTransactions: transactions[index] ?? 0,
    netSales: netSales[index] ?? 0,
  }))
  const totalTransactions = days.reduce((sum, day) => sum + day.totalTransactions, 0)
  const totalNet = days.reduce((sum, day) => sum + day.netSales, 0)
  return {
    year,
    dailySales: days,
    hourlyBreakdown: hoursOf(totalTransactions, totalNet),
    hourlyBreakdownByDay: days.map((day) => ({ date: day.date, day: day.day, hours: hoursOf(day.totalTransactions, day.netSales) })),
    totals: {
      totalTransactions,
      grossSales: totalNet,
      discounts: 0,
      returns: 0,
      netSales: totalNet,
      averageOrderValue: averageOrderValue(totalNet, totalTransactions),
    },
  }
}

/** A season's money collected: 40% of each day's net sales in cash, the rest by card (no tax, tips or refunds). */
export function fixturePaymentTypes({ year, netSales }: FixtureYear): PaymentTypeYear {
  const daily = SEASON_DAYS.map((day, index) => {
    const net = netSales[index] ?? 0
    const cashCollected = Math.round(net * FIXTURE_CASH_SHARE)
    return { date: seasonDayLabel(day), day, cashCollected, cardCollected: net - cashCollected, otherCollected: 0 }
  })
  const cashCollected = daily.reduce((sum, day) => sum + day.cashCollected, 0)
  const cardCollected = daily.reduce((sum, day) => sum + day.cardCollected, 0)
  const [cashPercent, cardPercent, otherPercent] = splitPercents([cashCollected, cardCollected, 0]) as [number, number, number]
  return {
    year,
    daily,
    totals: { cashCollected, cardCollected, otherCollected: 0, totalCollected: cashCollected + cardCollected, partialRefunds: 0 },
    split: { cashPercent, cardPercent, otherPercent },
  }
}

/** The analysis of fixture seasons, oldest first, as src/analytics would shape it. */
export function fixtureAnalysis(years: readonly FixtureYear[]): SeasonAnalysis {
  const sorted = [...years].sort((a, b) => a.year - b.year)
  return { years: sorted.map(fixtureYearStats), paymentTypes: sorted.map(fixturePaymentTypes), items: [] }
}

/** Three seasons whose cards are worked out in location-stats.test.tsx. */
export const FIXTURE_2023: FixtureYear = { year: 2023, transactions: [20, 20, 20, 20, 20, 20, 20, 20], netSales: Array(8).fill(100_000) }
export const FIXTURE_2024: FixtureYear = { year: 2024, transactions: [25, 25, 25, 25, 25, 25, 25, 25], netSales: Array(8).fill(125_000) }
export const FIXTURE_2025: FixtureYear = {
  year: 2025,
  transactions: [10, 20, 30, 40, 50, 60, 20, 20],
  netSales: [100_000, 150_000, 200_000, 250_000, 300_000, 134_567, 50_000, 50_000],
}
