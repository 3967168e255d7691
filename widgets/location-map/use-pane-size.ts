// The map pane's size, followed with ResizeObserver: null until first measured (before the first
// paint), so the map is drawn once at its real size rather than drawn, measured and redrawn. The
// fallback stands where nothing can be measured (jsdom), so tests still place markers.
import { useLayoutEffect, useState, type RefObject } from 'react'

export interface PaneSize {
  width: number
  height: number
}

export function usePaneSize(ref: RefObject<HTMLElement | null>, fallback: PaneSize): PaneSize | null {
  const [size, setSize] = useState<PaneSize | null>(() => (typeof ResizeObserver === 'undefined' ? fallback : null))
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const update = (width: number, height: number) => {
      if (width <= 0 || height <= 0) return
      const next = { width: Math.round(width), height: Math.round(height) }
      setSize((previous) => (previous !== null && previous.width === next.width && previous.height === next.height ? previous : next))
    }
    const rect = element.getBoundingClientRect()
    if (rect.width > 0 && rect.height > 0) update(rect.width, rect.height)
    else setSize(fallback)
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect
      if (box) update(box.width, box.height)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return size
}
