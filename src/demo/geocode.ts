// What the demo geocoder knows: the true coordinates of every demo location whose address it can
// find, so locations without Square coordinates get placed (as `internal`) the way real ones are.
import { demoSites } from './locations'
import type { DemoOptions } from './options'

export interface DemoGeocodeEntry {
  addressLine1: string
  locality: string
  /** Two-letter state code. */
  state: string
  postalCode: string
  latitude: number
  longitude: number
  /** The label a Nominatim-style geocoder answers with. */
  displayName: string
}

/** One entry per demo location with an address the geocoder knows. */
export function demoGeocodeEntries(options: DemoOptions = {}): DemoGeocodeEntry[] {
  const entries: DemoGeocodeEntry[] = []
  for (const site of demoSites(options)) {
    const address = site.location.address
    if (!site.geocodable || !site.coordinates || !address?.address_line_1 || !address.locality) continue
    const state = address.administrative_district_level_1 ?? ''
    const postalCode = address.postal_code ?? ''
    entries.push({
      addressLine1: address.address_line_1,
      locality: address.locality,
      state,
      postalCode,
      latitude: site.coordinates.latitude,
      longitude: site.coordinates.longitude,
      displayName: `${address.address_line_1}, ${address.locality}, ${state} ${postalCode}, United States`,
    })
  }
  return entries
}
