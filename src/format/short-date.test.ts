import { formatShortDate } from './short-date'

describe('formatShortDate', () => {
  it('shows M/D/YYYY', () => {
    expect(formatShortDate('2025-07-04T18:00:00.000Z', 'America/Los_Angeles')).toBe('7/4/2025')
  })

  it('reads the day on the given timezone’s calendar', () => {
    // 05:00 UTC on July 5 is 10pm on July 4 in California (PDT, UTC−7) and 1am July 5 in New York.
    expect(formatShortDate('2025-07-05T05:00:00.000Z', 'America/Los_Angeles')).toBe('7/4/2025')
    expect(formatShortDate('2025-07-05T05:00:00.000Z', 'America/New_York')).toBe('7/5/2025')
    expect(formatShortDate('2025-07-05T05:00:00.000Z', 'UTC')).toBe('7/5/2025')
  })

  it('takes a ms timestamp too', () => {
    expect(formatShortDate(Date.UTC(2024, 11, 31, 12), 'UTC')).toBe('12/31/2024')
  })

  it('refuses what is not an instant', () => {
    expect(() => formatShortDate('July 4th', 'UTC')).toThrow(RangeError)
  })
})
