// The page clock's "now", ticking every second while `active`, so time-ago text keeps counting.
import { useEffect, useState } from 'react'
import { pageClock } from '../../src/clock/page-clock'

export function useNow(active: boolean, everyMs = 1_000): number {
  const [now, setNow] = useState(() => pageClock.now())
  useEffect(() => {
    if (!active) return
    setNow(pageClock.now())
    const timer = setInterval(() => setNow(pageClock.now()), everyMs)
    return () => clearInterval(timer)
  }, [active, everyMs])
  return now
}
