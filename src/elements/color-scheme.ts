// Whether the operating system asks for dark colours, as a React hook that follows changes: the
// `system` theme resolves through it.
import { useSyncExternalStore } from 'react'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia === 'undefined') return () => undefined
  const query = matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function prefersDark(): boolean {
  return typeof matchMedia !== 'undefined' && matchMedia(DARK_QUERY).matches
}

/** True while the system prefers a dark colour scheme. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribe, prefersDark, () => false)
}
