// A server with the tiny demo season hydrated from a running emulator, for route tests of the
// figures: the emulator stays up (a test rings a payment, then posts its signed event itself)
// and a signed-in viewer's token is ready. Hydrating takes a few seconds: one per test file.
import { fixedClock } from '../../../src/clock/clock'
import { DEMO_SIZE } from '../../../src/demo'
import { startEmulator, type RunningEmulator } from '../../emulator/emulator'
import { KvCache } from '../../kv/kv-cache'
import { createLiveTestContext, type LiveTestContext } from '../../live/testing/live-test-app'
import { runHydrationJob } from '../../square/jobs/hydration-jobs'
import { acquireHydrationLock } from '../../square/runner/hydration-lock'
import { createSquareServices } from '../../square/services'
import { createSquareApi } from '../../square/square-api/client'

const EMULATOR_TOKEN = 'figures-test-token'

export interface HydratedDemo {
  t: LiveTestContext
  emulator: RunningEmulator
  /** A signed-in viewer's token. */
  user: string
  /** Every stored location, by id. */
  locations: { id: string; timezone: string }[]
  close(): Promise<void>
}

/** Starts the server and emulator with both clocks at `now`, and hydrates the demo season. */
export async function hydratedDemo(now: string): Promise<HydratedDemo> {
  const t = await createLiveTestContext({ now, env: { FW_NOW: now, FW_HOME_LOCATION_IDS: '' } })
  const emulator = await startEmulator({ demo: DEMO_SIZE.tiny, accessToken: EMULATOR_TOKEN, clock: fixedClock(now) })
  t.deps.square = createSquareServices(t.deps, {
    connection: { baseUrl: emulator.url, accessToken: EMULATOR_TOKEN },
    geocoderUrl: `${emulator.url}/geocode`,
    mode: 'demo',
    dataDir: t.dataDir,
    databaseUrl: t.databaseUrl,
    clockRuns: false,
  })
  const lock = await acquireHydrationLock(t.deps.db, 'figures test')
  const api = createSquareApi({ baseUrl: emulator.url, accessToken: EMULATOR_TOKEN })
  await runHydrationJob({ db: t.deps.db, api, kv: new KvCache(t.deps.db, t.deps.clock), clock: t.deps.clock, geocoder: null, lock, log: t.deps.log }, { kind: 'all' })
  await lock.release()
  const user = await t.signIn('viewer', ['user'])
  const locations = await t.deps.db.selectFrom('square_locations').select(['id', 'timezone']).orderBy('id').execute()
  const close = async () => {
    await t.deps.square?.hydration.close()
    await emulator.close()
    await t.close()
  }
  return { t, emulator, user, locations, close }
}
