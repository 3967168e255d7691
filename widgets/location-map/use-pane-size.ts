// The map pane's size, followed with ResizeObserver; the fallback where nothing can be measured
// (jsdom), so tests still place markers.
import { useLayoutEffect, useState, type RefObject } from 'react'

export interface PaneSize {
  width: number
  height: number
}

export function usePaneSize(ref: RefObject<HTMLElement | null>, fallback: PaneSize): PaneSize {
  const [size, setSize] = useState(fallback)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const update = (width: number, height: number) => {
      if (width <= 0 || height <= 0) return
      const next = { width: Math.round(width), height: Math.round(height) }
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
  }, [ref])
  return size
}
