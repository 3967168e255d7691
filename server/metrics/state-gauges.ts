// The metrics that say how things are, read when a scrape asks: this instance's WebSocket clients,
// hydration's progress through the tracked seasons and its last success, the KV cache's bytes and
// evictions, and the database — PostgreSQL's connection pool, or SQLite's file and write-ahead log
// (SQLite has no pool: the server holds one connection in its own process, so what can grow is the
// files). Hydration and the KV cache live in the database, so every instance reports the same
// values for them; the pool, the files and the sockets are this instance's own.
import { statSync } from 'node:fs'
import { sql, type Kysely } from 'kysely'
import { Counter, Gauge, type Registry } from 'prom-client'
import { storeKindOf } from '../db/dialect'
import type { Clock } from '../../src/clock/clock'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import type { OpenedStore } from '../db/store'
import type { Logger } from '../log'
import { kvEvictions, kvMaxBytesOf, kvUsage } from '../kv/kv-budget'
import { HYDRATION_LOCK_NAME } from '../square/runner/hydration-lock-interface'
import { lastHydratedAt } from '../square/store/square-meta'

export interface StateGauges {
  /** Reads the state into the gauges; a database that cannot be read leaves its gauges at 0 and fw_store_up at 0. */
  refresh(deps: MetricsDeps): Promise<void>
}

/**
 * What the gauges read of the app's dependencies, named here rather than taken from AppDeps: the
 * app's Env holds the metrics, so reading AppDeps back would close an import circle.
 */
export interface MetricsDeps {
  db: Kysely<Database>
  clock: Clock
  config: Pick<Config, 'FW_FIRST_SEASON' | 'FW_CACHE_MAX_MB'>
  log: Pick<Logger, 'warn'>
  live?: { hub: { connectionCount: number } }
  store?: Pick<OpenedStore, 'kind' | 'pool' | 'sqlite'>
}

/** The seasons hydration fetches, as it counts them: FW_FIRST_SEASON up to the clock's year. */
function seasonsToHydrateCount(deps: Pick<MetricsDeps, 'clock' | 'config'>): number {
  const currentYear = new Date(deps.clock.now()).getUTCFullYear()
  return Math.max(0, currentYear - deps.config.FW_FIRST_SEASON + 1)
}

/** Registers the state gauges of the store `deps` holds in `registry`. */
export function stateGauges(registry: Registry, deps: Pick<MetricsDeps, 'db' | 'store'>): StateGauges {
  const registers = [registry]
  const kind = deps.store?.kind ?? storeKindOf(deps.db)
  const websocketClients = new Gauge({ name: 'fw_websocket_clients', help: 'Live WebSocket clients connected to this instance', registers })
  const storeUp = new Gauge({ name: 'fw_store_up', help: '1 when this scrape could read the database, 0 when it could not', registers })
  const storeInfo = new Gauge({ name: 'fw_store_info', help: 'The database this instance uses (sqlite or postgres), always 1', labelNames: ['store'] as const, registers })
  storeInfo.set({ store: kind }, 1)
  const seasonsExpected = new Gauge({ name: 'fw_hydration_seasons_expected', help: 'Location-seasons hydration fetches: locations Square lists times tracked seasons', registers })
  const seasonsFetched = new Gauge({ name: 'fw_hydration_seasons_fetched', help: 'Location-seasons fetched whole from Square at least once', registers })
  const progress = new Gauge({ name: 'fw_hydration_progress_ratio', help: 'Fetched over expected location-seasons (1 when none is expected)', registers })
  const lastSuccess = new Gauge({ name: 'fw_hydration_last_success_timestamp_seconds', help: 'When a hydration run last finished without error (Unix seconds, server clock); 0 before the first', registers })
  const running = new Gauge({ name: 'fw_hydration_running', help: '1 while a hydration run (from any instance or the command line) holds the hydration lock', registers })
  const kvBytes = new Gauge({ name: 'fw_kv_cache_bytes', help: 'Bytes of keys and values the KV cache holds, expired entries not yet purged included', registers })
  const kvEntries = new Gauge({ name: 'fw_kv_cache_entries', help: 'Entries the KV cache holds', registers })
  const kvMaxBytes = new Gauge({ name: 'fw_kv_cache_max_bytes', help: 'The KV cache byte budget (FW_CACHE_MAX_MB)', registers })
  const kvEvicted = new Counter({ name: 'fw_kv_cache_evictions_total', help: 'Live KV entries the byte budget pushed out, counted in the database across every instance', registers })
  const databaseGauges = databaseState(registry, kind, deps.store !== undefined)
  const fromDatabase = [seasonsExpected, seasonsFetched, progress, lastSuccess, running, kvBytes, kvEntries, kvEvicted]

  return {
    async refresh(deps) {
      let state: StoredState | undefined
      try {
        state = await readStoredState(deps)
      } catch (error) {
        deps.log.warn('metrics.store_unreadable', { error })
      }
      // Set all at once after the reads, so a scrape running beside this one never sees half.
      websocketClients.set(deps.live?.hub.connectionCount ?? 0)
      kvMaxBytes.set(kvMaxBytesOf(deps.config))
      databaseGauges.refresh(deps)
      for (const metric of fromDatabase) metric.reset()
      storeUp.set(state === undefined ? 0 : 1)
      if (state === undefined) return
      seasonsExpected.set(state.seasonsExpected)
      seasonsFetched.set(state.seasonsFetched)
      progress.set(state.seasonsExpected === 0 ? 1 : state.seasonsFetched / state.seasonsExpected)
      if (state.lastSuccessMs !== undefined) lastSuccess.set(state.lastSuccessMs / 1000)
      running.set(state.running ? 1 : 0)
      kvBytes.set(state.kvBytes)
      kvEntries.set(state.kvEntries)
      kvEvicted.inc(state.kvEvictions)
    },
  }
}

