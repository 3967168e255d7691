import { manualClock } from '../../../src/clock/clock'
import { demoGeocodeEntries, DEMO_SIZE } from '../../../src/demo'
import { startEmulator, type RunningEmulator } from '../../emulator/emulator'
import { KvCache } from '../../kv/kv-cache'
import { geocodeAddress, nominatimGeocoder } from './geocode'
import { openTempDatabase, type TempDatabase } from '../../testing/temp-db'

let emulator: RunningEmulator
let db: TempDatabase
const clock = manualClock('2025-07-04T20:00:00Z')
beforeAll(async () => {
  emulator = await startEmulator({ accessToken: 't', demo: { ...DEMO_SIZE.tiny } })
})
afterAll(() => emulator.close())
beforeEach(async () => {
  db = await openTempDatabase()
})
afterEach(() => db.dispose())

/** A fetch that counts the requests it passes on. */
function countingFetch() {
  const urls: string[] = []
  const wrapped: typeof fetch = (input, init) => {
    urls.push(String(input))
    return fetch(input, init)
  }
  return { fetch: wrapped, urls }
}

describe('geocoding through the cache', () => {
  const entry = demoGeocodeEntries({ ...DEMO_SIZE.tiny })[0]!
  const address = `${entry.addressLine1}, ${entry.locality}, ${entry.state} ${entry.postalCode}`

  it('finds an address once, then answers it from the cache under geocode:{address}', async () => {
    const kv = new KvCache(db.db, clock)
    const counted = countingFetch()
    const geocoder = nominatimGeocoder(`${emulator.url}/geocode`, counted.fetch)
    const first = await geocodeAddress(kv, geocoder, address)
    expect(first).toEqual({ address, coordinates: { latitude: entry.latitude, longitude: entry.longitude }, cached: false, error: null })
    const again = await geocodeAddress(kv, geocoder, address)
    expect(again).toEqual({ ...first, cached: true })
    expect(counted.urls).toHaveLength(1)
    expect(counted.urls[0]).toContain('/geocode/search?q=')
    expect(counted.urls[0]).toContain('format=json')
    expect(await kv.keys()).toEqual([`geocode:${address}`])
  })

  it('remembers an address it cannot find for a day, not for a month', async () => {
    const kv = new KvCache(db.db, clock)
    const result = await geocodeAddress(kv, nominatimGeocoder(`${emulator.url}/geocode`), '1 Nowhere Rd, Atlantis')
    expect(result).toEqual({ address: '1 Nowhere Rd, Atlantis', coordinates: null, cached: false, error: null })
    const entryTimes = await kv.get('geocode:1 Nowhere Rd, Atlantis')
    expect(entryTimes!.expiresAt - entryTimes!.createdAt).toBe(24 * 3_600_000)
  })

  it('caches nothing when the geocoder fails, so the next run asks again', async () => {
    const kv = new KvCache(db.db, clock)
    const broken: typeof fetch = async () => new Response('oops', { status: 503 })
    const result = await geocodeAddress(kv, nominatimGeocoder('http://127.0.0.1:9', broken), address)
    expect(result).toEqual({ address, coordinates: null, cached: false, error: 'Geocoder answered HTTP 503' })
    expect(await kv.keys()).toEqual([])
  })
})
