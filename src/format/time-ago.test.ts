import { formatTimeAgo } from './time-ago'

const NOW = Date.UTC(2025, 6, 4, 21, 0, 0)
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatTimeAgo', () => {
  it.each([
    [0, 'just now'],
    [999, 'just now'],
    [SECOND, '1 second ago'],
    [5 * SECOND, '5 seconds ago'],
    [59 * SECOND + 999, '59 seconds ago'],
    [MINUTE, '1 minute ago'],
    [2 * MINUTE + 30 * SECOND, '2 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY + 5 * HOUR, '2 days ago'],
    [400 * DAY, '400 days ago'],
  ])('%i ms ago reads %j', (elapsed, text) => {
    expect(formatTimeAgo(NOW - elapsed, NOW)).toBe(text)
  })

  it('treats a time slightly in the future as just now', () => {
    expect(formatTimeAgo(NOW + 3 * SECOND, NOW)).toBe('just now')
  })

  it('takes an ISO instant', () => {
    expect(formatTimeAgo('2025-07-04T20:00:00.000Z', NOW)).toBe('1 hour ago')
  })
})
