// The date-and-year picker (docs/screens.md /stats/details, docs/clock-and-seasons.md#date-range-rules-of-the-tabs, docs/clock-and-seasons.md#years-and-days-in-the-url). The trigger names the selection; the
// popover holds a draft — the window days as a range, the years as toggles — and hands it to
// onApply once, when the popover closes (Escape, a press outside, Tab away or Done), and only if
// it changed. Applying on close, not on each click, means one URL change and one round of
// queries per visit, however many days and years were tried on the way.
import {
  FloatingFocusManager,
  FloatingNode,
  FloatingPortal,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { useId, useMemo, useRef, useState } from 'react'
import { FIRST_SELECTABLE_YEAR, parseDays } from '../../src/season/date-range'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { Button } from './button'
import datePickerCss from './date-year-picker.css?inline'
import { DayRangeChooser, YearChooser } from './date-year-choosers'
import {
  dayRangeText,
  offeredYears,
  sameSelection,
  selectionSummary,
  toSelection,
  yearsForMode,
  type DateYearSelection,
  type DayPick,
  type YearMode,
} from './date-year-selection'
import { InFloatingTree } from './floating-tree'
import { CalendarIcon } from './icons'
import { popoverPlacement, popoverStyles } from './popover'
import { usePortalRoot } from '../../src/elements/portal-root'

export const datePickerStyles = defineStyles(datePickerCss, 'kit')

export interface DateYearPickerProps {
  /** The window days as the URL writes them ("28to5"); invalid text means the whole window. */
  days: string
  /** The selected years; empty means none. */
  years: readonly number[]
  /** `single` keeps exactly one year (the items tab, Compare); `multi` any number. */
  mode: YearMode
  /** The last year offered (this year, from the clock). */
  currentYear: number
  /** The first year offered; 2019 unless told. */
  firstYear?: number
  /** Called once when the popover closes with a changed selection. */
  onApply: (selection: DateYearSelection) => void
  /** The popover's accessible name. */
  label?: string
  disabled?: boolean
}

export function DateYearPicker(props: DateYearPickerProps) {
  return (
    <InFloatingTree>
      <PickerPopover {...props} />
    </InFloatingTree>
  )
}

interface Draft {
  pick: DayPick
  years: number[]
}

function PickerPopover(props: DateYearPickerProps) {
  const { days, years, mode, currentYear, firstYear = FIRST_SELECTABLE_YEAR, onApply, label = 'Choose days and years', disabled } = props
  useStyles(popoverStyles, datePickerStyles)
  const offered = useMemo(() => offeredYears(firstYear, currentYear), [firstYear, currentYear])
  const range = useMemo(() => parseDays(days), [days])
  const shownYears = useMemo(() => yearsForMode(years, mode, offered), [years, mode, offered])
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<Draft>({ pick: { range, pendingStart: null }, years: shownYears })
  // What the popover opened on (null while closed); closing with the same selection applies nothing.
  const openedWith = useRef<DateYearSelection | null>(null)
  const nodeId = useFloatingNodeId()
  const portalRoot = usePortalRoot()
  const headingId = useId()

  const openChange = (next: boolean) => {
    if (next) {
      openedWith.current = toSelection(range, shownYears)
      setDraft({ pick: { range, pendingStart: null }, years: shownYears })
    } else if (openedWith.current) {
      // Escape can be followed by a focus-out close in the same tick: apply once, on the first.
      const chosen = toSelection(draft.pick.range, draft.years)
      if (!sameSelection(chosen, openedWith.current)) onApply(chosen)
      openedWith.current = null
    }
    setOpen(next)
  }
  const { refs, floatingStyles, context } = useFloating({ nodeId, open, onOpenChange: openChange, ...popoverPlacement('bottom-start') })
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context, { enabled: !disabled }),
    useRole(context, { role: 'dialog' }),
    useDismiss(context),
  ])

  return (
    <FloatingNode id={nodeId}>
      <Button ref={refs.setReference} variant="outline" className="fw-picker-trigger" disabled={disabled} title={label} {...getReferenceProps()}>
        <CalendarIcon />
        <span className="fw-picker-trigger-text">{selectionSummary(range, shownYears)}</span>
      </Button>
      {open ? (
        <FloatingPortal root={portalRoot}>
          <FloatingFocusManager context={context} modal={false}>
            <div ref={refs.setFloating} className="fw-popover fw-picker" style={floatingStyles} aria-labelledby={headingId} {...getFloatingProps()}>
              <h2 id={headingId} className="fw-visually-hidden">
                {label}
              </h2>
              <DayRangeChooser pick={draft.pick} onPick={(pick) => setDraft({ ...draft, pick })} />
              <YearChooser years={draft.years} offered={offered} mode={mode} onChange={(next) => setDraft({ ...draft, years: next })} />
              <div className="fw-picker-footer">
                <span className="fw-picker-summary" aria-live="polite">
                  {dayRangeText(draft.pick.range)}
                </span>
                <Button variant="primary" size="sm" onClick={() => openChange(false)}>
                  Done
                </Button>
              </div>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </FloatingNode>
  )
}
