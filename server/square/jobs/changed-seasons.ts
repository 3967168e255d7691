// The location-years a hydration step changed, collected as it stores orders: what it tells the
// caches and the live connection to drop or refresh.
/** Location-years whose stored orders changed, for cache invalidation and change events. */
export class ChangedSeasons {
  private readonly byLocation = new Map<string, Set<number>>()

  add(locationId: string, year: number): void {
    let years = this.byLocation.get(locationId)
    if (years === undefined) this.byLocation.set(locationId, (years = new Set()))
    years.add(year)
  }

  merge(other: ChangedSeasons | readonly { locationId: string; years: readonly number[] }[]): void {
    const list = other instanceof ChangedSeasons ? other.list() : other
    for (const change of list) for (const year of change.years) this.add(change.locationId, year)
  }

  get size(): number {
    return this.byLocation.size
  }

  /** Each changed location with its changed years, ascending. */
  list(): { locationId: string; years: number[] }[] {
    return [...this.byLocation].map(([locationId, years]) => ({ locationId, years: [...years].sort((a, b) => a - b) }))
  }
}
