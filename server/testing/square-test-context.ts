// A test app with the Square data path wired to a running emulator (tiny demo season by default):
// the hydration tools run in real worker threads against it, with retries that do not wait long.
import { DEMO_SIZE, type DemoOptions } from '../../src/demo'
import { startEmulator, type RunningEmulator } from '../emulator/emulator'
import { KvCache } from '../kv/kv-cache'
import { createTestContext, type TestContext } from './test-app'
import { runHydrationJob } from '../square/jobs/hydration-jobs'
import { acquireHydrationLock } from '../square/runner/hydration-lock'
import { createSquareServices } from '../square/services'
import { createSquareApi } from '../square/square-api/client'
import type { RetryPolicy } from '../square/square-api/retry'
import { FAST_RETRY } from '../square/testing/fast-retry'

export const EMULATOR_TOKEN = 'emulator-test-token'

export interface SquareTestContext extends TestContext {
  emulator: RunningEmulator
}

export async function createSquareTestContext(options: { demo?: DemoOptions; now?: string; withSquare?: boolean } = {}): Promise<SquareTestContext> {
  const t = await createTestContext({ now: options.now ?? '2025-07-04T20:00:00Z' })
  const emulator = await startEmulator({ accessToken: EMULATOR_TOKEN, clock: t.clock, demo: options.demo ?? { ...DEMO_SIZE.tiny } })
  if (options.withSquare !== false) wireEmulator(t, emulator, { retry: FAST_RETRY })
  return {
    ...t,
    emulator,
    async close() {
      await t.deps.square?.hydration.close()
      await emulator.close()
      await t.close()
    },
  }
}

/** What wiring a test app to the emulator needs of it. */
type WiredApp = Pick<TestContext, 'deps' | 'dataDir' | 'databaseUrl'>

/** Wires the test app's Square data path (hydration runner, geocoder) to a running emulator. */
export function wireEmulator(t: WiredApp, emulator: RunningEmulator, options: { accessToken?: string; retry?: Partial<RetryPolicy> } = {}): void {
  t.deps.square = createSquareServices(t.deps, {
    connection: { baseUrl: emulator.url, accessToken: options.accessToken ?? EMULATOR_TOKEN },
    geocoderUrl: `${emulator.url}/geocode`,
    mode: 'demo',
    dataDir: t.dataDir,
    databaseUrl: t.databaseUrl,
    ...(options.retry === undefined ? {} : { retry: options.retry }),
    clockRuns: false,
  })
}

/** The full hydration from the emulator in this process (the product runs it in a worker thread; the result is the same). */
export async function hydrateFromEmulator(t: WiredApp, emulator: RunningEmulator, accessToken = EMULATOR_TOKEN): Promise<void> {
  const lock = await acquireHydrationLock(t.deps.db, 'test hydration')
  const api = createSquareApi({ baseUrl: emulator.url, accessToken })
  try {
    await runHydrationJob({ db: t.deps.db, api, kv: new KvCache(t.deps.db, t.deps.clock), clock: t.deps.clock, geocoder: null, lock, log: t.deps.log }, { kind: 'all' })
  } finally {
    await lock.release()
  }
}
