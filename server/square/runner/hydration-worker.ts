// The hydration worker thread: one database connection of its own for its whole life, and each
// job it is sent run under the hydration lock. API reads on the main thread never wait for it
// (WAL; one short transaction per page).
import { parentPort, workerData } from 'node:worker_threads'
import { openStore } from '../../db/store'
import type { Logger, LogFields } from '../../log'
import { createSquareApi } from '../square-api/client'
import { nominatimGeocoder } from '../square-api/geocode'
import { executeJob } from './hydration-execute'
import type { FromWorker, ToWorker, WorkerSetup } from './hydration-protocol'

const setup = workerData as WorkerSetup
// Three connections on PostgreSQL: the lock's, the pages', and one spare for the cache.
const opened = await openStore({ dataDir: setup.dataDir, databaseUrl: setup.databaseUrl }, { migrate: false, poolMax: 3 })

function post(message: FromWorker): void {
  parentPort?.postMessage(message)
}

/** Log lines go to the main thread's logger, which redacts and writes them. */
const log: Logger = {
  debug: (event: string, fields?: LogFields) => post({ type: 'log', level: 'debug', event, fields }),
  info: (event: string, fields?: LogFields) => post({ type: 'log', level: 'info', event, fields }),
  warn: (event: string, fields?: LogFields) => post({ type: 'log', level: 'warn', event, fields }),
  error: (event: string, fields?: LogFields) => post({ type: 'log', level: 'error', event, fields }),
}

/** Set by a `stop` message: running jobs end after the page in hand, new ones end at once. */
let stopRequested = false

const resources = {
  db: opened.db,
  api: createSquareApi({ ...setup.connection, retry: setup.retry }),
  geocoder: setup.geocoderUrl === undefined ? null : nominatimGeocoder(setup.geocoderUrl),
  cacheMaxBytes: setup.cacheMaxBytes,
  firstSeason: setup.firstSeason,
  log,
  stopRequested: () => stopRequested,
}

parentPort?.on('message', (message: ToWorker) => {
  if (message.type === 'stop') stopRequested = true
  else void executeJob(resources, message.request, post)
})
