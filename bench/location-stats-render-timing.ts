// Shared by both pages of the location-stats render benchmark: renders once and measures from
// just before React renders to the second painted frame after it (so work a ResizeObserver
// triggers after the first layout is counted too), with performance marks.
import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { LocationStatsModel } from '../widgets/location-stats'

declare global {
  interface Window {
    /** The series both pages draw, written into the page by the benchmark. */
    __BENCH_MODEL__: LocationStatsModel
    /** Milliseconds from render start to painted, once measured. */
    __BENCH_RESULT__?: number
    /** SVG shapes on the page when the time was taken, to check that both pages drew everything. */
    __BENCH_SHAPES__?: number
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** Renders `page` into #app and leaves the duration in window.__BENCH_RESULT__. */
export async function timeFirstRender(page: ReactNode): Promise<void> {
  const container = document.getElementById('app')
  if (!container) throw new Error('The benchmark page has no #app element')
  performance.mark('render-start')
  const root = createRoot(container)
  flushSync(() => root.render(page))
  // The first frame paints the commit; effects and observers it triggers paint by the second.
  await nextFrame()
  await nextFrame()
  await new Promise((resolve) => setTimeout(resolve, 0))
  performance.mark('painted')
  window.__BENCH_SHAPES__ = container.querySelectorAll('svg rect, svg path, svg circle').length
  window.__BENCH_RESULT__ = performance.measure('render', 'render-start', 'painted').duration
}
