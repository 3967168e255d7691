// The cached answers made from stored Square data, and which of them a change to that data makes
// stale: hydration, a webhook's order refresh and the scheduled refresh all store orders, then drop
// exactly these entries, so the next request computes them again from the new rows.
import { itemsCachePrefix, KV_PREFIX, orderSummariesCacheKey, orderSummaryPagesPrefix, ordersCacheKey, reportsCachePrefix, statsCachePrefix, type KvCache } from '../../kv/kv-cache'

/**
 * Drops what a change to stored Square data makes stale: the locations answer always; the orders,
 * order summaries (the season and its cached first pages), stats and items (every selection of days
 * of each) of the changed location-years; and
 * every sales report of a changed location, since a report's date range may cover any of its seasons;
 * and every season pace answer, since one may hold any location (they are a minute's answers).
 */
export async function invalidateSquareData(kv: KvCache, changes: Iterable<{ locationId: string; years: Iterable<number> }>): Promise<void> {
  await kv.delete(KV_PREFIX.locations)
  let anyChanged = false
  for (const change of changes) {
    let changedAny = false
    for (const year of change.years) {
      changedAny = true
      await kv.delete(ordersCacheKey(change.locationId, year))
      await kv.delete(orderSummariesCacheKey(change.locationId, year))
      await kv.deletePrefix(orderSummaryPagesPrefix(change.locationId, year))
      await kv.deletePrefix(statsCachePrefix(change.locationId, year))
      await kv.deletePrefix(itemsCachePrefix(change.locationId, year))
    }
    if (changedAny) await kv.deletePrefix(reportsCachePrefix(change.locationId))
    anyChanged ||= changedAny
  }
  if (anyChanged) await kv.deletePrefix(KV_PREFIX.pace)
}
