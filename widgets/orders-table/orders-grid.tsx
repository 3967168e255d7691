// The orders table itself: a virtualised body under a sticky, sortable header (ui-kit's table
// shell). Only the rows in view (and ORDERS_OVERSCAN either side) are in the DOM, 64 px each (./orders-row); spacer rows stand
// in for the rest and aria-rowcount/aria-rowindex tell screen readers the true size. Each row links
// to its invoice; the arrow keys, Page Up/Down, Home and End move between rows, Enter opens one.
// Printed, it draws every row.
//
// On a phone (the table's box under NARROW_TABLE_MAX_PX) the table keeps the date, total and
// state and moves the other visible columns to a row's details: the button at the row's end (or
// the right arrow on a focused row; left closes) opens them in a row of their own beneath it.
// Rows are then measured as they are drawn, since an open row's details take what their text needs.
import type { Rect } from '@tanstack/react-virtual'
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { usePaintedKey, useVirtualRows } from '../widget-kit'
import { RowDetailsHeader, RowDetailsRow, SortableHeader, TableEmptyRow, TableShell, TableSpacerRow, rowDetailsId, useNarrowBox, useOpenRows } from '../ui-kit'
import { phoneColumns, type ColumnId, type OrdersColumn, type SortOrder } from './columns'
import { entryKey, isDetails, orderRowNear, withDetails, type GridEntry } from './grid-entries'
import type { OrderRow } from './order-rows'
import { detailContent, ORDER_ROW_HEIGHT, orderName, OrdersRow } from './orders-row'

export { DEFAULT_ORDER_LINK, ORDER_ROW_HEIGHT } from './orders-row'

/** docs/screens.md#numbers-the-screens-keep: the orders table's height (the viewport less 200 px). */
export const ORDERS_TABLE_HEIGHT = 'calc(100dvh - 200px)'
/**
 * Rows drawn beyond the visible ones, above and below (docs/screens.md#numbers-the-screens-keep):
 * fewer than the other lists' 10. A fast scroll draws every row anew each frame, and the orders
 * table's rows are the dearest of them (a link, a badge, six formatted cells): 4 rows, a quarter
 * of a screen, keep a wheel's steps drawn ahead at about half the work of 10.
 */
export const ORDERS_OVERSCAN = 4
/** The scroll box's min-height in orders-table.css. */
const MIN_SCROLL_HEIGHT = 320
export interface OrdersGridProps {
  /** The table's accessible name. */
  label: string
  locationId: string
  timeZone: string
  /** Filtered and sorted. */
  rows: readonly OrderRow[]
  /** The visible columns, in order. */
  columns: readonly OrdersColumn[]
  sort: { column: ColumnId; order: SortOrder }
  onSort: (column: ColumnId) => void
  /** Said in the body when there are no rows; null while the rows are still on their way. */
  emptyText: string | null
  height?: number | string
  /** A fixed size for the scroll area instead of measuring it (tests: jsdom lays nothing out). */
  fixedRect?: Rect
  /** Dates say their zone ("9:15 PM PDT"): the chain's stands keep more than one clock. */
  showZone?: boolean
}

/** The scroll box's height as its CSS will size it (at least 320 px, orders-table.css), when the page can tell. */
function expectedScrollHeight(height: number | string): number | undefined {
  if (typeof height === 'number') return Math.max(MIN_SCROLL_HEIGHT, height)
  if (height !== ORDERS_TABLE_HEIGHT || typeof window === 'undefined') return undefined
  return Math.max(MIN_SCROLL_HEIGHT, window.innerHeight - 200)
}

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'])

