import { pickerSelection, tabOfRoute, todaySelection, withDateSelection } from './date-selection'
import { fixedClock } from '../../src/clock/clock'
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
  it("selects today's window day of this year's season, beside the earlier seasons shown to compare with", () => {
    expect(todaySelection({ year: 2025, day: 4 }, [2024, 2025])).toEqual({ days: '4to4', years: [2024, 2025] })
    expect(todaySelection({ year: 2025, day: 4 }, [2022, 2023, 2024])).toEqual({ days: '4to4', years: [2023, 2024, 2025] })
    // Nothing earlier shown: last year's, so the view still compares.
    expect(todaySelection({ year: 2025, day: 4 }, [2025])).toEqual({ days: '4to4', years: [2024, 2025] })
    expect(todaySelection({ year: 2025, day: 4 }, [])).toEqual({ days: '4to4', years: [2024, 2025] })
  })

  it('keeps this season alone where a tab shows one season (orders, items)', () => {
    expect(todaySelection({ year: 2025, day: 4 }, null)).toEqual({ days: '4to4', years: [2025] })
  })
})

describe('tabOfRoute', () => {
  it('puts the invoice under Orders', () => {
    expect(tabOfRoute('locationOrder')).toBe('orders')
    expect(tabOfRoute('locationItems')).toBe('items')
    expect(tabOfRoute('locationStats')).toBe('stats')
  })
})

describe('pickerSelection', () => {
  // The evening of July 4, 2025 on the west coast.
  const clock = fixedClock('2025-07-05T03:00:00Z')
  const LA = 'America/Los_Angeles'
  const TRACKED = [2023, 2024, 2025]

  it('shows the URL’s days and years on every tab, the latest year alone on items', () => {
    expect(pickerSelection('orders', { days: '30to2', years: '2024' }, TRACKED, clock, LA)).toEqual({ days: '30to2', years: [2024] })
    expect(pickerSelection('stats', { days: '30to2', years: '2024,2025' }, TRACKED, clock, LA)).toEqual({ days: '30to2', years: [2024, 2025] })
    expect(pickerSelection('items', { days: '30to2', years: '2024,2025' }, TRACKED, clock, LA)).toEqual({ days: '30to2', years: [2025] })
    expect(pickerSelection('stats', { years: '' }, TRACKED, clock, LA)).toEqual({ days: '28to5', years: [] })
  })

  it('shows what the orders tab lists without a range in the URL: this season up to today', () => {
    expect(pickerSelection('orders', {}, TRACKED, clock, LA)).toEqual({ days: '28to4', years: [2025] })
    expect(pickerSelection('orders', { years: '2024' }, TRACKED, clock, LA)).toEqual({ days: '28to4', years: [2024] })
  })

  it('shows the last two seasons’ whole window on the other tabs without a range', () => {
    expect(pickerSelection('stats', {}, TRACKED, clock, LA)).toEqual({ days: '28to5', years: [2024, 2025] })
    expect(pickerSelection('items', {}, TRACKED, clock, LA)).toEqual({ days: '28to5', years: [2025] })
  })
})
