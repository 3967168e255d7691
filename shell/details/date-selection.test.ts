import { tabOfRoute, todaySelection, withDateSelection } from './date-selection'
import { writeSearch } from '../routing/search-params'

describe('withDateSelection', () => {
  it('writes the picked days and years, keeping the other values in the fixed order', () => {
    const next = withDateSelection({ locations: 'A,B', years: '2024' }, { days: '30to2', years: [2025, 2023] })
    expect(writeSearch(next)).toBe('?days=30to2&years=2023,2025&locations=A,B')
  })

  it('writes no years as an empty years=', () => {
    expect(writeSearch(withDateSelection({}, { days: '28to5', years: [] }))).toBe('?days=28to5&years=')
  })
})

describe('todaySelection', () => {
  it("selects today's window day of this year's season", () => {
    expect(todaySelection({ year: 2025, day: 4 })).toEqual({ days: '4to4', years: [2025] })
  })
})

describe('tabOfRoute', () => {
  it('puts the invoice under Orders', () => {
    expect(tabOfRoute('locationOrder')).toBe('orders')
    expect(tabOfRoute('locationItems')).toBe('items')
    expect(tabOfRoute('locationStats')).toBe('stats')
  })
})
