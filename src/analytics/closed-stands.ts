// Stands closed this season (Square's INACTIVE locations) stand apart from every ranking and every
// "worst first" list: a stand that is not trading has no pace, and its −100 % against last season
// would otherwise top each list a manager reads to find who is falling behind tonight.
import type { Location } from '../contract/location'

type LocationStatus = Location['status']

/** What a screen calls the stands set apart. */
export const CLOSED_THIS_SEASON = 'Closed this season'

/** Whether a stand is closed this season (INACTIVE in Square). */
export function isClosedThisSeason(location: { status: LocationStatus }): boolean {
  return location.status === 'INACTIVE'
}

/** The stands to rank and, apart, those closed this season, each in the order given. */
export function apartFromClosed<T extends { status: LocationStatus }>(locations: readonly T[]): { open: T[]; closed: T[] } {
  const open: T[] = []
  const closed: T[] = []
  for (const location of locations) (isClosedThisSeason(location) ? closed : open).push(location)
  return { open, closed }
}