/** What the database says about hydration and the KV cache. */
interface StoredState {
  seasonsExpected: number
  seasonsFetched: number
  lastSuccessMs: number | undefined
  running: boolean
  kvBytes: number
  kvEntries: number
  kvEvictions: number
}

async function readStoredState(deps: MetricsDeps): Promise<StoredState> {
  const { db } = deps
  const years = seasonsToHydrateCount(deps)
  const firstYear = deps.config.FW_FIRST_SEASON
  const listed = await db.selectFrom('square_locations').select(sql<number>`count(*)`.as('n')).where('missing_from_square', '=', 0).executeTakeFirstOrThrow()
  const fetched = await db
    .selectFrom('square_season_progress')
    .innerJoin('square_locations', 'square_locations.id', 'square_season_progress.location_id')
    .select(sql<number>`count(*)`.as('n'))
    .where('square_locations.missing_from_square', '=', 0)
    .where('square_season_progress.fetched_at', 'is not', null)
    .where('square_season_progress.season_year', '>=', firstYear)
    .where('square_season_progress.season_year', '<', firstYear + years)
    .executeTakeFirstOrThrow()
  const last = await lastHydratedAt(db)
  // The lock's expiry is machine time (a run renews it), whatever FW_NOW says.
  const lock = await db.selectFrom('square_hydration_lock').select('expires_at').where('name', '=', HYDRATION_LOCK_NAME).executeTakeFirst()
  const usage = await kvUsage(db)
  return {
    seasonsExpected: Number(listed.n) * years,
    seasonsFetched: Number(fetched.n),
    lastSuccessMs: last === undefined || Number.isNaN(Date.parse(last)) ? undefined : Date.parse(last),
    running: lock !== undefined && lock.expires_at > Date.now(),
    kvBytes: usage.usedBytes,
    kvEntries: usage.entries,
    kvEvictions: await kvEvictions(db),
  }
}

/** PostgreSQL's pool of this instance, or SQLite's files; nothing when the app was not given its store. */
function databaseState(registry: Registry, kind: 'sqlite' | 'postgres', known: boolean): { refresh(deps: MetricsDeps): void } {
  const registers = [registry]
  if (!known) return { refresh: () => undefined }
  if (kind === 'postgres') {
    const connections = new Gauge({ name: 'fw_db_pool_connections', help: "Connections of this instance's PostgreSQL pool, by state (in_use or idle)", labelNames: ['state'] as const, registers })
    const waiting = new Gauge({ name: 'fw_db_pool_waiting', help: "Queries waiting for a connection of this instance's PostgreSQL pool", registers })
    const max = new Gauge({ name: 'fw_db_pool_max_connections', help: "The most connections this instance's PostgreSQL pool opens", registers })
    return {
      refresh(deps) {
        const pool = deps.store?.pool
        connections.reset()
        if (pool === undefined) return
        connections.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
        connections.set({ state: 'idle' }, pool.idleCount)
        waiting.set(pool.waitingCount)
        max.set(pool.options.max ?? 10)
      },
    }
  }
  const files = new Gauge({ name: 'fw_db_file_bytes', help: 'Size of the SQLite database file and of its write-ahead log (wal), which grows while a long read keeps it from being checkpointed', labelNames: ['file'] as const, registers })
  return {
    refresh(deps) {
      files.reset()
      const path = deps.store?.sqlite?.name
      if (path === undefined) return
      files.set({ file: 'database' }, fileSize(path))
      files.set({ file: 'wal' }, fileSize(`${path}-wal`))
    },
  }
}

function fileSize(path: string): number {
  try {
    return statSync(path).size
  } catch {
    return 0
  }
}
