// Which locations and seasons an answer about many locations holds (the season pace), by its key:
// its URL names a city or nothing, so only the answer itself says whom it covers. A change to one
// location's figures then asks again for the answers that hold it, and for no other.
import { pageSingleton } from '../page/page-singleton'

interface Scope {
  locationIds: ReadonlySet<string>
  years: ReadonlySet<number>
}

/** A page asks a new minute's answer every minute: the oldest scopes go once there are this many. */
const KEPT_SCOPES = 200

const scopes = pageSingleton('answer-scopes/v1', () => new Map<string, Scope>())

/** Notes what the answer under `key` (its joined URL) holds. */
export function recordAnswerScope(key: string, locationIds: Iterable<string>, years: Iterable<number>): void {
  scopes.delete(key)
  scopes.set(key, { locationIds: new Set(locationIds), years: new Set(years) })
  for (const oldest of scopes.keys()) {
    if (scopes.size <= KEPT_SCOPES) break
    scopes.delete(oldest)
  }
}

/** Whether the answer under `key` holds `locationId`'s season `year`. */
export function answerHolds(key: string, locationId: string, year: number): boolean {
  const scope = scopes.get(key)
  return scope !== undefined && scope.locationIds.has(locationId) && scope.years.has(year)
}
