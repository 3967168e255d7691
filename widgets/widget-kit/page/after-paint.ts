// Work that should wait until what was just drawn is on screen: the next frame is painted, then a
// task runs (a frame callback runs before that frame's paint; the timeout after it runs once the
// paint is done). Where nothing paints (no requestAnimationFrame, as in tests without layout) the
// task runs after the current one.
import { useEffect, useState } from 'react'

/** Runs `work` after the next paint; answers a function that cancels it. */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(work, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/**
 * The last `key` that has been on screen: `key` once a frame rendered with it has been painted,
 * the key before until then ('' at first). '' never replaces a painted key, and a key that
 * changes again before its paint is never answered.
 */
export function usePaintedKey(key: string): string {
  const [painted, setPainted] = useState('')
  useEffect(() => {
    if (key === painted || key === '') return
    return afterNextPaint(() => setPainted(key))
  }, [key, painted])
  return painted
}
