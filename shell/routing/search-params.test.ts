import { CARRIED_PARAMS, carrySearch, readSearch, updateSearch, writeSearch } from './search-params'

describe('writeSearch', () => {
  it('writes the carried parameters in their fixed order whatever order they come in', () => {
    expect(writeSearch({ hidden: 'X', years: '2024,2025', locations: 'A,B', days: '28to5' })).toBe('?days=28to5&years=2024,2025&locations=A,B&hidden=X')
  })

  it('keeps commas literal and encodes everything else', () => {
    expect(writeSearch({ locations: 'L1,L2', city: 'Oak dale&co' })).toBe('?locations=L1,L2&city=Oak%20dale%26co')
  })

  it('puts other parameters after the carried ones, in their own order', () => {
    expect(writeSearch({ tab: 'x', years: '2025', a: '1' })).toBe('?years=2025&tab=x&a=1')
  })

  it('leaves undefined values out and keeps an empty one (no years)', () => {
    expect(writeSearch({ days: undefined, years: '' })).toBe('?years=')
    expect(writeSearch({})).toBe('')
  })

  it('round-trips through readSearch', () => {
    const values = { days: '30to2', years: '2023,2025', locations: 'LA,LB', hideEmpty: 'false' }
    expect(readSearch(writeSearch(values))).toEqual(values)
  })

  it('carries days, years, locations and hidden, then the location filters', () => {
    expect(CARRIED_PARAMS.slice(0, 4)).toEqual(['days', 'years', 'locations', 'hidden'])
  })
})

describe('carrySearch', () => {
  it('brings the current carried values to a bare target', () => {
    expect(carrySearch('/stats/details/location/L1/stats', { years: '2024,2025', days: '1to4', other: 'dropped' })).toBe(
      '/stats/details/location/L1/stats?days=1to4&years=2024,2025',
    )
  })

  it("lets the target's own values win", () => {
    expect(carrySearch('/stats/details/compare?locations=A,B', { locations: 'C', years: '2025' })).toBe('/stats/details/compare?years=2025&locations=A,B')
  })

  it('keeps the hash and leaves other origins alone', () => {
    expect(carrySearch('/stats/locations/list#top', { years: '2025' })).toBe('/stats/locations/list?years=2025#top')
    expect(carrySearch('https://example.com/x', { years: '2025' })).toBe('https://example.com/x')
  })
})

describe('updateSearch', () => {
  it('changes and removes values, in the fixed order', () => {
    expect(updateSearch({ years: '2024', days: '28to5' }, { years: '2025', days: undefined, city: 'oakdale' })).toBe('?years=2025&city=oakdale')
  })
})
