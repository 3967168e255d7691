// One headline figure of the admin pages: a title, the value, an optional change against an
// older season (green up or red down arrow) and a note line.
import { useId, type ReactNode } from 'react'
import { formatPercentChange } from '../../src/format'

/** Which way a change points, by what its shown text says (0.0% points nowhere). */
export function changeTrend(change: number): 'up' | 'down' | 'flat' {
  const shown = formatPercentChange(change)
  return shown.startsWith('+') ? 'up' : shown.startsWith('-') ? 'down' : 'flat'
}

const ARROWS = { up: '▲', down: '▼', flat: '■' } as const

export interface FigureCardProps {
  title: string
  value: string
  /** A percent change and what it is against ('from 2023'). */
  change?: { percent: number; against: string }
  note?: ReactNode
  /** Stable hook for tests and the page's own styling. */
  cardKey: string
}

export function FigureCard({ title, value, change, note, cardKey }: FigureCardProps) {
  const titleId = useId()
  const trend = change ? changeTrend(change.percent) : undefined
  return (
    <article className="fw-admin-figure" aria-labelledby={titleId} data-card={cardKey}>
      <h3 id={titleId} className="fw-admin-figure-title">
        {title}
      </h3>
      <p className="fw-admin-figure-value">{value}</p>
      {change && trend ? (
        <p className="fw-admin-figure-change" data-trend={trend}>
          <span className="fw-admin-figure-arrow" aria-hidden="true">
            {ARROWS[trend]}
          </span>{' '}
          <span className="fw-admin-figure-percent">{formatPercentChange(change.percent)}</span> {change.against}
        </p>
      ) : null}
      {note !== undefined ? <p className="fw-admin-figure-note">{note}</p> : null}
    </article>
  )
}
