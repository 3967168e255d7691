// The one virtualiser every long list of the product draws with (after TanStack Virtual's thin
// adapters): the rows, their height, a key for each and the scroll box's viewport go in; the rows
// to draw, where each starts, and the spacer heights above and below them come out. Table bodies
// put the spacers in TableSpacerRows; lists place each row at its `start` in a box `totalHeight` high.
//
// The viewport: a box whose height the list fixes itself (the live feed's 600 px) is told that
// height and never measured, which also gives the same rows where nothing lays out (tests). Tests
// and benches give a whole Rect the same way. Without one the box is measured as the page lays it
// out (the orders table is the viewport less 200 px).
//
// A long table that scrolls fast (`recycleRows`) keys its drawn rows by slot, not by item: a row
// that scrolls out hands its DOM to the one scrolling in, so React rewrites a few texts and
// attributes instead of removing and creating every row of a screen on each scroll frame (the
// orders table draws 34 new rows a frame when scrolled three screens at a time).
//
// A table that prints whole (`printAll`) draws every row while the page is printed: paper has no
// scroll box, and a printout of the rows that happened to be on screen would be silently short.
import { useVirtualizer, type Rect } from '@tanstack/react-virtual'
import { useCallback, useMemo, useRef, type Key, type RefObject } from 'react'
import { usePrinting } from '../page/use-printing'

/** docs/screens.md#numbers-the-screens-keep: rows drawn beyond the visible ones, above and below (the sidebar's lists: ./rows-on-demand). */
export const ROW_OVERSCAN = 10

export interface VirtualRowsOptions<T> {
  items: readonly T[]
  /** A row's key across sorts and filters; a module-level function (see useItemKey below). */
  keyOf: (item: T) => Key
  /** A row's height in px; with `measureRows`, the estimate until the row is drawn. */
  rowHeight: number
  /** The scroll box. */
  scrollRef: RefObject<HTMLElement | null>
  /** The box's fixed height in px, or a whole Rect where nothing lays out; omitted, it is measured. */
  viewport?: number | Rect
  /**
   * The height a measured box is expected to have (from the CSS that sizes it): the first draw then
   * holds the rows the box will show, instead of a few that measuring it adds to with a second
   * draw and layout. Ignored when `viewport` is given.
   */
  expectedHeight?: number
  overscan?: number
  /** Measure rows once drawn (rows of varying height); a fixed Rect keeps the estimates. */
  measureRows?: boolean
  /** Draw every row while the page prints. */
  printAll?: boolean
  /** Key drawn rows by slot so scrolled-out rows' DOM is reused (rows of one fixed height). */
  recycleRows?: boolean
}

export interface VirtualRow<T> {
  item: T
  index: number
  key: Key
  /** Where the row starts, in px from the top of the list. */
  start: number
}

export interface VirtualRows<T> {
  /** The rows to draw now, in order. */
  rows: VirtualRow<T>[]
  /** Spacer heights standing in for the rows not drawn, above and below. */
  before: number
  after: number
  /** The whole list's height. */
  totalHeight: number
  /** The ref each drawn row takes (with `data-index`) when rows are measured; else undefined. */
  measureRow: ((element: Element | null) => void) | undefined
  /** Scrolls just enough to bring a row into view. */
  scrollToIndex: (index: number) => void
}

const stopObserving = () => undefined

/**
 * Recycled rows cycle through as many slots as the most rows the window has drawn at once. Drawn
 * rows are consecutive, so no two of them share a slot; and a window of that size, wherever it
 * scrolls, covers the same slots, so every row in it reuses a DOM row (with more slots than rows,
 * a jump would land on slots no row held and React would create rows again).
 */
function useSlotCount(drawnCount: number): number {
  const most = useRef(1)
  most.current = Math.max(most.current, drawnCount)
  return most.current
}

/** A drawn row's key when rows are recycled: its slot among `slots`. */
export function slotKey(index: number, slots: number): string {
  return `slot-${index % slots}`
}

/** The virtualiser's options for a viewport it is told instead of measuring. */
function toldViewport(viewport: number | Rect | undefined, expectedHeight: number | undefined) {
  if (viewport === undefined) return expectedHeight === undefined ? {} : { initialRect: { width: 0, height: expectedHeight } }
  const rect = typeof viewport === 'number' ? { width: 0, height: viewport } : viewport
  return {
    initialRect: rect,
    observeElementRect: (_instance: unknown, report: (rect: Rect) => void) => {
      report(rect)
      return stopObserving
    },
  }
}

// The getItemKey of a list, one function for as long as its items stay the same array.
// @tanstack/react-virtual lays every row out again whenever getItemKey changes identity, so an
// inline arrow made it walk all rows on each render: 48,584 rows of the orders table on every
// scroll frame, over 100 ms each. Keep `items` the same array between renders (useMemo) too.
function useItemKey<T>(items: readonly T[], keyOf: (item: T) => Key, byIndex: boolean): (index: number) => Key {
  const keyed = byIndex ? null : items
  return useCallback(
    (index: number) => {
      const item = keyed?.[index]
      return item === undefined ? index : keyOf(item)
    },
    [keyed, keyOf],
  )
}

/** Every row, for print: one after the other, no spacers. */
function allRows<T>(items: readonly T[], keyOf: (item: T) => Key, rowHeight: number): VirtualRow<T>[] {
  return items.map((item, index) => ({ item, index, key: keyOf(item), start: index * rowHeight }))
}

export function useVirtualRows<T>(options: VirtualRowsOptions<T>): VirtualRows<T> {
  const { items, keyOf, rowHeight, scrollRef, viewport, expectedHeight, overscan = ROW_OVERSCAN, measureRows = false, printAll = false, recycleRows = false } = options
  const printing = usePrinting() && printAll
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // Recycled rows are never measured, so the virtualiser needs no item keys: left at its
    // default (the index) it keeps its 50,000 row positions across a sort instead of redoing them.
    getItemKey: useItemKey(items, keyOf, recycleRows),
    ...toldViewport(viewport, expectedHeight),
  })
  const scrollToIndex = useCallback((index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }), [virtualizer])
  const drawn = virtualizer.getVirtualItems()
  const slots = useSlotCount(drawn.length)
  const totalHeight = virtualizer.getTotalSize()
  const printed = useMemo(() => (printing ? allRows(items, keyOf, rowHeight) : null), [printing, items, keyOf, rowHeight])
  if (printed) return { rows: printed, before: 0, after: 0, totalHeight: items.length * rowHeight, measureRow: undefined, scrollToIndex }
  const rows = drawn.map((row) => ({ item: items[row.index] as T, index: row.index, key: recycleRows ? slotKey(row.index, slots) : row.key, start: row.start }))
  return {
    rows,
    before: drawn[0]?.start ?? 0,
    after: Math.max(0, totalHeight - (drawn.at(-1)?.end ?? 0)),
    totalHeight,
    measureRow: measureRows && (viewport === undefined || typeof viewport === 'number') ? virtualizer.measureElement : undefined,
    scrollToIndex,
  }
}
