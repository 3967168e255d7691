import { compareHref, filtersSearch } from './url-updates'
import { writeSearch } from '../routing/search-params'

describe('filtersSearch', () => {
  it('writes the reported filters beside the carried values', () => {
    const next = filtersSearch({ years: '2025' }, { city: 'springfield', hideEmpty: false, sortBy: 'name', sortOrder: 'asc' })
    expect(writeSearch(next)).toBe('?years=2025&city=springfield&hideEmpty=false&sortBy=name&sortOrder=asc')
  })

  it('writes all cities as an empty city, so the default city does not come back', () => {
    expect(writeSearch(filtersSearch({ city: 'oakdale' }, { city: undefined }))).toBe('?city=')
  })
})

describe('compareHref', () => {
  it('opens the compare route with the first two ids and the date range', () => {
    expect(compareHref(['A', 'B', 'C'], { years: '2025', days: '1to4', city: 'oakdale' })).toBe('/stats/details/compare?days=1to4&years=2025&locations=A,B&city=oakdale')
  })

  it('drops the locations parameter when nothing is compared', () => {
    expect(compareHref([], { locations: 'A' })).toBe('/stats/details/compare')
  })
})
