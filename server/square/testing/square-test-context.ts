// A test app with the Square data path wired to a running emulator (tiny demo season by default):
// the hydration tools run in real worker threads against it, with retries that do not wait long.
import { DEMO_SIZE, type DemoOptions } from '../../../src/demo'
import { startEmulator, type RunningEmulator } from '../../emulator/emulator'
import { createTestContext, type TestContext } from '../../testing/test-app'
import type { RetryPolicy } from '../square-api/retry'
import { createSquareServices } from '../services'

export const EMULATOR_TOKEN = 'emulator-test-token'
export const FAST_RETRY: Partial<RetryPolicy> = { baseDelayMs: 2, maxDelayMs: 20, maxAttempts: 10 }

export interface SquareTestContext extends TestContext {
  emulator: RunningEmulator
}

export async function createSquareTestContext(options: { demo?: DemoOptions; now?: string; withSquare?: boolean } = {}): Promise<SquareTestContext> {
  const t = await createTestContext({ now: options.now ?? '2025-07-04T20:00:00Z' })
  const emulator = await startEmulator({ accessToken: EMULATOR_TOKEN, clock: t.clock, demo: options.demo ?? { ...DEMO_SIZE.tiny } })
  if (options.withSquare !== false) {
    t.deps.square = createSquareServices(t.deps, {
      connection: { baseUrl: emulator.url, accessToken: EMULATOR_TOKEN },
      geocoderUrl: `${emulator.url}/geocode`,
      mode: 'demo',
      dataDir: t.dataDir,
      databaseUrl: t.databaseUrl,
      retry: FAST_RETRY,
      clockRuns: false,
    })
  }
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
