import { compareHref, filtersSearch, ordersViewSearch } from './url-updates'
import { writeSearch } from '../routing/search-params'

describe('filtersSearch', () => {
  it('writes the filters that differ from the defaults beside the carried values', () => {
    const next = filtersSearch({ years: '2025' }, { city: 'springfield', hideEmpty: false, sortBy: 'name', sortOrder: 'asc' })
    expect(writeSearch(next)).toBe('?years=2025&city=springfield&hideEmpty=false&sortBy=name&sortOrder=asc')
  })

  it('leaves the defaults out, so the default view has a bare URL', () => {
    const next = filtersSearch({ city: 'springfield', hideEmpty: 'false' }, { city: 'oakdale', hideEmpty: true, sortBy: 'net-sales-2025', sortOrder: 'desc' })
    expect(writeSearch(next)).toBe('')
  })

  it('writes all cities as an empty city, so the default city does not come back', () => {
    expect(writeSearch(filtersSearch({}, { city: null, hideEmpty: true, sortBy: 'net-sales-2025', sortOrder: 'desc' }))).toBe('?city=')
  })
})

describe('compareHref', () => {
  it('opens the compare route with the first two ids and the date range', () => {
    expect(compareHref(['A', 'B', 'C'], { years: '2025', days: '1to4', city: 'springfield' })).toBe(
      '/stats/details/compare?days=1to4&years=2025&locations=A,B&city=springfield',
    )
  })

  it('drops the locations parameter when nothing is compared', () => {
    expect(compareHref([], { locations: 'A' })).toBe('/stats/details/compare')
  })
})

describe('ordersViewSearch', () => {
  it("writes the orders table's sort, states and columns after the carried values", () => {
    const next = ordersViewSearch({ years: '2025' }, { sort: 'total.asc', states: ['COMPLETED', 'OPEN'], columns: ['createdAt', 'total'] })
    expect(writeSearch(next)).toBe('?years=2025&sort=total.asc&states=COMPLETED,OPEN&columns=createdAt,total')
  })

  it('drops each part that is back at its default, and keeps no states as an empty value', () => {
    const current = { years: '2025', sort: 'total.asc', states: 'OPEN', columns: 'total' }
    expect(writeSearch(ordersViewSearch(current, { sort: null, states: [], columns: null }))).toBe('?years=2025&states=')
  })
})
