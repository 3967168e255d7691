import { describe, expect, it } from 'vitest'
import { boundsOf, DEFAULT_MAP_VIEW, fitView, tileUrl } from './map-view-fit'

describe('fitView', () => {
  it('centres the middle of the United States at zoom 6 when nothing is placed', () => {
    expect(fitView([], 800, 600)).toEqual({ center: [39.83, -98.58], zoom: 6 })
    expect(DEFAULT_MAP_VIEW.zoom).toBe(6)
  })

  it('shows a single location at zoom 12, centred on it', () => {
    const view = fitView([[37.7666, -120.8472]], 800, 600)
    expect(view.zoom).toBe(12)
    expect(view.center[0]).toBeCloseTo(37.7666, 6)
    expect(view.center[1]).toBeCloseTo(-120.8472, 6)
  })

  it('picks the largest whole zoom at which the points fit inside the padding', () => {
    // 10° of longitude at the equator: 10/360 of the world. At zoom z the world is 256·2^z px:
    // 760 px of room (800 − 2·20) ÷ (10/360 · 256) = 106.9 → log2 = 6.74 → zoom 6.
    const view = fitView([[0, 0], [0, 10]], 800, 600)
    expect(view.zoom).toBe(6)
    expect(view.center[0]).toBeCloseTo(0, 6)
    expect(view.center[1]).toBeCloseTo(5, 6)
    // a narrower pane loses a zoom level: 340 px ÷ 7.11 = 47.8 → log2 = 5.58 → zoom 5
    expect(fitView([[0, 0], [0, 10]], 380, 600).zoom).toBe(5)
  })

  it('lets the taller side decide when the points spread north to south', () => {
    const tall = fitView([[37, -121], [38, -121]], 800, 300)
    const wide = fitView([[37, -121], [38, -121]], 800, 1200)
    expect(tall.zoom).toBeLessThan(wide.zoom)
    // the centre is the Mercator middle, a little north of the arithmetic mean
    expect(tall.center[0]).toBeGreaterThan(37.5)
    expect(tall.center[0]).toBeLessThan(37.51)
  })
})

describe('map helpers', () => {
  it('turn pigeon bounds into a filter box and fill tile templates', () => {
    expect(boundsOf({ ne: [38, -120], sw: [37, -121] })).toEqual({ north: 38, east: -120, south: 37, west: -121 })
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', 1, 1, 3)).toBe('https://c.tiles.example/3/1/1.png')
  })
})
