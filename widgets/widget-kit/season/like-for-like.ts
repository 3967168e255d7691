// A selection's like-for-like comparison from its per-season stats answers (/api/square/stats,
// each asked at the same minute): while the newest selected season is the one in progress at the
// location, each season's totals, money collected and cut day up to the same local minute
// (src/analytics/season-cut, src/analytics/cut-figures).
import type { ComparisonCut } from '../../../src/analytics/compare'
import { comparesLikeForLike } from '../../../src/analytics/season-cut'
import type { LikeForLikeData, StatsData } from '../../../src/contract/figures-answers'
import type { YearTotals } from '../../../src/contract/stats'

/** The comparison cut of `years` from their answers; null when whole seasons compare. */
export function comparisonCutOf(years: readonly number[], answers: readonly Pick<StatsData, 'likeForLike'>[]): ComparisonCut | null {
  const first = answers[0]?.likeForLike
  if (!first || !comparesLikeForLike(years, first.inProgressYear)) return null
  const totalsByYear = new Map<number, YearTotals>()
  const paymentsByYear = new Map<number, LikeForLikeSeason['payments']>()
  const cutDayByYear = new Map<number, YearTotals>()
  for (const answer of answers) {
    const likeForLike = answer.likeForLike
    // Answers asked at another minute (or out of season) cannot be held against this one.
    if (likeForLike === null || likeForLike.inProgressYear !== first.inProgressYear || !sameMinute(likeForLike.through, first.through)) return null
    for (const season of likeForLike.seasons) {
      totalsByYear.set(season.year, season.totals)
      paymentsByYear.set(season.year, season.payments)
      cutDayByYear.set(season.year, season.cutDay)
    }
  }
  return years.every((year) => totalsByYear.has(year)) ? { through: first.through, totalsByYear, paymentsByYear, cutDayByYear } : null
}

type LikeForLikeSeason = LikeForLikeData['seasons'][number]

function sameMinute(a: ComparisonCut['through'], b: ComparisonCut['through']): boolean {
  return a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute
}
