// The page's view of the server's clock (docs/clock-and-seasons.md#the-clock): one offset per page, measured from
// GET /api/health's serverTime, so "today" (the Today button, the orders page's date rule, the
// current season) is the server's today even when the server runs with FW_NOW or this machine's
// clock is off.
import type { ApiClient } from '../api/client'
import { healthSchema } from '../contract/health'
import { pageSingleton } from '../page/page-singleton'
import type { Clock } from './clock'

interface PageClockRuntime {
  offsetMs: number
  /** One measurement per API base, shared by every caller. */
  syncs: Map<string, Promise<void>>
}

const runtime = pageSingleton<PageClockRuntime>('page-clock/v1', () => ({ offsetMs: 0, syncs: new Map() }))

/** The server's "now" as far as this page knows (the machine's clock until a sync). */
export const pageClock: Clock = { now: () => Date.now() + runtime.offsetMs }

/**
 * Measures the offset once per API base: the server's time against the middle of the request's
 * round trip. A failed measurement leaves the offset as it was and may be tried again.
 */
export function syncPageClock(client: ApiClient, now: () => number = Date.now): Promise<void> {
  const known = runtime.syncs.get(client.apiBase)
  if (known) return known
  const sync = (async () => {
    const sentAt = now()
    const health = await client.get('/health', healthSchema, { anonymous: true })
    const receivedAt = now()
    runtime.offsetMs = Date.parse(health.serverTime) - Math.round((sentAt + receivedAt) / 2)
  })()
  runtime.syncs.set(client.apiBase, sync)
  sync.catch(() => runtime.syncs.delete(client.apiBase))
  return sync
}
