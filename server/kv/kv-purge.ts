// Expired KV entries are never served, but without a purge they stay on disk: a season of orders
// is megabytes, and keys nobody asks for again would pile up all year. The purge runs at start and
// then on a timer, whatever requests come or not; it also brings the cache within its budget,
// which a lowered FW_CACHE_MAX_MB or another process's writes may have left it over.
import type { CoreDeps } from '../core-deps'
import { kvCacheOf } from './kv-cache'

/**
 * How often expired entries are deleted: as often as the shortest-lived entries (answers, 10
 * minutes) expire, so the table holds at most about twice what is live. A fixed interval, not a
 * setting: a purge of nothing costs one indexed DELETE.
 */
export const KV_PURGE_INTERVAL_MS = 10 * 60_000

/** Starts purging expired entries every `intervalMs`; returns the function that stops it. */
export function startKvPurge(deps: Pick<CoreDeps, 'db' | 'clock' | 'log' | 'config'>, intervalMs = KV_PURGE_INTERVAL_MS): () => void {
  const kv = kvCacheOf(deps)
  let running = false
  const purge = () => {
    if (running) return
    running = true
    kv.purgeExpired()
      .then(async (purged) => {
        if (purged > 0) deps.log.info('kv.purged', { purged })
        const evicted = await kv.trimToBudget()
        if (evicted > 0) deps.log.info('kv.evicted', { evicted, maxBytes: kv.maxBytes })
      })
      .catch((error: unknown) => deps.log.warn('kv.purge_failed', { error }))
      .finally(() => {
        running = false
      })
  }
  purge()
  const timer = setInterval(purge, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
