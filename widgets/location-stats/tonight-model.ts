// Tonight on the stats screen (pure): while the newest selected season is in progress and today is
// among the selected days, the day's net sales added up hour by hour — the season in progress up to
// the hour in progress, earlier seasons' same day whole, with a now line — and today so far against
// the same day of each earlier selected season (up to two) up to the same local minute, from the
// like-for-like answer's cut day (src/analytics/cut-figures), so the comparison is exact to the
// minute where the chart's hours are not.
import { COMPARED_YEARS, percentChange, type ComparedYear, type ComparisonCut } from '../../src/analytics/compare'
import type { CutMoment } from '../../src/analytics/season-cut'
import type { YearStats } from '../../src/contract/stats'
import { formatHour } from '../../src/format'
import type { SeasonDay } from '../../src/season'
import { yearSeries, type ChartData } from '../chart-kit'
import { IN_PROGRESS_MARK } from './labels'
import { untilToCome, type LiveMoment } from './live-moment'

export interface TonightModel {
  /** The day in progress. */
  day: SeasonDay
  /** The local minute every season is counted to. */
  through: CutMoment
  /** Net sales from midnight through each hour of the day, one series per selected season. */
  cumulative: ChartData
  /** Today's net sales so far, in the season in progress. */
  soFar: { year: number; value: number }
  /** The same day of each earlier selected season up to the same minute, newest first. */
  against: ComparedYear[]
}

/** Running sums of a day's hourly net sales. */
export function runningTotals(hourly: readonly number[]): number[] {
  let sum = 0
  return hourly.map((cents) => (sum += cents))
}

/** Tonight's model from the selected seasons' stats, the live moment and the like-for-like cut; null unless today is shown and in progress. */
export function tonightModel(years: readonly YearStats[], live: LiveMoment | null, cut: ComparisonCut | null): TonightModel | null {
  const day = live?.day ?? null
  const byYear = cut?.cutDayByYear
  if (live === null || day === null || byYear === undefined) return null
  const newest = years.find((stats) => stats.year === live.year)
  const soFar = byYear.get(live.year)
  if (newest === undefined || soFar === undefined) return null
  const hoursOf = (stats: YearStats) => stats.hourlyBreakdownByDay.find((entry) => entry.day === day)?.hours.map((hour) => hour.netSales) ?? new Array<number>(24).fill(0)
  const series = years.map((stats) => {
    const sums = runningTotals(hoursOf(stats))
    return yearSeries(stats.year, stats.year === live.year ? untilToCome(sums, live.through.hour + 1) : sums)
  })
  const earlier = years
    .filter((stats) => stats.year < live.year)
    .map((stats) => stats.year)
    .sort((a, b) => b - a)
    .slice(0, COMPARED_YEARS)
  const against = earlier.flatMap((year) => {
    const base = byYear.get(year)
    return base === undefined ? [] : [{ year, value: base.netSales, change: percentChange(soFar.netSales, base.netSales) }]
  })
  return {
    day,
    through: live.through,
    cumulative: {
      labels: Array.from({ length: 24 }, (_, hour) => (hour === live.through.hour ? `${formatHour(hour)}${IN_PROGRESS_MARK}` : formatHour(hour))),
      series,
      now: live.hourlyNow,
    },
    soFar: { year: live.year, value: soFar.netSales },
    against,
  }
}
