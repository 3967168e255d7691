// Where a live payment was made, as the feed's row names it (docs/screens.md#live-payments-and-fireworks /admin/live-payments): the
// location's name and address; 'No address available' for a location without one or while the
// locations are not known; 'Unknown Location' with 'Location not found' for an id the list lacks.
import type { Location } from '../../src/contract/location'
import { titleCaseLocality } from '../../src/format'

export interface PaymentPlace {
  name: string
  address: string
  /** Whether the location is in the list. */
  known: boolean
  /** The location's IANA timezone, when it is known. */
  timeZone: string | null
}

export const UNKNOWN_LOCATION = 'Unknown Location'
export const NO_ADDRESS = 'No address available'
export const LOCATION_NOT_FOUND = 'Location not found'

/** `locations` null means the list is not (yet) known. */
export function placeOf(locationId: string, locations: ReadonlyMap<string, Location> | null): PaymentPlace {
  if (locations === null) return { name: UNKNOWN_LOCATION, address: NO_ADDRESS, known: false, timeZone: null }
  const location = locations.get(locationId)
  if (!location) return { name: UNKNOWN_LOCATION, address: LOCATION_NOT_FOUND, known: false, timeZone: null }
  const address = location.address
  return {
    name: location.name,
    address: address ? `${address.addressLine1}, ${titleCaseLocality(address.locality)} ${address.postalCode}`.trim() : NO_ADDRESS,
    known: true,
    timeZone: location.timezone,
  }
}
