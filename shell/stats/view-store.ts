// The remembered locations view (SPEC §2: each view sets it; map is the default), kept across
// visits so the way back to the locations opens the view the reader last used.
import { atom, type ReadableAtom } from 'nanostores'

export const LOCATION_VIEWS = ['map', 'list', 'grid'] as const
export type LocationView = (typeof LOCATION_VIEWS)[number]
export const VIEW_STORAGE_KEY = 'fireworks-dashboard-view'

export function parseView(value: unknown): LocationView {
  return (LOCATION_VIEWS as readonly unknown[]).includes(value) ? (value as LocationView) : 'map'
}

function storedView(): LocationView {
  try {
    return parseView(localStorage.getItem(VIEW_STORAGE_KEY))
  } catch {
    return 'map'
  }
}

const $viewAtom = atom<LocationView>(typeof localStorage === 'undefined' ? 'map' : storedView())

export const $view: ReadableAtom<LocationView> = $viewAtom

export function rememberView(view: LocationView): void {
  $viewAtom.set(view)
  try {
    localStorage.setItem(VIEW_STORAGE_KEY, view)
  } catch {
    // Storage refused: remembered for this page only.
  }
}

/** The path of a view. */
export function viewPath(view: LocationView): string {
  return `/stats/locations/${view}`
}
