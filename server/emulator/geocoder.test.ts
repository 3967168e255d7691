// The demo geocoder answers like Nominatim for the demo's own addresses.
import { DEMO_SIZE, demoSites } from '../../src/demo'
import { findAddress } from './geocoder'
import { testEmulator } from './test-emulator'

// Forty locations (the demo's list) with few orders: the geocoder only needs the addresses.
const emulator = testEmulator({ demo: { ...DEMO_SIZE.demo, ordersPerLocationYear: 2 } })
const sites = demoSites({ ...DEMO_SIZE.demo, ordersPerLocationYear: 2 })
type Place = { lat: string; lon: string; display_name: string }

async function geocode(q: string): Promise<Place[]> {
  const { status, body } = await emulator.get(`/geocode/search?${new URLSearchParams({ q, format: 'json', limit: '1' }).toString()}`, null)
  expect(status).toBe(200)
  return body as Place[]
}

describe('demo geocoder', () => {
  it('places a location Square gave no coordinates, from its one-line address', async () => {
    const site = sites.find((s) => s.location.address && !s.location.coordinates && s.geocodable)
    const address = site?.location.address
    const places = await geocode(`${address?.address_line_1}, ${address?.locality}, ${address?.administrative_district_level_1} ${address?.postal_code}`)
    expect(places).toHaveLength(1)
    expect(Number(places[0]?.lat)).toBe(site?.coordinates?.latitude)
    expect(Number(places[0]?.lon)).toBe(site?.coordinates?.longitude)
    expect(places[0]?.display_name).toContain(address?.locality)
  })

  it('answers [] for an address it does not know, including the demo’s unplaceable one', async () => {
    expect(await geocode('1 Nowhere Rd, Springfield, ZZ 00000')).toEqual([])
    const unknown = sites.find((s) => s.location.address && !s.geocodable)?.location.address
    expect(await geocode(`${unknown?.address_line_1}, ${unknown?.locality}, CA ${unknown?.postal_code}`)).toEqual([])
    expect(await geocode('')).toEqual([])
  })

  it('accepts structured queries and ignores case and punctuation', async () => {
    const site = sites.find((s) => s.geocodable && s.location.address)
    const address = site?.location.address
    const { body } = await emulator.get(
      `/geocode/search?${new URLSearchParams({ street: address?.address_line_1 ?? '', city: address?.locality ?? '', format: 'json' }).toString()}`,
      null,
    )
    expect((body as Place[])[0]?.lat).toBe(String(site?.coordinates?.latitude))
    const entries = emulator.store.geocodeEntries
    expect(findAddress(entries, `${address?.address_line_1?.toUpperCase()}; ${address?.postal_code}`)).toHaveLength(1)
    // A house number must match whole: 1425 is not 11425.
    expect(findAddress(entries, `1${address?.address_line_1}, ${address?.locality}`)).toEqual([])
  })
})
