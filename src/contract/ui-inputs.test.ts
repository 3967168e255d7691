import { chartTypeSchema, comparisonSchema, orderFetchInputSchema, requireOrderFetchInput, themeSchema } from './ui-inputs'
import { parseOrIssues } from './validation'

describe('chartTypeSchema', () => {
  it('accepts only bar or area', () => {
    expect(chartTypeSchema.parse('bar')).toBe('bar')
    expect(chartTypeSchema.parse('area')).toBe('area')
    expect(parseOrIssues(chartTypeSchema, 'line')).toEqual({
      ok: false,
      details: [{ field: '', message: 'Chart type must be bar or area' }],
    })
  })
})

describe('themeSchema', () => {
  it('defaults to system and accepts light and dark', () => {
    expect(themeSchema.parse(undefined)).toBe('system')
    expect(themeSchema.parse('dark')).toBe('dark')
    expect(themeSchema.safeParse('blue').success).toBe(false)
  })
})

describe('comparisonSchema', () => {
  it('keeps only the first two locations', () => {
    expect(comparisonSchema.parse({ locationIds: ['A', 'B', 'C'], year: 2024 })).toEqual({ locationIds: ['A', 'B'], year: 2024 })
  })

  it('reads the year from URL text', () => {
    expect(comparisonSchema.parse({ locationIds: ['A', 'B'], year: '2025' }).year).toBe(2025)
  })

  it('needs at least two different locations', () => {
    expect(parseOrIssues(comparisonSchema, { locationIds: ['A'], year: 2024 })).toEqual({
      ok: false,
      details: [{ field: 'locationIds', message: 'Select at least 2 locations to compare' }],
    })
    expect(parseOrIssues(comparisonSchema, { locationIds: ['A', 'A'], year: 2024 })).toEqual({
      ok: false,
      details: [{ field: 'locationIds', message: 'Select at least 2 locations to compare' }],
    })
  })

  it('needs a year', () => {
    for (const year of [undefined, null, '']) {
      expect(parseOrIssues(comparisonSchema, { locationIds: ['A', 'B'], year })).toEqual({
        ok: false,
        details: [{ field: 'year', message: 'Select a year to compare' }],
      })
    }
  })

  it('checks the year like every other year', () => {
    expect(parseOrIssues(comparisonSchema, { locationIds: ['A', 'B'], year: 1999 })).toEqual({
      ok: false,
      details: [{ field: 'year', message: 'Year must be between 2000 and 9999' }],
    })
  })
})

describe('order fetch input', () => {
  it('passes a location and year through', () => {
    expect(requireOrderFetchInput({ locationId: 'L1', year: 2025 })).toEqual({ locationId: 'L1', year: 2025 })
    expect(orderFetchInputSchema.parse({ locationId: 'L1', year: '2025' })).toEqual({ locationId: 'L1', year: '2025' })
  })

  it.each([{ year: 2025 }, { locationId: 'L1' }, { locationId: '', year: 2025 }, { locationId: 'L1', year: '' }, { locationId: null, year: null }])(
    'throws the validation message for %j',
    (input) => {
      expect(() => requireOrderFetchInput(input)).toThrow(new Error('No locationId or year'))
    },
  )

  it('reports the same message per field', () => {
    expect(parseOrIssues(orderFetchInputSchema, {})).toEqual({
      ok: false,
      details: [
        { field: 'locationId', message: 'No locationId or year' },
        { field: 'year', message: 'No locationId or year' },
      ],
    })
  })
})
