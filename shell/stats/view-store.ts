// The remembered locations view (docs/screens.md#the-stats-area: each view sets it; map is the default), kept across
// visits so the way back to the locations opens the view the reader last used.
import { persistentAtom } from '@nanostores/persistent'
import type { ReadableAtom } from 'nanostores'

export const LOCATION_VIEWS = ['map', 'list', 'grid'] as const
export type LocationView = (typeof LOCATION_VIEWS)[number]
export const VIEW_STORAGE_KEY = 'fireworks-dashboard-view'

export function parseView(value: unknown): LocationView {
  return (LOCATION_VIEWS as readonly unknown[]).includes(value) ? (value as LocationView) : 'map'
}

const $viewAtom = persistentAtom<LocationView>(VIEW_STORAGE_KEY, 'map', { encode: (view) => view, decode: parseView })

export const $view: ReadableAtom<LocationView> = $viewAtom

export function rememberView(view: LocationView): void {
  $viewAtom.set(view)
}

/** The path of a view. */
export function viewPath(view: LocationView): string {
  return `/stats/locations/${view}`
}
