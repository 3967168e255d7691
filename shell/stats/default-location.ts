// The location `/stats/` opens (docs/screens.md#the-stats-area: a fixed default location id). The dashboard names none in
// its configuration, so it is the first ACTIVE location in the API's stable order (else the first
// location): the same one every time for the same data.
import type { Location } from '../../src/contract/location'
import { locationsQuery } from '../../src/api/queries'
import { useQuery } from '../../widgets/widget-kit'
import { shellApi } from '../app/shell-api'

/** The default location's id; null when there are no locations. */
export function pickDefaultLocationId(locations: readonly Pick<Location, 'id' | 'status'>[]): string | null {
  return (locations.find((location) => location.status === 'ACTIVE') ?? locations[0])?.id ?? null
}

export interface DefaultLocation {
  /** Undefined until known (or not asked for). */
  id: string | null | undefined
  /** Why the locations could not be read. */
  error: unknown
}

/** The default location's id once the locations answer is here; asked only while `needed`. */
export function useDefaultLocationId(needed: boolean): DefaultLocation {
  const state = useQuery(() => (needed ? locationsQuery(shellApi) : null), [needed])
  if (!needed) return { id: undefined, error: undefined }
  if (state.status === 'error') return { id: undefined, error: state.error }
  return { id: state.status === 'ready' ? pickDefaultLocationId(state.data.locations) : undefined, error: undefined }
}
