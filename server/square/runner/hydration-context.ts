// What a hydration job works with: its own database connection, the Square client, the cache,
// the clock, an optional geocoder, the lock it holds and a place to report progress.
import type { Kysely } from 'kysely'
import type { Clock } from '../../../src/clock/clock'
import type { Database } from '../../db/schema'
import type { KvCache } from '../../kv/kv-cache'
import type { Logger } from '../../log'
import type { SquareApi } from '../square-api/client'
import type { Geocoder } from '../square-api/geocode'
import type { HydrationLock } from './hydration-lock-interface'

/** The first season hydration fetches by default (docs/screens.md#data-hydration: daily sales from 2023); FW_FIRST_SEASON moves it. */
export const DEFAULT_FIRST_SEASON = 2023

/** What a job reports while it works, for progress bars and logs. */
export type HydrationProgress =
  | { kind: 'plan'; seasonsToFetch: number }
  | { kind: 'page'; orders: number }
  | { kind: 'seasons-done'; count: number }

export interface HydrationContext {
  db: Kysely<Database>
  api: SquareApi
  kv: KvCache
  clock: Clock
  geocoder: Geocoder | null
  lock: HydrationLock
  log: Logger
  /** The first season hydration fetches (FW_FIRST_SEASON); DEFAULT_FIRST_SEASON when absent. */
  firstSeason?: number | undefined
  onProgress?: (progress: HydrationProgress) => void
  /** True once the server asked running jobs to stop (shutdown): checked after each saved page. */
  stopRequested?: () => boolean
}

/**
 * Thrown between pages when a stop was asked: every page before it is saved, and the next run
 * resumes from there as it does after any interruption.
 */
export class HydrationStoppedError extends Error {
  override name = 'HydrationStopped'
  constructor() {
    super('The server is shutting down: the hydration stopped after its last saved page and resumes on the next start')
  }
}

/** Ends the job here when a stop was asked; call only where everything so far is saved. */
export function stopIfAsked(ctx: Pick<HydrationContext, 'stopRequested'>): void {
  if (ctx.stopRequested?.()) throw new HydrationStoppedError()
}

/** The current season year by the clock (UTC; a season never spans New Year). */
export function currentYearOf(clock: Clock): number {
  return new Date(clock.now()).getUTCFullYear()
}

/**
 * The seasons hydration fetches from Square: the first season (FW_FIRST_SEASON) up to the current
 * year. Not the tracked seasons, which are the years stored orders exist for (storedTrackedSeasons).
 */
export function seasonsToHydrate(ctx: Pick<HydrationContext, 'clock' | 'firstSeason'>): number[] {
  const years: number[] = []
  for (let year = ctx.firstSeason ?? DEFAULT_FIRST_SEASON; year <= currentYearOf(ctx.clock); year++) years.push(year)
  return years
}

export const isoNow = (clock: Clock): string => new Date(clock.now()).toISOString()
