// Geocoding locations Square gives no coordinates for, through a Nominatim-compatible geocoder
// (GET {base}/search?q=…&format=json → [{lat, lon, display_name}]). Answers, found or not, are
// kept in the KV cache under geocode:{address}, so an address is asked about once per expiry.
import { geocodeCacheKey, KV_TTL_MS, type KvCache } from '../../kv/kv-cache'

export interface GeoPoint {
  latitude: number
  longitude: number
}

/** docs/server.md#hydration-and-freshness: one address's answer. */
export interface GeocodeResult {
  address: string
  coordinates: GeoPoint | null
  cached: boolean
  error: string | null
}

export interface Geocoder {
  /** The best match for a one-line address, or null when the geocoder knows none. Throws when it cannot answer. */
  lookup(address: string): Promise<GeoPoint | null>
}

/** A client of a Nominatim-style search endpoint at `baseUrl` (e.g. https://nominatim.openstreetmap.org). */
export function nominatimGeocoder(baseUrl: string, fetchImpl: typeof fetch = fetch): Geocoder {
  const endpoint = baseUrl.replace(/\/+$/, '') + '/search'
  return {
    async lookup(address) {
      const url = `${endpoint}?${new URLSearchParams({ q: address, format: 'json', limit: '1' }).toString()}`
      // Nominatim's usage policy asks every client to name itself.
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json', 'user-agent': 'fireworks-dashboard/1 (location geocoding)' },
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`Geocoder answered HTTP ${response.status}`)
      const body = (await response.json()) as unknown
      if (!Array.isArray(body)) throw new Error('Geocoder answered something other than a list')
      const first = body[0] as { lat?: unknown; lon?: unknown } | undefined
      if (first === undefined) return null
      const latitude = Number(first.lat)
      const longitude = Number(first.lon)
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
        throw new Error('Geocoder answered coordinates out of range')
      }
      return { latitude, longitude }
    },
  }
}

interface CachedAnswer {
  address: string
  coordinates: GeoPoint | null
}

/** Geocodes through the cache: a live cached answer is used as it is; a fresh one is stored. */
export async function geocodeAddress(kv: KvCache, geocoder: Geocoder, address: string): Promise<GeocodeResult> {
  const key = geocodeCacheKey(address)
  const hit = await kv.getJson<CachedAnswer>(key)
  if (hit !== undefined) return { address, coordinates: hit.value.coordinates, cached: true, error: null }
  try {
    const coordinates = await geocoder.lookup(address)
    const answer: CachedAnswer = { address, coordinates }
    await kv.setJson(key, answer, coordinates === null ? KV_TTL_MS.geocodeMissed : KV_TTL_MS.geocodeFound)
    return { address, coordinates, cached: false, error: null }
  } catch (error) {
    // A geocoder that cannot answer now is asked again next time: nothing is cached.
    return { address, coordinates: null, cached: false, error: error instanceof Error ? error.message : String(error) }
  }
}
