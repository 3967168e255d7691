import { describe, expect, it } from 'vitest'
import { DEMO_SIZE, demoSites } from './index'

describe('the locations demo size', () => {
  it('makes 1,000 distinct stands, most of them placed on the map', () => {
    const sites = demoSites(DEMO_SIZE.locations)
    expect(sites).toHaveLength(1000)
    expect(new Set(sites.map((site) => site.location.id)).size).toBe(1000)
    expect(new Set(sites.map((site) => site.location.name)).size).toBe(1000)
    expect(sites.filter((site) => site.coordinates !== null).length).toBeGreaterThan(900)
  })
})
