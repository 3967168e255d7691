import { describe, expect, it } from 'vitest'
import { formatDateTime } from './date-time'

describe('formatDateTime', () => {
  it("reads an instant on the location's own clock", () => {
    // 04:15 UTC on July 5 is 9:15 PM on July 4 in California (PDT, UTC−7)
    expect(formatDateTime('2025-07-05T04:15:00.000Z', 'America/Los_Angeles')).toBe('7/4/2025, 9:15 PM')
    expect(formatDateTime(Date.parse('2025-07-05T04:15:00.000Z'), 'America/New_York')).toBe('7/5/2025, 12:15 AM')
  })

  it('shows a dash for an unreadable instant', () => {
    expect(formatDateTime('not a date', 'UTC')).toBe('—')
  })
})
