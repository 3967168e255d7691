// Whether the window is narrower than the sidebar's breakpoint (docs/screens.md#the-sidebar: below 1280 px).
import { useSyncExternalStore } from 'react'
import { MOBILE_BREAKPOINT_PX } from './sidebar-state'

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia === 'undefined') return () => undefined
  const query = matchMedia(QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const isNarrow = () => typeof matchMedia !== 'undefined' && matchMedia(QUERY).matches

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false)
}
