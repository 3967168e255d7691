import { describe, expect, it } from 'vitest'
import { formatClockTime, formatDateTime, spansSeveralZones, zoneName } from './date-time'

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

describe('times with their zone', () => {
  it('adds the zone where asked, so clocks of two zones are told apart', () => {
    const at = '2025-07-05T04:32:00.000Z'
    expect(formatDateTime(at, 'America/Los_Angeles', { zone: true })).toBe('7/4/2025, 9:32 PM PDT')
    expect(formatDateTime(at, 'America/Denver', { zone: true })).toBe('7/4/2025, 10:32 PM MDT')
    expect(formatClockTime(at, 'America/Phoenix', { zone: true })).toBe('9:32 PM MST')
    expect(formatClockTime(at, 'America/Phoenix')).toBe('9:32 PM')
    expect(zoneName(at, 'America/Denver')).toBe('MDT')
  })

  it('knows when places keep more than one clock', () => {
    expect(spansSeveralZones([])).toBe(false)
    expect(spansSeveralZones([{ timezone: 'America/Los_Angeles' }, { timezone: 'America/Los_Angeles' }])).toBe(false)
    expect(spansSeveralZones([{ timezone: 'America/Los_Angeles' }, { timezone: 'America/Denver' }])).toBe(true)
  })
})
