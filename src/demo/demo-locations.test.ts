import { squareLocationSchema } from '../contract/square-location'
import { DEMO_SIZE, demoGeocodeEntries, demoLocations, demoSites } from './index'

describe('demo locations', () => {
  const sites = demoSites(DEMO_SIZE.demo)
  const locations = sites.map((s) => s.location)

  it('gives about forty Square locations that parse with the contract', () => {
    expect(locations).toHaveLength(40)
    for (const location of locations) expect(squareLocationSchema.safeParse(location).success).toBe(true)
    expect(new Set(locations.map((l) => l.id)).size).toBe(40)
    expect(new Set(locations.map((l) => l.name)).size).toBe(40)
  })

  it('sits around Oakdale, with Oakdale itself first', () => {
    expect(locations[0]?.address?.locality).toBe('Oakdale')
    const californian = sites.filter((s) => s.location.address?.administrative_district_level_1 === 'CA' && s.coordinates)
    for (const site of californian) {
      expect(site.coordinates?.latitude).toBeGreaterThan(37.2)
      expect(site.coordinates?.latitude).toBeLessThan(38.2)
      expect(site.coordinates?.longitude).toBeGreaterThan(-121.6)
      expect(site.coordinates?.longitude).toBeLessThan(-120.1)
      expect(site.location.address?.postal_code).toMatch(/^95\d{3}$/)
    }
    const towns = new Set(locations.map((l) => l.address?.locality))
    for (const town of ['Oakdale', 'Modesto', 'Riverbank', 'Escalon', 'Turlock', 'Manteca', 'Ripon', 'Waterford', 'Sonora']) {
      expect(towns).toContain(town)
    }
  })

  it('covers every case the product must handle', () => {
    const zones = new Set(locations.map((l) => l.timezone))
    expect(zones).toEqual(new Set(['America/Los_Angeles', 'America/Denver', 'America/New_York']))
    expect(locations.filter((l) => l.status === 'INACTIVE').length).toBeGreaterThanOrEqual(2)
    expect(locations.filter((l) => !l.address).length).toBeGreaterThanOrEqual(2)
    const needGeocoding = sites.filter((s) => s.location.address && !s.location.coordinates)
    expect(needGeocoding.filter((s) => s.geocodable).length).toBeGreaterThanOrEqual(4)
    expect(needGeocoding.filter((s) => !s.geocodable).length).toBeGreaterThanOrEqual(1)
    expect(sites.some((s) => s.tax.type === 'INCLUSIVE')).toBe(true)
    expect(sites.some((s) => s.location.status === 'ACTIVE' && s.activeYears.length === 0)).toBe(true)
    expect(sites.some((s) => s.activeYears.length === 2)).toBe(true) // opened in 2024
  })

  it('keeps INACTIVE locations out of the latest season', () => {
    for (const site of sites.filter((s) => s.location.status === 'INACTIVE')) {
      expect(site.activeYears).not.toContain(2025)
    }
  })

  it('keeps the second timezone even in the tiny size', () => {
    const tiny = demoLocations(DEMO_SIZE.tiny)
    expect(tiny).toHaveLength(4)
    expect(tiny.some((l) => l.timezone !== 'America/Los_Angeles')).toBe(true)
    expect(tiny.some((l) => l.address && !l.coordinates)).toBe(true)
  })

  it('lets the geocoder place the locations Square gave no coordinates', () => {
    const entries = demoGeocodeEntries(DEMO_SIZE.demo)
    const riverbank = sites[1]
    expect(riverbank?.location.coordinates).toBeUndefined()
    const entry = entries.find((e) => e.addressLine1 === riverbank?.location.address?.address_line_1)
    expect(entry).toMatchObject({ locality: 'Riverbank', postalCode: '95367', state: 'CA' })
    expect(entry?.latitude).toBe(riverbank?.coordinates?.latitude)
    const unknown = sites.find((s) => s.location.address && !s.geocodable)
    expect(entries.some((e) => e.addressLine1 === unknown?.location.address?.address_line_1 && e.locality === unknown?.location.address?.locality)).toBe(false)
  })

  it('is reproducible from the seed and changes with it', () => {
    expect(demoLocations(DEMO_SIZE.demo)).toEqual(locations)
    const other = demoLocations({ ...DEMO_SIZE.demo, seed: 'another' })
    expect(other.map((l) => l.id)).not.toEqual(locations.map((l) => l.id))
  })

  it('grows past the hand-placed list with unique, addressed locations', () => {
    const many = demoLocations({ locationCount: 120 })
    expect(new Set(many.map((l) => l.name)).size).toBe(120)
    expect(new Set(many.map((l) => l.id)).size).toBe(120)
    for (const location of many) expect(squareLocationSchema.safeParse(location).success).toBe(true)
  })
})
