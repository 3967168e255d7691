// Measures an element's content box and follows its changes with ResizeObserver, so a chart fills
// whatever width its container gives it. Where ResizeObserver is missing (jsdom, very old
// engines) the fallback size is used, so tests and server-side renders still draw something.
import { useLayoutEffect, useState, type RefObject } from 'react'
import type { Size } from './types'

/** The width assumed when the container cannot be measured (jsdom has no layout). */
export const FALLBACK_WIDTH = 640

/** Rounds to whole pixels so sub-pixel jitter does not re-render the chart. */
function roundSize(width: number, height: number): Size {
  return { width: Math.round(width), height: Math.round(height) }
}

/** The element's current size; `fallback` until (or unless) it can be measured. */
export function useElementSize<T extends HTMLElement>(ref: RefObject<T | null>, fallback: Size): Size {
  const [size, setSize] = useState<Size>(fallback)

  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const update = (width: number, height: number) => {
      // A hidden or detached container measures 0: keep the last good size instead of collapsing.
      if (width <= 0) return
      const next = roundSize(width, height > 0 ? height : fallback.height)
      setSize((previous) => (previous.width === next.width && previous.height === next.height ? previous : next))
    }
    const rect = element.getBoundingClientRect()
    update(rect.width, rect.height)
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect
      if (box) update(box.width, box.height)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, fallback.height])

  return size
}
