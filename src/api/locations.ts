// GET {apiBase}/square/locations — every location with its per-year stats and the hydration summary.
import { locationsResponseSchema } from '../contract/locations-response'
import type { LocationsData } from '../contract/locations-response'
import type { ApiClient } from './client'

/** The locations answer's data: locations, summary and the cache/hydration flags. */
export async function fetchLocations(client: ApiClient, signal?: AbortSignal): Promise<LocationsData> {
  const answer = await client.get('/square/locations', locationsResponseSchema, { signal })
  return answer.data
}
