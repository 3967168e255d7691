// A full hydration from a running emulator into a test's database, in a worker thread as the
// server runs it, with the clock fixed and retries that do not wait long.
import { fixedClock } from '../../../src/clock/clock'
import type { OpenedStore } from '../../db/store'
import type { RunningEmulator } from '../../emulator/emulator'
import { AppEvents } from '../../events'
import { memoryLogger } from '../../log'
import { HydrationRunner } from '../runner/hydration-runner'
import { FAST_RETRY } from './fast-retry'

export interface WorkerHydration {
  /** Where the database lives: its directory, and the store opened on it. */
  dataDir: string
  store: Pick<OpenedStore, 'db' | 'location'>
  emulator: RunningEmulator
  accessToken: string
  now: string
  purpose?: string
}

/** Runs `{ kind: 'all' }` to its end and closes the worker. */
export async function hydrateInWorker({ dataDir, store, emulator, accessToken, now, purpose = 'test' }: WorkerHydration) {
  const runner = new HydrationRunner({
    dataDir,
    databaseUrl: store.location.databaseUrl,
    connection: { baseUrl: emulator.url, accessToken },
    geocoderUrl: `${emulator.url}/geocode`,
    clock: fixedClock(now),
    log: memoryLogger(),
    events: new AppEvents(),
    retry: FAST_RETRY,
    clockRuns: false,
    db: store.db,
  })
  try {
    return await runner.run({ kind: 'all' }, { purpose })
  } finally {
    await runner.close()
  }
}
