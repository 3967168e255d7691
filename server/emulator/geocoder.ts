// A Nominatim-compatible geocoder for the demo's own addresses: GET /geocode/search?q=…&format=json
// answers [{lat, lon, display_name, …}] (lat/lon as strings, as Nominatim sends them), or [] for
// an address it does not know. Structured queries (street, city, postalcode) work too.
import { Hono } from 'hono'
import type { DemoGeocodeEntry } from '../../src/demo'

const normalise = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `

/** The entries an address matches: its street line and its town (or postal code) must both appear. */
export function findAddress(entries: readonly DemoGeocodeEntry[], query: string): DemoGeocodeEntry[] {
  const text = normalise(query)
  return entries.filter(
    (entry) =>
      text.includes(normalise(entry.addressLine1)) &&
      (text.includes(normalise(entry.locality)) || (entry.postalCode !== '' && text.includes(normalise(entry.postalCode)))),
  )
}

export function geocoderRoutes(entries: readonly DemoGeocodeEntry[]): Hono {
  return new Hono().get('/search', (c) => {
    const q = c.req.query('q') ?? [c.req.query('street'), c.req.query('city'), c.req.query('postalcode')].filter(Boolean).join(', ')
    const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 10) || 10, 1), 50)
    if (q.trim() === '' || q.length > 500) return c.json([])
    return c.json(
      findAddress(entries, q)
        .slice(0, limit)
        .map((entry, i) => ({
          place_id: 100_000 + i,
          lat: String(entry.latitude),
          lon: String(entry.longitude),
          display_name: entry.displayName,
          class: 'place',
          type: 'house',
          importance: 0.5,
        })),
    )
  })
}
