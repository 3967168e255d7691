import { itemsQuerySchema, statsQuerySchema } from './figures-queries'
import { parseOrIssues } from './validation'

const LOCATION = 'L88917AVBK2S5'

describe('statsQuerySchema', () => {
  it('reads years ascending without repeats, and an empty list as no years', () => {
    expect(statsQuerySchema.parse({ locationId: LOCATION, years: '2025,2024,2025' })).toEqual({ locationId: LOCATION, years: [2024, 2025] })
    expect(statsQuerySchema.parse({ locationId: LOCATION, years: '' }).years).toEqual([])
    expect(statsQuerySchema.parse({ locationId: LOCATION }).years).toBeUndefined()
  })

  it.each([
    ['24', 'Year must be a 4-digit year (e.g., 2024)'],
    ['2024,', 'Year must be a 4-digit year (e.g., 2024)'],
    ['2024, 2025', 'Year must be a 4-digit year (e.g., 2024)'],
    ['1999', 'Year must be between 2000 and 9999'],
  ])('refuses years %j with its validation message under its field', (years, message) => {
    expect(parseOrIssues(statsQuerySchema, { locationId: LOCATION, years })).toEqual({ ok: false, details: [{ field: 'years', message }] })
  })

  it('names each kind of bad year once', () => {
    expect(parseOrIssues(statsQuerySchema, { locationId: LOCATION, years: 'a,b,1999' })).toEqual({
      ok: false,
      details: [
        { field: 'years', message: 'Year must be a 4-digit year (e.g., 2024)' },
        { field: 'years', message: 'Year must be between 2000 and 9999' },
      ],
    })
  })

  it('takes at most 50 different years', () => {
    const years = (count: number) => Array.from({ length: count }, (_, i) => 2000 + i).join(',')
    expect(statsQuerySchema.parse({ locationId: LOCATION, years: `${years(50)},2000` }).years).toHaveLength(50)
    expect(parseOrIssues(statsQuerySchema, { locationId: LOCATION, years: years(51) })).toEqual({
      ok: false,
      details: [{ field: 'years', message: 'Choose at most 50 years' }],
    })
  })

  it('reads a days range, the whole window when empty', () => {
    expect(statsQuerySchema.parse({ locationId: LOCATION, days: '1to4' }).days).toEqual({ from: 1, to: 4 })
    expect(statsQuerySchema.parse({ locationId: LOCATION, days: '29to29' }).days).toEqual({ from: 29, to: 29 })
    expect(statsQuerySchema.parse({ locationId: LOCATION, days: '' }).days).toEqual({ from: 28, to: 5 })
  })

  it.each(['28-5', '27to5', '28to6', 'to5', '28to', ' 28to5', '28to5x'])('refuses the unreadable days range %j', (days) => {
    expect(parseOrIssues(statsQuerySchema, { locationId: LOCATION, days })).toEqual({
      ok: false,
      details: [{ field: 'days', message: 'Days must be a range of window days such as 28to5 (days 28, 29, 30, 1, 2, 3, 4, 5)' }],
    })
  })

  it('refuses a range that starts after it ends in window order', () => {
    expect(parseOrIssues(statsQuerySchema, { locationId: LOCATION, days: '5to28' })).toEqual({
      ok: false,
      details: [{ field: 'days', message: 'The days range must not start after it ends (June 28 comes first, July 5 last)' }],
    })
    // 30 comes before 1 in the window.
    expect(statsQuerySchema.parse({ locationId: LOCATION, days: '30to1' }).days).toEqual({ from: 30, to: 1 })
  })

  it('refuses unknown fields and a missing location', () => {
    expect(parseOrIssues(statsQuerySchema, { year: '2024' })).toEqual({
      ok: false,
      details: [
        { field: 'locationId', message: 'Location id is required' },
        { field: 'year', message: 'Unknown field' },
      ],
    })
  })
})

describe('itemsQuerySchema', () => {
  it('takes the days as the stats do, so Today lists tonight’s items', () => {
    expect(itemsQuerySchema.parse({ locationId: LOCATION, year: '2025', days: '4to4' })).toEqual({ locationId: LOCATION, year: 2025, days: { from: 4, to: 4 } })
    expect(parseOrIssues(itemsQuerySchema, { locationId: LOCATION, year: '2025', days: '5to28' })).toEqual({
      ok: false,
      details: [{ field: 'days', message: 'The days range must not start after it ends (June 28 comes first, July 5 last)' }],
    })
  })

  it('reads one year with SPEC’s messages', () => {
    expect(itemsQuerySchema.parse({ locationId: LOCATION, year: '2025' })).toEqual({ locationId: LOCATION, year: 2025 })
    expect(parseOrIssues(itemsQuerySchema, { locationId: LOCATION, year: '1999' })).toEqual({
      ok: false,
      details: [{ field: 'year', message: 'Year must be between 2000 and 9999' }],
    })
  })
})
