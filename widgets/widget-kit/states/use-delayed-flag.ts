// Loading indicators appear only after 200 ms (docs/screens.md#numbers-the-screens-keep), so a fast answer never flashes one.
import { useEffect, useState } from 'react'

/** How long loading waits before it shows (docs/screens.md#numbers-the-screens-keep). */
export const LOADING_INDICATOR_DELAY_MS = 200

/** True once `active` has stayed true for `delayMs`; false again as soon as it turns false. */
export function useDelayedFlag(active: boolean, delayMs = LOADING_INDICATOR_DELAY_MS): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])
  return active && shown
}
