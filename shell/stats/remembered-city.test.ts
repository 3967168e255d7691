// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { listenToWidgets } from '../app/host-events'
import { $rememberedCity, CITY_STORAGE_KEY, rememberCity, rememberedCityHref } from './remembered-city'

const STATS = ['stats', 'locations'] as const

afterEach(() => localStorage.removeItem(CITY_STORAGE_KEY))

describe('the remembered city', () => {
  it('opens a /stats screen without a city on the one last chosen, "All cities" included', () => {
    expect(rememberedCityHref('/stats/locations/list', {}, STATS, null)).toBeNull()
    expect(rememberedCityHref('/stats/locations/list', { years: '2025' }, STATS, 'Modesto')).toBe('/stats/locations/list?years=2025&city=Modesto')
    expect(rememberedCityHref('/stats/pace', {}, ['stats'], '')).toBe('/stats/pace?city=')
  })

  it('leaves an address that names its city, a screen outside /stats and the default city alone', () => {
    expect(rememberedCityHref('/stats/locations/map', { city: 'Riverbank' }, STATS, '')).toBeNull()
    expect(rememberedCityHref('/admin/locations', {}, ['admin'], '')).toBeNull()
    expect(rememberedCityHref('/stats/locations/map', {}, STATS, 'Oakdale')).toBeNull()
  })

  it('remembers what the filter reports, and keeps it in localStorage', () => {
    rememberCity(null)
    expect($rememberedCity.get()).toBe('')
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('""')
    rememberCity(' Modesto ')
    expect($rememberedCity.get()).toBe('Modesto')
  })

  it("takes the city from a widget's fw-filters-change", () => {
    const stop = listenToWidgets(document)
    try {
      document.body.dispatchEvent(new CustomEvent('fw-filters-change', { bubbles: true, detail: { city: null, hideEmpty: true, sortBy: 'name', sortOrder: 'asc' } }))
      expect($rememberedCity.get()).toBe('')
      document.body.dispatchEvent(new CustomEvent('fw-filters-change', { bubbles: true, detail: { city: 'Riverbank', hideEmpty: true, sortBy: 'name', sortOrder: 'asc' } }))
      expect($rememberedCity.get()).toBe('Riverbank')
    } finally {
      stop()
    }
  })
})
