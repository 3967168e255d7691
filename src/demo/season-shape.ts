// The shape of a fireworks season in one location's local time: June 28 – July 5, sales opening
// at noon on the 28th (California's rule), evening peaks, and the July 3–4 surge.
import type { Random } from './random'
import { localDayStartMs } from './zone'

export interface SeasonDay {
  month: number
  day: number
  /** Share of the season's orders, relative to the other days. */
  weight: number
  /** First and last hour (local) with sales. */
  opens: number
  closes: number
}

export const SEASON_DAYS: readonly SeasonDay[] = [
  { month: 6, day: 28, weight: 0.5, opens: 12, closes: 21 },
  { month: 6, day: 29, weight: 0.6, opens: 9, closes: 21 },
  { month: 6, day: 30, weight: 0.75, opens: 9, closes: 21 },
  { month: 7, day: 1, weight: 0.9, opens: 9, closes: 21 },
  { month: 7, day: 2, weight: 1.25, opens: 9, closes: 21 },
  { month: 7, day: 3, weight: 2.3, opens: 9, closes: 22 },
  { month: 7, day: 4, weight: 2.9, opens: 9, closes: 22 },
  { month: 7, day: 5, weight: 0.35, opens: 9, closes: 20 },
]

/** Busyness by local hour on an ordinary day: quiet mornings, a peak after work. */
const HOUR_WEIGHTS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0.3, 0.45, 0.6, 0.75, 0.8, 0.85, 0.95, 1.15, 1.55, 1.95, 2.1, 1.8, 1.2, 0.6, 0.2]
/** On the Fourth people buy through the afternoon, before the shows start. */
const FOURTH_HOUR_WEIGHTS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0.8, 1.1, 1.4, 1.6, 1.8, 1.9, 2, 2, 1.9, 1.6, 1.2, 0.7, 0.3, 0.1]

/** Busyness by local hour (0–23) on a day of the season: the Fourth has its own shape. */
export function hourWeightsOf(day: Pick<SeasonDay, 'month' | 'day'>): readonly number[] {
  return day.month === 7 && day.day === 4 ? FOURTH_HOUR_WEIGHTS : HOUR_WEIGHTS
}

interface DayTable {
  startMs: number
  hours: number[]
  hourCumulative: number[]
}

/** Draws local-time-shaped order instants (UTC ms) for one location's season. */
export interface SeasonSampler {
  sample(random: Random): number
  /** Local midnight of June 28 and the last millisecond of July 5, as UTC ms. */
  windowStartMs: number
  windowEndMs: number
  /** The local closing time (UTC ms) of the day that contains `utcMs`. */
  closingOf(utcMs: number): number
}

export function createSeasonSampler(timeZone: string, year: number): SeasonSampler {
  const days: DayTable[] = SEASON_DAYS.map((d) => {
    const weights = hourWeightsOf(d)
    const hours: number[] = []
    const hourCumulative: number[] = []
    let total = 0
    for (let h = d.opens; h <= d.closes; h++) {
      total += weights[h] ?? 0
      hours.push(h)
      hourCumulative.push(total)
    }
    return { startMs: localDayStartMs(timeZone, year, d.month, d.day), hours, hourCumulative }
  })
  const dayCumulative: number[] = []
  let dayTotal = 0
  for (const d of SEASON_DAYS) dayCumulative.push((dayTotal += d.weight))
  const first = days[0] as DayTable
  const last = days[days.length - 1] as DayTable
  return {
    windowStartMs: first.startMs,
    windowEndMs: last.startMs + 86_400_000 - 1,
    sample(random) {
      const day = days[searchCumulative(dayCumulative, random.next() * dayTotal)] as DayTable
      const hourTotal = day.hourCumulative[day.hourCumulative.length - 1] as number
      const hour = day.hours[searchCumulative(day.hourCumulative, random.next() * hourTotal)] as number
      return day.startMs + hour * 3_600_000 + Math.floor(random.next() * 3_600_000)
    },
    closingOf(utcMs) {
      for (let i = 0; i < days.length; i++) {
        const day = days[i] as DayTable
        if (utcMs < day.startMs + 86_400_000) {
          return day.startMs + ((SEASON_DAYS[i] as SeasonDay).closes + 1) * 3_600_000 - 1
        }
      }
      return last.startMs + 86_400_000 - 1
    },
  }
}

function searchCumulative(cumulative: readonly number[], value: number): number {
  let low = 0
  let high = cumulative.length - 1
  while (low < high) {
    const mid = (low + high) >> 1
    if ((cumulative[mid] as number) > value) high = mid
    else low = mid + 1
  }
  return low
}
