// How a user's own home locations are kept in users.home_location_ids: a JSON list of location
// ids, or NULL for a user who follows the default (what the default is: ../live/home-locations.ts).

/** How a list is kept in users.home_location_ids. */
export function storedHomeLocationIds(ids: readonly string[] | null): string | null {
  return ids === null ? null : JSON.stringify(ids)
}

/** Reads a kept list; NULL (and a damaged value, which grants nothing better) follows the default. */
export function parseHomeLocationIds(stored: string | null): string[] | null {
  if (stored === null) return null
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : null
  } catch {
    return null
  }
}
