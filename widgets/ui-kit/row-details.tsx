// Tables that choose their columns on a phone: when the table's own box is narrower than
// NARROW_TABLE_MAX_PX, each table keeps the columns a reader scans by (a date, an amount, a state)
// and moves the rest to the row's details, which a button at the row's end opens and closes. The
// button says what it opens and whether it is open (aria-expanded, aria-controls), so a screen
// reader announces the change; the details are a row of their own right under it, a list of
// "column: value" pairs. The box is measured, not the window, so a table embedded in a narrow
// column of a wide page chooses the same way.
import { useCallback, useLayoutEffect, useState, type ReactNode, type Ref, type RefObject } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { ChevronDownIcon } from './icons'

/** Below this width (px) of its box a table shows its phone columns: a 390 px phone, and up to a small tablet. */
export const NARROW_TABLE_MAX_PX = 600

export const rowDetailsStyles = defineStyles(
  `
.fw-row-details-toggle-cell { width: 2.75rem; padding-inline: 4px !important; text-align: center !important; }
.fw-row-details-toggle {
  display: inline-flex; align-items: center; justify-content: center;
  width: 2rem; height: 2rem; padding: 0;
  border: 1px solid var(--fw-border); border-radius: var(--fw-radius);
  background: var(--fw-surface); color: var(--fw-fg); cursor: pointer;
}
.fw-row-details-toggle:hover { background: var(--fw-grid); }
.fw-row-details-toggle:focus-visible { outline: 2px solid var(--fw-focus); outline-offset: 1px; }
.fw-row-details-toggle svg { transition: transform 120ms ease; }
.fw-row-details-toggle[aria-expanded='true'] svg { transform: rotate(180deg); }
.fw-row-details > td { padding-top: 4px !important; background: var(--fw-surface); white-space: normal !important; }
.fw-row-details-list { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 12px; margin: 0; }
.fw-row-details-list > div { display: contents; }
.fw-row-details-list dt { color: var(--fw-muted-fg); font-size: 0.85em; }
.fw-row-details-list dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
@media (prefers-reduced-motion: reduce) { .fw-row-details-toggle svg { transition: none; } }
@media print { .fw-row-details-toggle-cell, .fw-row-details-toggle { display: none; } }
`,
  'kit',
)

/**
 * Whether the element's box is narrower than `maxWidth`: measured before the first paint and
 * followed as it changes. An element that cannot be measured (no layout, as in jsdom, or hidden)
 * counts as wide, so every column shows.
 */
export function useNarrowBox(ref: RefObject<HTMLElement | null>, maxWidth = NARROW_TABLE_MAX_PX): boolean {
  const [narrow, setNarrow] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const update = (width: number) => {
      // A hidden or detached box measures 0: keep the last answer.
      if (width > 0) setNarrow(width < maxWidth)
    }
    update(element.getBoundingClientRect().width)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0]
      if (entry) update(entry.target.getBoundingClientRect().width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, maxWidth])
  return narrow
}

/** The rows whose details are open, by key, and the one way to open or close one. */
export function useOpenRows(): { isOpen: (key: string) => boolean; toggle: (key: string) => void; open: ReadonlySet<string> } {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const toggle = useCallback((key: string) => {
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  }, [])
  return { isOpen: (key) => open.has(key), toggle, open }
}

/** The id of a row's details, for the toggle's aria-controls: unique on the page per table and row. */
export function rowDetailsId(tableId: string, rowKey: string): string {
  return `${tableId}-details-${rowKey.replace(/[^A-Za-z0-9_-]/g, '_')}`
}

/** The header cell above the toggles: named for screen readers, blank to the eye. */
export function RowDetailsHeader() {
  useStyles(rowDetailsStyles)
  return (
    <th scope="col" className="fw-row-details-toggle-cell">
      <span className="fw-visually-hidden">Details</span>
    </th>
  )
}

export interface RowDetailsToggleProps {
  /** What the row is ("Order 7/4/2025, 9:15 PM"): the button reads "Details of …". */
  name: string
  expanded: boolean
  /** The id of the details row it opens. */
  controls: string
  onToggle: () => void
  /** Out of the tab order (a table with one tab stop moves focus itself); in it unless told. */
  tabIndex?: number
}

/** The button at a row's end that opens and closes its details. */
export function RowDetailsToggle({ name, expanded, controls, onToggle, tabIndex }: RowDetailsToggleProps) {
  useStyles(rowDetailsStyles)
  return (
    <td className="fw-row-details-toggle-cell">
      <button
        type="button"
        className="fw-row-details-toggle"
        aria-expanded={expanded}
        aria-controls={controls}
        aria-label={`Details of ${name}`}
        title={expanded ? 'Hide details' : 'Show details'}
        tabIndex={tabIndex}
        onClick={(event) => {
          // The row may open something on a click of its own: this click is the button's.
          event.stopPropagation()
          onToggle()
        }}
      >
        <ChevronDownIcon />
      </button>
    </td>
  )
}

export interface RowDetail {
  key: string
  /** The column's header. */
  label: string
  value: ReactNode
}

export interface RowDetailsRowProps {
  id: string
  /** The columns the row spans: the shown ones and the toggle's. */
  colSpan: number
  /** What the details are of, as the toggle names the row. */
  name: string
  details: readonly RowDetail[]
  /** For a virtualised body: the row's position and the measuring ref. */
  rowIndex?: number
  dataIndex?: number
  rowRef?: Ref<HTMLTableRowElement>
}

/** The row under a row with the columns the phone leaves out, as "column: value" pairs. */
export function RowDetailsRow({ id, colSpan, name, details, rowIndex, dataIndex, rowRef }: RowDetailsRowProps) {
  useStyles(rowDetailsStyles)
  return (
    <tr id={id} className="fw-row-details" aria-rowindex={rowIndex} data-index={dataIndex} ref={rowRef}>
      <td colSpan={colSpan}>
        <dl className="fw-row-details-list" aria-label={`Details of ${name}`}>
          {details.map((detail) => (
            <div key={detail.key} data-detail={detail.key}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      </td>
    </tr>
  )
}
