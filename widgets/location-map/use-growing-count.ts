// How many of `total` pins to draw now: `step` at first and `step` more on each animation frame,
// so a thousand pins are drawn over a few frames rather than in one long task that holds up input
// and the rest of the page. Where there are no animation frames (tests), everything at once.
import { useEffect, useState } from 'react'

export function useGrowingCount(total: number, step: number): number {
  const framed = typeof requestAnimationFrame === 'function'
  const [count, setCount] = useState(step)
  useEffect(() => {
    if (!framed || count >= total) return
    const frame = requestAnimationFrame(() => setCount((current) => current + step))
    return () => cancelAnimationFrame(frame)
  }, [framed, count, total, step])
  return framed ? Math.min(count, total) : total
}
