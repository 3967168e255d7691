// The hydration jobs by name, and the full hydration (first start, `npm run hydrate -- --all`):
// every tool run in batches until nothing is left, so it also resumes an interrupted one.
import type { CurrentYearSummary, DailySalesSummary } from '../../../src/contract/hydration'
import type { LocationsSummary } from '../../../src/contract/locations-response'
import { hydrateCurrentYear } from './hydrate-current-year'
import { hydrateDailySales } from './hydrate-daily-sales'
import { hydrateLocations } from './hydrate-locations'
import { isoNow, seasonsToHydrate, stopIfAsked, type HydrationContext } from '../runner/hydration-context'
import { isFullyHydrated, storedTotals } from './hydration-totals'
import type { JobOutcome } from './job-outcome'
import { recordHydration } from '../store/square-meta'
import { ChangedSeasons } from './changed-seasons'

/** The largest batch the tools take (docs/screens.md#data-hydration), used by the full hydration. */
const FULL_BATCH = 50

export type HydrationJob =
  | { kind: 'locations'; batchSize: number }
  | { kind: 'currentYear'; batchSize: number; staleAfterMs?: number }
  | { kind: 'dailySales'; batchSize: number }
  | { kind: 'all' }

export interface FullHydrationSummary {
  totalLocations: number
  activeLocations: number
  totalOrdersAllLocations: number
  yearsProcessed: number[]
  ordersReceived: number
  totalApiRequests: number
  complete: boolean
}

export type JobSummary = LocationsSummary | CurrentYearSummary | DailySalesSummary | FullHydrationSummary

/** Runs `step` until it reports nothing left or stops making progress, or a stop is asked. */
async function untilDone<S>(
  ctx: HydrationContext,
  step: () => Promise<JobOutcome<S>>,
  progress: (outcome: JobOutcome<S>) => { processed: number; remaining: number },
  collect: (outcome: JobOutcome<S>) => void,
): Promise<void> {
  for (;;) {
    const outcome = await step()
    collect(outcome)
    const { processed, remaining } = progress(outcome)
    if (remaining === 0 || processed === 0) return
    stopIfAsked(ctx)
  }
}

/** Everything: all locations, every tracked season, then the current season up to date. */
export async function hydrateEverything(ctx: HydrationContext): Promise<JobOutcome<FullHydrationSummary>> {
  const requestsBefore = ctx.api.requestCount
  const changed = new ChangedSeasons()
  let ordersReceived = 0
  const collect = (outcome: JobOutcome<unknown>) => {
    changed.merge(outcome.changed)
    ordersReceived += outcome.ordersReceived
  }
  await untilDone(
    ctx,
    () => hydrateLocations(ctx, FULL_BATCH),
    (o) => ({ processed: o.summary.batchInfo.processedInThisBatch, remaining: o.summary.batchInfo.remainingToProcess }),
    collect,
  )
  await untilDone(
    ctx,
    () => hydrateDailySales(ctx, FULL_BATCH),
    (o) => ({ processed: o.summary.locationsProcessed, remaining: o.summary.batchInfo.remainingToProcess }),
    collect,
  )
  await untilDone(
    ctx,
    () => hydrateCurrentYear(ctx, FULL_BATCH),
    (o) => ({ processed: o.summary.processedInThisBatch, remaining: o.summary.remainingToProcess }),
    collect,
  )
  const years = seasonsToHydrate(ctx)
  const complete = await isFullyHydrated(ctx.db, years)
  const hydratedAt = isoNow(ctx.clock)
  await recordHydration(ctx.db, hydratedAt, complete)
  const totals = await storedTotals(ctx.db)
  const summary: FullHydrationSummary = {
    totalLocations: totals.totalLocations,
    activeLocations: totals.activeLocations,
    totalOrdersAllLocations: totals.totalOrdersAllLocations,
    yearsProcessed: totals.yearsWithOrders,
    ordersReceived,
    totalApiRequests: ctx.api.requestCount - requestsBefore,
    complete,
  }
  const message = complete
    ? `Hydrated ${totals.totalLocations} locations: ${totals.totalOrdersAllLocations} transactions in ${totals.yearsWithOrders.join(', ') || 'no seasons'}.`
    : 'Hydration stopped before everything was in; run it again to finish.'
  return { summary, hydratedAt, message, changed: changed.list(), ordersReceived }
}

/** Runs one job by name. */
export function runHydrationJob(ctx: HydrationContext, job: HydrationJob): Promise<JobOutcome<JobSummary>> {
  switch (job.kind) {
    case 'locations':
      return hydrateLocations(ctx, job.batchSize)
    case 'currentYear':
      return hydrateCurrentYear(ctx, job.batchSize, job.staleAfterMs)
    case 'dailySales':
      return hydrateDailySales(ctx, job.batchSize)
    case 'all':
      return hydrateEverything(ctx)
  }
}
