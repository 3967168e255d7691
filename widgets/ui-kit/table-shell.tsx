// The styled frame every data table uses (orders, users, locations, cache keys). It does not
// virtualise: each table widget drives @tanstack/react-virtual itself, with `scrollRef` as the
// scroll element, TableSpacerRow above and below the rendered rows, and aria-rowcount /
// aria-rowindex so screen readers still know the table's true size. A table wider than its box
// scrolls inside it (never the page) with its first column, the row's name, held at the left.
import type { ComponentPropsWithRef, CSSProperties, KeyboardEvent, ReactNode, Ref } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { classNames } from './class-names'
import { SortIcon } from './icons'
import tableCss from './table-shell.css?inline'

export const tableStyles = defineStyles(tableCss, 'kit')

export type SortDirection = 'asc' | 'desc' | false
export type CellAlign = 'start' | 'center' | 'end'

export interface TableShellProps {
  /** The table's accessible name (also names its scroll region). */
  label: string
  /** The scroll container's height (pixels or CSS: 'calc(100dvh - 200px)'); grows with content unless told. */
  height?: number | string
  /** The scroll container, for a virtualiser's getScrollElement. */
  scrollRef?: Ref<HTMLDivElement>
  /** Total rows including the header row, when only some are rendered. */
  rowCount?: number
  /** `fixed` keeps column widths steady while a virtualised body changes its rows. */
  layout?: 'auto' | 'fixed'
  /** Keeps the first column in view while the table scrolls sideways (true unless told). */
  stickyFirstColumn?: boolean
  /** <colgroup>, <thead> and <tbody>. */
  children: ReactNode
  className?: string
}

export function TableShell({ label, height, scrollRef, rowCount, layout = 'auto', stickyFirstColumn = true, children, className }: TableShellProps) {
  useStyles(tableStyles)
  return (
    // A focusable region, so keyboard users can scroll a table that has no focusable rows.
    <div ref={scrollRef} className={classNames('fw-table-scroll', className)} part="table" style={{ height }} role="region" aria-label={label} tabIndex={0}>
      <table className="fw-table" aria-label={label} aria-rowcount={rowCount} data-layout={layout} data-sticky-first={stickyFirstColumn || undefined}>
        {children}
      </table>
    </div>
  )
}

export interface TableHeaderProps extends Omit<ComponentPropsWithRef<'th'>, 'align'> {
  align?: CellAlign
}

/** A column header that does not sort. */
export function TableHeader({ align, ...props }: TableHeaderProps) {
  return <th scope="col" data-align={align} {...props} />
}

export interface SortableHeaderProps extends Omit<TableHeaderProps, 'children' | 'onClick'> {
  children: ReactNode
  /** This column's sort, or false when the table is sorted by another column. */
  direction: SortDirection
  /** Asked to sort by this column (the table decides the next direction). */
  onSort: () => void
}

/**
 * A column header whose button sorts; aria-sort and the arrow say how it is sorted now. Headers
 * wrap rather than cut their text; a plain-text header also carries it as a tooltip.
 */
export function SortableHeader({ children, direction, onSort, ...props }: SortableHeaderProps) {
  return (
    <TableHeader aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'} {...props}>
      <button type="button" className="fw-table-sort" title={typeof children === 'string' ? children : undefined} onClick={onSort}>
        {children}
        <SortIcon direction={direction} />
      </button>
    </TableHeader>
  )
}

export interface TableRowProps extends ComponentPropsWithRef<'tr'> {
  /** Makes the row a stop in the tab order that opens with a click or Enter. */
  onActivate?: () => void
  /** The row's 1-based position in the whole table (header row is 1), for virtualised bodies. */
  rowIndex?: number
}

export function TableRow({ onActivate, rowIndex, onKeyDown, onClick, ...props }: TableRowProps) {
  const interactive = onActivate !== undefined
  return (
    <tr
      aria-rowindex={rowIndex}
      data-interactive={interactive || undefined}
      tabIndex={interactive ? 0 : undefined}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) onActivate?.()
      }}
      onKeyDown={(event: KeyboardEvent<HTMLTableRowElement>) => {
        onKeyDown?.(event)
        // Only the row itself: Enter on a button inside the row is that button's business.
        if (interactive && event.key === 'Enter' && event.target === event.currentTarget) {
          event.preventDefault()
          onActivate()
        }
      }}
      {...props}
    />
  )
}

export interface TableCellProps extends Omit<ComponentPropsWithRef<'td'>, 'align'> {
  align?: CellAlign
}

export function TableCell({ align, ...props }: TableCellProps) {
  return <td data-align={align} {...props} />
}

/** The one row shown when there is nothing to list ("No orders found."). */
export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td className="fw-table-empty" colSpan={colSpan}>
        {children}
      </td>
    </tr>
  )
}

/** Empty space standing in for rows a virtualiser has not rendered (above or below the window). */
export function TableSpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null
  const style: CSSProperties = { height }
  return (
    <tr className="fw-table-spacer" aria-hidden="true">
      <td colSpan={colSpan} style={style} />
    </tr>
  )
}
