// A virtualised table body (SPEC §9 row estimates, overscan 10) on @tanstack/react-virtual, for
// tables drawn in the ui-kit's TableShell: the rows to render and the spacer heights above and
// below them. Where the scroll box has no layout yet (or none at all, as in jsdom) the virtualiser
// is told the box's planned height, so the first rows render at once instead of none.
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import type { RefObject } from 'react'

/** SPEC §9: rows rendered beyond the visible ones, above and below. */
export const VIRTUAL_OVERSCAN = 10

export interface VirtualRows {
  /** Indexes of the rows to render now, in order. */
  indexes: number[]
  /** Spacer heights standing in for the rows not rendered. */
  before: number
  after: number
}

export function useVirtualRows(count: number, rowHeight: number, viewportHeight: number, scrollRef: RefObject<HTMLDivElement | null>): VirtualRows {
  const virtualizer: Virtualizer<HTMLDivElement, Element> = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: VIRTUAL_OVERSCAN,
    initialRect: { width: 0, height: viewportHeight },
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { width: rect.width, height: viewportHeight })),
  })
  const items = virtualizer.getVirtualItems()
  const total = virtualizer.getTotalSize()
  const first = items[0]
  const last = items[items.length - 1]
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start : 0,
    after: last ? total - last.end : 0,
  }
}
