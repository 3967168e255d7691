// The admin cards of the season in progress (./current-season): "2025 Total Sales" so far with its
// change against 2024 at the same moment, saying up to when, and on one location's page its
// transactions too. While the pace loads they say so; a failure says why and offers a retry.
import type { PaceData } from '../../src/contract/pace'
import { formatCount, formatMoney, likeForLikeText } from '../../src/format'
import { QueryError, type QueryState } from '../widget-kit'
import { currentSeasonFigures, type CurrentSeasonFigures } from './current-season'
import { FigureCard } from './figure-card'

export interface CurrentSeasonCardsProps {
  /** The season pace of the locations (every location, or the one shown). */
  pace: QueryState<PaceData>
  /** The locations the cards add up; null: every location in the pace. */
  ids: ReadonlySet<string> | null
  /** Also a transactions card (one location's page). */
  withTransactions?: boolean
}

function against(figures: CurrentSeasonFigures): string {
  return `from ${figures.previous}${figures.through === null ? '' : ' at the same moment'}`
}

/** "So far, to Jul 4, 8:30 PM" while the season is in progress; nothing for a whole season. */
function soFarNote(figures: CurrentSeasonFigures): string | undefined {
  return figures.through === null ? undefined : `So far, ${likeForLikeText(figures.through)}`
}

export function CurrentSeasonCards({ pace, ids, withTransactions = false }: CurrentSeasonCardsProps) {
  if (pace.status === 'error') return <QueryError error={pace.error} what="the season in progress" retry={pace.retry} />
  if (pace.status === 'loading') return <FigureCard cardKey="current-sales" title="Season in progress" value="—" note="Loading the season in progress..." />
  const figures = currentSeasonFigures(pace.data, ids)
  if (figures === null) return null
  return (
    <>
      <FigureCard
        cardKey="current-sales"
        title={`${figures.year} Total Sales`}
        value={formatMoney(figures.netSales)}
        change={figures.netSalesChange === null ? undefined : { percent: figures.netSalesChange, against: against(figures) }}
        note={soFarNote(figures)}
      />
      {withTransactions ? (
        <FigureCard
          cardKey="current-transactions"
          title={`${figures.year} Transactions`}
          value={formatCount(figures.transactions)}
          change={figures.transactionsChange === null ? undefined : { percent: figures.transactionsChange, against: against(figures) }}
          note={soFarNote(figures)}
        />
      ) : null}
    </>
  )
}
