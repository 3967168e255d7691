// The end of an orders batch (current year or daily sales): the cached answers it changed go,
// and the database records when it was last hydrated and whether every tracked season is in.
import { invalidateSquareData } from '../store/stale-answers'
import { isoNow, seasonsToHydrate, type HydrationContext } from '../runner/hydration-context'
import { isFullyHydrated } from './hydration-totals'
import { recordHydration } from '../store/square-meta'
import type { ChangedSeasons } from './changed-seasons'

/** Drops what `changed` made stale, records the hydration, and returns its time (ISO). */
export async function finishOrdersBatch(ctx: HydrationContext, changed: ChangedSeasons): Promise<string> {
  if (changed.size > 0) await invalidateSquareData(ctx.kv, changed.list())
  const hydratedAt = isoNow(ctx.clock)
  await recordHydration(ctx.db, hydratedAt, await isFullyHydrated(ctx.db, seasonsToHydrate(ctx)))
  return hydratedAt
}
