// The three summary cards of a location's stats (docs/screens.md#location-details): total transactions, net sales
// and average order value of the newest selected season, each with its change against the (up to
// two) older selected seasons; while the newest is in progress, like for like, the older seasons
// up to the same local day and time, which the cards say. The figures come from src/analytics'
// summaryCards().
import { useId } from 'react'
import { summaryCards, type CutMoment, type SummaryCards as SummaryFigures, type SummaryFigure } from '../../src/analytics'
import { QueryStateView, useSeasonStats } from '../widget-kit'
import type { SeasonSelectionProps } from '../../src/elements/season-selection'
import { useStyles } from '../../src/elements/use-styles'
import { changeTrend, formatCount, formatMoney, formatPercentChange, likeForLikeNote } from '../../src/format'
import { summaryCardsStyles } from './styles'

interface CardSpec {
  key: Exclude<keyof SummaryFigures, 'through'>
  title: string
  format: (value: number) => string
}

/** The cards in reading order; money with 2 decimals on cards (docs/screens.md#numbers-the-screens-keep). */
export const SUMMARY_CARDS: readonly CardSpec[] = [
  { key: 'totalTransactions', title: 'Total Transactions', format: formatCount },
  { key: 'netSales', title: 'Net Sales', format: (cents) => formatMoney(cents) },
  { key: 'averageOrderValue', title: 'Average Order Value', format: (cents) => formatMoney(cents) },
]

/** Which way a change points, for its colour and arrow (the text carries the sign itself). */
export const trendOf = changeTrend

const ARROWS = { up: '▲', down: '▼', flat: '■' } as const

function Card({ spec, figure, through }: { spec: CardSpec; figure: SummaryFigure; through: CutMoment | null }) {
  const titleId = useId()
  return (
    <article className="fw-summary-card" aria-labelledby={titleId} data-card={spec.key}>
      <h3 id={titleId} className="fw-summary-card-title" part="title">
        {spec.title}
      </h3>
      <p className="fw-summary-card-value">{spec.format(figure.value)}</p>
      <p className="fw-summary-card-year">{figure.year}</p>
      {figure.against.length > 0 ? (
        <ul className="fw-summary-card-changes">
          {figure.against.map((older) => {
            const trend = trendOf(older.change)
            return (
              <li key={older.year} className="fw-summary-card-change" data-trend={trend}>
                <span className="fw-summary-card-arrow" aria-hidden="true">
                  {ARROWS[trend]}
                </span>
                <span className="fw-summary-card-percent">{formatPercentChange(older.change)}</span> vs {older.year}
              </li>
            )
          })}
          {through ? <li className="fw-summary-card-through">{likeForLikeNote(through)}</li> : null}
        </ul>
      ) : (
        <p className="fw-summary-card-note">No earlier year selected to compare</p>
      )}
    </article>
  )
}

export interface SummaryCardsViewProps {
  /** From summaryCards(); null when no season is selected. */
  figures: SummaryFigures | null
  /** Shows placeholders while the figures load. */
  loading?: boolean
}

/** The cards for given figures: pure, so stories and tests feed it fixtures. */
export function SummaryCardsView({ figures, loading = false }: SummaryCardsViewProps) {
  useStyles(summaryCardsStyles)
  if (loading) {
    return (
      <section className="fw-summary-cards" aria-busy="true" aria-label="Summary">
        {SUMMARY_CARDS.map((spec) => (
          <article key={spec.key} className="fw-summary-card fw-summary-card-loading">
            <h3 className="fw-summary-card-title" part="title">{spec.title}</h3>
            <p className="fw-summary-card-value">Loading...</p>
          </article>
        ))}
      </section>
    )
  }
  if (!figures) {
    return (
      <section className="fw-summary-cards fw-summary-cards-empty" aria-label="Summary">
        <p className="fw-summary-cards-message">No years selected</p>
      </section>
    )
  }
  return (
    <section className="fw-summary-cards" aria-label={`Summary for ${figures.netSales.year}`}>
      {SUMMARY_CARDS.map((spec) => (
        <Card key={spec.key} spec={spec} figure={figures[spec.key]} through={figures.through} />
      ))}
    </section>
  )
}

export type SummaryCardsProps = SeasonSelectionProps

/** The cards for a location, from its season figures on the API (fw-summary-cards). */
export function SummaryCards(selection: SummaryCardsProps) {
  useStyles(summaryCardsStyles)
  const state = useSeasonStats(selection)
  return (
    <QueryStateView state={state} className="fw-summary-cards" what="the figures" loading={<SummaryCardsView figures={null} loading />}>
      {(season) => <SummaryCardsView figures={summaryCards(season.stats, season.likeForLike)} />}
    </QueryStateView>
  )
}
