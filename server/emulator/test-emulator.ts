// For tests: a tiny-season emulator app (no port) and small helpers to call it like a client.
import { fixedClock, type Clock } from '../../src/clock/clock'
import { DEMO_SIZE } from '../../src/demo'
import { buildEmulator, type EmulatorOptions, type EmulatorParts } from './emulator'

export const TEST_TOKEN = 'test-token-0123456789'
/** After the 2025 season: every demo order exists. */
export const AFTER_SEASON = '2025-07-10T00:00:00.000Z'

export interface TestEmulator extends EmulatorParts {
  get(path: string, token?: string | null): Promise<{ status: number; body: unknown }>
  post(path: string, json: unknown, token?: string | null): Promise<{ status: number; body: unknown }>
}

export function testEmulator(options: Partial<EmulatorOptions> & { clock?: Clock } = {}): TestEmulator {
  const parts = buildEmulator({ demo: DEMO_SIZE.tiny, accessToken: TEST_TOKEN, clock: fixedClock(AFTER_SEASON), ...options })
  const headers = (token: string | null | undefined): Record<string, string> =>
    token === null ? {} : { authorization: `Bearer ${token ?? TEST_TOKEN}` }
  const send = async (path: string, init: RequestInit) => {
    const response = await parts.app.request(path, init)
    return { status: response.status, body: (await response.json()) as unknown }
  }
  return {
    ...parts,
    get: (path, token) => send(path, { headers: headers(token) }),
    post: (path, json, token) =>
      send(path, {
        method: 'POST',
        headers: { ...headers(token), 'content-type': 'application/json' },
        body: typeof json === 'string' ? json : JSON.stringify(json),
      }),
  }
}
