// A virtualised list's scroll box of a known size, for stories, tests and benches that draw with
// no layout engine (or before layout): @tanstack/react-virtual is told the size instead of
// measuring the element. Without a size the virtualiser measures as usual.
import type { Rect } from '@tanstack/react-virtual'

/** Options to spread into useVirtualizer: a fixed `viewport`, or nothing. */
export function fixedViewportOptions(viewport: Rect | undefined) {
  if (!viewport) return {}
  return {
    initialRect: viewport,
    observeElementRect: (_instance: unknown, report: (rect: Rect) => void) => {
      report(viewport)
      return () => undefined
    },
  }
}
