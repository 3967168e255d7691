// A server with the tiny demo season hydrated from a running emulator, for route tests of the
// figures: the emulator stays up (a test rings a payment, then posts its signed event itself)
// and a signed-in viewer's token is ready. Hydrating takes a few seconds: one per test file.
import { fixedClock } from '../../src/clock/clock'
import { DEMO_SIZE } from '../../src/demo'
import { startEmulator, type RunningEmulator } from '../emulator/emulator'
import { createLiveTestContext, type LiveTestContext } from './live-test-app'
import { hydrateFromEmulator, wireEmulator } from './square-test-context'

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
  wireEmulator(t, emulator, { accessToken: EMULATOR_TOKEN })
  await hydrateFromEmulator(t, emulator, EMULATOR_TOKEN)
  const user = await t.signIn('viewer', ['user'])
  const locations = await t.deps.db.selectFrom('square_locations').select(['id', 'timezone']).orderBy('id').execute()
  const close = async () => {
    await t.deps.square?.hydration.close()
    await emulator.close()
    await t.close()
  }
  return { t, emulator, user, locations, close }
}
