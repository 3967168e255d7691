// The two halves of the picker's popover. Each row is one tab stop moved by the arrow keys, Home
// and End (@floating-ui's Composite), and each option a native button, so Enter and Space choose.
import { Composite, CompositeItem } from '@floating-ui/react'
import { useId, type KeyboardEvent } from 'react'
import { formatSeasonDay } from '../../src/format/season-day'
import { SEASON_DAYS } from '../../src/season/window'
import { focusEdgeOnHomeEnd } from './composite-edges'
import { NO_YEARS_TEXT, SELECT_A_YEAR_TEXT, clickDay, clickYear, isDayInRange, type DayPick, type YearMode } from './date-year-selection'

const homeEnd = (event: KeyboardEvent<HTMLElement>) => focusEdgeOnHomeEnd(event, '.fw-picker-option')

export interface DayRangeChooserProps {
  pick: DayPick
  onPick: (pick: DayPick) => void
}

/** The eight window days; a first click starts a range, a second ends it. */
export function DayRangeChooser({ pick, onPick }: DayRangeChooserProps) {
  const headingId = useId()
  const hintId = useId()
  const { range, pendingStart } = pick
  return (
    <section className="fw-picker-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="fw-picker-heading">
        Days
      </h3>
      <p id={hintId} className="fw-picker-hint">
        {pendingStart === null ? 'Click the first day, then the last.' : 'Now click the last day.'}
      </p>
      <Composite
        role="group"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        orientation="horizontal"
        onKeyDown={homeEnd}
        render={<div className="fw-picker-days" />}
      >
        {SEASON_DAYS.map((day) => {
          const edge = day === range.from ? 'start' : day === range.to ? 'end' : undefined
          return (
            <CompositeItem
              key={day}
              render={
                <button
                  type="button"
                  className="fw-picker-option"
                  aria-pressed={isDayInRange(range, day)}
                  data-in-range={isDayInRange(range, day) || undefined}
                  data-edge={edge}
                  data-pending={day === pendingStart || undefined}
                  onClick={() => onPick(clickDay(pick, day))}
                />
              }
            >
              {formatSeasonDay(day)}
            </CompositeItem>
          )
        })}
      </Composite>
    </section>
  )
}

export interface YearChooserProps {
  years: readonly number[]
  offered: readonly number[]
  mode: YearMode
  onChange: (years: number[]) => void
}

/** The years as toggles (multi) or as a radio group holding exactly one (single). */
export function YearChooser({ years, offered, mode, onChange }: YearChooserProps) {
  const headingId = useId()
  const single = mode === 'single'
  return (
    <section className="fw-picker-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="fw-picker-heading">
        {single ? 'Year' : 'Years'}
      </h3>
      <Composite
        role={single ? 'radiogroup' : 'group'}
        aria-labelledby={headingId}
        orientation="horizontal"
        onKeyDown={homeEnd}
        render={<div className="fw-picker-years" />}
      >
        {offered.map((year) => {
          const chosen = years.includes(year)
          const state = single ? { role: 'radio', 'aria-checked': chosen } : { 'aria-pressed': chosen }
          return (
            <CompositeItem
              key={year}
              render={<button type="button" className="fw-picker-option" {...state} onClick={() => onChange(clickYear(years, year, mode))} />}
            >
              {year}
            </CompositeItem>
          )
        })}
      </Composite>
      {years.length === 0 ? (
        single ? (
          <p className="fw-picker-warning" role="alert">
            {SELECT_A_YEAR_TEXT}
          </p>
        ) : (
          <p className="fw-picker-note">{NO_YEARS_TEXT}</p>
        )
      ) : null}
    </section>
  )
}
