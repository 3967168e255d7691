// Whether an element can be seen right now: in the viewport (IntersectionObserver) and on a tab
// that is showing (document visibility). Polling widgets ask only while this holds, so a card
// scrolled away or a background tab costs the server nothing. Where IntersectionObserver is
// missing (old browsers, jsdom) the element counts as in view.
import { useEffect, useRef, useState, type RefObject } from 'react'

function pageShowing(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden'
}

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true)
  const [showing, setShowing] = useState(pageShowing)

  useEffect(() => {
    const onVisibility = () => setShowing(pageShowing())
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last) setInView(last.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])

  return inView && showing
}

/**
 * Calls `tick` every `intervalMs` while `active`, and once straight away when it becomes active
 * again (what was shown went stale while nobody could see it).
 */
export function usePolling(active: boolean, intervalMs: number, tick: () => void): void {
  const wasActive = useRef(active)
  useEffect(() => {
    const resumed = active && !wasActive.current
    wasActive.current = active
    if (!active) return
    if (resumed) tick()
    const timer = setInterval(tick, intervalMs)
    return () => clearInterval(timer)
  }, [active, intervalMs, tick])
}