export function OrdersGrid(props: OrdersGridProps) {
  const { label, locationId, timeZone, rows, columns, sort, onSort, emptyText, height = ORDERS_TABLE_HEIGHT, fixedRect, showZone = false } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const narrow = useNarrowBox(scrollRef)
  const shown = narrow ? phoneColumns(columns) : columns
  const folded = narrow ? columns.filter((column) => !shown.includes(column)) : []
  const hasDetails = folded.length > 0
  const span = shown.length + (hasDetails ? 1 : 0)
  const opened = useOpenRows()
  const entries: readonly GridEntry[] = useMemo(() => (hasDetails && opened.open.size > 0 ? withDetails(rows, opened.open) : rows), [rows, hasDetails, opened.open])
  // The first draw holds the rows in view alone; the rows drawn beyond them for scrolling join once
  // it is painted, so the first screen waits on fewer rows' rendering and layout.
  const firstDrawPainted = usePaintedKey(entries.length > 0 ? 'rows' : '') !== ''
  const virtual = useVirtualRows({
    items: entries,
    overscan: firstDrawPainted ? ORDERS_OVERSCAN : 0,
    keyOf: entryKey,
    rowHeight: ORDER_ROW_HEIGHT,
    scrollRef,
    viewport: fixedRect,
    expectedHeight: expectedScrollHeight(height),
    printAll: true,
    // Wide, every row is 64 px and rows are recycled; with details to open, rows are measured.
    recycleRows: !hasDetails,
    measureRows: hasDetails,
  })
  const [activeIndex, setActiveIndex] = useState(0)
  const focusPending = useRef(false)
  const active = orderRowNear(entries, Math.min(activeIndex, Math.max(0, entries.length - 1)), -1)
  const tabbable = virtual.rows.some((row) => row.index === active) ? active : (virtual.rows.find((row) => !isDetails(row.item))?.index ?? 0)
  const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ORDER_ROW_HEIGHT * 10) / ORDER_ROW_HEIGHT) - 1)
  const tableId = useId().replace(/:/g, '')

  // Focus follows the keyboard once the row it moved to is rendered (it may need a scroll first).
  useLayoutEffect(() => {
    if (!focusPending.current) return
    const row = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${active}"]`)
    if (row) {
      focusPending.current = false
      row.focus()
    }
  })

  const { scrollToIndex } = virtual
  const { toggle } = opened
  // Rows are memoised: a scroll re-renders only the rows that come into view, so the handlers they
  // get stay the same functions and read the latest rows and page size from here.
  const latest = useRef({ entries, pageRows, hasDetails, open: opened.open })
  latest.current = { entries, pageRows, hasDetails, open: opened.open }
  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
      if (event.target !== event.currentTarget) return
      const { entries: drawn, pageRows: page, hasDetails: foldable, open } = latest.current
      if (event.key === 'Enter') {
        event.preventDefault()
        event.currentTarget.querySelector('a')?.click()
        return
      }
      const entry = drawn[index]
      if (foldable && entry !== undefined && !isDetails(entry) && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
        event.preventDefault()
        if (open.has(entry.id) !== (event.key === 'ArrowRight')) toggle(entry.id)
        return
      }
      if (!NAVIGATION_KEYS.has(event.key)) return
      event.preventDefault()
      const last = drawn.length - 1
      const [target, step] = ({ ArrowDown: [index + 1, 1], ArrowUp: [index - 1, -1], Home: [0, 1], End: [last, -1], PageDown: [index + page, -1], PageUp: [index - page, 1] } as Record<string, [number, 1 | -1]>)[event.key] ?? [index, 1]
      let next = orderRowNear(drawn, target, step)
      // Down from the last row (or up from the first) stays put rather than landing on details.
      if (isDetails(drawn[next])) next = index
      setActiveIndex(next)
      focusPending.current = true
      scrollToIndex(next)
    },
    [scrollToIndex, toggle],
  )

  return (
    <TableShell label={label} height={height} scrollRef={scrollRef} rowCount={entries.length + 1} layout="fixed" className={narrow ? 'fw-orders-scroll fw-orders-scroll--phone' : 'fw-orders-scroll'}>
      <colgroup>
        {shown.map((column) => {
          const width = narrow ? column.phoneWidth : column.width
          return <col key={column.id} style={width === undefined || width === 'auto' ? undefined : { width }} />
        })}
        {hasDetails ? <col style={{ width: '2.75rem' }} /> : null}
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
          {shown.map((column) => (
            <SortableHeader key={column.id} align={column.align} direction={sort.column === column.id ? sort.order : false} onSort={() => onSort(column.id)}>
              {column.header}
            </SortableHeader>
          ))}
          {hasDetails ? <RowDetailsHeader /> : null}
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {rows.length === 0 && emptyText !== null ? <TableEmptyRow colSpan={span}>{emptyText}</TableEmptyRow> : null}
        <TableSpacerRow height={virtual.before} colSpan={span} />
        {virtual.rows.map(({ item, index, key }) =>
          isDetails(item) ? (
            <RowDetailsRow
              key={key}
              id={rowDetailsId(tableId, item.detailsOf.id)}
              colSpan={span}
              name={orderName(item.detailsOf, timeZone, showZone)}
              details={folded.map((column) => ({ key: column.id, label: column.header, value: detailContent(column, item.detailsOf, timeZone, showZone) }))}
              rowIndex={index + 2}
              dataIndex={index}
              rowRef={virtual.measureRow}
            />
          ) : (
            <OrdersRow
              key={key}
              row={item}
              index={index}
              tabbable={index === tabbable}
              columns={shown}
              timeZone={timeZone}
              showZone={showZone}
              locationId={locationId}
              onKeyDown={onRowKeyDown}
              onFocusRow={setActiveIndex}
              details={hasDetails ? { open: opened.isOpen(item.id), id: rowDetailsId(tableId, item.id), onToggle: toggle } : null}
              measureRef={virtual.measureRow}
            />
          ),
        )}
        <TableSpacerRow height={virtual.after} colSpan={span} />
      </tbody>
    </TableShell>
  )
}
