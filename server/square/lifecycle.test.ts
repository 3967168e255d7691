// The npm start lifecycle of the Square data path, on the tiny demo season.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { fixedClock } from '../../src/clock/clock'
import { DEMO_SIZE } from '../../src/demo'
import { loadConfig } from '../config'
import { openTestStore, type TestStore } from '../testing/test-store'
import { AppEvents } from '../events'
import { KvCache } from '../kv/kv-cache'
import { SIGNING_KEY_FILE } from './webhook-signing-key'
import { memoryLogger } from '../log'
import { prepareSquareData, type PrepareSquareDataOptions } from './lifecycle'
import { FAST_RETRY } from './testing/fast-retry'
import { dataMode, firstHydratedAt } from './store/square-meta'

let dataDir: string
let opened: TestStore
const clock = fixedClock('2025-07-04T20:00:00Z')
const events = new AppEvents()

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-lifecycle-'))
  opened = await openTestStore(dataDir)
})
afterAll(async () => {
  await opened.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

function sink(): Writable & { text: string } {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      stream.text += String(chunk)
      done()
    },
  }) as Writable & { text: string }
  stream.text = ''
  return stream
}

function options(env: Record<string, string> = {}, extra: Partial<PrepareSquareDataOptions> = {}): PrepareSquareDataOptions {
  return {
    config: loadConfig({ FW_DATA_DIR: dataDir, ...(opened.location.databaseUrl === undefined ? {} : { FW_DATABASE_URL: opened.location.databaseUrl }), FW_NOW: '2025-07-04T20:00:00Z', ...env }),
    deps: { db: opened.db, clock, events },
    log: memoryLogger(),
    demo: { ...DEMO_SIZE.tiny },
    retry: FAST_RETRY,
    refreshSchedule: false,
    progressStream: sink(),
    ...extra,
  }
}

describe('prepareSquareData', () => {
  it('resumes a first hydration that was interrupted', { timeout: 120_000 }, async () => {
    // A start that got only one location in before it stopped.
    const partial = await prepareSquareData(options({}, { hydrate: false }))
    try {
      const outcome = await partial.services.hydration.run({ kind: 'locations', batchSize: 1 }, { purpose: 'test' })
      expect(outcome.summary.batchInfo.remainingToProcess).toBe(3)
    } finally {
      await partial.close()
    }
    expect(await firstHydratedAt(opened.db)).toBeUndefined()
  })

  it('on a never fully hydrated database, starts the emulator and hydrates everything, showing progress', { timeout: 120_000 }, async () => {
    const progressStream = sink()
    const prepared = await prepareSquareData(options({}, { progressStream }))
    try {
      expect(prepared.services.mode).toBe('demo')
      expect(prepared.services.connection.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(prepared.services.geocoderUrl).toBe(`${prepared.services.connection.baseUrl}/geocode`)
      expect(prepared.firstHydration).toMatchObject({ complete: true })
      expect(progressStream.text).toMatch(/First hydration: 9\/9 seasons/) // the three locations the interrupted start left
      expect(await firstHydratedAt(opened.db)).toMatch(/^2025-07-04T20:00:/) // FW_NOW, running on
      expect(await dataMode(opened.db)).toBe('demo')
      // The emulator answers at its address, with the token only the server knows.
      const unauthorised = await fetch(`${prepared.services.connection.baseUrl}/v2/locations`)
      expect(unauthorised.status).toBe(401)
    } finally {
      await prepared.close()
    }
    // The webhook signing key was made once, owner-only, in the data directory.
    const keyFile = join(dataDir, SIGNING_KEY_FILE)
    expect(existsSync(keyFile)).toBe(true)
    expect(readFileSync(keyFile, 'utf8').trim().length).toBeGreaterThan(20)
  })

  it('serves at once on a later start, with the emulator running again and the same signing key', { timeout: 120_000 }, async () => {
    const key = readFileSync(join(dataDir, SIGNING_KEY_FILE), 'utf8')
    const prepared = await prepareSquareData(options())
    try {
      expect(prepared.firstHydration).toBeUndefined()
      expect(prepared.services.emulator).toBeDefined()
      expect(readFileSync(join(dataDir, SIGNING_KEY_FILE), 'utf8')).toBe(key)
    } finally {
      await prepared.close()
    }
  })

  it('drops cached answers when a location’s figures change', { timeout: 120_000 }, async () => {
    const prepared = await prepareSquareData(options())
    const kv = new KvCache(opened.db, clock)
    try {
      await kv.set('square:locations', '{}', 60_000)
      await kv.set('square:orders:L1:2025', '{}', 60_000)
      await kv.set('square:orders:L1:2024', '{}', 60_000)
      events.emit('location-changed', { locationId: 'L1', years: [2025] })
      await vi.waitFor(async () => expect((await kv.keys()).filter((key) => key.startsWith('square:'))).toEqual(['square:orders:L1:2024']))
    } finally {
      await prepared.close()
    }
  })

  it('refuses to mix real Square data into a demo database', async () => {
    await expect(prepareSquareData(options({ SQUARE_ACCESS_TOKEN: 'real-token' }))).rejects.toMatchObject({
      name: 'SquareDataMixError',
      message: expect.stringContaining('holds demo data from the bundled emulator'),
    })
  })
})
